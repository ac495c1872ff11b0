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
#include <memory>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include "outcome.hpp"
#include "prefetch.hpp"

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
constexpr std::uint8_t kUnknown = 3;       // internal marker: not decided (yet)
constexpr std::uint8_t kDrawWithMove = kUnknown + 1;  // internal marker: a DRAW whose move is set

// Whether a game offers the prefetch hints of ExplicitGraph.
template <class G, class = void>
struct HasPrefetch : std::false_type {};
template <class G>
struct HasPrefetch<G, std::void_t<decltype(std::declval<const G&>().prefetch_offsets(0u)),
                                  decltype(std::declval<const G&>().prefetch_predecessors(0u))>>
    : std::true_type {};
}

template <class Game, class Progress = NoProgress>
Solution retrograde(const Game& game, Progress&& progress = Progress{}) {
    const std::uint32_t n = game.num_states();
    if (n > 0x7FFFFFFFu) throw std::invalid_argument("too many states: at most 2147483647 are supported");
    constexpr std::uint32_t kLoseBit = 0x80000000u;  // in queue entries
    constexpr bool kPrefetch = GG_HAVE_PREFETCH && detail::HasPrefetch<Game>::value;
    Solution sol;
    sol.outcome.assign(n, static_cast<Outcome>(detail::kUnknown));
    sol.depth.assign(n, -1);
    sol.move.assign(n, -1);
    // Scratch arrays, deliberately left uninitialised: cnt[s] is written for every
    // state that can ever be read back (the undecided ones), q[i] before it is read.
    const std::unique_ptr<std::uint32_t[]> counter(new std::uint32_t[n]);  // moves not yet known to reach a WIN
    const std::unique_ptr<std::uint32_t[]> queue(new std::uint32_t[n]);
    std::uint32_t tail = 0;

    Outcome* const out = sol.outcome.data();
    std::uint8_t* const out8 = reinterpret_cast<std::uint8_t*>(out);
    std::int32_t* const depth = sol.depth.data();
    std::int32_t* const move = sol.move.data();
    std::uint32_t* const cnt = counter.get();
    std::uint32_t* const q = queue.get();
    const Outcome no_move = game.no_move_outcome();

    for (std::uint32_t s = 0; s < n; ++s) {
        switch (game.fixed(s)) {
            case Fixed::Win: out[s] = Outcome::Win; depth[s] = 0; q[tail++] = s; break;
            case Fixed::Lose: out[s] = Outcome::Lose; depth[s] = 0; q[tail++] = s | kLoseBit; break;
            case Fixed::Draw: out[s] = Outcome::Draw; break;  // decided, never propagated
            case Fixed::None: {
                const std::uint32_t d = game.out_degree(s);
                if (d == 0) {
                    out[s] = no_move;
                    depth[s] = 0;
                    q[tail++] = no_move == Outcome::Lose ? s | kLoseBit : s;
                } else {
                    cnt[s] = d;
                }
                break;
            }
        }
    }

    // The queue holds v | kLoseBit for a LOSE v, and states leave it level by level
    // (all of depth d, then all of depth d + 1): the hot loop reads neither out[v]
    // nor depth[v] of the state it takes, two random reads saved per state.
    std::uint64_t examined = 0;
    constexpr std::uint32_t kProgressEvery = 1u << 18;
    std::int32_t dv = 1;            // depth of the states decided by the current level
    std::uint32_t level_end = tail; // q[.. level_end) are of depth dv - 1
    for (std::uint32_t head = 0; head < tail; ++head) {
        if (head == level_end) {
            ++dv;
            level_end = tail;
        }
        if constexpr (kPrefetch) {
            // The queue says which states come next, the cache does not: load the
            // offsets 16 states ahead, the lists 8 ahead, the counters 4 ahead.
            if (head + 16 < tail) game.prefetch_offsets(q[head + 16] & ~kLoseBit);
            if (head + 8 < tail) game.prefetch_predecessors(q[head + 8] & ~kLoseBit);
            if (head + 4 < tail)
                game.for_each_predecessor(q[head + 4] & ~kLoseBit, [&](std::uint32_t u) {
                    prefetch(out8 + u);
                    prefetch(cnt + u);
                });
        }
        const std::uint32_t entry = q[head];
        const std::uint32_t v = entry & ~kLoseBit;
        if (entry & kLoseBit) {
            game.for_each_predecessor(v, [&](std::uint32_t u) {
                ++examined;
                if (out8[u] != detail::kUnknown) return;
                out[u] = Outcome::Win;
                depth[u] = dv;
                move[u] = static_cast<std::int32_t>(v);
                q[tail++] = u;
            });
        } else {
            game.for_each_predecessor(v, [&](std::uint32_t u) {
                ++examined;
                if (out8[u] != detail::kUnknown) return;
                if (--cnt[u] != 0) return;
                out[u] = Outcome::Lose;
                depth[u] = dv;
                move[u] = static_cast<std::int32_t>(v);
                q[tail++] = u | kLoseBit;
            });
        }
        if ((head & (kProgressEvery - 1)) == 0) progress(head, n);
    }

    // Whatever was never decided is a DRAW. Such a state has a DRAW successor
    // (else it would be decided): give it the first one, found through the
    // predecessor lists of the DRAW states in order. At this point the DRAWs are
    // the states marked kUnknown (unfixed: they need a move) and the fixed DRAWs
    // (already Outcome::Draw, no move); kDrawWithMove marks an unfixed DRAW whose
    // move is set, so that the hot test reads one byte, not move[u].
    for (std::uint32_t v = 0; v < n; ++v) {
        const std::uint8_t ov = out8[v];
        if (ov == static_cast<std::uint8_t>(Outcome::Win) || ov == static_cast<std::uint8_t>(Outcome::Lose))
            continue;
        // Branch-free: whether u still needs a move is unpredictable, and a store to
        // a dummy is cheaper than a mispredicted branch.
        std::int32_t dummy;
        game.for_each_predecessor(v, [&](std::uint32_t u) {
            const std::uint8_t o = out8[u];
            const bool hit = o == detail::kUnknown;
            out8[u] = static_cast<std::uint8_t>(o + hit);  // kUnknown + 1 == kDrawWithMove
            *(hit ? &move[u] : &dummy) = static_cast<std::int32_t>(v);
        });
    }
    for (std::uint32_t s = 0; s < n; ++s) {  // branch-free, so that it vectorises
        const std::uint8_t o = out8[s];
        out8[s] = o >= detail::kUnknown ? static_cast<std::uint8_t>(Outcome::Draw) : o;
    }
    sol.edges_examined = examined;
    progress(n, n);
    return sol;
}

}  // namespace gg
