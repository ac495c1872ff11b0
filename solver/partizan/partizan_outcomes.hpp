// Outcomes of a partizan game for both starters, cycles allowed: for every
// position, with Left to move first and with Right to move first, whether the
// player to move wins, loses or draws (play goes on for ever) with perfect play,
// the depth (moves to the end: the winner takes the fastest win, the loser the
// slowest loss; -1 for a draw) and one optimal move.
//
// The doubled graph: a state is a position and the player to move, (p, Left) as
// 2p and (p, Right) as 2p + 1. Left's move p -> q goes from (p, Left) to
// (q, Right), Right's from (p, Right) to (q, Left). Its win / lose / draw is the
// answer, found by the one retrograde engine (core/retrograde.hpp: FIFO queue,
// O(n + m) over the 2n states and the m moves) over DoubledGame, a Game adapter
// that keeps the doubled graph's predecessor lists (4 bytes a move). Normal
// play: a player with no move loses. A state may have an outcome fixed by the
// game (a rules script's outcome(p), for the player to move or for one side
// whoever moves): then its moves are not played (Fixed, core/outcome.hpp).
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "core/game.hpp"
#include "core/outcome.hpp"
#include "core/prefetch.hpp"
#include "core/retrograde.hpp"
#include "partizan/partizan_game.hpp"

namespace gg {

// A Game (core/game.hpp) over the states (position, player to move) of a
// partizan graph, which must outlive it.
class DoubledGame {
public:
    // fixed: empty (no state fixed), or one Fixed per state 2p + side.
    explicit DoubledGame(const PartizanGraph& g, std::vector<Fixed> fixed = {});

    static std::uint32_t state(std::uint32_t p, Side s) { return 2 * p + static_cast<std::uint32_t>(s); }
    static std::uint32_t position(std::uint32_t state) { return state >> 1; }
    static Side to_move(std::uint32_t state) { return static_cast<Side>(state & 1u); }

    std::uint32_t num_states() const { return 2 * g_.num_positions(); }
    std::uint32_t out_degree(std::uint32_t s) const { return g_.option_count(to_move(s), position(s)); }
    template <class F>
    void for_each_successor(std::uint32_t s, F&& f) const {
        const auto r = g_.options(to_move(s), position(s));
        const std::uint32_t other = static_cast<std::uint32_t>(opponent(to_move(s)));
        for (const std::uint32_t* q = r.first; q != r.second; ++q)
            if (visit(f, 2 * *q + other)) return;
    }
    template <class F>
    void for_each_predecessor(std::uint32_t s, F&& f) const {
        const std::uint32_t* p = pred_.data() + pred_start_[s];
        const std::uint32_t* const e = pred_.data() + pred_start_[s + 1];
        for (; p != e; ++p) f(*p);
    }
    std::pair<const std::uint32_t*, const std::uint32_t*> predecessor_range(std::uint32_t s) const {
        return {pred_.data() + pred_start_[s], pred_.data() + pred_start_[s + 1]};
    }
    void prefetch_offsets(std::uint32_t s) const { prefetch(pred_start_.data() + s); }
    void prefetch_predecessors(std::uint32_t s) const { prefetch(pred_.data() + pred_start_[s]); }
    Fixed fixed(std::uint32_t s) const { return fixed_.empty() ? Fixed::None : fixed_[s]; }
    Outcome no_move_outcome() const { return Outcome::Lose; }

private:
    const PartizanGraph& g_;
    std::vector<std::uint32_t> pred_start_;  // 2n + 1 offsets into pred_
    std::vector<std::uint32_t> pred_;        // the predecessors of each state, as states
    std::vector<Fixed> fixed_;               // empty, or per state
};

// The results for both starters, read by (side to move first, position).
struct PartizanOutcomes {
    Solution doubled;  // over the states 2p + side (retrograde.hpp's Solution)

    std::uint32_t size() const { return static_cast<std::uint32_t>(doubled.outcome.size() / 2); }
    Outcome outcome(Side first, std::uint32_t p) const { return doubled.outcome[DoubledGame::state(p, first)]; }
    std::int32_t depth(Side first, std::uint32_t p) const { return doubled.depth[DoubledGame::state(p, first)]; }
    // The position the first player moves to, or -1 (no move).
    std::int32_t move(Side first, std::uint32_t p) const {
        const std::int32_t m = doubled.move[DoubledGame::state(p, first)];
        return m < 0 ? -1 : m >> 1;
    }
};

// Throws std::invalid_argument for more than 2^30 - 1 positions (the doubled
// graph's states are indexed by 31 bits), and for a fixed of another size than
// the 2n states. fixed: as DoubledGame takes it.
PartizanOutcomes partizan_outcomes(const PartizanGraph& g, std::vector<Fixed> fixed = {});

}  // namespace gg
