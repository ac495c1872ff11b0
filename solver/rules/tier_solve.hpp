// Solves one tier of a game whose positions outside the tier are solved already.
//
// A game written as rules may declare tiers: a number per position that no move
// decreases. Tiers are solved from the highest down. A tier's positions have
// inner moves (to positions of the same tier, cycles allowed) and moves to higher
// tiers (external children, solved: an outcome for the player to move there and a
// depth). solve_tier takes the inner moves as a forward CSR and, per position, a
// summary of its external children, and gives every position of the tier exactly
// the outcome and depth that the whole-graph engine (retrograde.hpp,
// solve_graph_edges) gives it on the whole game: fixed outcomes at depth 0 (moves
// ignored; a fixed DRAW has depth -1), the no-move convention for a position with
// no move at all (inner or external), WIN at 1 + the least depth of a LOSE child,
// LOSE (every child a WIN) at 1 + the greatest depth of a child, DRAW (depth -1)
// for whatever is never decided.
//
// Why not the engine's FIFO: external children carry depths, so positions are no
// longer decided in non-decreasing depth by a queue. Here they are decided in
// order of depth, Dijkstra-like, level by level (see tier_solve.cpp): every position
// is finalised when its entry is taken at its depth d, and only then moves its inner
// predecessors (a LOSE makes them WIN candidates at d + 1, a WIN counts one of their
// moves down; the last one, with every external child a WIN, makes a LOSE at
// 1 + max(d, ext_win_max)). The entries whose depth comes from the external
// summary alone (at most one per position) are sorted by depth in advance (radix
// sort), the others go to a FIFO at d + 1. Time O(n + inner moves), memory
// tier_solve_bytes(n, m), whatever the depths; no recursion.
#pragma once
#include <cstdint>
#include <functional>
#include <vector>

#include "core/limits.hpp"
#include "core/outcome.hpp"

namespace gg {

// Called now and then during a solve with (positions decided so far, total
// positions); the same alias as graph_solve.hpp's (declaring it twice is allowed).
using ProgressFn = std::function<void(std::uint64_t, std::uint64_t)>;

// One tier of n positions (local ids 0..n-1).
struct TierInput {
    std::uint32_t n = 0;
    const std::uint32_t* inner_start = nullptr; // n + 1 offsets into inner_to (CSR of the inner moves, forward),
                                                // non-decreasing; null: no inner move at all
    const std::uint32_t* inner_to = nullptr;    // targets, local ids (may repeat, may be self-loops)
    const std::uint8_t* fixed = nullptr;        // null, or n codes: 0 none, 1 win, 2 lose, 3 draw (then its
                                                // moves, inner and external, are ignored)
    const std::uint32_t* ext_count = nullptr;   // null (no external children at all, the three below are not
                                                // read), or per position its number of external children
                                                // (moves to solved positions, counted with repetition)
    const std::int32_t* ext_lose_min = nullptr; // per position: the least depth among external children whose
                                                // outcome is LOSE, or -1 if none
    const std::int32_t* ext_win_max = nullptr;  // per position: the greatest depth among external children whose
                                                // outcome is WIN, or -1 if none
    const std::uint32_t* ext_win_count = nullptr; // per position: how many external children are WIN (so
                                                  // ext_count - ext_win_count are LOSE or DRAW)
    Outcome no_move = Outcome::Lose;
};

struct TierSolution {
    std::vector<std::uint8_t> outcome;  // Outcome codes (DRAW 0, WIN 1, LOSE 2)
    std::vector<std::int32_t> depth;    // -1 for DRAW
};

// Solves the tier. Throws, before allocating anything: std::invalid_argument naming
// the first bad input (an inner target out of range, decreasing offsets, inner_to
// null with inner moves, a fixed code above 3, an external summary that contradicts
// itself: ext_win_count > ext_count, a depth below -1, ext_win_max >= 0 without a
// WIN child or the reverse, ext_lose_min >= 0 without a non-WIN child, ext_count
// without the three other arrays); std::overflow_error when a depth could pass
// 2^31 - 1 (the greatest external depth + n); TooLarge when tier_solve_bytes(n, m)
// is over max_memory. The summaries of positions with a fixed outcome are not read.
TierSolution solve_tier(const TierInput& in, const ProgressFn& progress = {},
                        std::uint64_t max_memory = kNoMemoryLimit);

// Bytes solve_tier needs at the peak for n positions and m inner moves (the
// results included), for budget checks before allocating.
std::uint64_t tier_solve_bytes(std::uint64_t n, std::uint64_t m);

}  // namespace gg
