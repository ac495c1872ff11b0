// The engine's event log (solver/core/trace.hpp): the article's example event by event,
// and on random graphs a replay of the log that must reproduce the very solution of
// the traced run, the untraced solve and the compact layouts, with every counter
// going down by one and every rule firing when it should.
#include <cstdint>
#include <string>
#include <vector>

#include "graph/explicit_graph.hpp"
#include "graph/graph_solve.hpp"
#include "test_util.hpp"
#include "core/trace.hpp"

using gg::EventLog;
using gg::Fixed;
using gg::Outcome;
using gg::TraceEvent;

namespace {

struct Ev {
    TraceEvent kind;
    std::int32_t a, b, c, d;
};

std::vector<Ev> events(const EventLog& log) {
    std::vector<Ev> out;
    for (std::size_t i = 0; i + EventLog::kStride <= log.data.size(); i += EventLog::kStride)
        out.push_back({static_cast<TraceEvent>(log.data[i]), log.data[i + 1], log.data[i + 2], log.data[i + 3],
                       log.data[i + 4]});
    return out;
}

struct Replayed {
    std::vector<std::int32_t> outcome;  // -1 undecided
    std::vector<std::int32_t> depth;
    std::vector<std::int32_t> move;
};

// Replays a log on a graph, checking each event against the rules as it goes:
// the replay knows only the graph and the log, not the solution.
Replayed replay(const gg::ExplicitGraph& g, const std::vector<std::int32_t>& edges, const EventLog& log) {
    const std::uint32_t n = g.num_states();
    Replayed r{std::vector<std::int32_t>(n, -1), std::vector<std::int32_t>(n, -1), std::vector<std::int32_t>(n, -1)};
    std::vector<std::int64_t> counter(n, -1);
    std::vector<std::uint32_t> queue;
    std::size_t head = 0;
    std::vector<Ev> ev = events(log);
    REQUIRE(!ev.empty());
    CHECK(ev.back().kind == TraceEvent::End);
    std::size_t i = 0;
    // 1. initial events, by state
    std::int64_t last_state = -1;
    for (; i < ev.size(); ++i) {
        const Ev& e = ev[i];
        if (e.kind != TraceEvent::Fixed && e.kind != TraceEvent::NoMove && e.kind != TraceEvent::Counter) break;
        CHECK(e.a > last_state);
        last_state = e.a;
        const auto s = static_cast<std::uint32_t>(e.a);
        if (e.kind == TraceEvent::Counter) {
            CHECK(g.fixed(s) == Fixed::None);
            CHECK(static_cast<std::uint32_t>(e.b) == g.out_degree(s));
            CHECK(e.b > 0);
            counter[s] = e.b;
            continue;
        }
        if (e.kind == TraceEvent::NoMove) {
            CHECK(g.out_degree(s) == 0);
            CHECK(e.b == static_cast<std::int32_t>(g.no_move_outcome()));
        } else {
            CHECK(g.fixed(s) != Fixed::None);
        }
        r.outcome[s] = e.b;
        if (e.b != static_cast<std::int32_t>(Outcome::Draw)) {
            r.depth[s] = 0;
            queue.push_back(s);
        }
    }
    CHECK(last_state == static_cast<std::int64_t>(n) - 1);
    // 2. the queue
    std::int32_t current = -1;
    for (; i < ev.size(); ++i) {
        const Ev& e = ev[i];
        if (e.kind == TraceEvent::Dequeue) {
            REQUIRE(head < queue.size());
            CHECK(e.a == static_cast<std::int32_t>(queue[head]));  // FIFO
            ++head;
            current = e.a;
            CHECK(e.b == r.outcome[current]);
            CHECK(e.c == r.depth[current]);
        } else if (e.kind == TraceEvent::Examine) {
            REQUIRE(current >= 0);
            CHECK(e.b == current);
            const auto u = static_cast<std::uint32_t>(e.a);
            // u -> current is a move of the graph
            bool edge = false;
            for (std::size_t k = 0; k + 1 < edges.size(); k += 2)
                edge = edge || (edges[k] == e.a && edges[k + 1] == current);
            CHECK(edge);
            if (r.outcome[u] != -1) {
                CHECK(e.c == -1);
                CHECK(e.d == -1);
                continue;
            }
            CHECK(e.c == counter[u]);
            if (r.outcome[current] == static_cast<std::int32_t>(Outcome::Lose)) {
                CHECK(e.d == e.c);
                // the next event decides u: a move into a lost position wins
                REQUIRE(i + 1 < ev.size());
                const Ev& d = ev[i + 1];
                CHECK(d.kind == TraceEvent::Decide);
                CHECK(d.a == e.a);
                CHECK(d.b == static_cast<std::int32_t>(Outcome::Win));
                CHECK(d.c == r.depth[current] + 1);
                CHECK(d.d == current);
            } else {
                CHECK(e.d == e.c - 1);  // one fewer move left that may avoid a won position
                counter[u] = e.d;
                if (e.d == 0) {  // none left: LOSE
                    REQUIRE(i + 1 < ev.size());
                    const Ev& d = ev[i + 1];
                    CHECK(d.kind == TraceEvent::Decide);
                    CHECK(d.a == e.a);
                    CHECK(d.b == static_cast<std::int32_t>(Outcome::Lose));
                    CHECK(d.c == r.depth[current] + 1);
                    CHECK(d.d == current);
                } else if (i + 1 < ev.size()) {
                    CHECK(!(ev[i + 1].kind == TraceEvent::Decide && ev[i + 1].a == e.a));
                }
            }
        } else if (e.kind == TraceEvent::Decide) {
            REQUIRE(i > 0);
            CHECK(ev[i - 1].kind == TraceEvent::Examine);
            CHECK(ev[i - 1].a == e.a);
            const auto u = static_cast<std::uint32_t>(e.a);
            CHECK(r.outcome[u] == -1);
            r.outcome[u] = e.b;
            r.depth[u] = e.c;
            r.move[u] = e.d;
            queue.push_back(u);
        } else {
            break;
        }
    }
    CHECK(head == queue.size());  // the queue ran dry
    // 3. draws, by state: exactly the states still undecided
    std::vector<char> drawn(n, 0);
    last_state = -1;
    for (; i < ev.size() && ev[i].kind == TraceEvent::Draw; ++i) {
        CHECK(ev[i].a > last_state);
        last_state = ev[i].a;
        const auto s = static_cast<std::uint32_t>(ev[i].a);
        CHECK(r.outcome[s] == -1);
        CHECK(counter[s] > 0);  // an undecided state always has a move left that may avoid a win
        drawn[s] = 1;
        r.outcome[s] = static_cast<std::int32_t>(Outcome::Draw);
    }
    for (std::uint32_t s = 0; s < n; ++s) CHECK(r.outcome[s] != -1);
    CHECK(i + 1 == ev.size());
    return r;
}

using testutil::Rng;

}  // namespace

TEST_CASE("trace: the article's example, event by event") {
    // w has no move: LOSE; y and z can move to the lost w: WIN; x: both its moves
    // reach won positions: LOSE. w3 is fixed WIN, so w2 (its only move reaches
    // w3) is LOSE, and d <-> e stays undecided (d could leave to y, a WIN): DRAW.
    const gg::ParsedGraph pg = gg::parse_graph_text("x y\nx z\ny w\nz w\nw\nd e\ne d\nd y\nw2 w3\nw3 = win\n",
                                                    gg::Format::Named);
    const gg::ExplicitGraph g(pg.n, pg.edges.data(), pg.num_edges(), Outcome::Lose, pg.fixed);
    EventLog log;
    const gg::Solution s = gg::retrograde_traced(g, log);
    auto id = [&](const char* name) {
        for (std::uint32_t v = 0; v < pg.n; ++v)
            if (pg.name(v) == name) return static_cast<std::int32_t>(v);
        FAIL("no vertex " << name);
        return -1;
    };
    const std::vector<Ev> ev = events(log);
    // Initial: x 2 moves, y 1, z 1, w no move (LOSE), d 2, e 1, w2 1, w3 fixed WIN.
    REQUIRE(ev.size() > 8);
    CHECK(ev[0].kind == TraceEvent::Counter);
    CHECK(ev[0].a == id("x"));
    CHECK(ev[0].b == 2);
    CHECK(ev[3].kind == TraceEvent::NoMove);
    CHECK(ev[3].a == id("w"));
    CHECK(ev[3].b == static_cast<std::int32_t>(Outcome::Lose));
    CHECK(ev[7].kind == TraceEvent::Fixed);
    CHECK(ev[7].a == id("w3"));
    CHECK(ev[7].b == static_cast<std::int32_t>(Outcome::Win));
    // The queue starts with w (LOSE 0) then w3 (WIN 0).
    CHECK(ev[8].kind == TraceEvent::Dequeue);
    CHECK(ev[8].a == id("w"));
    // w's predecessors y, z: each can move to the lost w: WIN 1.
    CHECK(ev[9].kind == TraceEvent::Examine);
    CHECK(ev[10].kind == TraceEvent::Decide);
    CHECK(ev[10].b == static_cast<std::int32_t>(Outcome::Win));
    CHECK(ev[10].c == 1);
    CHECK(ev[10].d == id("w"));
    // The final answer: x LOSE 2, d and e DRAW (the only DRAW events).
    CHECK(s.outcome[id("x")] == Outcome::Lose);
    CHECK(s.depth[id("x")] == 2);
    CHECK(s.outcome[id("w2")] == Outcome::Lose);  // its only move reaches the WIN w3
    std::vector<std::int32_t> draws;
    for (const Ev& e : ev)
        if (e.kind == TraceEvent::Draw) draws.push_back(e.a);
    CHECK(draws == std::vector<std::int32_t>{id("d"), id("e")});
    // x: the counter goes 2 -> 1 -> 0, and then x is decided LOSE by its last move.
    std::vector<std::pair<std::int32_t, std::int32_t>> x_counts;
    for (const Ev& e : ev)
        if (e.kind == TraceEvent::Examine && e.a == id("x")) x_counts.emplace_back(e.c, e.d);
    CHECK(x_counts == std::vector<std::pair<std::int32_t, std::int32_t>>{{2, 1}, {1, 0}});
    replay(g, pg.edges, log);
}

TEST_CASE("trace: the replayed log reproduces the solution on random graphs") {
    Rng rng{20240611};
    std::size_t total_events = 0;
    for (int iter = 0; iter < 2000; ++iter) {
        const int n = 1 + rng.below(iter < 1000 ? 12 : 60);
        const int m = rng.below(n * 3 + 1);
        std::vector<std::int32_t> edges;
        for (int k = 0; k < m; ++k) {
            edges.push_back(rng.below(n));
            edges.push_back(rng.below(n));
        }
        std::vector<Fixed> fixed;
        if (rng.below(3) == 0) {
            fixed.assign(static_cast<std::size_t>(n), Fixed::None);
            for (auto& f : fixed)
                if (rng.below(8) == 0) f = static_cast<Fixed>(1 + rng.below(3));
        }
        const Outcome no_move = rng.below(4) == 0 ? Outcome::Win : Outcome::Lose;
        const gg::ExplicitGraph g(static_cast<std::uint32_t>(n), edges.data(), static_cast<std::size_t>(m), no_move,
                                  fixed);
        EventLog log;
        const gg::Solution traced = gg::retrograde_traced(g, log);
        const gg::Solution plain = gg::retrograde(g);
        CHECK(traced.outcome == plain.outcome);
        CHECK(traced.depth == plain.depth);
        CHECK(traced.move == plain.move);
        CHECK(log.size() <= EventLog::events_bound(static_cast<std::uint64_t>(n), static_cast<std::uint64_t>(m)));
        total_events += log.size();

        const Replayed r = replay(g, edges, log);
        for (int v = 0; v < n; ++v) {
            CHECK(r.outcome[v] == static_cast<std::int32_t>(traced.outcome[v]));
            CHECK(r.depth[v] == traced.depth[v]);
            if (traced.outcome[v] != Outcome::Draw) CHECK(r.move[v] == traced.move[v]);
        }
        // The compact layouts tell the same story.
        EventLog log8;
        (void)gg::retrograde_with<gg::CompactStorage<std::uint8_t>>(g, gg::NoProgress{}, log8);
        CHECK(log8.data == log.data);
    }
    CHECK(total_events > 50000);
}

TEST_CASE("trace: a full log refuses more events") {
    const std::vector<std::int32_t> edges{0, 1, 1, 2};
    const gg::ExplicitGraph g(3, edges.data(), 2);
    EventLog small(4);
    CHECK_THROWS_AS(gg::retrograde_traced(g, small), std::length_error);
    EventLog enough(EventLog::events_bound(3, 2));
    CHECK_NOTHROW(gg::retrograde_traced(g, enough));
}
