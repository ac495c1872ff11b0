// Pursuit games: two pieces, a pursuer and an evader, on a board that is a grid
// (cells free or blocked) or an arbitrary graph, solved for every position by the
// retrograde engine over an IMPLICIT state graph.
//
// States. The board's positions are its free cells (row-major order) or its
// vertices, numbered 0..P-1. A state is (pursuer position p, evader position e,
// side to move) and its index is
//     s = (p * P + e) * 2 + side        side: 0 = the pursuer moves, 1 = the evader
// so there are 2 * P * P states (at most 2^31 - 1). Predecessors and out-degrees
// are computed on the fly from each side's moves between positions (a small CSR
// graph of P nodes, forward and reverse); the state graph is never stored.
//
// Memory: gg::CompactStorage, 7 bytes per state during the solve when no position
// has more than 63 moves (uint8 cell: counter and outcome), 8 bytes otherwise
// (uint16 cell, up to 16383 moves): the cell, a uint16 depth and a uint32 queue
// entry. After the solve 3 bytes per state remain (outcome + depth). No optimal
// move is stored: PursuitSolution::optimal_move derives one on demand from the
// successors' outcomes and depths. The memory needed is computed arithmetically
// from the board and rules (pursuit_size), and checked against a budget, before
// anything is allocated (PursuitTooLarge): the move lists included.
//
// Rules (PursuitRules), per side: its moves (grids: GridMove steps, jumps and
// slides; graphs: the edges), whether it may pass (stay put for a turn), cells it
// may not enter. Endings, checked in this order:
//   1. capture: both pieces on one position: the pursuer has won;
//   2. the evader on an exit: the evader has won;
//   3. optionally (pursuer_exit_wins) the pursuer on an exit: the pursuer has won.
// A side to move with no move at all (none of its moves allowed, no pass) gets
// rules.no_move (LOSE by default; WIN or DRAW are allowed). Endless play is a DRAW, which rules.draw_as may
// count as a win for one side (outcomes relabelled; the depth stays "none").
#pragma once
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "core/outcome.hpp"
#include "core/retrograde.hpp"

namespace gg {

enum class Side : std::uint8_t { Pursuer = 0, Evader = 1 };
// What endless play counts as.
enum class DrawAs : std::uint8_t { Draw = 0, PursuerWin = 1, EvaderWin = 2 };
// Who wins a state with optimal play.
enum class Winner : std::uint8_t { None = 0, Pursuer = 1, Evader = 2 };  // None: a draw

// A move rule on a grid: the offset (dr, dc) applied 1..reach times. Every cell
// landed on must be on the board, free and not forbidden for the side, so a
// slide stops before the first wall; with reach 1 it is a single step, or a jump
// (an offset like (2, 1) jumps over whatever lies between). (0, 0) is a pass.
struct GridMove {
    std::int32_t dr = 0;
    std::int32_t dc = 0;
    std::int32_t reach = 1;
};

std::vector<GridMove> steps4();                  // up, down, left, right
std::vector<GridMove> steps8();                  // steps4 and the 4 diagonals
std::vector<GridMove> slides4(std::int32_t k);   // 1..k cells in one of 4 directions
// count moves given flat as (dr, dc, reach) triples (3 * count ints).
std::vector<GridMove> grid_moves(const std::int32_t* triples, std::size_t count);

struct SideRules {
    std::vector<GridMove> moves;           // grid boards only (graph boards move along edges)
    bool may_pass = false;                 // may stay put for a turn
    std::vector<std::uint8_t> forbidden;   // empty, or one per cell / vertex: nonzero = may not enter
};

struct PursuitRules {
    SideRules pursuer;
    SideRules evader;
    bool pursuer_exit_wins = false;        // the pursuer on an exit wins (LeetCode 1728's food)
    DrawAs draw_as = DrawAs::Draw;
    Outcome no_move = Outcome::Lose;       // for a side to move that has no move
};

// The board: a grid of rows x cols cells (row-major) or a graph of n vertices.
struct Board {
    bool is_grid = true;
    std::int32_t rows = 0, cols = 0;       // grid
    std::vector<std::uint8_t> blocked;     // grid: one per cell, nonzero = wall
    std::uint32_t vertices = 0;            // graph
    std::vector<std::int32_t> edges;       // graph: moves (u, v) flattened, 0-based
    std::vector<std::uint8_t> exit;        // empty, or one per cell / vertex: nonzero = exit

    // blocked and exit may be null (no walls / no exits); they hold rows * cols bytes.
    static Board grid(std::int32_t rows, std::int32_t cols, const std::uint8_t* blocked,
                      const std::uint8_t* exit);
    // m edges as 2 * m vertex ids; undirected adds every edge both ways. exit: n bytes or null.
    static Board graph(std::uint32_t n, const std::int32_t* edges, std::size_t m, bool undirected,
                       const std::uint8_t* exit);

    std::uint32_t num_cells() const {
        return is_grid ? static_cast<std::uint32_t>(rows) * static_cast<std::uint32_t>(cols) : vertices;
    }
};

// The board or rules are inconsistent (sizes, ids out of range, ...).
struct PursuitError : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};
// The state space does not fit: what() states the memory needed. Over a budget
// (Kind::Memory), or beyond what the engine indexes (Kind::Size: budget 0 for too
// many states).
struct PursuitTooLarge : TooLarge {
    PursuitTooLarge(const std::string& what, std::uint64_t needed, std::uint64_t budget)
        : TooLarge(what, needed, budget, budget == 0 ? Kind::Size : Kind::Memory) {}
    PursuitTooLarge(const std::string& what, std::uint64_t needed, std::uint64_t budget, Kind k)
        : TooLarge(what, needed, budget, k) {}
};

constexpr std::uint64_t kDefaultPursuitBudget = std::uint64_t{4} << 30;  // 4 GiB

// The moves of one side between positions, without duplicates, the pass aside
// (PursuitGame keeps it as a flag per side): forward CSR, and the reverse CSR
// unless the moves are symmetric (then the reverse is the forward). Both sides
// share one PositionGraph when their moves are the same.
struct PositionGraph {
    std::vector<std::uint32_t> out_start, out;  // P + 1 offsets; successors
    std::vector<std::uint32_t> in_start, in;    // P + 1 offsets; predecessors (empty if symmetric)
    bool symmetric = false;
    std::uint32_t max_degree = 0;
    std::uint32_t degree(std::uint32_t p) const { return out_start[p + 1] - out_start[p]; }
    const std::uint32_t* rev_start() const { return symmetric ? out_start.data() : in_start.data(); }
    const std::uint32_t* rev() const { return symmetric ? out.data() : in.data(); }
    std::uint64_t bytes() const { return 4 * (out_start.size() + out.size() + in_start.size() + in.size()); }
};

// The size of a pursuit game, computed arithmetically from the board and the rules
// alone, before anything is allocated: O(cells x distinct moves) time, O(1) memory
// for grids (each slide or jump costs the cells it covers on the board, whatever
// its reach), O(edges) time for graphs. Throws PursuitError on an inconsistent
// board or rules, nothing else.
struct PursuitSize {
    std::uint64_t positions = 0;     // free cells, or vertices
    std::uint64_t states = 0;        // 2 * positions^2
    std::uint64_t moves[2] = {0, 0}; // list entries of each side before duplicates are dropped
    std::uint32_t max_degree = 0;    // at least the moves from any one position, the pass included
    std::uint64_t board_bytes = 0;   // position maps and move lists (forward and reverse), at most
    std::uint64_t bytes = 0;         // the solve at its peak, at most: states x 7 or 8 + board_bytes
    std::uint64_t transitions = 0;   // moves between states, at most: the solve's work (P x both sides' moves)
    bool fits_index() const { return states <= 0x7FFFFFFFu; }
};
PursuitSize pursuit_size(const Board& board, const PursuitRules& rules);

// The solve walks every move between states once or twice: past this many it would
// run for minutes (about 250 million a second natively), so such a game is refused
// at once (long slides on a long row: the work grows with the cube of its length).
constexpr std::uint64_t kMaxPursuitTransitions = std::uint64_t{1} << 33;
// Throws PursuitTooLarge (Kind::Size) when z.transitions > kMaxPursuitTransitions.
void check_pursuit_work(const PursuitSize& z);

// The implicit state graph, a Game (game.hpp) for the engines.
class PursuitGame {
public:
    // Throws PursuitTooLarge (before allocating anything) if the states outnumber
    // what the engine indexes.
    PursuitGame(const Board& board, const PursuitRules& rules);

    std::uint32_t num_positions() const { return P_; }
    std::uint64_t num_states_wide() const { return 2 * std::uint64_t{P_} * P_; }
    std::uint32_t num_states() const { return static_cast<std::uint32_t>(num_states_wide()); }
    std::uint32_t max_degree() const;
    // Bytes of the solve at its peak (the compact layout, plus this game): the
    // figure of pursuit_size, known before the game was built (an upper bound).
    std::uint64_t bytes_needed() const { return size_.bytes; }
    std::uint64_t bytes_of_board() const { return size_.board_bytes; }

    std::uint32_t num_cells() const { return static_cast<std::uint32_t>(pos_of_cell_.size()); }
    std::int32_t position_of(std::uint32_t cell) const { return pos_of_cell_[cell]; }  // -1: blocked
    std::uint32_t cell_of(std::uint32_t pos) const { return cell_of_pos_[pos]; }
    std::uint32_t state(std::uint32_t p, std::uint32_t e, Side side) const {
        return (p * P_ + e) * 2 + static_cast<std::uint32_t>(side);
    }
    static Side side(std::uint32_t s) { return static_cast<Side>(s & 1); }
    std::uint32_t pursuer(std::uint32_t s) const { return (s >> 1) / P_; }
    std::uint32_t evader(std::uint32_t s) const { return (s >> 1) % P_; }
    bool is_exit(std::uint32_t pos) const { return exit_[pos] != 0; }
    // A side's moves between positions, and whether it may also pass.
    const PositionGraph& moves(Side side) const { return graphs_[gi_[static_cast<int>(side)]]; }
    bool may_pass(Side side) const { return pass_[static_cast<int>(side)]; }
    // The number of moves of a side at a position, the pass included.
    std::uint32_t degree(Side side, std::uint32_t pos) const {
        const int k = static_cast<int>(side);
        return graphs_[gi_[k]].degree(pos) + pass_[k];
    }

    // Who has won at a state by the endings (Winner::None: the game goes on).
    Winner ended(std::uint32_t p, std::uint32_t e) const {
        if (p == e) return Winner::Pursuer;
        if (exit_[e]) return Winner::Evader;
        if (pursuer_exit_wins_ && exit_[p]) return Winner::Pursuer;
        return Winner::None;
    }

    // The Game interface (game.hpp).
    Fixed fixed(std::uint32_t s) const {
        const std::uint32_t pe = s >> 1;
        const std::uint32_t p = pe / P_;
        const Winner w = ended(p, pe - p * P_);
        if (w == Winner::None) return Fixed::None;
        return (static_cast<std::uint32_t>(w) - 1) == (s & 1) ? Fixed::Win : Fixed::Lose;
    }
    std::uint32_t out_degree(std::uint32_t s) const {
        const std::uint32_t pe = s >> 1;
        const std::uint32_t p = pe / P_;
        return (s & 1) ? graphs_[gi_[1]].degree(pe - p * P_) + pass_[1] : graphs_[gi_[0]].degree(p) + pass_[0];
    }
    Outcome no_move_outcome() const { return no_move_; }
    template <class F>
    void for_each_predecessor(std::uint32_t s, F&& f) const {
        const std::uint32_t pe = s >> 1;
        const std::uint32_t p = pe / P_;
        const std::uint32_t e = pe - p * P_;
        if (s & 1) {  // the pursuer has just moved, from p2 to p
            const PositionGraph& g = graphs_[gi_[0]];
            const std::uint32_t* const rs = g.rev_start();
            const std::uint32_t* it = g.rev() + rs[p];
            const std::uint32_t* const end = g.rev() + rs[p + 1];
            for (; it != end; ++it) f((*it * P_ + e) * 2);
            if (pass_[0]) f(pe * 2);
        } else {      // the evader has just moved, from e2 to e
            const PositionGraph& g = graphs_[gi_[1]];
            const std::uint32_t* const rs = g.rev_start();
            const std::uint32_t* it = g.rev() + rs[e];
            const std::uint32_t* const end = g.rev() + rs[e + 1];
            const std::uint32_t base = p * P_;
            for (; it != end; ++it) f((base + *it) * 2 + 1);
            if (pass_[1]) f(pe * 2 + 1);
        }
    }
    // Hints for the engine (it then prefetches the cells of the predecessors of
    // the states a few places ahead in its queue); the lists themselves are small.
    void prefetch_offsets(std::uint32_t) const {}
    void prefetch_predecessors(std::uint32_t) const {}

    // Every move s -> t (none from a state where the game has ended); stops at
    // the first f(t) that returns true (gg::visit).
    template <class F>
    void for_each_successor(std::uint32_t s, F&& f) const {
        const std::uint32_t pe = s >> 1;
        const std::uint32_t p = pe / P_;
        const std::uint32_t e = pe - p * P_;
        if (ended(p, e) != Winner::None) return;
        const std::uint32_t k = s & 1;
        const PositionGraph& g = graphs_[gi_[k]];
        const std::uint32_t from = k ? e : p;
        for (std::uint32_t i = g.out_start[from]; i < g.out_start[from + 1]; ++i) {
            const std::uint32_t to = g.out[i];
            if (visit(f, k ? (p * P_ + to) * 2 : (to * P_ + e) * 2 + 1)) return;
        }
        if (pass_[k]) visit(f, pe * 2 + (1 - k));
    }

private:
    PursuitSize size_;
    std::uint32_t P_ = 0;
    std::vector<std::int32_t> pos_of_cell_;
    std::vector<std::uint32_t> cell_of_pos_;
    std::vector<std::uint8_t> exit_;  // per position
    std::vector<PositionGraph> graphs_;  // one or two
    int gi_[2] = {0, 0};                 // the graph of each side
    std::uint32_t pass_[2] = {0, 0};     // 1 if the side may pass
    bool pursuer_exit_wins_ = false;
    Outcome no_move_ = Outcome::Lose;
};

// Called now and then during a solve with (states processed so far, total states).
using PursuitProgress = std::function<void(std::uint64_t, std::uint64_t)>;

// A solved pursuit game: outcome and depth of every state, optimal moves on demand.
class PursuitSolution {
public:
    PursuitSolution(PursuitGame game, CompactSolution sol, DrawAs draw_as)
        : game_(std::move(game)), sol_(std::move(sol)), draw_as_(draw_as) {}

    const PursuitGame& game() const { return game_; }
    std::uint32_t num_states() const { return game_.num_states(); }
    std::uint32_t num_positions() const { return game_.num_positions(); }

    // Flat arrays, one entry per state: the outcome for the side to move (Outcome
    // values: DRAW 0, WIN 1, LOSE 2; draws already counted as rules.draw_as says)
    // and the depth in moves (0xFFFF = none: endless play).
    const std::uint8_t* outcomes() const { return sol_.outcome.data(); }
    const std::uint16_t* depths() const { return sol_.depth.data(); }

    Outcome outcome(std::uint32_t s) const { return static_cast<Outcome>(sol_.outcome[s]); }
    std::int32_t depth(std::uint32_t s) const {
        const std::uint16_t d = sol_.depth[s];
        return d == CompactSolution::kNoDepth ? -1 : d;
    }
    Winner winner(std::uint32_t s) const;
    bool ended(std::uint32_t s) const {
        return game_.ended(game_.pursuer(s), game_.evader(s)) != Winner::None;
    }
    // An optimal move (a successor state): the fastest win, the slowest loss, or a
    // move that keeps the play endless; -1 where the game has ended or no move exists.
    std::int64_t optimal_move(std::uint32_t s) const;
    std::vector<std::uint32_t> successors(std::uint32_t s) const;

    // A map of the board for one piece: for every cell (row-major) or vertex, who
    // wins when `piece` stands there, the other piece on other_cell and to_move to
    // move (a Winner value; kNotAPosition on a wall), and the depth (-1: none).
    // Both vectors get one entry per cell. Throws PursuitError if other_cell is a wall.
    static constexpr std::uint8_t kNotAPosition = 255;
    void map(Side piece, std::uint32_t other_cell, Side to_move, std::vector<std::uint8_t>& winners,
             std::vector<std::int32_t>& depths) const;
    std::uint64_t edges_examined() const { return sol_.edges_examined; }
    DrawAs draw_as() const { return draw_as_; }

private:
    PursuitGame game_;
    CompactSolution sol_;
    DrawAs draw_as_;
};

// Builds the game, checks that it fits (else PursuitTooLarge, before allocating
// the state arrays), solves it. Throws PursuitError on an inconsistent board or
// rules, std::overflow_error if a depth exceeds 65534.
PursuitSolution solve_pursuit(const Board& board, const PursuitRules& rules,
                              std::uint64_t memory_budget = kDefaultPursuitBudget,
                              const PursuitProgress& progress = {});

// The memory solve_pursuit would need at its peak, in bytes (to show before
// solving): pursuit_size(board, rules).bytes, computed without building anything.
std::uint64_t pursuit_bytes_needed(const Board& board, const PursuitRules& rules);


}  // namespace gg
