// The Sprague-Grundy engine (solver/core/grundy.hpp): against a slow reference that
// applies Fraenkel and Yesha's labelling literally (full rescans, no counters, no
// predecessor lists) and against the definition's local conditions, on thousands
// of random graphs (cycles, self-loops, parallel edges); the outcome read from the
// values against the win / lose / draw engine on every vertex; the moves; sums
// against the win / lose / draw solve (and the values) of the explicit product
// graph; known sequences (Nim, a subtraction game); octal games and Grundy's game
// from their state graphs against OEIS and the theorem's XOR recursion; a 10M-vertex chain.
#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/grundy.hpp"
#include "pursuit/pursuit.hpp"
#include "core/retrograde.hpp"
#include "test_util.hpp"

using gg::Outcome;
using testutil::Edges;

namespace {

constexpr int kInf = -1;
constexpr int kUnlabelled = -2;

using Succ = std::vector<std::vector<int>>;

Succ successors_of(int n, const Edges& edges) {
    Succ succ(static_cast<std::size_t>(n));
    for (const auto& e : edges) succ[static_cast<std::size_t>(e.first)].push_back(e.second);
    return succ;
}

// The labelling of Fraenkel and Yesha, as written: at stage m, while some
// unlabelled u has no follower labelled m and every follower of u that is
// unlabelled or inf has a follower labelled m, label u with m; then label inf every
// unlabelled vertex without a follower labelled m. Every pass rescans everything.
std::vector<int> reference_values(const Succ& succ) {
    const int n = static_cast<int>(succ.size());
    std::vector<int> lab(static_cast<std::size_t>(n), kUnlabelled);
    auto has_follower_labelled = [&](int v, int m) {
        for (int w : succ[v])
            if (lab[w] == m) return true;
        return false;
    };
    for (int m = 0;; ++m) {
        for (bool changed = true; changed;) {
            changed = false;
            for (int u = 0; u < n; ++u) {
                if (lab[u] != kUnlabelled || has_follower_labelled(u, m)) continue;
                bool reverses = true;
                for (int v : succ[u])
                    if ((lab[v] == kUnlabelled || lab[v] == kInf) && !has_follower_labelled(v, m)) reverses = false;
                if (reverses) {
                    lab[u] = m;
                    changed = true;
                }
            }
        }
        bool left = false;
        for (int u = 0; u < n; ++u)
            if (lab[u] == kUnlabelled) {
                if (!has_follower_labelled(u, m)) lab[u] = kInf;
                else left = true;
            }
        if (!left) return lab;
    }
}

std::vector<int> finite_follower_values(const Succ& succ, const std::vector<int>& lab, int u) {
    std::set<int> k;
    for (int v : succ[u])
        if (lab[v] >= 0) k.insert(lab[v]);
    return {k.begin(), k.end()};
}

// The definition's local conditions: a finite value is the mex of the followers'
// finite values, and every follower of greater value (or inf) has a follower of
// the vertex's value. Empty string, or the first violation.
std::string check_definition(const Succ& succ, const gg::GrundyResult& r) {
    for (std::size_t u = 0; u < succ.size(); ++u) {
        const int g = r.value[u];
        if (g < 0) continue;
        std::set<int> seen;
        for (int v : succ[u]) seen.insert(r.value[v]);
        int mex = 0;
        while (seen.count(mex)) ++mex;
        if (mex != g) return "vertex " + std::to_string(u) + ": value " + std::to_string(g) + ", mex " + std::to_string(mex);
        for (int v : succ[u]) {
            if (r.value[v] >= 0 && r.value[v] < g) continue;
            bool back = false;
            for (int w : succ[v]) back |= r.value[w] == g;
            if (!back)
                return "vertex " + std::to_string(u) + " (" + std::to_string(g) + "): follower " + std::to_string(v) +
                       " (" + r.label(static_cast<std::uint32_t>(v)) + ") does not reverse out";
        }
    }
    return {};
}

// The move of u realises its value (see grundy.hpp).
std::string check_move(const Succ& succ, const gg::GrundyResult& r, int u) {
    const int mv = r.move[u];
    const Outcome o = r.outcome(static_cast<std::uint32_t>(u));
    const std::string at = "vertex " + std::to_string(u) + " (" + r.label(static_cast<std::uint32_t>(u)) + ")";
    if (o == Outcome::Lose) return mv == -1 ? "" : at + ": a move from a 0";
    if (std::find(succ[u].begin(), succ[u].end(), mv) == succ[u].end()) return at + ": move " + std::to_string(mv) + " is not a move";
    if (o == Outcome::Win && r.value[mv] != 0) return at + ": a win whose move is not to a 0";
    if (o == Outcome::Draw && r.outcome(static_cast<std::uint32_t>(mv)) != Outcome::Draw) return at + ": a draw whose move is not to a draw";
    return {};
}

struct Graph {
    int n = 0;
    Edges edges;
};

Graph random_graph(std::mt19937& rng, int max_n) {
    Graph g;
    g.n = static_cast<int>(rng() % static_cast<unsigned>(max_n + 1));
    if (g.n == 0) return g;
    const int shape = static_cast<int>(rng() % 4);
    const int m = static_cast<int>(rng() % static_cast<unsigned>(3 * g.n + 1));
    for (int i = 0; i < m; ++i) {
        int u = static_cast<int>(rng() % static_cast<unsigned>(g.n));
        int v = static_cast<int>(rng() % static_cast<unsigned>(g.n));
        if (shape == 0 && u <= v) {  // acyclic: moves go down
            if (u == v) continue;
            std::swap(u, v);
        }
        if (shape == 1 && u < v && rng() % 4) std::swap(u, v);  // mostly down: long plays, a few cycles
        g.edges.emplace_back(u, v);
        if (rng() % 10 == 0) g.edges.emplace_back(u, v);  // a parallel edge
        if (shape == 3 && rng() % 8 == 0) g.edges.emplace_back(u, u);  // a self-loop
    }
    return g;
}

gg::GrundyResult solve(const Graph& g) {
    const std::vector<std::int32_t> flat = testutil::flatten(g.edges);
    return gg::grundy_graph_edges(static_cast<std::uint32_t>(g.n), flat.data(), g.edges.size());
}

// The sum of explicit graphs as a game that lists its successors: a state is one
// vertex per component (mixed radix), a move is a move in one component.
struct SumGame {
    std::vector<const gg::ExplicitGraph*> parts;
    std::uint32_t num_states() const {
        std::uint32_t s = 1;
        for (const auto* p : parts) s *= p->num_states();
        return s;
    }
    std::vector<std::uint32_t> decode(std::uint32_t s) const {
        std::vector<std::uint32_t> v;
        for (const auto* p : parts) {
            v.push_back(s % p->num_states());
            s /= p->num_states();
        }
        return v;
    }
    std::uint32_t encode(const std::vector<std::uint32_t>& v) const {
        std::uint32_t s = 0;
        for (std::size_t i = parts.size(); i-- > 0;) s = s * parts[i]->num_states() + v[i];
        return s;
    }
    template <class F>
    void for_each_successor(std::uint32_t s, F&& f) const {
        std::vector<std::uint32_t> v = decode(s);
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const std::uint32_t keep = v[i];
            for (const std::uint32_t t : parts[i]->successors(keep)) {
                v[i] = t;
                f(encode(v));
            }
            v[i] = keep;
        }
    }
    gg::Fixed fixed(std::uint32_t) const { return gg::Fixed::None; }
    Outcome no_move_outcome() const { return Outcome::Lose; }
};

// The subtraction game {1, 3, 4} as an implicit game: predecessors on the fly.
struct Subtract134 {
    std::uint32_t n;
    std::uint32_t num_states() const { return n; }
    std::uint32_t out_degree(std::uint32_t s) const { return (s >= 1) + (s >= 3) + (s >= 4); }
    template <class F>
    void for_each_predecessor(std::uint32_t s, F&& f) const {
        for (std::uint32_t take : {1u, 3u, 4u})
            if (s + take < n) f(s + take);
    }
    template <class F>
    void for_each_successor(std::uint32_t s, F&& f) const {
        for (std::uint32_t take : {1u, 3u, 4u})
            if (s >= take && gg::visit(f, s - take)) return;
    }
    gg::Fixed fixed(std::uint32_t) const { return gg::Fixed::None; }
    Outcome no_move_outcome() const { return Outcome::Lose; }
};

}  // namespace

TEST_CASE("grundy: the reference, the definition and the win/lose/draw engine on random graphs") {
    std::mt19937 rng(2024);
    int with_inf = 0, with_draw = 0;
    for (int iter = 0; iter < 4000; ++iter) {
        const Graph g = random_graph(rng, iter < 3000 ? 9 : 40);
        CAPTURE(iter);
        CAPTURE(g.n);
        const Succ succ = successors_of(g.n, g.edges);
        const gg::GrundyResult r = solve(g);
        REQUIRE(r.size() == static_cast<std::uint32_t>(g.n));
        const std::vector<int> want = reference_values(succ);
        const gg::Solution wld = testutil::solve(static_cast<std::uint32_t>(g.n), g.edges);
        std::uint32_t top = 0;
        for (int u = 0; u < g.n; ++u) {
            CAPTURE(u);
            REQUIRE(r.value[u] == want[u]);
            const auto k = r.inf_set(static_cast<std::uint32_t>(u));
            const std::vector<int> got_k(k.first, k.second);
            CHECK(got_k == (want[u] < 0 ? finite_follower_values(succ, want, u) : std::vector<int>{}));
            CHECK(r.outcome(static_cast<std::uint32_t>(u)) == wld.outcome[u]);
            const std::string bad_move = check_move(succ, r, u);
            CHECK_MESSAGE(bad_move.empty(), bad_move);
            if (r.value[u] >= 0) top = std::max(top, static_cast<std::uint32_t>(r.value[u]) + 1);
            with_inf += r.value[u] < 0;
            with_draw += wld.outcome[u] == Outcome::Draw;
        }
        CHECK(r.num_values == top);
        const std::string bad = check_definition(succ, r);
        CHECK_MESSAGE(bad.empty(), bad);
    }
    CHECK(with_inf > 1000);  // the cases do have cycles
    CHECK(with_draw > 500);
}

TEST_CASE("grundy: small graphs by hand, labels") {
    // a -> b -> c (a chain), d <-> e (a 2-cycle), f -> d and f -> c, g with a self-loop.
    const gg::GrundyGraph r = gg::grundy_graph_text("a b\nb c\nd e\ne d\nf d\nf c\ng g\nh g\nh c\n");
    std::map<std::string, std::string> label;
    for (std::uint32_t v = 0; v < r.graph.n; ++v) label[std::string(r.graph.name(v))] = r.result.label(v);
    CHECK(label["c"] == "0");
    CHECK(label["b"] == "1");
    CHECK(label["a"] == "0");
    CHECK(label["d"] == "inf()");  // an endless 2-cycle: a draw
    CHECK(label["e"] == "inf()");
    CHECK(label["f"] == "inf(0)");  // can move to the 0 at c: a win
    CHECK(label["g"] == "inf()");
    CHECK(label["h"] == "inf(0)");
    CHECK(gg::grundy_label(12, nullptr, nullptr) == "12");
    const std::int32_t k[] = {0, 3, 10};
    CHECK(gg::grundy_label(gg::kInfiniteValue, k, k + 3) == "inf(0,3,10)");
    // A cycle that reverses out: a <-> b, b -> c (sink). b = mex{0, ?}: b moves to c (0),
    // a's only follower b has a follower... b = 1, a = 0.
    const gg::GrundyGraph rc = gg::grundy_graph_text("a b\nb a\nb c\n");
    CHECK(rc.result.label(0) == "0");
    CHECK(rc.result.label(1) == "1");
    CHECK(rc.result.label(2) == "0");
}

TEST_CASE("grundy: fixed outcomes and the other convention are refused") {
    try {
        gg::grundy_graph_text("a b\n# fixed below\n  b = win\nc = lose\n");
        FAIL("no error");
    } catch (const gg::ParseError& e) {
        CHECK(e.line == 3);
        CHECK(e.column == 3);
        CHECK(std::string(e.what()).find("normal play") != std::string::npos);
    }
    const std::int32_t edge[] = {0, 1};
    CHECK_THROWS_AS(gg::grundy(gg::ExplicitGraph(2, edge, 1, Outcome::Win)), gg::NotNormalPlay);
    CHECK_THROWS_AS(gg::grundy(gg::ExplicitGraph(2, edge, 1, Outcome::Lose, {gg::Fixed::None, gg::Fixed::Draw})),
                    gg::NotNormalPlay);
    // A pursuit game ends on a capture: fixed outcomes.
    gg::PursuitRules rules;
    rules.pursuer.moves = gg::steps4();
    rules.evader.moves = gg::steps4();
    CHECK_THROWS_AS(gg::grundy(gg::PursuitGame(gg::Board::grid(2, 2, nullptr, nullptr), rules)), gg::NotNormalPlay);
    CHECK_THROWS_AS(gg::grundy_graph_text("a b c\n"), gg::ParseError);
    CHECK(gg::grundy_graph_text("").result.size() == 0);
}

TEST_CASE("grundy: known sequences") {
    SUBCASE("Nim heaps: a heap of k moves to every smaller heap, value k") {
        Edges e;
        for (int k = 0; k < 60; ++k)
            for (int j = 0; j < k; ++j) e.emplace_back(k, j);
        const gg::GrundyResult r = solve({60, e});
        for (int k = 0; k < 60; ++k) CHECK(r.value[k] == k);
        CHECK(r.num_values == 60);
    }
    SUBCASE("subtraction game {1, 3, 4}: period 7, 0 1 0 1 2 3 2") {
        const int period[] = {0, 1, 0, 1, 2, 3, 2};
        Edges e;
        const int n = 700;
        for (int k = 0; k < n; ++k)
            for (int take : {1, 3, 4})
                if (k >= take) e.emplace_back(k, k - take);
        const gg::GrundyResult r = solve({n, e});
        for (int k = 0; k < n; ++k) {
            CAPTURE(k);
            CHECK(r.value[k] == period[k % 7]);
        }
    }
}

namespace {

// Heap games whose positions are multisets of heaps (sorted, no empty heap), a move
// replacing one heap h by the heaps of one of splits(h): their state graph, built
// breadth-first, and the id of the single heap of each size 0..max_heap.
template <typename Splits>
std::pair<Graph, std::vector<int>> heap_game(int max_heap, Splits splits) {
    std::map<std::vector<int>, int> id;
    std::vector<std::vector<int>> pos;
    Graph g{0, {}};
    auto intern = [&](std::vector<int> p) {
        std::sort(p.begin(), p.end());
        const auto it = id.find(p);
        if (it != id.end()) return it->second;
        const int k = static_cast<int>(pos.size());
        id.emplace(p, k);
        pos.push_back(p);
        return k;
    };
    std::vector<int> single;
    for (int h = 0; h <= max_heap; ++h) single.push_back(intern(h == 0 ? std::vector<int>{} : std::vector<int>{h}));
    for (std::size_t i = 0; i < pos.size(); ++i) {  // pos grows while it is walked
        const std::vector<int> p = pos[i];
        for (std::size_t r = 0; r < p.size(); ++r) {
            if (r > 0 && p[r] == p[r - 1]) continue;  // the same heap size: the same moves
            for (const std::vector<int>& parts : splits(p[r])) {
                std::vector<int> q = p;
                q.erase(q.begin() + static_cast<std::ptrdiff_t>(r));
                q.insert(q.end(), parts.begin(), parts.end());
                g.edges.emplace_back(static_cast<int>(i), intern(q));
            }
        }
    }
    g.n = static_cast<int>(pos.size());
    return {g, single};
}

// The moves of the octal game 0.d1 d2 d3 ... on a heap of h: remove k tokens where
// digit dk allows it, leaving no heap (bit 1, k = h), one heap (bit 2) or two
// non-empty heaps (bit 4).
std::vector<std::vector<int>> octal_splits(const std::vector<int>& digits, int h) {
    std::vector<std::vector<int>> out;
    for (int k = 1; k <= h && k <= static_cast<int>(digits.size()); ++k) {
        const int d = digits[static_cast<std::size_t>(k - 1)];
        const int rest = h - k;
        if (rest == 0 && (d & 1)) out.push_back({});
        if (rest > 0 && (d & 2)) out.push_back({rest});
        if (d & 4)
            for (int a = 1; 2 * a <= rest; ++a) out.push_back({a, rest - a});
    }
    return out;
}

// The values of single heaps by the Sprague-Grundy theorem (mex of the XORs), the
// usual way of computing an octal game's sequence: a reference independent of the
// engine's labelling of the state graph.
template <typename Splits>
std::vector<int> heap_values(int max_heap, Splits splits) {
    std::vector<int> g;
    for (int h = 0; h <= max_heap; ++h) {
        std::set<int> seen;
        for (const std::vector<int>& parts : splits(h)) {
            int x = 0;
            for (int a : parts) x ^= g[static_cast<std::size_t>(a)];
            seen.insert(x);
        }
        int mex = 0;
        while (seen.count(mex)) ++mex;
        g.push_back(mex);
    }
    return g;
}

}  // namespace

TEST_CASE("grundy: octal games and Grundy's game from their state graphs, against published sequences") {
    struct Known {
        const char* name;
        std::vector<int> digits;  // empty: Grundy's game
        std::vector<int> want;    // from heap 0 (OEIS)
    };
    const std::vector<Known> known = {
        {"Kayles 0.77 (A002186)", {7, 7}, {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7}},
        {"Dawson's Kayles 0.07 (A002187)", {0, 7}, {0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1}},
        {"Dawson's chess 0.137 (A002187 shifted by one)", {1, 3, 7}, {0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1}},
        {"0.7: one token, parity", {7}, {0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1}},
        {"Grundy's game (A002188)", {}, {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0}},
    };
    auto grundy_splits = [](int h) {
        std::vector<std::vector<int>> out;
        for (int a = 1; 2 * a < h; ++a) out.push_back({a, h - a});
        return out;
    };
    for (const Known& k : known) {
        CAPTURE(k.name);
        const int max_heap = static_cast<int>(k.want.size()) - 1;
        auto splits = [&](int h) { return k.digits.empty() ? grundy_splits(h) : octal_splits(k.digits, h); };
        const auto game = heap_game(max_heap, splits);
        const gg::GrundyResult r = solve(game.first);
        for (int h = 0; h <= max_heap; ++h) {
            CAPTURE(h);
            CHECK(r.value[static_cast<std::size_t>(game.second[static_cast<std::size_t>(h)])] == k.want[static_cast<std::size_t>(h)]);
        }
        CHECK(heap_values(max_heap, splits) == k.want);
    }
}

TEST_CASE("grundy: random octal games, the state graph's values against the theorem's") {
    std::mt19937 rng(20261124);
    for (int t = 0; t < 60; ++t) {
        std::vector<int> digits(1 + rng() % 4);
        for (int& d : digits) d = static_cast<int>(rng() % 8);
        CAPTURE(t);
        const int max_heap = 14;
        auto splits = [&](int h) { return octal_splits(digits, h); };
        const auto game = heap_game(max_heap, splits);
        const gg::GrundyResult r = solve(game.first);
        const std::vector<int> want = heap_values(max_heap, splits);
        for (int h = 0; h <= max_heap; ++h) {
            CAPTURE(h);
            CHECK(r.value[static_cast<std::size_t>(game.second[static_cast<std::size_t>(h)])] == want[static_cast<std::size_t>(h)]);
        }
    }
}

TEST_CASE("grundy: an implicit game (predecessors on the fly) gives the explicit graph's values") {
    const Subtract134 game{500};
    const gg::GrundyResult a = gg::grundy(game);
    const gg::GrundyResult b = gg::grundy(gg::ExplicitGraph::of(game));
    CHECK(a.value == b.value);
    CHECK(a.move == b.move);
}

TEST_CASE("grundy: sums against the explicit product graph") {
    std::mt19937 rng(77);
    int outcomes[3] = {0, 0, 0};
    for (int iter = 0; iter < 300; ++iter) {
        CAPTURE(iter);
        const int parts = 2 + static_cast<int>(rng() % 2);
        std::vector<Graph> graphs;
        std::vector<gg::ExplicitGraph> explicit_graphs;
        std::vector<gg::GrundyResult> results;
        std::vector<std::vector<std::int32_t>> flat;
        for (int i = 0; i < parts; ++i) {
            Graph g = random_graph(rng, parts == 2 ? 7 : 5);
            if (g.n == 0) g.n = 1;
            graphs.push_back(g);
            flat.push_back(testutil::flatten(g.edges));
        }
        for (int i = 0; i < parts; ++i) {
            explicit_graphs.emplace_back(static_cast<std::uint32_t>(graphs[i].n), flat[i].data(), graphs[i].edges.size());
            results.push_back(gg::grundy(explicit_graphs.back()));
        }
        SumGame sum;
        for (const auto& g : explicit_graphs) sum.parts.push_back(&g);
        const gg::ExplicitGraph product = gg::ExplicitGraph::of(sum);
        const gg::Solution wld = gg::retrograde(product);
        const gg::GrundyResult pg = gg::grundy(product);
        for (std::uint32_t s = 0; s < sum.num_states(); ++s) {
            CAPTURE(s);
            const std::vector<std::uint32_t> at = sum.decode(s);
            std::vector<gg::SumComponent> comps;
            for (int i = 0; i < parts; ++i)
                comps.push_back(gg::sum_component(flat[i].data(), graphs[i].edges.size(), results[i].value.data(),
                                                  results[i].size(), at[i]));
            const gg::SumResult r = gg::sum_games(comps);
            CHECK(r.outcome == wld.outcome[s]);
            CHECK(r.label() == pg.label(s));  // the sum theorem, K included
            ++outcomes[static_cast<int>(r.outcome)];
            if (r.outcome == Outcome::Win) {
                REQUIRE(r.move_component >= 0);
                std::vector<std::uint32_t> next = at;
                const auto succ = explicit_graphs[r.move_component].successors(at[r.move_component]);
                CHECK(std::find(succ.begin(), succ.end(), static_cast<std::uint32_t>(r.move_to)) != succ.end());
                next[r.move_component] = static_cast<std::uint32_t>(r.move_to);
                CHECK(wld.outcome[sum.encode(next)] == Outcome::Lose);
            } else {
                CHECK(r.move_component == -1);
                CHECK(r.move_to == -1);
            }
        }
    }
    CHECK(outcomes[0] > 100);  // draws, wins and losses all occur
    CHECK(outcomes[1] > 100);
    CHECK(outcomes[2] > 100);
    CHECK_THROWS_AS(gg::sum_games({}), std::invalid_argument);
    const std::int32_t loop[] = {0, 0};
    const std::int32_t values[] = {gg::kInfiniteValue};
    CHECK_THROWS_AS(gg::sum_component(loop, 1, values, 1, 1), std::invalid_argument);
}

TEST_CASE("grundy: a chain of 10M vertices, and a cycle of 1M, without recursion") {
    const std::uint32_t n = 10000000;
    std::vector<std::int32_t> edges;
    edges.reserve(2 * static_cast<std::size_t>(n));
    for (std::uint32_t v = 1; v < n; ++v) {
        edges.push_back(static_cast<std::int32_t>(v));
        edges.push_back(static_cast<std::int32_t>(v - 1));
    }
    {
        const gg::GrundyResult r = gg::grundy_graph_edges(n, edges.data(), n - 1);
        std::uint32_t bad = 0;
        for (std::uint32_t v = 0; v < n; ++v) bad += r.value[v] != static_cast<std::int32_t>(v % 2);
        CHECK(bad == 0);
        CHECK(r.num_values == 2);
        CHECK(r.move[n - 1] == static_cast<std::int32_t>(n - 2));
    }
    const std::uint32_t c = 1000000;
    edges.resize(2 * static_cast<std::size_t>(c - 1));
    edges.push_back(0);
    edges.push_back(static_cast<std::int32_t>(c - 1));  // closes the cycle
    const gg::GrundyResult r = gg::grundy_graph_edges(c, edges.data(), c);
    std::uint32_t bad = 0;
    for (std::uint32_t v = 0; v < c; ++v) bad += r.label(v) != "inf()" || r.move[v] != static_cast<std::int32_t>((v + c - 1) % c);
    CHECK(bad == 0);
}
