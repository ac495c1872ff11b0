// The retrograde engine on small hand-made graphs: the article's rules, depths,
// optimal moves, both conventions, fixed outcomes, self-loops, parallel edges,
// isolated vertices, the empty graph, a chain of 10,000,000 vertices, and the
// generic engine on an implicit game.
#include <cstdint>
#include <string>
#include <vector>

#include "graph/explicit_graph.hpp"
#include "graph/graph_solve.hpp"
#include "pursuit/pursuit.hpp"
#include "core/retrograde.hpp"
#include "test_util.hpp"

using gg::Fixed;
using gg::Outcome;
using testutil::Edges;
using testutil::Named;

namespace {

testutil::Edges edges_of(const gg::ParsedGraph& g) {
    Edges e;
    for (std::size_t i = 0; i < g.num_edges(); ++i) e.emplace_back(g.edges[2 * i], g.edges[2 * i + 1]);
    return e;
}

// Solves a named graph and checks the whole solution against the local rules.
Named solved(const char* text, Outcome no_move = Outcome::Lose) {
    Named g(text, no_move);
    const std::string err =
        testutil::check_local(g.r.graph.n, edges_of(g.r.graph), no_move, g.r.graph.fixed, g.r.solution);
    CHECK_MESSAGE(err.empty(), "graph:\n" << text << "\n" << err);
    return g;
}

}  // namespace

TEST_CASE("rules: a vertex with no move loses, a move into a LOSE wins") {
    {
        Named g = solved("a\n");
        CHECK(g.row("a") == "LOSE 0 -");
    }
    {
        Named g = solved("a b\n");
        CHECK(g.row("b") == "LOSE 0 -");
        CHECK(g.row("a") == "WIN 1 b");
    }
    {
        // a has one move into a LOSE among moves into WINs: still a WIN.
        Named g = solved("a w1\na l\na w2\nw1 t1\nw2 t2\n");
        CHECK(g.row("l") == "LOSE 0 -");
        CHECK(g.row("w1") == "WIN 1 t1");
        CHECK(g.row("w2") == "WIN 1 t2");
        CHECK(g.row("a") == "WIN 1 l");
    }
}

TEST_CASE("rules: all moves into WINs make a LOSE") {
    Named g = solved("a b\na c\nb x\nc y\n");
    CHECK(g.row("x") == "LOSE 0 -");
    CHECK(g.row("b") == "WIN 1 x");
    CHECK(g.row("c") == "WIN 1 y");
    const std::string a = g.row("a");
    CHECK((a == "LOSE 2 b" || a == "LOSE 2 c"));
}

TEST_CASE("rules: never decided is a DRAW, and a DRAW's move keeps the draw") {
    {
        Named g = solved("a b\nb a\n");
        CHECK(g.row("a") == "DRAW - b");
        CHECK(g.row("b") == "DRAW - a");
    }
    {
        // The cycle is broken by b's escape into a LOSE.
        Named g = solved("a b\nb a\nb c\n");
        CHECK(g.row("c") == "LOSE 0 -");
        CHECK(g.row("b") == "WIN 1 c");
        CHECK(g.row("a") == "LOSE 2 b");
    }
    {
        // a can escape only into a WIN: it keeps the draw instead.
        Named g = solved("a b\nb a\na w\nw t\n");
        CHECK(g.row("w") == "WIN 1 t");
        CHECK(g.row("a") == "DRAW - b");
        CHECK(g.row("b") == "DRAW - a");
    }
    {
        // A DRAW next to a WIN and a LOSE: c's moves are a draw and a win.
        Named g = solved("c d\nd c\nc w\nw l\ne c\ne l2\n");
        CHECK(g.row("c") == "DRAW - d");
        CHECK(g.row("e") == "WIN 1 l2");
    }
}

TEST_CASE("depths: the winner takes the fastest win") {
    // a -> c -> d -> e is a win in 3 moves for a, a -> b a win in 1: the slow one
    // is listed first, so the engine cannot just take the first edge.
    Named g = solved("a c\nc d\nd e\na b\n");
    CHECK(g.row("e") == "LOSE 0 -");
    CHECK(g.row("d") == "WIN 1 e");
    CHECK(g.row("c") == "LOSE 2 d");
    CHECK(g.row("b") == "LOSE 0 -");
    CHECK(g.row("a") == "WIN 1 b");

    // Three LOSE successors of depths 4, 2 and 0 (in that input order) and a WIN one.
    Named h = solved(
        "a l4\na w\na l2\na l0\n"
        "l4 x3\nx3 l2b\nl2b x1\nx1 l0b\n"
        "l2 y1\ny1 z\n"
        "w l0\n");
    CHECK(h.row("l4") == "LOSE 4 x3");
    CHECK(h.row("l2") == "LOSE 2 y1");
    CHECK(h.row("l0") == "LOSE 0 -");
    CHECK(h.row("a") == "WIN 1 l0");
}

TEST_CASE("depths: the loser takes the slowest loss") {
    // x has three moves, into WINs of depths 1, 3 and 5.
    Named g = solved(
        "x y1\nx y3\nx y5\n"
        "y1 t\n"
        "y3 c3\nc3 d3\nd3 e3\n"
        "y5 c5\nc5 d5\nd5 e5\ne5 f5\nf5 g5\n");
    CHECK(g.row("y1") == "WIN 1 t");
    CHECK(g.row("y3") == "WIN 3 c3");
    CHECK(g.row("y5") == "WIN 5 c5");
    CHECK(g.row("x") == "LOSE 6 y5");

    // The same with the slowest WIN listed first.
    Named h = solved("x y5\nx y1\ny5 c5\nc5 d5\nd5 e5\ne5 f5\nf5 g5\ny1 t\n");
    CHECK(h.row("x") == "LOSE 6 y5");

    // A WIN with a fast and a slow LOSE successor; its predecessor, a LOSE, must count
    // the fast one: the winner picks the fast win, the loser cannot prolong it.
    Named k = solved("p w\nw slow\nslow s1\ns1 s2\nw fast\n");
    CHECK(k.row("slow") == "LOSE 2 s1");
    CHECK(k.row("w") == "WIN 1 fast");
    CHECK(k.row("p") == "LOSE 2 w");
}

TEST_CASE("depths on a cycle with exits: WIN -> LOSE -> WIN loops") {
    // u WIN -> v LOSE -> u: v's only move goes back to u; u also wins at once.
    Named g = solved("u v\nv u\nu t\n");
    CHECK(g.row("t") == "LOSE 0 -");
    CHECK(g.row("u") == "WIN 1 t");
    CHECK(g.row("v") == "LOSE 2 u");
    // Longer: a 4-cycle a b c d with a's exit; depths go around the cycle.
    Named h = solved("a b\nb c\nc d\nd a\na t\n");
    CHECK(h.row("a") == "WIN 1 t");
    CHECK(h.row("d") == "LOSE 2 a");
    CHECK(h.row("c") == "WIN 3 d");
    CHECK(h.row("b") == "LOSE 4 c");
}

TEST_CASE("convention: a vertex with no move wins (--no-move win)") {
    Named g = solved("a b\nb c\nz\n", Outcome::Win);
    CHECK(g.row("c") == "WIN 0 -");
    CHECK(g.row("b") == "LOSE 1 c");
    CHECK(g.row("a") == "WIN 2 b");
    CHECK(g.row("z") == "WIN 0 -");

    Named h = solved("a b\na c\nc d\n", Outcome::Win);
    CHECK(h.row("b") == "WIN 0 -");
    CHECK(h.row("c") == "LOSE 1 d");
    CHECK(h.row("a") == "WIN 2 c");

    // Cycles stay draws under either convention.
    Named k = solved("a b\nb a\n", Outcome::Win);
    CHECK(k.row("a") == "DRAW - b");

    CHECK(gg::parse_no_move("lose") == Outcome::Lose);
    CHECK(gg::parse_no_move("win") == Outcome::Win);
    CHECK_THROWS_AS(gg::parse_no_move("draw"), std::invalid_argument);
    CHECK_THROWS_AS(gg::parse_no_move("Win"), std::invalid_argument);
    CHECK_THROWS_AS(gg::parse_no_move(""), std::invalid_argument);
}

TEST_CASE("fixed outcomes: their moves are ignored") {
    {
        // a is fixed to WIN although its only move goes to a WIN.
        Named g = solved("a = win\na b\nb c\nc = lose\n");
        CHECK(g.row("a") == "WIN 0 -");
        CHECK(g.row("c") == "LOSE 0 -");
        CHECK(g.row("b") == "WIN 1 c");
    }
    {
        // a fixed LOSE with a move into a LOSE; p wins by moving to a.
        Named g = solved("p a\na = lose\na b\n");
        CHECK(g.row("a") == "LOSE 0 -");
        CHECK(g.row("b") == "LOSE 0 -");
        CHECK(g.row("p") == "WIN 1 a");
    }
    {
        // w's move back to q would make a cycle, but it is ignored.
        Named g = solved("q w\nw = win\nw q\n");
        CHECK(g.row("w") == "WIN 0 -");
        CHECK(g.row("q") == "LOSE 1 w");
    }
    {
        // Fixed outcomes ignore the convention too.
        Named g = solved("a = lose\nb = win\nc a\nd b\n", Outcome::Win);
        CHECK(g.row("a") == "LOSE 0 -");
        CHECK(g.row("b") == "WIN 0 -");
        CHECK(g.row("c") == "WIN 1 a");
        CHECK(g.row("d") == "LOSE 1 b");
    }
    {
        // A fixed vertex with a self-loop.
        Named g = solved("a a\na = lose\nb a\n");
        CHECK(g.row("a") == "LOSE 0 -");
        CHECK(g.row("b") == "WIN 1 a");
    }
}

TEST_CASE("fixed draws: terminal draws like a full tic-tac-toe board") {
    Named g = solved(
        "full = draw\n"
        "last full\n"          // the last move fills the board: a draw
        "x full\nx t\n"        // x can draw or win: it wins
        "y full\ny w\nw t2\n"  // y can draw or move into a WIN: it draws
        "d = draw\nd l\n");    // a fixed draw's moves are ignored
    CHECK(g.row("full") == "DRAW - -");
    CHECK(g.row("last") == "DRAW - full");
    CHECK(g.row("x") == "WIN 1 t");
    CHECK(g.row("y") == "DRAW - full");
    CHECK(g.row("d") == "DRAW - -");
    CHECK(g.row("l") == "LOSE 0 -");
}

TEST_CASE("self-loops") {
    CHECK(solved("a a\n").row("a") == "DRAW - a");
    CHECK(solved("a a\n", Outcome::Win).row("a") == "DRAW - a");
    CHECK(solved("a a\na t\n").row("a") == "WIN 1 t");
    Named g = solved("a a\na w\nw t\n");
    CHECK(g.row("w") == "WIN 1 t");
    CHECK(g.row("a") == "DRAW - a");
}

TEST_CASE("parallel edges") {
    CHECK(solved("a b\na b\n").row("a") == "WIN 1 b");
    {
        // Both parallel moves into the WIN w must be counted down.
        Named g = solved("a w\na w\nw t\n");
        CHECK(g.row("a") == "LOSE 2 w");
    }
    {
        // Two moves into a WIN and one into a draw: a draws, whatever the counting.
        Named g = solved("a w\na w\na c\nc c\nw t\n");
        CHECK(g.row("a") == "DRAW - c");
        Named h = solved("a c\na w\nc c\nw t\na w\nw t\n");
        CHECK(h.row("a") == "DRAW - c");
    }
    {
        // Parallel moves into a LOSE, many times.
        std::string text;
        for (int i = 0; i < 100; ++i) text += "a b\n";
        Named g = solved(text.c_str());
        CHECK(g.row("a") == "WIN 1 b");
        CHECK(g.r.graph.num_edges() == 100);
    }
}

TEST_CASE("isolated vertices") {
    Named g = solved("a b\nz\ny\n");
    CHECK(g.r.graph.n == 4);
    CHECK(g.row("z") == "LOSE 0 -");
    CHECK(g.row("y") == "LOSE 0 -");
    CHECK(solved("z\n", Outcome::Win).row("z") == "WIN 0 -");
    // Isolated vertices given as edge arrays: n larger than any edge mentions.
    const gg::Solution s = testutil::solve(5, {{0, 1}});
    CHECK(s.outcome == std::vector<Outcome>{Outcome::Win, Outcome::Lose, Outcome::Lose, Outcome::Lose, Outcome::Lose});
    CHECK(s.depth == std::vector<std::int32_t>{1, 0, 0, 0, 0});
    CHECK(s.move == std::vector<std::int32_t>{1, -1, -1, -1, -1});
}

TEST_CASE("the empty graph") {
    const gg::Solution s = gg::solve_graph_edges(0, nullptr, 0);
    CHECK(s.outcome.empty());
    CHECK(s.depth.empty());
    CHECK(s.move.empty());
    CHECK(s.edges_examined == 0);
    const gg::Solution w = gg::solve_graph_edges(0, nullptr, 0, Outcome::Win, {});
    CHECK(w.outcome.empty());

    for (const char* text : {"", "\n", "\n\n\n", "# nothing but a comment", "  \t \r\n# x\n"}) {
        CAPTURE(text);
        const gg::SolvedGraph r = gg::solve_graph_text(text);
        CHECK(r.graph.format == gg::Format::Named);
        CHECK(r.graph.n == 0);
        CHECK(r.graph.num_edges() == 0);
        CHECK(r.solution.outcome.empty());
    }
    const gg::SolvedGraph cp = gg::solve_graph_text("0 0\n");
    CHECK(cp.graph.format == gg::Format::Cp);
    CHECK(cp.graph.n == 0);
    CHECK(cp.solution.outcome.empty());
}

TEST_CASE("ExplicitGraph: degrees, predecessors, successors") {
    // Edges in scrambled order, with a self-loop and parallel edges.
    const Edges e = {{2, 0}, {0, 3}, {0, 1}, {1, 1}, {0, 3}, {3, 2}, {0, 1}, {2, 4}};
    const std::vector<std::int32_t> flat = testutil::flatten(e);
    const gg::ExplicitGraph g(5, flat.data(), e.size(), Outcome::Win,
                              {Fixed::None, Fixed::Draw, Fixed::None, Fixed::Lose, Fixed::Win});
    CHECK(g.num_states() == 5);
    CHECK(g.num_edges() == 8);
    CHECK(g.no_move_outcome() == Outcome::Win);
    CHECK(g.fixed(1) == Fixed::Draw);
    CHECK(g.fixed(4) == Fixed::Win);
    const std::vector<std::uint32_t> deg = {4, 1, 2, 1, 0};
    const std::vector<std::vector<std::uint32_t>> succ = {{1, 1, 3, 3}, {1}, {0, 4}, {2}, {}};
    const std::vector<std::vector<std::uint32_t>> pred = {{2}, {0, 0, 1}, {3}, {0, 0}, {2}};
    for (std::uint32_t v = 0; v < 5; ++v) {
        CAPTURE(v);
        CHECK(g.out_degree(v) == deg[v]);
        std::vector<std::uint32_t> s;
        for (std::uint32_t w : g.successors(v)) s.push_back(w);
        CHECK(s == succ[v]);  // sorted by target, parallel edges repeated
        std::vector<std::uint32_t> p;
        g.for_each_predecessor(v, [&](std::uint32_t u) { p.push_back(u); });
        std::sort(p.begin(), p.end());
        CHECK(p == pred[v]);
    }
    // Successors again (built once, then cached).
    std::vector<std::uint32_t> s0;
    for (std::uint32_t w : g.successors(0)) s0.push_back(w);
    CHECK(s0 == succ[0]);

    const gg::ExplicitGraph plain(3, flat.data(), 0);
    CHECK(plain.fixed(2) == Fixed::None);
    CHECK(plain.no_move_outcome() == Outcome::Lose);
    CHECK(plain.successors(1).begin() == plain.successors(1).end());

    const gg::ExplicitGraph empty(0, nullptr, 0);
    CHECK(empty.num_states() == 0);
}

TEST_CASE("ExplicitGraph: invalid_argument on an edge out of range") {
    auto message = [](std::uint32_t n, const Edges& e, std::vector<Fixed> fixed = {}) -> std::string {
        const std::vector<std::int32_t> flat = testutil::flatten(e);
        try {
            gg::ExplicitGraph g(n, flat.data(), e.size(), Outcome::Lose, std::move(fixed));
        } catch (const std::invalid_argument& ex) {
            return ex.what();
        }
        return "no exception";
    };
    const std::string m1 = message(3, {{0, 1}, {0, 5}});
    CHECK(m1.find("edge 1") != std::string::npos);
    CHECK(m1.find("(0, 5)") != std::string::npos);
    const std::string m2 = message(3, {{-1, 0}});
    CHECK(m2.find("edge 0") != std::string::npos);
    CHECK(m2.find("(-1, 0)") != std::string::npos);
    CHECK(message(3, {{3, 0}}).find("edge 0") != std::string::npos);
    CHECK(message(0, {{0, 0}}).find("edge 0") != std::string::npos);
    CHECK(message(3, {{0, 1}}, {Fixed::Win}).find("fixed") != std::string::npos);
    CHECK(message(3, {{0, 1}, {2, 2}}) == "no exception");

    const std::vector<std::int32_t> bad = {0, 1, 1, 7};
    CHECK_THROWS_AS(gg::solve_graph_edges(2, bad.data(), 2), std::invalid_argument);
    CHECK_THROWS_AS(testutil::solve(2, {{0, 1}}, Outcome::Lose, {Fixed::Win, Fixed::None, Fixed::None}),
                    std::invalid_argument);
}

TEST_CASE("progress callback and edges_examined") {
    constexpr std::uint32_t n = 1000000;
    std::vector<std::int32_t> flat;
    flat.reserve(2 * (n - 1));
    for (std::uint32_t i = 0; i + 1 < n; ++i) {
        flat.push_back(static_cast<std::int32_t>(i));
        flat.push_back(static_cast<std::int32_t>(i + 1));
    }
    std::vector<std::pair<std::uint64_t, std::uint64_t>> calls;
    const gg::Solution s = gg::solve_graph_edges(
        n, flat.data(), n - 1, Outcome::Lose, {},
        [&](std::uint64_t done, std::uint64_t total) { calls.emplace_back(done, total); });
    REQUIRE(!calls.empty());
    CHECK(calls.back() == std::make_pair<std::uint64_t, std::uint64_t>(n, n));
    for (std::size_t i = 0; i < calls.size(); ++i) {
        CHECK(calls[i].second == n);
        CHECK(calls[i].first <= n);
        if (i > 0) CHECK(calls[i].first >= calls[i - 1].first);
    }
    CHECK(calls.size() >= 2);  // called now and then, not only at the end
    CHECK(s.edges_examined == n - 1);

    // The empty graph ends with (0, 0) too.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> c0;
    gg::solve_graph_edges(0, nullptr, 0, Outcome::Lose, {},
                          [&](std::uint64_t d, std::uint64_t t) { c0.emplace_back(d, t); });
    REQUIRE(!c0.empty());
    CHECK(c0.back() == std::make_pair<std::uint64_t, std::uint64_t>(0, 0));
}

TEST_CASE("a chain of 10,000,000 vertices: no recursion, alternating outcomes") {
    constexpr std::uint32_t n = 10000000;
    std::vector<std::int32_t> flat(2 * static_cast<std::size_t>(n - 1));
    for (std::uint32_t i = 0; i + 1 < n; ++i) {
        flat[2 * i] = static_cast<std::int32_t>(i);
        flat[2 * i + 1] = static_cast<std::int32_t>(i + 1);
    }
    const gg::Solution s = gg::solve_graph_edges(n, flat.data(), n - 1);
    REQUIRE(s.outcome.size() == n);
    // Vertex i is n - 1 - i moves from the end; the player stuck at n - 1 loses.
    std::size_t bad = 0, first_bad = n;
    for (std::uint32_t i = 0; i < n; ++i) {
        const std::int32_t d = static_cast<std::int32_t>(n - 1 - i);
        const Outcome o = (d % 2 == 0) ? Outcome::Lose : Outcome::Win;
        const std::int32_t mv = (i + 1 < n) ? static_cast<std::int32_t>(i + 1) : -1;
        if (s.outcome[i] != o || s.depth[i] != d || s.move[i] != mv) {
            if (bad++ == 0) first_bad = i;
        }
    }
    CHECK_MESSAGE(bad == 0, bad << " wrong vertices, the first is " << first_bad);
    CHECK(s.outcome[0] == Outcome::Win);  // n - 1 = 9,999,999 is odd
    CHECK(s.depth[0] == 9999999);

    // Numbered the other way round (edges i + 1 -> i) and under the other convention.
    constexpr std::uint32_t n2 = 1000001;
    std::vector<std::int32_t> back(2 * static_cast<std::size_t>(n2 - 1));
    for (std::uint32_t i = 0; i + 1 < n2; ++i) {
        back[2 * i] = static_cast<std::int32_t>(i + 1);
        back[2 * i + 1] = static_cast<std::int32_t>(i);
    }
    const gg::Solution w = gg::solve_graph_edges(n2, back.data(), n2 - 1, Outcome::Win);
    bad = 0;
    for (std::uint32_t i = 0; i < n2; ++i) {
        const Outcome o = (i % 2 == 0) ? Outcome::Win : Outcome::Lose;
        if (w.outcome[i] != o || w.depth[i] != static_cast<std::int32_t>(i) ||
            w.move[i] != static_cast<std::int32_t>(i) - 1)
            ++bad;
    }
    CHECK(bad == 0);
    CHECK(w.outcome[n2 - 1] == Outcome::Win);
}

namespace {

// An implicit game for the generic engine: a pile of tokens, take 1..k of them.
// Predecessors are computed on the fly; no graph is stored.
struct Subtraction {
    std::uint32_t tokens;
    std::uint32_t k;
    Outcome no_move;
    std::uint32_t num_states() const { return tokens + 1; }
    std::uint32_t out_degree(std::uint32_t s) const { return s < k ? s : k; }
    template <class F>
    void for_each_predecessor(std::uint32_t s, F&& f) const {
        for (std::uint32_t t = s + 1; t <= tokens && t <= s + k; ++t) f(t);
    }
    template <class F>
    void for_each_successor(std::uint32_t s, F&& f) const {
        for (std::uint32_t x = 1; x <= k && x <= s; ++x)
            if (gg::visit(f, s - x)) return;
    }
    Fixed fixed(std::uint32_t) const { return Fixed::None; }
    Outcome no_move_outcome() const { return no_move; }
};

// A game whose states have parallel moves (two ways to take one token) and a fixed
// state: the pile of 5 tokens is declared a draw.
struct Doubled {
    std::uint32_t num_states() const { return 12; }
    std::uint32_t out_degree(std::uint32_t s) const { return s == 0 ? 0 : 2; }
    template <class F>
    void for_each_predecessor(std::uint32_t s, F&& f) const {
        if (s + 1 < 12) { f(s + 1); f(s + 1); }
    }
    template <class F>
    void for_each_successor(std::uint32_t s, F&& f) const {
        if (s > 0 && !gg::visit(f, s - 1)) gg::visit(f, s - 1);
    }
    Fixed fixed(std::uint32_t s) const { return s == 5 ? Fixed::Draw : Fixed::None; }
    Outcome no_move_outcome() const { return Outcome::Lose; }
};

// A game that knows only its successors: one state, no move.
struct OnlySuccessors {
    std::uint32_t num_states() const { return 1; }
    template <class F>
    void for_each_successor(std::uint32_t, F&&) const {}
    Fixed fixed(std::uint32_t) const { return Fixed::None; }
    Outcome no_move_outcome() const { return Outcome::Lose; }
};

}  // namespace

TEST_CASE("the generic engine on an implicit game") {
    for (std::uint32_t k : {1u, 2u, 3u, 7u}) {
        CAPTURE(k);
        const Subtraction game{1000, k, Outcome::Lose};
        const gg::Solution s = gg::retrograde(game);
        Edges e;
        for (std::uint32_t t = 0; t <= game.tokens; ++t)
            for (std::uint32_t x = 1; x <= k && x <= t; ++x) e.emplace_back(t, t - x);
        CHECK(testutil::check_local(game.tokens + 1, e, Outcome::Lose, {}, s).empty());
        std::size_t bad = 0;
        for (std::uint32_t t = 0; t <= game.tokens; ++t) {
            // Multiples of k + 1 lose; the winner moves to the multiple below, and
            // whatever the loser does, each multiple costs two moves.
            const bool lose = t % (k + 1) == 0;
            const std::int32_t d = static_cast<std::int32_t>(2 * (t / (k + 1)) + (lose ? 0 : 1));
            if (s.outcome[t] != (lose ? Outcome::Lose : Outcome::Win) || s.depth[t] != d) ++bad;
            if (!lose && s.move[t] != static_cast<std::int32_t>(t - t % (k + 1))) ++bad;
        }
        CHECK(bad == 0);
        // Same answer from the explicit graph of the same game, given or built from
        // the game's successors.
        const gg::Solution x = testutil::solve(game.tokens + 1, e);
        CHECK(x.outcome == s.outcome);
        CHECK(x.depth == s.depth);
        const gg::Solution y = gg::retrograde(gg::ExplicitGraph::of(game));
        CHECK(y.outcome == s.outcome);
        CHECK(y.depth == s.depth);
        CHECK(y.move == s.move);

        // Misère: taking the last token loses, i.e. no move wins.
        const gg::Solution m = gg::retrograde(Subtraction{1000, k, Outcome::Win});
        for (std::uint32_t t = 0; t <= 1000; ++t)
            if (m.outcome[t] != (t % (k + 1) == 1 ? Outcome::Lose : Outcome::Win)) ++bad;
        CHECK(bad == 0);
    }

    int progress_calls = 0;
    const gg::Solution d = gg::retrograde(Doubled{}, [&](std::uint64_t, std::uint64_t) { ++progress_calls; });
    CHECK(progress_calls >= 1);
    for (std::uint32_t t = 0; t < 5; ++t) {
        CHECK(d.outcome[t] == (t % 2 == 0 ? Outcome::Lose : Outcome::Win));
        CHECK(d.depth[t] == static_cast<std::int32_t>(t));
    }
    for (std::uint32_t t = 5; t < 12; ++t) {
        CAPTURE(t);
        CHECK(d.outcome[t] == Outcome::Draw);  // every move leads to the draw at 5
        CHECK(d.depth[t] == -1);
        CHECK(d.move[t] == (t == 5 ? -1 : static_cast<std::int32_t>(t - 1)));
    }
    CHECK(d.edges_examined == 10);  // the predecessor entries of the decided 0..4, two each
    const gg::Solution dx = gg::retrograde(gg::ExplicitGraph::of(Doubled{}));
    CHECK(dx.outcome == d.outcome);
    CHECK(dx.depth == d.depth);
    CHECK(dx.move == d.move);
}

TEST_CASE("the games are Games: the concept check") {
    static_assert(gg::is_game_v<gg::ExplicitGraph>);
    static_assert(gg::is_game_v<gg::PursuitGame>);
    static_assert(gg::is_game_v<Subtraction> && gg::is_game_v<Doubled>);
    static_assert(!gg::is_game_v<int>);
    static_assert(gg::lists_successors_v<OnlySuccessors> && !gg::is_game_v<OnlySuccessors>);
    CHECK(gg::retrograde(gg::ExplicitGraph::of(OnlySuccessors{})).outcome == std::vector<Outcome>{Outcome::Lose});
}

TEST_CASE("fixed_from_codes: the module's codes 0..3, anything else refused with its index") {
    const std::uint8_t ok[] = {0, 1, 2, 3};
    const std::vector<gg::Fixed> f = gg::fixed_from_codes(ok, 4);
    CHECK(f == std::vector<gg::Fixed>{gg::Fixed::None, gg::Fixed::Win, gg::Fixed::Lose, gg::Fixed::Draw});
    const std::uint8_t bad[] = {0, 0, 4};
    CHECK_THROWS_WITH_AS(gg::fixed_from_codes(bad, 3), "fixed[2] = 4: expected 0 (none), 1 (win), 2 (lose) or 3 (draw)",
                         std::invalid_argument);
    CHECK(gg::fixed_from_codes(bad, 0).empty());
}
