// Helpers shared by the native tests.
#pragma once
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "graph/graph_solve.hpp"

namespace testutil {

using Edges = std::vector<std::pair<int, int>>;

inline std::vector<std::int32_t> flatten(const Edges& edges) {
    std::vector<std::int32_t> flat;
    flat.reserve(edges.size() * 2);
    for (const auto& e : edges) {
        flat.push_back(e.first);
        flat.push_back(e.second);
    }
    return flat;
}

inline gg::Solution solve(std::uint32_t n, const Edges& edges, gg::Outcome no_move = gg::Outcome::Lose,
                          std::vector<gg::Fixed> fixed = {}) {
    const std::vector<std::int32_t> flat = flatten(edges);
    return gg::solve_graph_edges(n, flat.data(), edges.size(), no_move, std::move(fixed));
}

// A graph solved from text in the named form, queried by vertex name.
struct Named {
    gg::SolvedGraph r;
    explicit Named(std::string_view text, gg::Outcome no_move = gg::Outcome::Lose)
        : r(gg::solve_graph_text(text, no_move, gg::Format::Named)) {}

    std::int32_t id(std::string_view name) const {
        for (std::uint32_t v = 0; v < r.graph.n; ++v)
            if (r.graph.name(v) == name) return static_cast<std::int32_t>(v);
        FAIL("no vertex named '" << std::string(name) << "'");
        return -1;
    }
    // "OUTCOME DEPTH MOVE" like the CLI with --moves: "WIN 1 b", "DRAW - c", "LOSE 0 -".
    std::string row(std::string_view name) const {
        const std::int32_t v = id(name);
        std::string s = gg::outcome_name(r.solution.outcome[v]);
        s += ' ';
        s += r.solution.depth[v] < 0 ? std::string("-") : std::to_string(r.solution.depth[v]);
        s += ' ';
        s += r.solution.move[v] < 0 ? std::string("-")
                                    : std::string(r.graph.name(static_cast<std::uint32_t>(r.solution.move[v])));
        return s;
    }
};

// Checks a solution against the local rules, vertex by vertex (independently of
// how it was computed). Returns an empty string, or the first violation found.
// This does not prove the least fixpoint (a cycle could be called WIN/LOSE where
// it should be a DRAW); the differential test against ref::solve covers that.
inline std::string check_local(std::uint32_t n, const Edges& edges, gg::Outcome no_move,
                               const std::vector<gg::Fixed>& fixed, const gg::Solution& sol) {
    using gg::Outcome;
    std::ostringstream err;
    if (sol.outcome.size() != n || sol.depth.size() != n || sol.move.size() != n)
        return "solution arrays do not have n entries";
    std::vector<std::vector<int>> succ(n);
    for (const auto& e : edges) succ[static_cast<std::size_t>(e.first)].push_back(e.second);
    auto fx = [&](std::uint32_t v) { return fixed.empty() ? gg::Fixed::None : fixed[v]; };
    for (std::uint32_t u = 0; u < n; ++u) {
        const Outcome o = sol.outcome[u];
        const int d = sol.depth[u];
        const int mv = sol.move[u];
        const gg::Fixed f = fx(u);
        if (f != gg::Fixed::None || succ[u].empty()) {
            Outcome want = no_move;
            if (f == gg::Fixed::Win) want = Outcome::Win;
            if (f == gg::Fixed::Lose) want = Outcome::Lose;
            if (f == gg::Fixed::Draw) want = Outcome::Draw;
            const int want_depth = (want == Outcome::Draw) ? -1 : 0;
            if (o != want || d != want_depth || mv != -1) {
                err << "vertex " << u << " (fixed or without move): got " << gg::outcome_name(o) << " " << d
                    << " move " << mv << ", want " << gg::outcome_name(want) << " " << want_depth << " move -1";
                return err.str();
            }
            continue;
        }
        bool has_move = false;
        for (int w : succ[u]) has_move |= (w == mv);
        if (!has_move) {
            err << "vertex " << u << ": move " << mv << " is not one of its moves";
            return err.str();
        }
        int min_lose = -1, max_all = -1;
        bool any_lose = false, all_win = true;
        for (int w : succ[u]) {
            if (sol.outcome[w] == Outcome::Lose) {
                if (!any_lose || sol.depth[w] < min_lose) min_lose = sol.depth[w];
                any_lose = true;
            }
            if (sol.outcome[w] != Outcome::Win) all_win = false;
            max_all = std::max(max_all, sol.depth[w]);
        }
        const Outcome mo = sol.outcome[mv];
        const int md = sol.depth[mv];
        if (o == Outcome::Win) {
            if (!any_lose || d != min_lose + 1 || mo != Outcome::Lose || md != d - 1) {
                err << "vertex " << u << ": WIN " << d << " move " << mv << " (" << gg::outcome_name(mo) << " " << md
                    << ") but its fastest LOSE successor has depth " << min_lose;
                return err.str();
            }
        } else if (o == Outcome::Lose) {
            if (!all_win || d != max_all + 1 || mo != Outcome::Win || md != d - 1) {
                err << "vertex " << u << ": LOSE " << d << " move " << mv << " (" << gg::outcome_name(mo) << " "
                    << md << "), all successors WIN: " << all_win << ", slowest depth " << max_all;
                return err.str();
            }
        } else {
            if (any_lose || all_win || d != -1 || mo != Outcome::Draw) {
                err << "vertex " << u << ": DRAW " << d << " move " << mv << " (" << gg::outcome_name(mo)
                    << "), a LOSE successor: " << any_lose << ", all successors WIN: " << all_win;
                return err.str();
            }
        }
    }
    return {};
}

// splitmix64: the same sequence on every platform (std distributions are not).
struct Rng {
    std::uint64_t s;
    std::uint64_t next() {
        std::uint64_t z = (s += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int below(int n) { return n <= 0 ? 0 : static_cast<int>(next() % static_cast<std::uint64_t>(n)); }  // 0..n-1
    int between(int lo, int hi) { return lo + below(hi - lo + 1); }                                     // lo..hi
    bool chance(double p) { return static_cast<double>(next() >> 11) * 0x1.0p-53 < p; }
    bool percent(int p) { return below(100) < p; }
};

}  // namespace testutil
