// The algorithm's own account of a solve: an event log written by the engine
// during the very run that produces the answer (retrograde_with's Tracer), for
// the page's step-through view and for tests. Flat: five int32 per event, so
// that it crosses into JavaScript as one Int32Array.
//
//   kind            a      b        c        d
//   Fixed    = 1    s      outcome  0        0     s has an outcome fixed by the game
//   NoMove   = 2    s      outcome  0        0     s has no move (the convention decides)
//   Counter  = 3    s      moves    0        0     s is undecided, with that many moves
//   Dequeue  = 4    v      outcome  depth    0     v leaves the queue
//   Examine  = 5    u      v        before   after the move u -> v is looked at; the counter
//                                                  of u before and after, -1 -1 if u was decided
//   Decide   = 6    u      outcome  depth    v     u is decided by its move to v
//   Draw     = 7    s      0        0        0     nothing decided s: DRAW
//   End      = 8    0      0        0        0     the solve is over
//
// Outcomes are the Outcome codes (DRAW 0, WIN 1, LOSE 2). Events come in the
// engine's order: the initial decisions and counters by state, then for each state
// taken from the queue its Dequeue followed by one Examine per move into it (in the
// order of the predecessor lists), each Examine that decides its state followed by
// that Decide, then the Draws by state, then End.
#pragma once
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "core/retrograde.hpp"

namespace gg {

enum class TraceEvent : std::int32_t {
    Fixed = 1,
    NoMove = 2,
    Counter = 3,
    Dequeue = 4,
    Examine = 5,
    Decide = 6,
    Draw = 7,
    End = 8,
};

// A Tracer for retrograde_with that records every event.
struct EventLog {
    static constexpr bool enabled = true;
    static constexpr std::size_t kStride = 5;  // int32 per event

    // At most max_events events; one more throws std::length_error (before the
    // solve, callers can bound the count with events_bound).
    explicit EventLog(std::size_t max_events = static_cast<std::size_t>(-1) / kStride) : max_events_(max_events) {}

    // An upper bound on the events of a solve of n states and m moves: one initial
    // event, one Dequeue, one Decide and one Draw at most per state, one Examine per
    // move, and End.
    static std::uint64_t events_bound(std::uint64_t n, std::uint64_t m) { return 4 * n + m + 1; }

    void fixed(std::uint32_t s, Outcome o) { put(TraceEvent::Fixed, s, code(o)); }
    void no_move(std::uint32_t s, Outcome o) { put(TraceEvent::NoMove, s, code(o)); }
    void counter(std::uint32_t s, std::uint32_t d) { put(TraceEvent::Counter, s, static_cast<std::int32_t>(d)); }
    void dequeue(std::uint32_t v, Outcome o, std::int32_t depth) { put(TraceEvent::Dequeue, v, code(o), depth); }
    void examine(std::uint32_t v, std::uint32_t u, std::int64_t before, std::int64_t after) {
        put(TraceEvent::Examine, u, static_cast<std::int32_t>(v), static_cast<std::int32_t>(before),
            static_cast<std::int32_t>(after));
    }
    void decide(std::uint32_t u, Outcome o, std::int32_t depth, std::uint32_t v) {
        put(TraceEvent::Decide, u, code(o), depth, static_cast<std::int32_t>(v));
    }
    void draw(std::uint32_t s) { put(TraceEvent::Draw, s); }
    void end() { put(TraceEvent::End, 0); }

    std::size_t size() const { return data.size() / kStride; }

    std::vector<std::int32_t> data;

private:
    static std::int32_t code(Outcome o) { return static_cast<std::int32_t>(o); }
    void put(TraceEvent k, std::uint32_t a, std::int32_t b = 0, std::int32_t c = 0, std::int32_t d = 0) {
        if (data.size() / kStride >= max_events_) throw std::length_error("the event log is full");
        data.insert(data.end(), {static_cast<std::int32_t>(k), static_cast<std::int32_t>(a), b, c, d});
    }
    std::size_t max_events_;
};

// Solves a game with FullStorage and records the run: the same solution as
// retrograde(game), and its log.
template <class Game>
Solution retrograde_traced(const Game& game, EventLog& log) {
    return retrograde_with<FullStorage>(game, NoProgress{}, log);
}

}  // namespace gg
