// The race game of Baltic OI 2008 "Game" (day 1).
//
// Rules. Two pieces A and B stand on distinct white squares of an n x n board
// (2 <= n <= 300; '#' black = unusable, '.' white, 'A' and 'B' = the white start
// squares). A moves first, then they alternate. A move is one step up, down, left
// or right onto a white square; there is no passing. A step onto the square where
// the opponent's piece stands earns an immediate extra step in any direction
// (back included): the piece "jumps over" the opponent. Whoever first reaches the
// OPPONENT's start square wins, also in the middle of a jump (the first step of the
// jump lands on the opponent standing on his own start square).
//
// Two solvers:
//
// * The layered solver (race_winner, explain_race), after the jury's analysis.
//   With D the distance between the starts, both players run along shortest
//   paths. Layer k (0 <= k <= D) is the set of squares s with distA(s) = k and
//   distA(s) + distB(s) = D. On a grid every step changes the colour of a square,
//   so before any jump only one player can ever step onto the other: A when D is
//   odd, B when D is even, and, along shortest paths, only in the middle: the
//   "catcher" (A if D is odd, B if D is even) lands on the other in layer
//   middle_layer = ceil(D / 2) at his ceil(D / 2)-th move. A jump saves a move.
//   D odd: A wins the race anyway (he moves first); the jump only makes it faster.
//   D even: A wins the plain race by one move, so B wins exactly when he can force
//   the jump: a game on pairs (square of A in layer i, square of B in layer j),
//   decided backwards from the middle, two half-moves per layer; each half-level
//   is a bit matrix of |layer i| x |layer j| bits and only two are kept.
//   Time O(sum over half-levels of |layer i| * |layer j|) = O(n^3) on the grids of
//   the contest (layers of at most about n squares), memory O(n^2).
//
// * The full-state solver (solve_race_full): the real game, every position of
//   both pieces with the side to move, solved by the retrograde engine. A turn
//   is one move of the engine's alternating game: an ordinary step, or a jump
//   (the step onto the other piece and the extra step together, which is how the
//   mid-jump state is handled without breaking the alternation). Exact, no
//   assumption about shortest paths, so it cross-checks the layered solver on
//   small boards. Play that never ends is a DRAW (neither player can force
//   reaching the other's start); none has been seen (see tests/native/race_test.cpp).
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/outcome.hpp"

namespace gg {

enum class Player : std::uint8_t { A = 0, B = 1 };

inline char player_char(Player p) { return p == Player::A ? 'A' : 'B'; }

constexpr std::int32_t kRaceMinN = 2;
constexpr std::int32_t kRaceMaxN = 300;

// A board. Squares are numbered row * n + column, both 0-based, row 0 on top.
struct RaceBoard {
    std::int32_t n = 0;
    std::vector<std::uint8_t> free;  // n * n entries: 1 = white (also the starts), 0 = black
    std::int32_t a = -1;             // start square of A
    std::int32_t b = -1;             // start square of B
    std::size_t line = 0;            // 1-based input line of the board's n (parse_race_input only)
};

// Reads the official input: a line "t", then per board a line "n" and n rows of n
// characters among '.', '#', 'A', 'B' (exactly one 'A' and one 'B'). Blank lines
// are skipped; blanks around a number or a row are ignored. Checks that A and B are
// joined by a path of white squares (the statement guarantees it; both solvers
// rely on it). Throws ParseError (core/text.hpp) with line and column.
std::vector<RaceBoard> parse_race_input(std::string_view text);

// Reads one board given as its rows only (no t, no n): n = the number of
// non-blank lines, each of which must hold n characters. Same checks and errors.
RaceBoard parse_race_board(std::string_view rows);

// Builds a board from n * n characters ('.', '#', 'A', 'B'), row-major, e.g. for
// bindings. Throws std::invalid_argument with a message for anything wrong
// (including no path between A and B).
RaceBoard make_race_board(std::int32_t n, std::string_view cells);

// The n rows of the board, each followed by '\n' (parse_race_board reads it back).
std::string race_board_rows(const RaceBoard& board);

// ---------------------------------------------------------------- layered solver

// The winner, by the layered analysis: O(n^2) memory. Throws
// std::invalid_argument if the board is malformed (as make_race_board checks).
Player race_winner(const RaceBoard& board);

// One step of a race. A jump is two consecutive steps of the same player: the
// first (extra = false) lands on the opponent's square (pos_a == pos_b right
// after it), the second (extra = true) leaves it. A step that reaches the
// opponent's start ends the game, even if it is the first step of a jump (then
// no extra step follows). Only full-state lines with JumpRule::Optional contain a
// declined extra step: extra = true and from == to.
struct RaceStep {
    Player player;
    bool extra;          // the extra step of a jump
    std::int32_t from;   // square left
    std::int32_t to;     // square entered
    std::int32_t pos_a;  // square of A after the step
    std::int32_t pos_b;  // square of B after the step
};

// Everything a view needs to show why a player wins.
struct RaceExplanation {
    std::int32_t n = 0;
    std::int32_t a = -1, b = -1;       // the start squares
    Player winner = Player::A;
    std::int32_t distance = 0;         // D = shortest distance between the starts
    bool odd = false;                  // D odd (A wins whatever B does)
    // n * n entries each, -1 on black squares and on squares cut off from A:
    std::vector<std::int32_t> dist_a;  // steps from A's start
    std::vector<std::int32_t> dist_b;  // steps from B's start
    // Square s lies on a shortest path iff dist_a[s] >= 0 and dist_a[s] + dist_b[s] == D;
    // it is then in layer dist_a[s]. layer_size[k] = number of squares in layer k (D + 1 entries).
    std::vector<std::int32_t> layer_size;
    // The layer where the catcher can land on the other: ceil(D / 2) (= D / 2 for D
    // even, where both are D / 2 from their starts; (D + 1) / 2 for D odd, where A
    // steps onto B). middle = its squares, ascending.
    Player catcher = Player::A;        // A if D odd, B if D even
    std::int32_t middle_layer = 0;
    std::vector<std::int32_t> middle;
    // Whether the catcher can force the jump in the middle layer (against every
    // shortest-path play of the other). D even: the winner is B iff jump_forced.
    // D odd: A wins either way, one move sooner if jump_forced.
    bool jump_forced = false;
    // An optimal race in the layered model, from the start to the winner's arrival.
    // Both pieces run along shortest paths. Up to the middle, the catcher, when
    // jump_forced, keeps to pairs from which the jump can still be forced and the
    // other, when not jump_forced, keeps to pairs from which it cannot; a choice
    // that does not matter takes the first successor in the order up, left, right,
    // down. Then the catcher jumps if he can (the extra step continues along a
    // shortest path), and both run to the end the same way. So the race ends with
    // the winner's arrival; it holds a jump (two steps of the catcher, the second
    // with extra = true, unless the first one ends the game) iff jump_forced;
    // and it has 2D - 1 steps, except 2D - 2 when D is odd and jump_forced (1 when D = 1).
    std::vector<RaceStep> race;
    std::int32_t jump_square = -1;     // where the catcher lands on the other, -1 without jump
    std::uint64_t pairs = 0;           // pair states evaluated (sum of |layer i| * |layer j|)
};

// Throws std::invalid_argument if the board is malformed.
// Memory O(n^2 + sqrt(D) * max pairs per half-level): the decision keeps two
// half-levels; to replay the race it keeps about sqrt(D) checkpoints and recomputes
// the half-levels between two of them once.
RaceExplanation explain_race(const RaceBoard& board);

// The memory explain_race(board) takes at its peak, in bytes: computed from the
// board's shortest-path layers (two breadth-first searches, O(n^2) memory, the
// same order as the board itself) before the half-levels are allocated: the
// distances and layers, the explanation, and the sqrt(D) checkpoints, the
// segment and the two working half-levels, each the size of the largest one.
// Throws std::invalid_argument if the board is malformed.
std::uint64_t race_explain_bytes(const RaceBoard& board);

// ------------------------------------------------------------- full-state solver

// Whether the extra step of a jump may be declined. Mandatory is the main reading
// of the statement ("gets an extra move"). With Optional, the jumper may instead
// end his turn on the opponent's square; the opponent then moves off it.
enum class JumpRule : std::uint8_t { Mandatory = 0, Optional = 1 };

// The full-state solver refuses boards with more white squares reachable from A.
constexpr std::uint32_t kRaceFullMaxCells = 400;

struct RaceFullResult {
    // The real game from the start (A to move): Win = A wins, Lose = B wins, Draw =
    // neither can force a win (play could go on forever).
    Outcome outcome = Outcome::Draw;
    std::int32_t depth = -1;          // turns to the end (a jump is one turn), winner fastest,
                                      // loser slowest; -1 if Draw
    std::uint32_t cells = 0;          // white squares reachable from A
    std::uint32_t states = 0;         // 2 * cells^2 (side to move, square of A, square of B)
    std::uint32_t draw_states = 0;    // DRAW among all states (any placement of the pieces)
    std::vector<RaceStep> line;       // the solver's optimal line from the start; for a draw,
                                      // cut where a state repeats
    // The winner as a player; only meaningful when outcome != Draw.
    Player winner() const { return outcome == Outcome::Lose ? Player::B : Player::A; }
};

// Number of white squares reachable from A (what solve_race_full compares with its limit).
std::uint32_t race_reachable_cells(const RaceBoard& board);

// The memory solve_race_full takes with this many white squares reachable: 2 cells^2
// states at 27 bytes each at most (the engine, the results, the line's marks).
inline std::uint64_t race_full_bytes(std::uint64_t cells) { return 2 * cells * cells * 27 + 64 * cells; }

// Throws std::invalid_argument if the board is malformed and std::length_error
// (with a message) if more than max_cells white squares are reachable from A.
RaceFullResult solve_race_full(const RaceBoard& board, JumpRule rule = JumpRule::Mandatory,
                               std::uint32_t max_cells = kRaceFullMaxCells);

}  // namespace gg
