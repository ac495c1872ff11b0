// Hardening (issue 13): hostile inputs end in a clear message or a correct answer,
// quickly, with nothing lost. The catalogue of hostile inputs run against the CLI
// and the module is tests/hostile/; these are the unit-level checks.
#include <doctest/doctest.h>

#include <chrono>
#include <string>

#include "graph_text.hpp"
#include "pursuit_presets.hpp"
#include "race_game.hpp"

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

// The adjacency parser used to rescan the line for the column of every entry: a
// 960 KB input on one line (as LeetCode gives it) took 104 s. Linear now: 1.3 MB
// parse in milliseconds (the bound leaves room for sanitizers and a loaded machine).
TEST_CASE("hardening: the cat-and-mouse adjacency list on one line parses in linear time") {
    const std::size_t n = 100000;
    std::string t = "[";
    for (std::size_t u = 0; u < n; ++u) {
        t += u ? ",[" : "[";
        t += std::to_string((u + 1) % n) + "," + std::to_string((u + n - 1) % n) + "]";
    }
    t += "]";
    REQUIRE(t.size() > 1300000);
    const auto t0 = std::chrono::steady_clock::now();
    const gg::PursuitSetup s = gg::parse_cat_mouse(t);
    CHECK(seconds_since(t0) < 10.0);
    CHECK(s.board.vertices == n);
    // Errors found after the list still name the line and column of the entry.
    try {
        (void)gg::parse_cat_mouse("[[1],\n [2, 0, 7],\n [0]]");
        FAIL("no ParseError");
    } catch (const gg::ParseError& e) {
        CHECK(e.line == 2);
        CHECK(e.column == 9);
    }
}
