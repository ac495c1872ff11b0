// A slow reference solver for explicit game graphs, written independently of the
// engine (solver/core/retrograde.hpp) to test it: no queue, no counters, no predecessor
// lists. It applies the article's rules round by round and computes the depths
// separately, from their minimax definition.
//
// Outcomes, round by round (until a round decides nothing):
//   round 0: a fixed vertex takes its fixed outcome (win/lose at depth 0; a fixed
//            draw is final and never counts as decided below); an unfixed vertex
//            with no move takes the convention's outcome (no_move);
//   round r >= 1, for every undecided unfixed vertex u, looking only at vertices
//            decided in rounds < r:
//            - some move of u goes to a LOSE  -> u is WIN,
//            - else every move of u goes to a WIN -> u is LOSE.
//   Whatever is never decided is a DRAW.
//
// Depths, by definition (winner fastest, loser slowest):
//   depth = 0 for round-0 vertices,
//   WIN:  depth(u) = 1 + min { depth(v) : u -> v, v LOSE },
//   LOSE: depth(u) = 1 + max { depth(v) : u -> v }      (every v is WIN),
//   DRAW: -1.
// These equations mention cycles (u WIN -> v LOSE -> u is possible), so they are
// solved by fixpoint iteration downwards from +infinity: the operator is monotone,
// values only decrease, integers >= 0, so the iteration stops; the greatest fixpoint
// it reaches is the true one (induction on the round: a LOSE of round r only looks at
// WINs of rounds < r, a WIN of round r has a LOSE successor of round r - 1).
//
// The round at which a vertex is decided is kept too. By hand: a WIN decided at round
// r has a LOSE successor of round r - 1 and none earlier, and a LOSE decided at round r
// has all its successors in rounds < r and one in round r - 1, so by induction
// depth == round. The tests check that the two computations agree, which checks the
// reference against itself before it is used to check the engine.
#pragma once
#include <algorithm>
#include <climits>
#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

#include "core/outcome.hpp"

namespace ref {

struct Result {
    std::vector<gg::Outcome> outcome;
    std::vector<int> depth;  // -1 for DRAW
    std::vector<int> round;  // the round that decided the vertex, -1 for DRAW
};

inline Result solve(int n, const std::vector<std::pair<int, int>>& edges, gg::Outcome no_move,
                    const std::vector<gg::Fixed>& fixed = {}) {
    std::vector<std::vector<int>> succ(static_cast<std::size_t>(n));
    for (const auto& e : edges) {
        if (e.first < 0 || e.first >= n || e.second < 0 || e.second >= n)
            throw std::invalid_argument("ref::solve: edge out of range");
        succ[static_cast<std::size_t>(e.first)].push_back(e.second);
    }
    auto fixed_of = [&](int v) { return fixed.empty() ? gg::Fixed::None : fixed[static_cast<std::size_t>(v)]; };

    enum State { Undecided, Win, Lose, Draw };
    std::vector<State> st(static_cast<std::size_t>(n), Undecided);
    std::vector<int> round(static_cast<std::size_t>(n), -1);

    // Round 0.
    for (int v = 0; v < n; ++v) {
        switch (fixed_of(v)) {
            case gg::Fixed::Win: st[v] = Win; round[v] = 0; break;
            case gg::Fixed::Lose: st[v] = Lose; round[v] = 0; break;
            case gg::Fixed::Draw: st[v] = Draw; break;
            case gg::Fixed::None:
                if (succ[v].empty()) {
                    st[v] = (no_move == gg::Outcome::Win) ? Win : Lose;
                    round[v] = 0;
                }
                break;
        }
    }
    // Rounds 1, 2, ...: a vertex decided in this round has round == r, so the test
    // "round[w] < r" only sees earlier rounds even though st is updated in place.
    for (int r = 1;; ++r) {
        bool changed = false;
        for (int u = 0; u < n; ++u) {
            if (st[u] != Undecided) continue;
            bool to_lose = false, all_win = true;
            for (int w : succ[u]) {
                const bool earlier = round[w] >= 0 && round[w] < r;
                if (earlier && st[w] == Lose) to_lose = true;
                if (!(earlier && st[w] == Win)) all_win = false;
            }
            if (to_lose) { st[u] = Win; round[u] = r; changed = true; }
            else if (all_win) { st[u] = Lose; round[u] = r; changed = true; }
        }
        if (!changed) break;
    }

    Result res;
    res.outcome.resize(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v) {
        if (st[v] == Undecided) st[v] = Draw;
        res.outcome[v] = st[v] == Win ? gg::Outcome::Win : st[v] == Lose ? gg::Outcome::Lose : gg::Outcome::Draw;
    }

    // Depths: fixpoint iteration downwards from infinity.
    constexpr int kInf = INT_MAX;
    std::vector<int> depth(static_cast<std::size_t>(n), -1);
    for (int v = 0; v < n; ++v)
        if (st[v] != Draw) depth[v] = (round[v] == 0) ? 0 : kInf;
    // A guard only: in practice the iteration stops after about max-depth passes.
    const long long max_passes = 4LL * (n + 2) * (n + 2);
    for (long long pass = 0;; ++pass) {
        if (pass > max_passes) throw std::logic_error("ref::solve: depth fixpoint does not converge");
        bool changed = false;
        for (int u = 0; u < n; ++u) {
            if (st[u] == Draw || round[u] == 0) continue;
            int d = kInf;
            if (st[u] == Win) {
                for (int w : succ[u])
                    if (st[w] == Lose && depth[w] != kInf) d = std::min(d, depth[w] + 1);
            } else {
                int worst = 0;
                for (int w : succ[u]) {
                    if (st[w] != Win) throw std::logic_error("ref::solve: a LOSE with a move to a non-WIN");
                    if (depth[w] == kInf) { worst = kInf; break; }
                    worst = std::max(worst, depth[w] + 1);
                }
                d = worst;
            }
            if (d > depth[u]) throw std::logic_error("ref::solve: depth iteration went up");
            if (d != depth[u]) { depth[u] = d; changed = true; }
        }
        if (!changed) break;
    }
    for (int v = 0; v < n; ++v)
        if (depth[v] == kInf) throw std::logic_error("ref::solve: a decided vertex without a finite depth");

    res.depth = std::move(depth);
    res.round = std::move(round);
    return res;
}

}  // namespace ref
