// The retrograde analysis engine: FIFO (breadth-first) propagation from the
// positions whose outcome is known, in O(states + moves), without recursion.
//
// It is generic over the game: any Game (game.hpp). It walks predecessors only
// (out_degree, for_each_predecessor, fixed, no_move_outcome); an implicit game
// computes predecessors on the fly.
//
// It is generic over the storage of the per-state arrays too (retrograde_with<Storage>):
//   FullStorage (what retrograde() uses): outcome, int32 depth, int32 move, and
//     during the solve a uint32 counter and a uint32 queue entry: 17 bytes per state,
//     laid out for speed on explicit graphs;
//   CompactStorage<Cell> (Cell = uint8_t or uint16_t): the counter and the outcome
//     share one Cell (counter << 2 | outcome code), uint16 depth, no move (a game
//     derives an optimal move on demand from its successors' outcomes and depths,
//     see optimal_move below), uint32 queue entry: 7 or 8 bytes per state at the
//     peak, 3 after the solve. Out-degrees up to 63 (uint8_t) or 16383 (uint16_t),
//     depths up to 65534; beyond, std::overflow_error before or during the solve.
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
#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/game.hpp"
#include "core/outcome.hpp"
#include "core/prefetch.hpp"
#include "core/slices.hpp"

#ifndef GG_BATCHED_QUEUE
#define GG_BATCHED_QUEUE (!GG_HAVE_PREFETCH)
#endif

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

// What retrograde_with tells a Tracer, in the order it happens (see trace.hpp for a
// tracer that records it as an event log). The default, NoTrace, has
// enabled = false: every call to it sits behind `if constexpr`, so the solve is
// compiled exactly as without it.
//   fixed(s, o)              s has an outcome fixed by the game
//   no_move(s, o)            s has no move: the convention's outcome o
//   counter(s, d)            s is undecided, with d moves
//   dequeue(v, o, depth)     v (decided: o at depth) leaves the queue
//   examine(v, u, before, after)   the move u -> v is looked at; before/after: the
//                            counter of u (moves not yet known to reach a WIN)
//                            before and after the look, or -1, -1 when u was
//                            decided already
//   decide(u, o, depth, v)   u is decided by its move to v
//   draw(s)                  nothing decided s: a DRAW (fixed DRAWs come as fixed())
//   end()                    the solve is over
struct NoTrace {
    static constexpr bool enabled = false;
    void fixed(std::uint32_t, Outcome) {}
    void no_move(std::uint32_t, Outcome) {}
    void counter(std::uint32_t, std::uint32_t) {}
    void dequeue(std::uint32_t, Outcome, std::int32_t) {}
    void examine(std::uint32_t, std::uint32_t, std::int64_t, std::int64_t) {}
    void decide(std::uint32_t, Outcome, std::int32_t, std::uint32_t) {}
    void draw(std::uint32_t) {}
    void end() {}
};

namespace detail {
constexpr std::uint8_t kUnknown = 3;       // internal marker: not decided (yet)
constexpr std::uint8_t kDrawWithMove = kUnknown + 1;  // internal marker: a DRAW whose move is set

// Whether a Storage finishes in slices (finish_step, finished), like FullStorage.
template <class S, class G, class = void>
struct HasFinishStep : std::false_type {};
template <class S, class G>
struct HasFinishStep<S, G, std::void_t<decltype(std::declval<S&>().finish_step(std::declval<const G&>(),
                                                                               std::declval<std::uint64_t&>())),
                                       decltype(std::declval<S&>().finished(std::uint64_t{0}))>>
    : std::true_type {};

// Where the batched queue loop leaves the sum of its touch loads, so that the
// compiler keeps them.
inline volatile std::uint32_t touch_sink = 0;

}

// The results of CompactStorage: outcome and depth of every state, no move.
struct CompactSolution {
    static constexpr std::uint16_t kNoDepth = 0xFFFF;   // the depth of a DRAW
    static constexpr std::uint32_t kMaxDepth = 0xFFFE;  // the greatest depth stored
    std::vector<std::uint8_t> outcome;  // Outcome values (DRAW 0, WIN 1, LOSE 2)
    std::vector<std::uint16_t> depth;   // kNoDepth for DRAW
    std::uint64_t edges_examined = 0;
};

// The storage layout of retrograde_with. A Storage is built with the number of
// states and provides, all inline in the hot loop:
//   void fix(s, Outcome)            a fixed or no-move outcome (depth 0; DRAW: none)
//   void set_counter(s, d)          an undecided state with d > 0 moves
//   bool unknown(u)                 not decided yet
//   bool count_down(u)              one more move of u reaches a WIN: true when none is left
//   uint32 moves_left(u)            the moves of an undecided u not yet known to reach a WIN
//                                   (read by tracers only)
//   void decide(u, Outcome, d, v)   u is decided, at depth d, by its move to v
//   void prefetch(u)                hint: unknown(u) / count_down(u) come soon
//   uint32 touch(u)                 reads what unknown(u) / count_down(u) will read (the
//                                   batched loop's substitute for prefetch, see below)
//   Result finish(game, examined)   the undecided states are DRAWs: the results
// and kMaxDepth, the greatest depth it can hold.
struct FullStorage {
    using Result = Solution;
    static constexpr std::uint32_t kMaxDepth = 0x7FFFFFFFu;

    // Depth and move of a state side by side while solving (one cache line to
    // write, not two, when a state is decided), split into the two vectors of the
    // Solution at the end.
    struct DepthMove {
        std::int32_t depth;
        std::int32_t move;
    };

    explicit FullStorage(std::uint32_t n) : counter(new std::uint32_t[n]), depth_move(new DepthMove[n]) {
        sol.outcome.assign(n, static_cast<Outcome>(detail::kUnknown));
        out = sol.outcome.data();
        out8 = reinterpret_cast<std::uint8_t*>(out);
        dm = depth_move.get();
        std::fill(dm, dm + n, DepthMove{-1, -1});
        cnt = counter.get();
    }
    void fix(std::uint32_t s, Outcome o) {
        out[s] = o;
        if (o != Outcome::Draw) dm[s].depth = 0;
    }
    void set_counter(std::uint32_t s, std::uint32_t d) { cnt[s] = d; }
    bool unknown(std::uint32_t u) const { return out8[u] == detail::kUnknown; }
    bool count_down(std::uint32_t u) { return --cnt[u] == 0; }
    std::uint32_t moves_left(std::uint32_t u) const { return cnt[u]; }  // for tracers only
    std::uint32_t touch(std::uint32_t u) const { return out8[u] + cnt[u]; }
    void decide(std::uint32_t u, Outcome o, std::int32_t d, std::uint32_t v) {
        out[u] = o;
        dm[u] = DepthMove{d, static_cast<std::int32_t>(v)};
    }
    void prefetch(std::uint32_t u) const {
        gg::prefetch(out8 + u);
        gg::prefetch(cnt + u);
    }

    // Whatever was never decided is a DRAW. Such a state has a DRAW successor
    // (else it would be decided): give it the first one, found through the
    // predecessor lists of the DRAW states in order. At this point the DRAWs are
    // the states marked kUnknown (unfixed: they need a move) and the fixed DRAWs
    // (already Outcome::Draw, no move); kDrawWithMove marks an unfixed DRAW whose
    // move is set, so that the hot test reads one byte, not move[u].
    // In slices: finish_step does about budget units (a state or a move looked
    // at) and returns true once done, then finished() gives the solution;
    // finish is the two in one go.
    template <class Game>
    Solution finish(const Game& game, std::uint64_t examined) {
        std::uint64_t all = ~std::uint64_t{0};
        while (!finish_step(game, all)) {}
        return finished(examined);
    }

    template <class Game>
    bool finish_step(const Game& game, std::uint64_t& budget) {
        const std::uint32_t n = static_cast<std::uint32_t>(sol.outcome.size());
        // The end of the next chunk of states from fin_next (at least one).
        auto chunk = [&]() {
            const std::uint32_t end =
                budget >= std::uint64_t{n - fin_next} ? n : fin_next + static_cast<std::uint32_t>(std::max<std::uint64_t>(budget, 1));
            budget -= std::min<std::uint64_t>(budget, end - fin_next);
            return end;
        };
        if (fin_stage == 0) {
            counter.reset();
            std::uint64_t used = 0;
            std::uint32_t v = fin_next;
            for (; v < n && used < budget; ++v) {
                ++used;
                const std::uint8_t ov = out8[v];
                if (ov == static_cast<std::uint8_t>(Outcome::Win) || ov == static_cast<std::uint8_t>(Outcome::Lose))
                    continue;
                // Branch-free: whether u still needs a move is unpredictable, and a store to
                // a dummy is cheaper than a mispredicted branch.
                std::int32_t dummy;
                game.for_each_predecessor(v, [&](std::uint32_t u) {
                    ++used;
                    const std::uint8_t o = out8[u];
                    const bool hit = o == detail::kUnknown;
                    out8[u] = static_cast<std::uint8_t>(o + hit);  // kUnknown + 1 == kDrawWithMove
                    *(hit ? &dm[u].move : &dummy) = static_cast<std::int32_t>(v);
                });
            }
            budget -= std::min(budget, used);
            fin_next = v;
            if (v < n) return false;
            fin_stage = 1;
            fin_next = 0;
            if (budget == 0) return false;
        }
        if (fin_stage == 1) {
            const std::uint32_t end = chunk();
            for (std::uint32_t s = fin_next; s < end; ++s) {  // branch-free, so that it vectorises
                const std::uint8_t o = out8[s];
                out8[s] = o >= detail::kUnknown ? static_cast<std::uint8_t>(Outcome::Draw) : o;
            }
            fin_next = end;
            if (end < n) return false;
            fin_stage = 2;
            fin_next = 0;
            sol.depth.resize(n);
            sol.move.resize(n);
            if (budget == 0) return false;
        }
        const std::uint32_t end = chunk();
        std::int32_t* const depth = sol.depth.data();
        std::int32_t* const move = sol.move.data();
        for (std::uint32_t s = fin_next; s < end; ++s) {
            depth[s] = dm[s].depth;
            move[s] = dm[s].move;
        }
        fin_next = end;
        if (end < n) return false;
        depth_move.reset();
        return true;
    }

    Solution finished(std::uint64_t examined) {
        sol.edges_examined = examined;
        return std::move(sol);
    }

    Solution sol;
    std::unique_ptr<std::uint32_t[]> counter;  // moves not yet known to reach a WIN
    std::unique_ptr<DepthMove[]> depth_move;
    Outcome* out;
    std::uint8_t* out8;
    DepthMove* dm;
    std::uint32_t* cnt;
    int fin_stage = 0;           // where finish_step is: the DRAWs' moves, the outcomes, the split
    std::uint32_t fin_next = 0;  // the next state of that pass
};

// Cell = uint8_t: up to 63 moves per state, 7 bytes per state at the peak;
// Cell = uint16_t: up to 16383 moves, 8 bytes. A cell holds d << 2 | kUnknown for
// an undecided state with d moves not yet known to reach a WIN, else the Outcome.
template <class Cell>
struct CompactStorage {
    static_assert(std::is_same<Cell, std::uint8_t>::value || std::is_same<Cell, std::uint16_t>::value,
                  "CompactStorage: the cell is uint8_t or uint16_t");
    using Result = CompactSolution;
    static constexpr std::uint32_t kMaxDepth = CompactSolution::kMaxDepth;
    static constexpr std::uint32_t kMaxCounter = std::numeric_limits<Cell>::max() >> 2;
    static constexpr std::uint64_t kBytesPerState = sizeof(Cell) + sizeof(std::uint16_t) + sizeof(std::uint32_t);

    explicit CompactStorage(std::uint32_t n) : cells(n), depths(n, CompactSolution::kNoDepth) {
        cell = cells.data();
        depth = depths.data();
    }
    void fix(std::uint32_t s, Outcome o) {
        cell[s] = static_cast<Cell>(o);
        if (o != Outcome::Draw) depth[s] = 0;
    }
    void set_counter(std::uint32_t s, std::uint32_t d) {
        if (d > kMaxCounter)
            throw std::overflow_error("state " + std::to_string(s) + " has " + std::to_string(d) +
                                      " moves: the compact layout counts at most " + std::to_string(kMaxCounter));
        cell[s] = static_cast<Cell>(d << 2 | detail::kUnknown);
    }
    bool unknown(std::uint32_t u) const { return (cell[u] & 3u) == detail::kUnknown; }
    bool count_down(std::uint32_t u) {
        const Cell c = static_cast<Cell>(cell[u] - 4u);
        cell[u] = c;
        return c < 4u;
    }
    std::uint32_t moves_left(std::uint32_t u) const { return cell[u] >> 2; }  // for tracers only
    std::uint32_t touch(std::uint32_t u) const { return cell[u]; }
    void decide(std::uint32_t u, Outcome o, std::int32_t d, std::uint32_t /*v*/) {
        cell[u] = static_cast<Cell>(o);
        depth[u] = static_cast<std::uint16_t>(d);
    }
    void prefetch(std::uint32_t u) const { gg::prefetch(cell + u); }

    template <class Game>
    CompactSolution finish(const Game& /*game*/, std::uint64_t examined) {
        CompactSolution r;
        const std::size_t n = cells.size();
        if constexpr (sizeof(Cell) == 1) {
            for (std::size_t s = 0; s < n; ++s) {  // branch-free, so that it vectorises
                const std::uint8_t c = cell[s];
                cell[s] = (c & 3u) == detail::kUnknown ? static_cast<std::uint8_t>(Outcome::Draw) : c;
            }
            r.outcome = std::move(cells);
        } else {
            r.outcome.resize(n);
            std::uint8_t* const o = r.outcome.data();
            for (std::size_t s = 0; s < n; ++s) {
                const Cell c = cell[s];
                o[s] = (c & 3u) == detail::kUnknown ? static_cast<std::uint8_t>(Outcome::Draw)
                                                    : static_cast<std::uint8_t>(c);
            }
            std::vector<Cell>().swap(cells);
        }
        r.depth = std::move(depths);
        r.edges_examined = examined;
        return r;
    }

    std::vector<Cell> cells;
    std::vector<std::uint16_t> depths;
    Cell* cell;
    std::uint16_t* depth;
};

// The engine as an object that works in slices: each step(budget) does about
// `budget` units of work (a state set up, taken off the queue, or a move looked
// at), at least one, and returns true once the solve is over; take() then gives
// the result. The same run as retrograde_with (which is this run in one step), so
// the same results, tracer events and progress calls, however it is sliced.
// The game (and progress and tracer, when given as lvalues) must outlive it.
// The last pass (the DRAWs' moves, Storage::finish) is in slices too where the
// storage can (FullStorage's finish_step), else in one go.
template <class Storage, class Game, class Progress = NoProgress, class Tracer = NoTrace>
class RetrogradeRun {
    static_assert(is_game_v<Game>, "retrograde_with: not a Game (see game.hpp)");
    static constexpr bool kTrace = std::decay_t<Tracer>::enabled;
    static constexpr std::uint32_t kLoseBit = 0x80000000u;  // in queue entries
    static constexpr bool kPrefetch = GG_HAVE_PREFETCH && detail::HasPrefetch<Game>::value;
    // The batched loop where prefetch instructions are missing (GG_BATCHED_QUEUE
    // forces it on or off, e.g. to test it natively). The trace keeps the plain loop.
    static constexpr bool kBatched = GG_BATCHED_QUEUE && detail::HasPredecessorRange<Game>::value && !kTrace;
    static constexpr std::uint32_t kProgressEvery = 1u << 18;
    enum class Phase { Setup, Queue, Finish, Done };

public:
    static constexpr std::uint64_t kAll = ~std::uint64_t{0};

    RetrogradeRun(const Game& game, Progress&& progress = Progress{}, Tracer&& tracer = Tracer{})
        : game_(game), n_(checked_size(game.num_states())), progress_(std::forward<Progress>(progress)),
          tracer_(std::forward<Tracer>(tracer)), st_(n_),
          // The queue, deliberately left uninitialised: q[i] is written before it is
          // read (and its pages are touched only as far as it fills).
          queue_(new std::uint32_t[n_]) {}

    bool step(std::uint64_t budget) {
        if (budget == 0) budget = 1;
        if (phase_ == Phase::Setup) setup(budget);
        if (phase_ == Phase::Queue && budget > 0) run_queue(budget);
        if (phase_ == Phase::Finish && budget > 0) {
            if (queue_) {
                queue_.reset();
                if constexpr (kTrace) {
                    for (std::uint32_t s = 0; s < n_; ++s)
                        if (st_.unknown(s)) tracer_.draw(s);
                    tracer_.end();
                }
            }
            if constexpr (detail::HasFinishStep<Storage, Game>::value) {
                if (!st_.finish_step(game_, budget)) return false;
                result_.emplace(st_.finished(examined_));
            } else {
                result_.emplace(st_.finish(game_, examined_));
            }
            progress_(n_, n_);
            phase_ = Phase::Done;
        }
        return phase_ == Phase::Done;
    }

    bool done() const { return phase_ == Phase::Done; }
    // The states taken off the queue so far (as the progress calls count them), of n.
    std::uint64_t states_done() const { return phase_ == Phase::Done ? n_ : phase_ == Phase::Setup ? 0 : head_; }
    std::uint64_t states() const { return n_; }

    typename Storage::Result take() {
        if (!result_) throw std::logic_error("RetrogradeRun::take before the solve is over, or twice");
        typename Storage::Result r = std::move(*result_);
        result_.reset();
        return r;
    }

private:
    static std::uint32_t checked_size(std::uint32_t n) {
        if (n > 0x7FFFFFFFu) throw std::invalid_argument("too many states: at most 2147483647 are supported");
        return n;
    }

    // Every state: fixed, without a move, or undecided with its counter.
    void setup(std::uint64_t& budget) {
        const std::uint32_t n = n_;
        const std::uint32_t end =
            budget >= std::uint64_t{n - setup_next_} ? n : setup_next_ + static_cast<std::uint32_t>(budget);
        budget -= end - setup_next_;
        std::uint32_t* const q = queue_.get();
        std::uint32_t tail = tail_;
        const Outcome no_move = game_.no_move_outcome();
        for (std::uint32_t s = setup_next_; s < end; ++s) {
            switch (game_.fixed(s)) {
                case Fixed::Win:
                    st_.fix(s, Outcome::Win);
                    q[tail++] = s;
                    if constexpr (kTrace) tracer_.fixed(s, Outcome::Win);
                    break;
                case Fixed::Lose:
                    st_.fix(s, Outcome::Lose);
                    q[tail++] = s | kLoseBit;
                    if constexpr (kTrace) tracer_.fixed(s, Outcome::Lose);
                    break;
                case Fixed::Draw:  // decided, never propagated
                    st_.fix(s, Outcome::Draw);
                    if constexpr (kTrace) tracer_.fixed(s, Outcome::Draw);
                    break;
                case Fixed::None: {
                    const std::uint32_t d = game_.out_degree(s);
                    if (d == 0) {
                        st_.fix(s, no_move);
                        if (no_move != Outcome::Draw) q[tail++] = no_move == Outcome::Lose ? s | kLoseBit : s;
                        if constexpr (kTrace) tracer_.no_move(s, no_move);
                    } else {
                        st_.set_counter(s, d);
                        if constexpr (kTrace) tracer_.counter(s, d);
                    }
                    break;
                }
            }
        }
        tail_ = tail;
        setup_next_ = end;
        if (end == n) {
            level_end_ = tail_;
            phase_ = Phase::Queue;
        }
    }

    // The queue holds v | kLoseBit for a LOSE v, and states leave it level by level
    // (all of depth d, then all of depth d + 1): the hot loop reads neither the
    // outcome nor the depth of the state it takes, two random reads saved per state.
    // A slice stops once its states and moves reach the budget (checked per state,
    // per batch in the batched loop). The loop works on local copies of the run's
    // state (the storage moved in and back), as fast as the one-call engine was.
    // After an exception (a compact layout's overflow) the run is over: it holds
    // no storage any more.
    void run_queue(std::uint64_t& budget) {
        const Game& game = game_;
        const std::uint32_t n = n_;
        Storage st = std::move(st_);
        std::uint32_t* const q = queue_.get();
        std::uint32_t tail = tail_;
        std::uint32_t head = head_;
        std::int32_t dv = dv_;                // depth of the states decided by the current level
        std::uint32_t level_end = level_end_; // q[.. level_end) are of depth dv - 1
        std::uint64_t examined = examined_;
        // the slice ends when head + examined reaches stop
        const std::uint64_t at = std::uint64_t{head} + examined;
        const std::uint64_t stop = budget >= kAll - at ? kAll : at + budget;
        auto& progress = progress_;
        auto& tracer = tracer_;
        // Takes q[head] off the queue; for_preds(v, f) calls f(u) for each predecessor u of v.
        auto take = [&](std::uint32_t head, auto&& for_preds) {
            if (head == level_end) {
                ++dv;
                level_end = tail;
                if constexpr (Storage::kMaxDepth < 0x7FFFFFFFu) {
                    // q[head .. tail) are of depth dv - 1: they were stored truncated.
                    if (static_cast<std::uint32_t>(dv - 1) > Storage::kMaxDepth)
                        throw std::overflow_error("a state is decided at depth " + std::to_string(dv - 1) +
                                                  ": the compact layout stores depths up to " +
                                                  std::to_string(Storage::kMaxDepth));
                }
            }
            const std::uint32_t entry = q[head];
            const std::uint32_t v = entry & ~kLoseBit;
            if constexpr (kTrace) tracer.dequeue(v, entry & kLoseBit ? Outcome::Lose : Outcome::Win, dv - 1);
            if (entry & kLoseBit) {
                for_preds(v, [&](std::uint32_t u) {
                    ++examined;
                    if (!st.unknown(u)) {
                        if constexpr (kTrace) tracer.examine(v, u, -1, -1);
                        return;
                    }
                    if constexpr (kTrace) tracer.examine(v, u, st.moves_left(u), st.moves_left(u));
                    st.decide(u, Outcome::Win, dv, v);
                    q[tail++] = u;
                    if constexpr (kTrace) tracer.decide(u, Outcome::Win, dv, v);
                });
            } else {
                for_preds(v, [&](std::uint32_t u) {
                    ++examined;
                    if (!st.unknown(u)) {
                        if constexpr (kTrace) tracer.examine(v, u, -1, -1);
                        return;
                    }
                    const bool last = st.count_down(u);
                    if constexpr (kTrace) tracer.examine(v, u, std::int64_t{st.moves_left(u)} + 1, st.moves_left(u));
                    if (!last) return;
                    st.decide(u, Outcome::Lose, dv, v);
                    q[tail++] = u | kLoseBit;
                    if constexpr (kTrace) tracer.decide(u, Outcome::Lose, dv, v);
                });
            }
            if ((head & (kProgressEvery - 1)) == 0) progress(head, n);
        };

        if constexpr (kBatched) {
            // Without prefetch instructions (WebAssembly), the cache misses of the loop
            // come one after another. So states leave the queue in batches: first the
            // predecessor ranges of the whole batch are read, then the first entry of
            // each list, then every predecessor's state: three tight loops of independent
            // loads, whose misses overlap; then the batch is processed as usual, in the
            // same order, from the cache. States queued meanwhile go in later batches, so
            // everything happens exactly as in the plain loop.
            constexpr std::uint32_t kBatch = 64;
            const std::uint32_t* begin[kBatch];
            const std::uint32_t* end[kBatch];
            std::vector<std::uint32_t>& gathered = gathered_;
            std::uint32_t sink = 0;
            while (head < tail && std::uint64_t{head} + examined < stop) {
                const std::uint32_t first = head;
                const std::uint32_t last = tail - head > kBatch ? head + kBatch : tail;
                std::size_t total = 0;
                for (std::uint32_t i = first; i < last; ++i) {
                    const auto r = game.predecessor_range(q[i] & ~kLoseBit);
                    begin[i - first] = r.first;
                    end[i - first] = r.second;
                }
                for (std::uint32_t i = 0; i < last - first; ++i) {
                    if (begin[i] != end[i]) sink += *begin[i];
                    total += static_cast<std::size_t>(end[i] - begin[i]);
                }
                if (gathered.size() < total) gathered.resize(total);
                std::uint32_t* g = gathered.data();
                for (std::uint32_t i = 0; i < last - first; ++i)
                    for (const std::uint32_t* p = begin[i]; p != end[i]; ++p) *g++ = *p;
                for (std::size_t k = 0; k < total; ++k) sink += st.touch(gathered[k]);
                const std::uint32_t* from = gathered.data();
                for (; head < last; ++head) {
                    const std::uint32_t len = static_cast<std::uint32_t>(end[head - first] - begin[head - first]);
                    take(head, [&](std::uint32_t, auto&& f) {
                        for (std::uint32_t k = 0; k < len; ++k) f(from[k]);
                    });
                    from += len;
                }
            }
            detail::touch_sink = sink;
        } else {
            for (; head < tail && std::uint64_t{head} + examined < stop; ++head) {
                if constexpr (kPrefetch) {
                    // The queue says which states come next, the cache does not: load the
                    // offsets 16 states ahead, the lists 8 ahead, the counters 4 ahead.
                    if (head + 16 < tail) game.prefetch_offsets(q[head + 16] & ~kLoseBit);
                    if (head + 8 < tail) game.prefetch_predecessors(q[head + 8] & ~kLoseBit);
                    if (head + 4 < tail)
                        game.for_each_predecessor(q[head + 4] & ~kLoseBit, [&](std::uint32_t u) { st.prefetch(u); });
                }
                take(head, [&](std::uint32_t v, auto&& f) { game.for_each_predecessor(v, f); });
            }
        }
        st_ = std::move(st);
        const std::uint64_t used = std::uint64_t{head} + examined - at;
        budget -= std::min(budget, used);
        tail_ = tail;
        head_ = head;
        dv_ = dv;
        level_end_ = level_end;
        examined_ = examined;
        if (head == tail) phase_ = Phase::Finish;
    }

    const Game& game_;
    const std::uint32_t n_;
    Progress progress_;
    Tracer tracer_;
    Storage st_;
    std::unique_ptr<std::uint32_t[]> queue_;
    Phase phase_ = Phase::Setup;
    std::uint32_t setup_next_ = 0;
    std::uint32_t tail_ = 0;
    std::uint32_t head_ = 0;
    std::int32_t dv_ = 1;
    std::uint32_t level_end_ = 0;
    std::uint64_t examined_ = 0;
    std::vector<std::uint32_t> gathered_;
    std::optional<typename Storage::Result> result_;
};

template <class Storage, class Game, class Progress = NoProgress, class Tracer = NoTrace>
typename Storage::Result retrograde_with(const Game& game, Progress&& progress = Progress{},
                                        Tracer&& tracer = Tracer{}) {
    RetrogradeRun<Storage, Game, Progress, Tracer> run(game, std::forward<Progress>(progress),
                                                       std::forward<Tracer>(tracer));
    run_in_slices([&] { return run.step(kSliceUnits); });
    return run.take();
}

template <class Game, class Progress = NoProgress>
Solution retrograde(const Game& game, Progress&& progress = Progress{}) {
    return retrograde_with<FullStorage>(game, std::forward<Progress>(progress));
}

// An optimal move of state s, derived from the outcomes and depths of its
// successors (for CompactSolution, which stores no move): from a WIN at depth d a
// LOSE successor at depth d - 1, from a LOSE at depth d a WIN successor at depth
// d - 1, from a DRAW (depth kNoDepth) a successor that is a DRAW too. The test for
// a DRAW is the depth, not the outcome, so that it still holds when a game has
// relabelled its DRAWs as a win for one side. Returns -1 for a fixed state or one
// with no move. The first such successor in the game's for_each_successor order.
template <class Game>
std::int64_t optimal_move(const CompactSolution& sol, std::uint32_t s, bool fixed_state, const Game& game) {
    if (fixed_state) return -1;
    const std::uint16_t d = sol.depth[s];
    if (d == 0) return -1;
    const Outcome want = static_cast<Outcome>(sol.outcome[s]) == Outcome::Win ? Outcome::Lose : Outcome::Win;
    std::int64_t best = -1;
    game.for_each_successor(s, [&](std::uint32_t t) {
        const std::uint16_t dt = sol.depth[t];
        const bool hit = d == CompactSolution::kNoDepth
                             ? dt == CompactSolution::kNoDepth
                             : dt == d - 1 && static_cast<Outcome>(sol.outcome[t]) == want;
        if (hit) best = t;
        return hit;
    });
    return best;
}

}  // namespace gg
