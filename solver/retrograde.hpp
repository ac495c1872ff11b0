// The retrograde analysis engine: FIFO (breadth-first) propagation from the
// positions whose outcome is known, in O(states + moves), without recursion.
//
// It is generic over the game. A Game provides:
//   std::uint32_t num_states() const;
//   std::uint32_t out_degree(std::uint32_t s) const;  // moves from s, parallel moves counted
//   template <class F> void for_each_predecessor(std::uint32_t s, F&& f) const;
//                                      // f(p) once per move p -> s (so p repeats for parallel moves)
//   Fixed fixed(std::uint32_t s) const;               // an outcome given by the game, or Fixed::None
//   Outcome no_move_outcome() const;                  // outcome of an unfixed state with no move
// Nothing else: an implicit game computes predecessors on the fly.
//
// Results for every state: the outcome for the player to move, the depth (number
// of moves to the end with optimal play: the winner takes the fastest win, the
// loser the slowest loss; -1 for a draw) and one optimal move (a successor that
// realises the depth, or from a draw a successor that keeps the draw; -1 where the
// state has no move or a fixed outcome).
//
// Why FIFO order gives optimal depths: states leave the queue in non-decreasing
// depth. A WIN is decided by the first LOSE successor to leave the queue, the one of
// least depth; a LOSE is decided when its last WIN successor leaves, the one of
// greatest depth.
#pragma once
#include <cstdint>
#include <vector>

#include "outcome.hpp"

namespace gg {

struct Solution {
    std::vector<Outcome> outcome;
    std::vector<std::int32_t> depth;  // -1 for DRAW
    std::vector<std::int32_t> move;   // -1 for none
    std::uint64_t edges_examined = 0; // predecessor edges walked during propagation
};

struct NoProgress {
    void operator()(std::uint64_t /*decided*/, std::uint64_t /*total*/) const {}
};

namespace detail {
constexpr std::uint8_t kUnknown = 3;  // internal marker: not decided (yet)
}

template <class Game, class Progress = NoProgress>
Solution retrograde(const Game& game, Progress&& progress = Progress{}) {
    const std::uint32_t n = game.num_states();
    Solution sol;
    sol.outcome.assign(n, static_cast<Outcome>(detail::kUnknown));
    sol.depth.assign(n, -1);
    sol.move.assign(n, -1);
    std::vector<std::uint32_t> counter(n, 0);  // moves not yet known to reach a WIN
    std::vector<std::uint32_t> queue(n);
    std::uint32_t tail = 0;

    Outcome* const out = sol.outcome.data();
    std::int32_t* const depth = sol.depth.data();
    std::int32_t* const move = sol.move.data();
    std::uint32_t* const cnt = counter.data();
    std::uint32_t* const q = queue.data();
    const Outcome no_move = game.no_move_outcome();

    for (std::uint32_t s = 0; s < n; ++s) {
        switch (game.fixed(s)) {
            case Fixed::Win: out[s] = Outcome::Win; depth[s] = 0; q[tail++] = s; break;
            case Fixed::Lose: out[s] = Outcome::Lose; depth[s] = 0; q[tail++] = s; break;
            case Fixed::Draw: out[s] = Outcome::Draw; break;  // decided, never propagated
            case Fixed::None: {
                const std::uint32_t d = game.out_degree(s);
                if (d == 0) {
                    out[s] = no_move;
                    depth[s] = 0;
                    q[tail++] = s;
                } else {
                    cnt[s] = d;
                }
                break;
            }
        }
    }

    std::uint64_t examined = 0;
    constexpr std::uint32_t kProgressEvery = 1u << 18;
    for (std::uint32_t head = 0; head < tail; ++head) {
        const std::uint32_t v = q[head];
        const std::int32_t dv = depth[v] + 1;
        if (out[v] == Outcome::Lose) {
            game.for_each_predecessor(v, [&](std::uint32_t u) {
                ++examined;
                if (static_cast<std::uint8_t>(out[u]) != detail::kUnknown) return;
                out[u] = Outcome::Win;
                depth[u] = dv;
                move[u] = static_cast<std::int32_t>(v);
                q[tail++] = u;
            });
        } else {
            game.for_each_predecessor(v, [&](std::uint32_t u) {
                ++examined;
                if (static_cast<std::uint8_t>(out[u]) != detail::kUnknown) return;
                if (--cnt[u] != 0) return;
                out[u] = Outcome::Lose;
                depth[u] = dv;
                move[u] = static_cast<std::int32_t>(v);
                q[tail++] = u;
            });
        }
        if ((head & (kProgressEvery - 1)) == 0) progress(head, n);
    }

    // Whatever was never decided is a DRAW. Such a state has a DRAW successor
    // (else it would be decided): give it one, found through predecessor lists.
    for (std::uint32_t s = 0; s < n; ++s)
        if (static_cast<std::uint8_t>(out[s]) == detail::kUnknown) out[s] = Outcome::Draw;
    for (std::uint32_t v = 0; v < n; ++v) {
        if (out[v] != Outcome::Draw) continue;
        game.for_each_predecessor(v, [&](std::uint32_t u) {
            if (out[u] == Outcome::Draw && move[u] < 0 && game.fixed(u) == Fixed::None)
                move[u] = static_cast<std::int32_t>(v);
        });
    }
    sol.edges_examined = examined;
    progress(n, n);
    return sol;
}

}  // namespace gg
