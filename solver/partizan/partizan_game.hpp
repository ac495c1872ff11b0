// Partizan games: Left and Right have different moves. The game concept, its
// explicit form (PartizanGraph, CSR arrays), and the partizan graph text format.
//
// ---- The game
// Positions are 0 .. n - 1. From a position, Left's options are the positions
// Left may move to, Right's options those Right may move to; either player may
// be the one to move in any position (a sum of games hands the turn over
// whichever component is played), so a position has both lists. Normal play: a
// player with no move loses. Cycles are allowed (outcomes for both starters are
// then win, lose or draw: partizan_outcomes.hpp); values are defined for short
// games only, finite and without cycles (partizan_values.hpp, canonical.hpp).
//
// A PartizanGame is any type with
//   std::uint32_t num_positions() const;
//   template <class F> void for_each_option(Side s, std::uint32_t p, F&& f) const;
//       f(q) once per move of player s from p to q (parallel moves repeat q)
// PartizanGraph is the explicit form of one (PartizanGraph::of(game) builds it):
// for each side an offset array of n + 1 entries and the options, position by
// position. The engines of this folder read a PartizanGraph.
//
// ---- The partizan graph text
// One statement per line; blanks (spaces, tabs) separate tokens; '#' at the start
// of a line or after a blank starts a comment that runs to the end of the line.
//   u L v      a move of Left's from u to v
//   u R v      a move of Right's from u to v
//   u          declares the position u (it may have no move at all)
// Names are any tokens without blanks; 'L' and 'R' are also accepted in lower
// case. Positions are numbered in order of first appearance, and the first one
// is the start (the game whose value `gamegraph partizan --value` gives).
// Self-loops and parallel moves are allowed. There is no fixed outcome: the game
// is under normal play, decided by its moves alone.
//
//   # Domineering's 2 x 2 board is {1 | -1} = ±1
//   board L col       # Left (vertical) leaves a 2 x 1 column: Left's one move
//   board R row       # Right (horizontal) leaves a 1 x 2 row: Right's one move
//   col L empty
//   row R empty
//   empty
//
// Odd text follows the one rule of core/text.hpp, as every other format: a UTF-8
// byte-order mark at the very start is skipped; CRLF line ends read as LF; a
// control character other than a blank is an error; messages show the input's
// control characters escaped (\x1b, \x00) and invalid UTF-8 as U+FFFD, never raw;
// columns count characters. Errors are gg::ParseError (core/text.hpp) with
// the line and column, e.g.
//   line 3, column 3: expected L or R (whose move it is) between the two positions, found 'x': ...
#pragma once
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/game.hpp"
#include "core/limits.hpp"
#include "core/text.hpp"

namespace gg {

enum class Side : std::uint8_t { Left = 0, Right = 1 };

inline Side opponent(Side s) { return s == Side::Left ? Side::Right : Side::Left; }
inline const char* side_name(Side s) { return s == Side::Left ? "Left" : "Right"; }

namespace detail {
using PositionVisitor = void (*)(std::uint32_t);
template <class G, class = void>
struct IsPartizanGame : std::false_type {};
template <class G>
struct IsPartizanGame<G, std::void_t<
    std::enable_if_t<std::is_convertible<decltype(std::declval<const G&>().num_positions()), std::uint32_t>::value>,
    decltype(std::declval<const G&>().for_each_option(Side::Left, 0u, std::declval<PositionVisitor>()))>>
    : std::true_type {};
}  // namespace detail

// Whether G has the members of a PartizanGame listed above.
template <class G>
constexpr bool is_partizan_game_v = detail::IsPartizanGame<G>::value;

class PartizanGraph {
public:
    PartizanGraph() = default;
    // n positions; each side's moves as (from, to) pairs, flattened, 0-based.
    // Throws std::invalid_argument naming the first move with a position out of
    // range, and for n past 2^31 - 1 positions (or moves past 2^32 - 1).
    PartizanGraph(std::uint32_t n, const std::int32_t* left_moves, std::size_t left_count,
                  const std::int32_t* right_moves, std::size_t right_count);

    std::uint32_t num_positions() const { return n_; }
    std::size_t num_moves(Side s) const { return target_[idx(s)].size(); }
    std::size_t num_moves() const { return target_[0].size() + target_[1].size(); }
    std::uint32_t option_count(Side s, std::uint32_t p) const {
        return start_[idx(s)][p + 1] - start_[idx(s)][p];
    }
    // The options of player s from p, as a range of positions.
    std::pair<const std::uint32_t*, const std::uint32_t*> options(Side s, std::uint32_t p) const {
        const std::uint32_t* t = target_[idx(s)].data();
        return {t + start_[idx(s)][p], t + start_[idx(s)][p + 1]};
    }
    template <class F>
    void for_each_option(Side s, std::uint32_t p, F&& f) const {
        const auto r = options(s, p);
        for (const std::uint32_t* q = r.first; q != r.second; ++q) f(*q);
    }
    // The offsets (n + 1) and the options of one side, as stored.
    const std::vector<std::uint32_t>& starts(Side s) const { return start_[idx(s)]; }
    const std::vector<std::uint32_t>& targets(Side s) const { return target_[idx(s)]; }

    // The explicit form of any PartizanGame: O(positions + moves).
    template <class Game>
    static PartizanGraph of(const Game& game);

    // The bytes of a graph of n positions and m moves in all.
    static std::uint64_t bytes_for(std::uint64_t n, std::uint64_t m) { return 8 * (n + 1) + 4 * m; }

private:
    static std::size_t idx(Side s) { return static_cast<std::size_t>(s); }
    std::uint32_t n_ = 0;
    std::vector<std::uint32_t> start_[2] = {std::vector<std::uint32_t>(1, 0), std::vector<std::uint32_t>(1, 0)};
    std::vector<std::uint32_t> target_[2];
};

template <class Game>
PartizanGraph PartizanGraph::of(const Game& game) {
    static_assert(is_partizan_game_v<Game>, "PartizanGraph::of: not a PartizanGame (see partizan_game.hpp)");
    const std::uint32_t n = game.num_positions();
    std::vector<std::int32_t> moves[2];
    for (const Side s : {Side::Left, Side::Right})
        for (std::uint32_t p = 0; p < n; ++p)
            game.for_each_option(s, p, [&](std::uint32_t q) {
                moves[idx(s)].push_back(static_cast<std::int32_t>(p));
                moves[idx(s)].push_back(static_cast<std::int32_t>(q));
            });
    return PartizanGraph(n, moves[0].data(), moves[0].size() / 2, moves[1].data(), moves[1].size() / 2);
}

// ---- the text

struct ParsedPartizan {
    PartizanGraph graph;
    std::string names;                      // every name followed by '\n', in position order
    std::vector<std::uint32_t> name_start;  // n + 1 offsets into names
    std::size_t lines = 0;                  // the lines of the text (a last line without '\n' counts)

    std::string_view name(std::uint32_t p) const {
        return std::string_view(names).substr(name_start[p], name_start[p + 1] - name_start[p] - 1);
    }
    // The position named name, or -1.
    std::int64_t find(std::string_view name) const;
};

// Parses the partizan graph text. Throws ParseError on bad input (line and
// column), and TooLarge (limits.hpp) when the graph read would need more than
// max_memory to be stored and solved (partizan_bytes_needed), before it is built.
ParsedPartizan parse_partizan_text(std::string_view text, std::uint64_t max_memory = kNoMemoryLimit);

// The memory, in bytes, to hold a parsed partizan graph of n positions, m moves
// and name_bytes of names, and to find its outcomes for both starters (the
// doubled graph's predecessors and the retrograde engine over 2n states).
std::uint64_t partizan_bytes_needed(std::uint64_t n, std::uint64_t m, std::uint64_t name_bytes);

}  // namespace gg
