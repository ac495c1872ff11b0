// solve_tier (solver/rules/tier_solve.hpp): one tier solved from its inner moves and a
// summary of its external children. Differential tests against the whole-graph
// engine (solve_graph_edges) and the slow reference (reference.hpp): thousands of
// random tiered games solved tier by tier from the highest, random tiers whose
// external children have depths past 65535 (three bytes of the radix sort), and a
// large game; hand-made cases; the errors and the budget.
#include <algorithm>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "graph/graph_solve.hpp"
#include "core/limits.hpp"
#include "reference.hpp"
#include "test_util.hpp"
#include "rules/tier_solve.hpp"

using gg::Fixed;
using gg::Outcome;
using testutil::Edges;
using testutil::Rng;

namespace {

// An external child: its outcome for the player to move there, its depth.
struct Ext {
    Outcome o;
    std::int32_t d;
};

// A tier given as lists, and the arrays of its TierInput.
struct TierData {
    std::uint32_t n = 0;
    std::vector<std::vector<std::uint32_t>> inner;
    std::vector<std::vector<Ext>> ext;
    std::vector<std::uint8_t> fixed;  // empty: none
    Outcome no_move = Outcome::Lose;
    bool null_start_if_no_move = false;  // inner_start null when there is no inner move at all
    bool null_ext_if_none = true;        // ext_count null when there is no external child at all

    std::vector<std::uint32_t> start, to, count, win_count;
    std::vector<std::int32_t> lose_min, win_max;

    explicit TierData(std::uint32_t size = 0) : n(size), inner(size), ext(size) {}

    gg::TierInput input() {
        start.assign(1, 0);
        to.clear();
        count.assign(n, 0);
        win_count.assign(n, 0);
        lose_min.assign(n, -1);
        win_max.assign(n, -1);
        bool any_ext = false;
        for (std::uint32_t u = 0; u < n; ++u) {
            for (std::uint32_t t : inner[u]) to.push_back(t);
            start.push_back(static_cast<std::uint32_t>(to.size()));
            for (const Ext& e : ext[u]) {
                any_ext = true;
                ++count[u];
                if (e.o == Outcome::Win) {
                    ++win_count[u];
                    win_max[u] = std::max(win_max[u], e.d);
                } else if (e.o == Outcome::Lose) {
                    lose_min[u] = lose_min[u] < 0 ? e.d : std::min(lose_min[u], e.d);
                }
            }
        }
        gg::TierInput in;
        in.n = n;
        in.inner_start = to.empty() && null_start_if_no_move ? nullptr : start.data();
        in.inner_to = to.empty() ? nullptr : to.data();
        in.fixed = fixed.empty() ? nullptr : fixed.data();
        if (any_ext || !null_ext_if_none) {
            in.ext_count = count.data();
            in.ext_lose_min = lose_min.data();
            in.ext_win_max = win_max.data();
            in.ext_win_count = win_count.data();
        }
        in.no_move = no_move;
        return in;
    }

    gg::TierSolution solve(const gg::ProgressFn& progress = {}, std::uint64_t max_memory = gg::kNoMemoryLimit) {
        return gg::solve_tier(input(), progress, max_memory);
    }
};

// "WIN 3", "LOSE 0", "DRAW -1".
std::string row(const gg::TierSolution& s, std::uint32_t u) {
    return std::string(gg::outcome_name(static_cast<Outcome>(s.outcome[u]))) + " " + std::to_string(s.depth[u]);
}

// A random game with tiers: positions in 1..6 tiers, moves only to the same or a
// higher tier.
struct TieredCase {
    int n = 0;
    std::vector<int> tier;
    Edges edges;
    Outcome no_move = Outcome::Lose;
    std::vector<Fixed> fixed;  // empty: none
};

TieredCase random_tiered(Rng& rng, int max_n) {
    TieredCase c;
    c.n = rng.chance(0.3) ? rng.between(1, 8) : rng.between(1, max_n);
    const int n = c.n;
    const int tiers = rng.between(1, 6);
    c.tier.resize(static_cast<std::size_t>(n));
    for (int& t : c.tier) t = rng.below(tiers);
    std::vector<std::vector<int>> members(static_cast<std::size_t>(tiers));
    for (int v = 0; v < n; ++v) members[static_cast<std::size_t>(c.tier[static_cast<std::size_t>(v)])].push_back(v);
    // the positions of tier >= t, for the moves out of a tier
    std::vector<std::vector<int>> at_least(static_cast<std::size_t>(tiers));
    for (int t = 0; t < tiers; ++t)
        for (int v = 0; v < n; ++v)
            if (c.tier[static_cast<std::size_t>(v)] >= t) at_least[static_cast<std::size_t>(t)].push_back(v);

    const double p_self = std::vector<double>{0.0, 0.05, 0.3}[static_cast<std::size_t>(rng.below(3))];
    const double p_parallel = std::vector<double>{0.0, 0.1, 0.3}[static_cast<std::size_t>(rng.below(3))];
    const double p_inner = std::vector<double>{0.2, 0.5, 0.8}[static_cast<std::size_t>(rng.below(3))];
    const int shape = rng.below(6);
    int m = 0;
    switch (shape) {
        case 0: m = rng.between(0, n); break;           // sparse: many positions without a move
        case 1: m = rng.between(0, 2 * n); break;
        case 2: m = rng.between(n, 4 * n); break;
        case 3: m = rng.between(0, n * n / 2); break;   // dense
        default: m = rng.between(n / 2, 2 * n); break;  // mostly chains inside the tiers
    }
    if (shape == 5) {
        // Long plays: every position moves to the next one or two of its tier (the
        // last ones of a tier to a higher tier, or nowhere), now and then elsewhere.
        for (int u = 0; u < n; ++u) {
            const std::size_t tu = static_cast<std::size_t>(c.tier[static_cast<std::size_t>(u)]);
            const std::vector<int>& same = members[tu];
            const std::size_t at = static_cast<std::size_t>(std::find(same.begin(), same.end(), u) - same.begin());
            for (int k = rng.between(1, 2); k > 0; --k) {
                const std::size_t next = at + static_cast<std::size_t>(rng.between(1, 2));
                if (rng.chance(0.1) || next >= same.size()) {
                    if (rng.chance(0.5)) continue;
                    const std::vector<int>& up = at_least[tu];
                    c.edges.emplace_back(u, up[static_cast<std::size_t>(rng.below(static_cast<int>(up.size())))]);
                } else {
                    c.edges.emplace_back(u, same[next]);
                }
            }
        }
        m = 0;
    }
    for (int i = 0; i < m; ++i) {
        if (!c.edges.empty() && rng.chance(p_parallel)) {
            c.edges.push_back(c.edges[static_cast<std::size_t>(rng.below(static_cast<int>(c.edges.size())))]);
            continue;
        }
        const int u = rng.below(n);
        const std::size_t tu = static_cast<std::size_t>(c.tier[static_cast<std::size_t>(u)]);
        const std::vector<int>& same = members[tu];
        int v;
        if (rng.chance(p_self)) {
            v = u;
        } else if (rng.chance(p_inner)) {
            if (shape == 4 && rng.chance(0.9)) {  // one of the next few positions of the tier, cyclically
                const auto at = std::find(same.begin(), same.end(), u) - same.begin();
                v = same[static_cast<std::size_t>(at + rng.between(1, 3)) % same.size()];
            } else {
                v = same[static_cast<std::size_t>(rng.below(static_cast<int>(same.size())))];
            }
        } else {
            const std::vector<int>& up = at_least[tu];
            v = up[static_cast<std::size_t>(rng.below(static_cast<int>(up.size())))];
        }
        c.edges.emplace_back(u, v);
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

std::string describe(const TieredCase& c) {
    std::ostringstream os;
    os << "n = " << c.n << ", no_move = " << gg::outcome_name(c.no_move) << ", tiers:";
    for (int v = 0; v < c.n; ++v) os << " " << v << ":" << c.tier[static_cast<std::size_t>(v)];
    os << ", edges:";
    for (const auto& e : c.edges) os << " " << e.first << "->" << e.second;
    if (!c.fixed.empty()) {
        os << ", fixed:";
        for (int v = 0; v < c.n; ++v)
            if (c.fixed[static_cast<std::size_t>(v)] != Fixed::None)
                os << " " << v << "=" << static_cast<int>(c.fixed[static_cast<std::size_t>(v)]);
    }
    return os.str();
}

struct Results {
    std::vector<Outcome> outcome;
    std::vector<std::int32_t> depth;
};

// The game solved tier by tier, from the highest, each tier's external summaries
// taken from the tiers solved before it. Local ids are a random permutation of the
// tier's positions; the optional arrays are left null at random where they may be.
Results solve_by_tiers(const TieredCase& c, Rng& rng) {
    const int n = c.n;
    const int tiers = c.n == 0 ? 0 : *std::max_element(c.tier.begin(), c.tier.end()) + 1;
    std::vector<std::vector<int>> succ(static_cast<std::size_t>(n));
    for (const auto& e : c.edges) succ[static_cast<std::size_t>(e.first)].push_back(e.second);
    Results r;
    r.outcome.assign(static_cast<std::size_t>(n), Outcome::Draw);
    r.depth.assign(static_cast<std::size_t>(n), -2);  // -2: not solved yet
    std::vector<std::uint32_t> local(static_cast<std::size_t>(n));
    for (int t = tiers - 1; t >= 0; --t) {
        std::vector<int> members;
        for (int v = 0; v < n; ++v)
            if (c.tier[static_cast<std::size_t>(v)] == t) members.push_back(v);
        for (std::size_t i = members.size(); i > 1; --i)
            std::swap(members[i - 1], members[static_cast<std::size_t>(rng.below(static_cast<int>(i)))]);
        for (std::size_t i = 0; i < members.size(); ++i) local[static_cast<std::size_t>(members[i])] = static_cast<std::uint32_t>(i);
        TierData td(static_cast<std::uint32_t>(members.size()));
        td.no_move = c.no_move;
        td.null_start_if_no_move = rng.chance(0.5);
        td.null_ext_if_none = rng.chance(0.5);
        if (!c.fixed.empty() || rng.chance(0.2)) td.fixed.assign(members.size(), 0);
        for (std::size_t i = 0; i < members.size(); ++i) {
            const int g = members[i];
            if (!c.fixed.empty()) td.fixed[i] = static_cast<std::uint8_t>(c.fixed[static_cast<std::size_t>(g)]);
            for (int w : succ[static_cast<std::size_t>(g)]) {
                const int tw = c.tier[static_cast<std::size_t>(w)];
                REQUIRE(tw >= t);
                if (tw == t) {
                    td.inner[i].push_back(local[static_cast<std::size_t>(w)]);
                } else {
                    REQUIRE(r.depth[static_cast<std::size_t>(w)] != -2);
                    td.ext[i].push_back(Ext{r.outcome[static_cast<std::size_t>(w)], r.depth[static_cast<std::size_t>(w)]});
                }
            }
        }
        const gg::TierSolution s = td.solve();
        REQUIRE(s.outcome.size() == members.size());
        REQUIRE(s.depth.size() == members.size());
        for (std::size_t i = 0; i < members.size(); ++i) {
            r.outcome[static_cast<std::size_t>(members[i])] = static_cast<Outcome>(s.outcome[i]);
            r.depth[static_cast<std::size_t>(members[i])] = s.depth[i];
        }
    }
    return r;
}

// The first position where the tiered results differ from the whole graph's, or "".
std::string compare(const Results& r, const std::vector<Outcome>& outcome, const std::vector<std::int32_t>& depth,
                    const char* what) {
    for (std::size_t v = 0; v < r.outcome.size(); ++v)
        if (r.outcome[v] != outcome[v] || r.depth[v] != depth[v]) {
            std::ostringstream os;
            os << "position " << v << ": tiers give " << gg::outcome_name(r.outcome[v]) << " " << r.depth[v] << ", "
               << what << " " << gg::outcome_name(outcome[v]) << " " << depth[v];
            return os.str();
        }
    return {};
}

}  // namespace

TEST_CASE("tier: random tiered games solved tier by tier match the whole-graph engine and the reference") {
    Rng rng{0x7135D1CEull};
    int cases = 0, positions = 0, decided = 0, deep = 0;
    for (int i = 0; i < 4000; ++i) {
        const TieredCase c = random_tiered(rng, 60);
        const gg::Solution whole = testutil::solve(static_cast<std::uint32_t>(c.n), c.edges, c.no_move, c.fixed);
        const Results r = solve_by_tiers(c, rng);
        std::string err = compare(r, whole.outcome, whole.depth, "the whole graph");
        if (err.empty()) {
            const ref::Result ref = ref::solve(c.n, c.edges, c.no_move, c.fixed);
            err = compare(r, ref.outcome, std::vector<std::int32_t>(ref.depth.begin(), ref.depth.end()),
                          "the reference");
        }
        REQUIRE_MESSAGE(err.empty(), "case " << i << ": " << err << "\n" << describe(c));
        ++cases;
        positions += c.n;
        for (std::int32_t d : r.depth) {
            decided += d >= 0;
            deep += d >= 5;
        }
    }
    MESSAGE(cases << " games, " << positions << " positions, " << decided << " decided, " << deep
                  << " at depth 5 or more");
    CHECK(cases == 4000);
    CHECK(deep > 1000);  // the games are not all shallow
}

TEST_CASE("tier: random tiers whose external children are deep (past 65535) match the whole-graph engine") {
    // The whole graph: two chains of D + 1 positions each, p_0 fixed LOSE and
    // q_0 fixed WIN, p_j -> p_j-1 and q_j -> q_j-1: p_j is a LOSE at depth j for an
    // even j, a WIN for an odd one, q_j the other way round; a fixed DRAW; then the
    // tier, whose external children are picked among them.
    constexpr int D = 70000;
    const int p0 = 0, q0 = D + 1, draw = 2 * D + 2, first = 2 * D + 3;
    Edges chains;
    for (int j = 1; j <= D; ++j) {
        chains.emplace_back(p0 + j, p0 + j - 1);
        chains.emplace_back(q0 + j, q0 + j - 1);
    }
    Rng rng{0xDEE9ull};
    for (int i = 0; i < 150; ++i) {
        const int k = rng.between(1, 30);
        TierData td(static_cast<std::uint32_t>(k));
        td.no_move = rng.chance(0.5) ? Outcome::Lose : Outcome::Win;
        Edges edges = chains;
        std::vector<Fixed> fixed(static_cast<std::size_t>(first + k), Fixed::None);
        fixed[static_cast<std::size_t>(p0)] = Fixed::Lose;
        fixed[static_cast<std::size_t>(q0)] = Fixed::Win;
        fixed[static_cast<std::size_t>(draw)] = Fixed::Draw;
        if (rng.chance(0.5)) {
            td.fixed.assign(static_cast<std::size_t>(k), 0);
            for (int u = 0; u < k; ++u)
                if (rng.chance(0.1)) {
                    td.fixed[static_cast<std::size_t>(u)] = static_cast<std::uint8_t>(rng.between(1, 3));
                    fixed[static_cast<std::size_t>(first + u)] = static_cast<Fixed>(td.fixed[static_cast<std::size_t>(u)]);
                }
        }
        const int m_inner = rng.between(0, 3 * k);
        for (int e = 0; e < m_inner; ++e) {
            const int u = rng.below(k), v = rng.chance(0.1) ? u : rng.below(k);
            td.inner[static_cast<std::size_t>(u)].push_back(static_cast<std::uint32_t>(v));
            edges.emplace_back(first + u, first + v);
        }
        const int m_ext = rng.between(0, 3 * k);
        for (int e = 0; e < m_ext; ++e) {
            const int u = rng.below(k);
            const int kind = rng.below(10);
            Outcome o = Outcome::Draw;
            int d = -1, target = draw;
            if (kind > 0) {
                o = kind <= 5 ? Outcome::Win : Outcome::Lose;
                const int range = rng.below(3);
                d = range == 0 ? rng.between(0, 12) : range == 1 ? rng.between(D - 300, D) : rng.between(0, D);
                const bool even = d % 2 == 0;
                // p_d: LOSE when d is even; q_d: WIN when d is even
                target = (o == Outcome::Lose) == even ? p0 + d : q0 + d;
            }
            td.ext[static_cast<std::size_t>(u)].push_back(Ext{o, d});
            edges.emplace_back(first + u, target);
        }
        const gg::Solution whole =
            testutil::solve(static_cast<std::uint32_t>(first + k), edges, td.no_move, fixed);
        const gg::TierSolution s = td.solve();
        for (int u = 0; u < k; ++u) {
            const std::size_t g = static_cast<std::size_t>(first + u);
            REQUIRE_MESSAGE(row(s, static_cast<std::uint32_t>(u)) ==
                                std::string(gg::outcome_name(whole.outcome[g])) + " " + std::to_string(whole.depth[g]),
                            "case " << i << ", tier position " << u);
        }
    }
}

TEST_CASE("tier: a large random tiered game matches the whole-graph engine") {
    Rng rng{0xB16ull};
    TieredCase c;
    c.n = 200000;
    c.tier.resize(static_cast<std::size_t>(c.n));
    for (int v = 0; v < c.n; ++v) c.tier[static_cast<std::size_t>(v)] = v * 4 / c.n;  // 4 tiers of 50,000
    for (int i = 0; i < 3 * c.n; ++i) {
        const int u = rng.below(c.n);
        const int t = c.tier[static_cast<std::size_t>(u)];
        const int lo = t * c.n / 4;
        // mostly forward inside the tier (long plays), sometimes anywhere in it or above
        int v = rng.chance(0.8) ? std::min(u + rng.between(1, 3), (t + 1) * c.n / 4 - 1)
                                : rng.between(lo, c.n - 1);
        if (rng.chance(0.05)) v = lo + rng.below(c.n / 4);
        c.edges.emplace_back(u, v);
    }
    c.fixed.assign(static_cast<std::size_t>(c.n), Fixed::None);
    for (auto& f : c.fixed)
        if (rng.chance(0.01)) f = static_cast<Fixed>(rng.between(1, 3));
    const gg::Solution whole = testutil::solve(static_cast<std::uint32_t>(c.n), c.edges, c.no_move, c.fixed);
    const Results r = solve_by_tiers(c, rng);
    CHECK(compare(r, whole.outcome, whole.depth, "the whole graph") == "");
    CHECK(*std::max_element(r.depth.begin(), r.depth.end()) > 50);
}

TEST_CASE("tier: a tier without inner moves is decided from its external summaries") {
    for (int null_start = 0; null_start < 2; ++null_start) {
        TierData td(5);
        td.null_start_if_no_move = null_start == 1;
        td.ext[0] = {{Outcome::Win, 2}, {Outcome::Lose, 3}, {Outcome::Lose, 1}, {Outcome::Draw, -1}};
        td.ext[1] = {{Outcome::Win, 7}, {Outcome::Win, 2}};
        td.ext[2] = {{Outcome::Win, 4}, {Outcome::Draw, -1}};
        // 3: no move at all
        td.ext[4] = {{Outcome::Lose, 0}};
        const gg::TierSolution s = td.solve();
        CHECK(row(s, 0) == "WIN 2");
        CHECK(row(s, 1) == "LOSE 8");
        CHECK(row(s, 2) == "DRAW -1");
        CHECK(row(s, 3) == "LOSE 0");
        CHECK(row(s, 4) == "WIN 1");
    }
}

TEST_CASE("tier: one cycle with an external exit") {
    {
        // 0 -> 1 -> 2 -> 0, and 0 -> an external LOSE at depth 0.
        TierData td(3);
        td.inner = {{1}, {2}, {0}};
        td.ext[0] = {{Outcome::Lose, 0}};
        const gg::TierSolution s = td.solve();
        CHECK(row(s, 0) == "WIN 1");
        CHECK(row(s, 2) == "LOSE 2");
        CHECK(row(s, 1) == "WIN 3");
    }
    {
        // The exit is an external WIN: nobody can force anything, all DRAWs.
        TierData td(3);
        td.inner = {{1}, {2}, {0}};
        td.ext[0] = {{Outcome::Win, 4}};
        const gg::TierSolution s = td.solve();
        for (std::uint32_t u = 0; u < 3; ++u) CHECK(row(s, u) == "DRAW -1");
    }
    {
        // Without the exit: a cycle of DRAWs.
        TierData td(3);
        td.inner = {{1}, {2}, {0}};
        const gg::TierSolution s = td.solve();
        for (std::uint32_t u = 0; u < 3; ++u) CHECK(row(s, u) == "DRAW -1");
    }
}

TEST_CASE("tier: an external LOSE at depth 5 is beaten by an inner LOSE of depth 2") {
    // 1 -> 2 -> 3, 3 without a move: 3 LOSE 0, 2 WIN 1, 1 LOSE 2.
    {
        TierData td(4);
        td.inner = {{1}, {2}, {3}, {}};
        td.ext[0] = {{Outcome::Lose, 5}};
        const gg::TierSolution s = td.solve();
        CHECK(row(s, 3) == "LOSE 0");
        CHECK(row(s, 2) == "WIN 1");
        CHECK(row(s, 1) == "LOSE 2");
        CHECK(row(s, 0) == "WIN 3");  // not 6
    }
    {
        // The other way round: the external LOSE at depth 1 beats the inner one.
        TierData td(4);
        td.inner = {{1}, {2}, {3}, {}};
        td.ext[0] = {{Outcome::Lose, 1}, {Outcome::Lose, 5}};
        const gg::TierSolution s = td.solve();
        CHECK(row(s, 0) == "WIN 2");
    }
    {
        // Equal: depth 3 either way.
        TierData td(4);
        td.inner = {{1}, {2}, {3}, {}};
        td.ext[0] = {{Outcome::Lose, 2}};
        const gg::TierSolution s = td.solve();
        CHECK(row(s, 0) == "WIN 3");
    }
}

TEST_CASE("tier: a LOSE whose depth comes from ext_win_max, or from its inner children") {
    {
        // 0 -> 1 (WIN 1: 1 -> 2, 2 without a move) and an external WIN at depth 9.
        TierData td(3);
        td.inner = {{1}, {2}, {}};
        td.ext[0] = {{Outcome::Win, 9}, {Outcome::Win, 3}};
        const gg::TierSolution s = td.solve();
        CHECK(row(s, 1) == "WIN 1");
        CHECK(row(s, 0) == "LOSE 10");
    }
    {
        // The external WIN is quicker than the inner one: 1 + 1.
        TierData td(3);
        td.inner = {{1}, {2}, {}};
        td.ext[0] = {{Outcome::Win, 0}};
        const gg::TierSolution s = td.solve();
        CHECK(row(s, 0) == "LOSE 2");
    }
    {
        // Equal depths, and a predecessor of the LOSE: 3 -> 0 is a WIN at 1 + 2.
        TierData td(4);
        td.inner = {{1}, {2}, {}, {0}};
        td.ext[0] = {{Outcome::Win, 1}};
        td.ext[3] = {{Outcome::Win, 8}};
        const gg::TierSolution s = td.solve();
        CHECK(row(s, 0) == "LOSE 2");
        CHECK(row(s, 3) == "WIN 3");
    }
}

TEST_CASE("tier: a position whose only children are external DRAWs is a DRAW") {
    TierData td(3);
    td.ext[0] = {{Outcome::Draw, -1}, {Outcome::Draw, -1}};
    td.inner[1] = {0};                     // its only move goes to the DRAW
    td.inner[2] = {0};                     // a DRAW and an external WIN: still a DRAW
    td.ext[2] = {{Outcome::Win, 3}};
    const gg::TierSolution s = td.solve();
    CHECK(row(s, 0) == "DRAW -1");
    CHECK(row(s, 1) == "DRAW -1");
    CHECK(row(s, 2) == "DRAW -1");
}

TEST_CASE("tier: the no-move convention 'win'") {
    TierData td(4);
    td.no_move = Outcome::Win;
    td.inner = {{}, {0}, {1}, {}};
    td.ext[3] = {{Outcome::Win, 0}};  // 3 has a move (an external one): not the convention
    const gg::TierSolution s = td.solve();
    CHECK(row(s, 0) == "WIN 0");
    CHECK(row(s, 1) == "LOSE 1");
    CHECK(row(s, 2) == "WIN 2");
    CHECK(row(s, 3) == "LOSE 1");
}

TEST_CASE("tier: fixed outcomes ignore their moves and summaries") {
    TierData td(7);
    td.fixed = {1, 2, 3, 0, 0, 0, 0};
    td.inner = {{3}, {3}, {3}, {}, {0}, {1}, {2}};
    td.ext[0] = {{Outcome::Lose, 4}};  // would make it a WIN at 5
    td.ext[1] = {{Outcome::Lose, 0}};  // would make it a WIN
    td.ext[2] = {{Outcome::Win, 0}};   // would make it a LOSE
    const gg::TierSolution s = td.solve();
    CHECK(row(s, 0) == "WIN 0");
    CHECK(row(s, 1) == "LOSE 0");
    CHECK(row(s, 2) == "DRAW -1");
    CHECK(row(s, 3) == "LOSE 0");
    CHECK(row(s, 4) == "LOSE 1");
    CHECK(row(s, 5) == "WIN 1");
    CHECK(row(s, 6) == "DRAW -1");

    // A fixed position's summary is not read, not even checked.
    gg::TierInput in = td.input();
    td.win_count[0] = 5;  // more WINs than children
    td.lose_min[1] = -7;
    const gg::TierSolution s2 = gg::solve_tier(in);
    CHECK(s2.outcome == s.outcome);
    CHECK(s2.depth == s.depth);
}

TEST_CASE("tier: the empty tier") {
    gg::TierInput in;
    gg::TierSolution s = gg::solve_tier(in);
    CHECK(s.outcome.empty());
    CHECK(s.depth.empty());
    const std::uint32_t start[1] = {0};
    in.inner_start = start;
    s = gg::solve_tier(in, {}, gg::tier_solve_bytes(0, 0));
    CHECK(s.outcome.empty());
    CHECK(gg::tier_solve_bytes(0, 0) == 4);
}

TEST_CASE("tier: depths past 2^24 (all four bytes of the radix sort) and the overflow check") {
    // 0 -> 1 -> 2 -> 3, each with external children.
    TierData td(5);
    td.inner = {{1}, {2}, {3}, {}, {}};
    td.ext[3] = {{Outcome::Lose, 70000}, {Outcome::Win, 5}};           // WIN 70001
    td.ext[2] = {{Outcome::Win, 1 << 24}};                             // LOSE 2^24 + 1
    td.ext[1] = {{Outcome::Lose, 1 << 30}};                            // WIN 2^24 + 2
    td.ext[0] = {{Outcome::Win, 0x7FFFFFFF - 10}, {Outcome::Win, 3}};  // LOSE 2^31 - 10
    td.ext[4] = {{Outcome::Lose, 300}, {Outcome::Lose, 0x7FFFFFFF - 20}};
    const gg::TierSolution s = td.solve();
    CHECK(row(s, 3) == "WIN 70001");
    CHECK(row(s, 2) == "LOSE " + std::to_string((1 << 24) + 1));
    CHECK(row(s, 1) == "WIN " + std::to_string((1 << 24) + 2));
    CHECK(row(s, 0) == "LOSE " + std::to_string(0x7FFFFFFF - 9));
    CHECK(row(s, 4) == "WIN 301");

    // n + the greatest external depth past 2^31 - 1: refused.
    td.ext[0] = {{Outcome::Win, 0x7FFFFFFF - 4}};
    CHECK_THROWS_AS(td.solve(), std::overflow_error);
    td.ext[0] = {{Outcome::Win, 0x7FFFFFFF - 5}};
    CHECK(row(td.solve(), 0) == "LOSE " + std::to_string(0x7FFFFFFF - 4));
}

TEST_CASE("tier: bad input is refused, naming it") {
    auto message = [](TierData& td) -> std::string {
        try {
            td.solve();
        } catch (const std::invalid_argument& e) {
            return e.what();
        }
        return "(no exception)";
    };
    {
        TierData td(3);
        td.inner = {{1}, {2, 3}, {}};
        const std::string m = message(td);
        CHECK_MESSAGE(m.find("inner move 2") != std::string::npos, m);
        CHECK_MESSAGE(m.find("tier position 1") != std::string::npos, m);
        CHECK_MESSAGE(m.find("goes to 3") != std::string::npos, m);
    }
    {
        TierData td(3);
        td.fixed = {0, 4, 0};
        const std::string m = message(td);
        CHECK_MESSAGE(m.find("fixed[1] = 4") != std::string::npos, m);
    }
    {
        // decreasing offsets
        const std::uint32_t start[3] = {0, 2, 1};
        const std::uint32_t to[2] = {0, 1};
        gg::TierInput in;
        in.n = 2;
        in.inner_start = start;
        in.inner_to = to;
        CHECK_THROWS_WITH_AS(gg::solve_tier(in), doctest::Contains("inner_start[2]"), std::invalid_argument);
        in.inner_to = nullptr;
        const std::uint32_t start2[3] = {0, 1, 2};
        in.inner_start = start2;
        CHECK_THROWS_WITH_AS(gg::solve_tier(in), doctest::Contains("inner_to is null"), std::invalid_argument);
    }
    {
        // contradicting summaries
        TierData td(2);
        td.ext[1] = {{Outcome::Win, 3}, {Outcome::Lose, 2}};
        gg::TierInput in = td.input();
        td.win_count[1] = 3;
        CHECK_THROWS_WITH_AS(gg::solve_tier(in), doctest::Contains("tier position 1"), std::invalid_argument);
        td.win_count[1] = 1;
        td.win_max[1] = -1;
        CHECK_THROWS_AS(gg::solve_tier(in), std::invalid_argument);
        td.win_max[1] = 3;
        td.lose_min[1] = -2;
        CHECK_THROWS_AS(gg::solve_tier(in), std::invalid_argument);
        td.lose_min[1] = 2;
        td.win_count[1] = 2;  // every child a WIN, yet an external LOSE
        CHECK_THROWS_AS(gg::solve_tier(in), std::invalid_argument);
        td.win_count[1] = 1;
        CHECK(row(gg::solve_tier(in), 1) == "WIN 3");
        in.ext_win_max = nullptr;
        CHECK_THROWS_WITH_AS(gg::solve_tier(in), doctest::Contains("all four or none"), std::invalid_argument);
    }
}

TEST_CASE("tier: the budget is checked before allocating") {
    TierData td(4);
    td.inner = {{1, 2}, {2}, {3}, {0}};
    td.ext[3] = {{Outcome::Lose, 0}};
    const std::uint64_t need = gg::tier_solve_bytes(4, 5);
    CHECK(need == 21 * 4 + 4 * 5 + 4);
    try {
        td.solve({}, need - 1);
        FAIL("no TooLarge");
    } catch (const gg::TooLarge& e) {
        CHECK(e.bytes_needed == need);
        CHECK(e.bytes_budget == need - 1);
        CHECK(e.kind == gg::TooLarge::Kind::Memory);
        CHECK(std::string(e.what()).find("a tier of 4 positions and 5 inner moves") != std::string::npos);
    }
    const gg::TierSolution s = td.solve({}, need);
    CHECK(row(s, 3) == "WIN 1");
    CHECK(row(s, 2) == "LOSE 2");
}

TEST_CASE("tier: progress ends with (n, n)") {
    TierData td(3);
    td.inner = {{1}, {2}, {}};
    std::vector<std::pair<std::uint64_t, std::uint64_t>> calls;
    td.solve([&](std::uint64_t done, std::uint64_t total) { calls.emplace_back(done, total); });
    REQUIRE(!calls.empty());
    CHECK(calls.back() == std::make_pair(std::uint64_t{3}, std::uint64_t{3}));
}
