// Differential test: the engine against the slow reference solver (reference.hpp) on
// thousands of random graphs, with a fixed seed. Outcomes and depths must match
// exactly; every move must be an actual edge and optimal; and the same graphs given
// as text (named and cp forms) must parse back to the same edges and solution.
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "graph/graph_solve.hpp"
#include "reference.hpp"
#include "test_util.hpp"

using gg::Fixed;
using gg::Outcome;
using testutil::Edges;

namespace {

using testutil::Rng;

struct Case {
    int n = 0;
    Edges edges;
    Outcome no_move = Outcome::Lose;
    std::vector<Fixed> fixed;
};

Case random_case(Rng& rng, int max_n) {
    Case c;
    c.n = rng.chance(0.3) ? rng.between(0, 8) : rng.between(0, max_n);
    const int n = c.n;
    const double p_self = std::vector<double>{0.0, 0.05, 0.3}[static_cast<std::size_t>(rng.below(3))];
    const double p_parallel = std::vector<double>{0.0, 0.1, 0.3}[static_cast<std::size_t>(rng.below(3))];
    const int shape = rng.below(6);
    int m = 0;
    switch (shape) {
        case 0: m = rng.between(0, n); break;                   // sparse: many terminals
        case 1: m = rng.between(0, 2 * n); break;
        case 2: m = rng.between(n, 4 * n); break;
        case 3: m = rng.between(0, n * n / 2); break;           // dense
        default: m = rng.between(n / 2, 2 * n); break;          // mostly forward: long plays
    }
    if (n > 0) {
        for (int i = 0; i < m; ++i) {
            if (!c.edges.empty() && rng.chance(p_parallel)) {
                c.edges.push_back(c.edges[static_cast<std::size_t>(rng.below(static_cast<int>(c.edges.size())))]);
                continue;
            }
            const int u = rng.below(n);
            int v = rng.below(n);
            if (rng.chance(p_self)) v = u;
            else if (shape >= 4 && u + 1 < n && rng.chance(0.9)) v = rng.between(u + 1, std::min(n - 1, u + 3));
            c.edges.emplace_back(u, v);
        }
    }
    c.no_move = rng.chance(0.5) ? Outcome::Lose : Outcome::Win;
    const int fix_mode = rng.below(4);
    if (fix_mode >= 1) {
        const double p_fix = std::vector<double>{0.0, 0.03, 0.1, 0.3}[static_cast<std::size_t>(fix_mode)];
        c.fixed.assign(static_cast<std::size_t>(n), Fixed::None);
        for (auto& f : c.fixed)
            if (rng.chance(p_fix)) f = static_cast<Fixed>(rng.between(1, 3));
    }
    return c;
}

std::string describe(const Case& c) {
    std::ostringstream os;
    os << "n = " << c.n << ", no_move = " << gg::outcome_name(c.no_move) << ", edges:";
    for (const auto& e : c.edges) os << " " << e.first << "->" << e.second;
    if (!c.fixed.empty()) {
        os << ", fixed:";
        for (int v = 0; v < c.n; ++v)
            if (c.fixed[static_cast<std::size_t>(v)] != Fixed::None)
                os << " " << v << "=" << static_cast<int>(c.fixed[static_cast<std::size_t>(v)]);
    }
    return os.str();
}

// Compares a solution with the reference; returns "" or what differs.
std::string compare(const Case& c, const ref::Result& r, const gg::Solution& s) {
    const auto n = static_cast<std::uint32_t>(c.n);
    for (std::uint32_t v = 0; v < n; ++v) {
        if (r.depth[v] != r.round[v])
            return "reference disagrees with itself at " + std::to_string(v) + ": depth " +
                   std::to_string(r.depth[v]) + ", round " + std::to_string(r.round[v]);
        if (s.outcome[v] != r.outcome[v] || s.depth[v] != r.depth[v])
            return "vertex " + std::to_string(v) + ": engine " + gg::outcome_name(s.outcome[v]) + " " +
                   std::to_string(s.depth[v]) + ", reference " + gg::outcome_name(r.outcome[v]) + " " +
                   std::to_string(r.depth[v]);
    }
    const std::string local = testutil::check_local(n, c.edges, c.no_move, c.fixed, s);
    if (!local.empty()) return local;
    // edges_examined: exactly the predecessor entries of the WIN and LOSE vertices.
    std::uint64_t expected = 0;
    for (const auto& e : c.edges)
        if (s.outcome[static_cast<std::size_t>(e.second)] != Outcome::Draw) ++expected;
    if (s.edges_examined != expected)
        return "edges_examined " + std::to_string(s.edges_examined) + ", expected " + std::to_string(expected);
    return {};
}

// The case as named text with shuffled lines, declarations, fixes in random case,
// comments, blank lines and, sometimes, CRLF line endings.
std::string named_text(const Case& c, Rng& rng) {
    std::vector<std::string> lines;
    for (const auto& e : c.edges) lines.push_back("v" + std::to_string(e.first) + " v" + std::to_string(e.second));
    // Edges keep their order (parallel edges and ids are compared in order); the
    // other lines are inserted at random places.
    auto insert = [&](std::string line) {
        const auto at = static_cast<std::size_t>(rng.below(static_cast<int>(lines.size()) + 1));
        lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(at), std::move(line));
    };
    for (int v = 0; v < c.n; ++v) insert("v" + std::to_string(v));
    if (!c.fixed.empty()) {
        const char* spellings[4][3] = {{"", "", ""}, {"win", "WIN", "Win"}, {"lose", "LOSE", "lOsE"},
                                       {"draw", "DRAW", "Draw"}};
        for (int v = 0; v < c.n; ++v) {
            const int f = static_cast<int>(c.fixed[static_cast<std::size_t>(v)]);
            if (f != 0) insert("v" + std::to_string(v) + " = " + spellings[f][rng.below(3)]);
        }
    }
    const int extra = rng.below(4);
    for (int i = 0; i < extra; ++i) insert(rng.chance(0.5) ? "# a comment" : "");
    const char* eol = rng.chance(0.3) ? "\r\n" : "\n";
    std::string text;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (rng.chance(0.1)) text += "  ";
        text += lines[i];
        if (rng.chance(0.1)) text += "  # trailing comment";
        if (i + 1 < lines.size() || rng.chance(0.7)) text += eol;
    }
    return text;
}

// Checks the text forms of a case: returns "" or what went wrong.
std::string check_text(const Case& c, const ref::Result& r, Rng& rng) {
    // Named form.
    const std::string text = named_text(c, rng);
    gg::SolvedGraph sg;
    try {
        sg = gg::solve_graph_text(text, c.no_move, rng.chance(0.5) ? gg::Format::Auto : gg::Format::Named);
    } catch (const std::exception& e) {
        return std::string("named text does not parse: ") + e.what() + "\n" + text;
    }
    if (sg.graph.format != gg::Format::Named) return "named text read as cp:\n" + text;
    if (sg.graph.n != static_cast<std::uint32_t>(c.n)) return "named text: wrong n\n" + text;
    std::vector<int> orig(static_cast<std::size_t>(c.n));  // parsed id -> case id
    for (std::uint32_t v = 0; v < sg.graph.n; ++v) {
        const std::string_view name = sg.graph.name(v);
        if (name.empty() || name[0] != 'v') return "named text: bad name " + std::string(name);
        orig[v] = std::stoi(std::string(name.substr(1)));
    }
    if (sg.graph.num_edges() != c.edges.size()) return "named text: wrong m\n" + text;
    for (std::size_t i = 0; i < c.edges.size(); ++i)
        if (orig[static_cast<std::size_t>(sg.graph.edges[2 * i])] != c.edges[i].first ||
            orig[static_cast<std::size_t>(sg.graph.edges[2 * i + 1])] != c.edges[i].second)
            return "named text: edge " + std::to_string(i) + " differs\n" + text;
    gg::Solution mapped;  // the text's solution in the case's vertex ids
    mapped.outcome.resize(static_cast<std::size_t>(c.n));
    mapped.depth.resize(static_cast<std::size_t>(c.n));
    mapped.move.resize(static_cast<std::size_t>(c.n));
    for (std::uint32_t v = 0; v < sg.graph.n; ++v) {
        const auto o = static_cast<std::size_t>(orig[v]);
        const Fixed want = c.fixed.empty() ? Fixed::None : c.fixed[o];
        const Fixed got = sg.graph.fixed.empty() ? Fixed::None : sg.graph.fixed[v];
        if (want != got) return "named text: fixed outcome of v" + std::to_string(o) + " differs\n" + text;
        mapped.outcome[o] = sg.solution.outcome[v];
        mapped.depth[o] = sg.solution.depth[v];
        const std::int32_t mv = sg.solution.move[v];
        mapped.move[o] = mv < 0 ? -1 : orig[static_cast<std::size_t>(mv)];
    }
    if (mapped.outcome != r.outcome || mapped.depth != r.depth) return "named text: solution differs\n" + text;
    const std::string local = testutil::check_local(static_cast<std::uint32_t>(c.n), c.edges, c.no_move, c.fixed, mapped);
    if (!local.empty()) return "named text: " + local + "\n" + text;

    // Competitive-programming form (no fixed outcomes there).
    if (c.fixed.empty()) {
        std::string cp = std::to_string(c.n) + " " + std::to_string(c.edges.size()) + "\n";
        for (const auto& e : c.edges) cp += std::to_string(e.first + 1) + " " + std::to_string(e.second + 1) + "\n";
        gg::SolvedGraph sc;
        try {
            sc = gg::solve_graph_text(cp, c.no_move, rng.chance(0.5) ? gg::Format::Auto : gg::Format::Cp);
        } catch (const std::exception& e) {
            return std::string("cp text does not parse: ") + e.what() + "\n" + cp;
        }
        if (sc.graph.format != gg::Format::Cp) return "cp text not read as cp\n" + cp;
        if (sc.graph.edges != testutil::flatten(c.edges)) return "cp text: edges differ\n" + cp;
        if (sc.solution.outcome != r.outcome || sc.solution.depth != r.depth) return "cp text: solution differs\n" + cp;
    }
    return {};
}

}  // namespace

TEST_CASE("reference solver: hand-checked small cases") {
    // a -> b -> c (c stuck): rounds 2, 1, 0.
    ref::Result r = ref::solve(3, {{0, 1}, {1, 2}}, Outcome::Lose);
    CHECK(r.outcome == std::vector<Outcome>{Outcome::Lose, Outcome::Win, Outcome::Lose});
    CHECK(r.depth == std::vector<int>{2, 1, 0});
    // Cycle u <-> v with u's exit to t: u WIN 1, v LOSE 2.
    r = ref::solve(3, {{0, 1}, {1, 0}, {0, 2}}, Outcome::Lose);
    CHECK(r.outcome == std::vector<Outcome>{Outcome::Win, Outcome::Lose, Outcome::Lose});
    CHECK(r.depth == std::vector<int>{1, 2, 0});
    // Pure cycle: draws.
    r = ref::solve(2, {{0, 1}, {1, 0}}, Outcome::Lose);
    CHECK(r.outcome == std::vector<Outcome>{Outcome::Draw, Outcome::Draw});
    CHECK(r.depth == std::vector<int>{-1, -1});
    // Fixed: 0 fixed WIN with a move; 1 -> 0 loses; 2 fixed draw; 3 -> 2 draws.
    r = ref::solve(4, {{0, 1}, {1, 0}, {3, 2}}, Outcome::Lose, {Fixed::Win, Fixed::None, Fixed::Draw, Fixed::None});
    CHECK(r.outcome == std::vector<Outcome>{Outcome::Win, Outcome::Lose, Outcome::Draw, Outcome::Draw});
    CHECK(r.depth == std::vector<int>{0, 1, -1, -1});
    // x with WIN successors of depths 1 and 3: LOSE 4.
    // 0 -> 1, 0 -> 2; 1 -> 3 (stuck); 2 -> 4 -> 5 -> 6 (stuck).
    r = ref::solve(7, {{0, 1}, {0, 2}, {1, 3}, {2, 4}, {4, 5}, {5, 6}}, Outcome::Lose);
    CHECK(r.outcome[0] == Outcome::Lose);
    CHECK(r.depth == std::vector<int>{4, 1, 3, 0, 2, 1, 0});
    CHECK(r.round == r.depth);
}

TEST_CASE("differential: engine vs reference on random graphs") {
    Rng rng{20240601};
    constexpr int kCases = 30000;
    int failures = 0, text_checked = 0;
    std::size_t vertices = 0, edges = 0;
    int outcome_count[3] = {0, 0, 0};
    for (int i = 0; i < kCases && failures < 5; ++i) {
        const Case c = random_case(rng, 60);
        vertices += static_cast<std::size_t>(c.n);
        edges += c.edges.size();
        const ref::Result r = ref::solve(c.n, c.edges, c.no_move, c.fixed);
        const gg::Solution s = testutil::solve(static_cast<std::uint32_t>(c.n), c.edges, c.no_move, c.fixed);
        for (Outcome o : r.outcome) ++outcome_count[static_cast<int>(o)];
        std::string err = compare(c, r, s);
        if (err.empty() && i % 3 == 0) {
            err = check_text(c, r, rng);
            ++text_checked;
        }
        if (!err.empty()) {
            ++failures;
            FAIL_CHECK("case " << i << ": " << err << "\n" << describe(c));
        }
    }
    CHECK(failures == 0);
    // The generator must produce all three outcomes in quantity.
    CHECK(outcome_count[0] > 10000);
    CHECK(outcome_count[1] > 10000);
    CHECK(outcome_count[2] > 10000);
    MESSAGE(kCases << " random graphs, " << vertices << " vertices, " << edges << " edges ("
                   << outcome_count[1] << " WIN, " << outcome_count[2] << " LOSE, " << outcome_count[0]
                   << " DRAW); " << text_checked << " also as text");
}

TEST_CASE("differential: larger random graphs") {
    Rng rng{77};
    int failures = 0;
    for (int i = 0; i < 100 && failures < 3; ++i) {
        Case c;
        c.n = rng.between(200, 3000);
        const int deg = rng.between(1, 4);
        const bool forward = i % 2 == 0;  // long plays, deep positions
        for (int k = 0; k < c.n * deg; ++k) {
            const int u = rng.below(c.n);
            int v = rng.below(c.n);
            if (forward && u + 1 < c.n && rng.chance(0.95)) v = rng.between(u + 1, std::min(c.n - 1, u + 4));
            c.edges.emplace_back(u, v);
        }
        c.no_move = i % 4 < 2 ? Outcome::Lose : Outcome::Win;
        if (i % 3 == 0) {
            c.fixed.assign(static_cast<std::size_t>(c.n), Fixed::None);
            for (auto& f : c.fixed)
                if (rng.chance(0.02)) f = static_cast<Fixed>(rng.between(1, 3));
        }
        const ref::Result r = ref::solve(c.n, c.edges, c.no_move, c.fixed);
        const gg::Solution s = testutil::solve(static_cast<std::uint32_t>(c.n), c.edges, c.no_move, c.fixed);
        const std::string err = compare(c, r, s);
        if (!err.empty()) {
            ++failures;
            FAIL_CHECK("large case " << i << " (n = " << c.n << ", m = " << c.edges.size() << "): " << err);
        }
    }
    CHECK(failures == 0);
}
