// Hardening (issue 13): hostile inputs end in a clear message or a correct answer,
// quickly, with nothing lost. The catalogue of hostile inputs run against the CLI
// and the module is tests/hostile/; these are the unit-level checks.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdint>
#include <string>

#include "graph/graph_solve.hpp"
#include "graph/graph_text.hpp"
#include "pursuit/pursuit_formats.hpp"
#include "race/race_game.hpp"
#include "core/text.hpp"

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

// The memory of a pursuit game is computed from the sizes before anything is
// built: one row of 30000 cells with jumps of 1,000,000 (LeetCode 1728's format)
// used to build 3.6 GB of move lists, over a minute, before being refused.
TEST_CASE("hardening: a long row with long jumps is refused at once, with the memory it needs") {
    const std::size_t n = 30000;
    const std::string text = "[\"C" + std::string(n - 2, '.') + "M\"]\n1000000 1000000\n";
    const gg::PursuitSetup setup = gg::parse_cat_mouse_grid(text);
    const auto t0 = std::chrono::steady_clock::now();
    const gg::PursuitSize size = gg::pursuit_size(setup.board, setup.rules);
    CHECK(size.positions == n);
    CHECK(size.states == 2ull * n * n);
    // Every cell reaches every other cell of the row: n (n - 1) moves, one list for both.
    CHECK(size.moves[0] == std::uint64_t{n} * (n - 1));
    CHECK(size.max_degree >= n);  // at least n - 1 moves and the pass (a bound: the sum of each direction's most)
    CHECK(size.bytes == size.states * 8 + size.board_bytes);
    CHECK(size.board_bytes == 2 * 4 * (n + 1) + 2 * 4 * size.moves[0] + n * 4 + n * 4 + n);
    try {
        (void)gg::solve_pursuit(setup.board, setup.rules);
        FAIL("no PursuitTooLarge");
    } catch (const gg::PursuitTooLarge& e) {
        CHECK(e.bytes_needed == size.bytes);
        CHECK(std::string(e.what()).find("solving needs 20.12 GiB of memory, more than the budget of 4.00 GiB") !=
              std::string::npos);
    }
    CHECK(seconds_since(t0) < 5.0);
    // Slides cost the cells they cover: the count is the same with a reach of 1,000,000 or of the row's length.
    const gg::PursuitSize clamped =
        gg::pursuit_size(setup.board, gg::cat_mouse_grid_rules(static_cast<std::int32_t>(n), static_cast<std::int32_t>(n)));
    CHECK(clamped.bytes == size.bytes);
}

// The arithmetic count equals the built lists when the moves do not overlap, with
// walls, forbidden cells and jumps of every kind.
TEST_CASE("hardening: the size of a pursuit game counts exactly the moves that are built") {
    const std::string rows[] = {"C..#....", ".#..##..", "...#..#.", "#.....M.", "..#.#...", "F......."};
    std::string text = "[";
    for (const std::string& r : rows) text += (text.size() > 1 ? ",\"" : "\"") + r + "\"";
    text += "]\n3 2\n";
    gg::PursuitSetup setup = gg::parse_cat_mouse_grid(text);
    setup.rules.evader.moves.push_back({2, 1, 1});   // a knight's jump
    setup.rules.evader.moves.push_back({-1, 3, 5});  // a long skew slide
    setup.rules.pursuer.forbidden.assign(setup.board.num_cells(), 0);
    setup.rules.pursuer.forbidden[10] = 1;
    const gg::PursuitSize size = gg::pursuit_size(setup.board, setup.rules);
    const gg::PursuitGame game(setup.board, setup.rules);
    CHECK(size.positions == game.num_positions());
    CHECK(size.moves[0] == game.moves(gg::Side::Pursuer).out.size());
    CHECK(size.moves[1] == game.moves(gg::Side::Evader).out.size());
    CHECK(size.max_degree >= game.max_degree());
    CHECK(game.bytes_needed() == size.bytes);
}

// A graph's memory is computed from its header (cp form) or its n and m before
// it is built, and refused over the budget with the figure.
TEST_CASE("hardening: graphs over the memory budget are refused before they are built") {
    const std::uint64_t need = gg::graph_bytes_needed(100000000, 0, 788888898);
    for (const gg::Format f : {gg::Format::Auto, gg::Format::Cp}) {
        try {
            (void)gg::parse_graph_text("100000000 0\n", f, gg::kDefaultGraphBudget);
            FAIL("no TooLarge");
        } catch (const gg::TooLarge& e) {
            CHECK(e.kind == gg::TooLarge::Kind::Memory);
            CHECK(e.bytes_needed == need);
            CHECK(e.bytes_budget == gg::kDefaultGraphBudget);
            CHECK(std::string(e.what()) ==
                  "line 1: the header announces 100000000 vertices and 0 edges: reading and solving them needs " +
                      gg::format_bytes(need) + " of memory, more than the budget of 2.00 GiB");
        }
    }
    // A header that is not followed by its m edges is not the cp form: read as names.
    CHECK(gg::parse_graph_text("100000000 2\n", gg::Format::Auto, 1u << 20).format == gg::Format::Named);
    // Within the budget: solved.
    CHECK(gg::solve_graph_text("3 2\n1 2\n2 3\n", gg::Outcome::Lose, gg::Format::Auto, {}, 1u << 20).graph.n == 3);
    // Named form: n and m once read.
    CHECK_THROWS_AS(gg::solve_graph_text("a b\nb c\n", gg::Outcome::Lose, gg::Format::Auto, {}, 64), gg::TooLarge);
    // Edge arrays: n alone can be too much.
    try {
        (void)gg::solve_graph_edges(2147483647u, nullptr, 0, gg::Outcome::Lose, {}, {}, std::uint64_t{1} << 30);
        FAIL("no TooLarge");
    } catch (const gg::TooLarge& e) {
        CHECK(std::string(e.what()).find("a graph of 2147483647 vertices and 0 edges: solving it needs") == 0);
        CHECK(e.bytes_needed == gg::graph_solve_bytes(2147483647u, 0));
    }
}

TEST_CASE("hardening: memory sizes for --max-memory") {
    CHECK(gg::parse_memory_size("1000") == 1000);
    CHECK(gg::parse_memory_size("512", 1u << 20) == 512ull << 20);
    CHECK(gg::parse_memory_size("2G") == 2ull << 30);
    CHECK(gg::parse_memory_size("64mib") == 64ull << 20);
    CHECK(gg::parse_memory_size("100b", 1u << 20) == 100);
    CHECK_THROWS_AS(gg::parse_memory_size("0"), std::invalid_argument);
    CHECK_THROWS_AS(gg::parse_memory_size("-5"), std::invalid_argument);
    CHECK_THROWS_AS(gg::parse_memory_size("99999999999999999999999"), std::invalid_argument);
    CHECK_THROWS_AS(gg::parse_memory_size("2X"), std::invalid_argument);
    CHECK_THROWS_AS(gg::parse_memory_size("2000000000T"), std::invalid_argument);
}

// Odd text (solver/core/text.hpp): one rule on every path.
TEST_CASE("hardening: a byte-order mark at the very start is skipped by every parser") {
    const std::string bom = "\xEF\xBB\xBF";
    // A cp file with a BOM was read as a named graph.
    const gg::ParsedGraph cp = gg::parse_graph_text(bom + "3 2\n1 2\n2 3\n");
    CHECK(cp.format == gg::Format::Cp);
    CHECK(cp.n == 3);
    CHECK(gg::parse_graph_text(bom + "a b\n").name(0) == "a");
    CHECK(gg::parse_graph_text(bom + "3 1\n1 2\n", gg::Format::Cp).n == 3);
    CHECK(gg::parse_police_thief(bom + "1 3\nP.T\n").board.num_cells() == 3);
    CHECK(gg::parse_cat_mouse(bom + "[[2],[2],[0,1]]").board.vertices == 3);
    CHECK(gg::parse_cat_mouse_grid(bom + "[\"C.M\"]\n1 1\n").board.num_cells() == 3);
    CHECK(gg::parse_cop_robber(bom + "2\n0 1\n1 0\n").board.vertices == 2);
    CHECK(gg::parse_race_input(bom + "1\n2\nAB\n..\n").size() == 1);
    // Columns count from after the mark.
    try {
        (void)gg::parse_graph_text(bom + "a b c d\n");
        FAIL("no ParseError");
    } catch (const gg::ParseError& e) {
        CHECK(e.column == 7);
    }
    // Anywhere else it is an ordinary character (part of a name).
    const gg::ParsedGraph mid = gg::parse_graph_text("a b\n" + bom + "c\n");
    CHECK(mid.n == 3);
    CHECK(mid.name(2) == bom + "c");
}

TEST_CASE("hardening: messages show control characters escaped and invalid UTF-8 as U+FFFD") {
    CHECK(gg::shown("a\x1b[31mb") == "a\\x1b[31mb");
    CHECK(gg::shown(std::string("x\0y", 3)) == "x\\x00y");
    CHECK(gg::shown("\x7f") == "\\x7f");
    CHECK(gg::shown("\xC2\x9B" "2J") == "\\u009b2J");                // C1 CSI
    CHECK(gg::shown("ok \xff \xC3 \xED\xA0\x80 \xF4\x90\x80\x80") ==
          "ok \xEF\xBF\xBD \xEF\xBF\xBD \xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD \xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
    CHECK(gg::shown("ключ €") == "ключ €");
    CHECK(gg::shown("a\xE2\x80\xAE" "b") == "a\\u202eb");          // right-to-left override
    CHECK(gg::shown("\xEF\xBB\xBF" "x\xE2\x81\xA6") == "\\ufeffx\\u2066");  // BOM, isolate
    CHECK(gg::quoted(std::string(50, 'x')) == "'" + std::string(40, 'x') + "...'");
    CHECK(gg::quoted("ключ", 2) == "'кл...'");
    auto message = [](auto&& parse) {
        try {
            parse();
        } catch (const std::exception& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    // Every format: an escape sequence in the input comes out escaped, never raw.
    const std::string esc = "\x1b[2J";
    const std::string msgs[] = {
        message([&] { gg::parse_graph_text("a b c" + esc + "\n"); }),
        message([&] { gg::parse_graph_text("a = " + esc + "\n"); }),
        message([&] { gg::parse_graph_text("2 1\n1 " + esc + "\n", gg::Format::Cp); }),
        message([&] { gg::parse_police_thief("1 3\nP" + esc + "T\n"); }),
        message([&] { gg::parse_cat_mouse("[[2]," + esc + "]"); }),
        message([&] { gg::parse_cat_mouse_grid("[\"C" + esc + "M\"]\n1 1\n"); }),
        message([&] { gg::parse_cop_robber("2\n0 " + esc + "\n"); }),
        message([&] { gg::parse_race_input("1\n2\nA" + esc + "\n"); }),
    };
    for (const std::string& m : msgs) {
        CAPTURE(m);
        CHECK(m.find('\x1b') == std::string::npos);
        CHECK(m.find("line ") == 0);
    }
    // A NUL is escaped, so a message is never cut there.
    const std::string nul = message([] { gg::parse_graph_text("a = x" + std::string(1, '\0') + "y\n"); });
    CHECK(nul.find('\0') == std::string::npos);
    const std::string grid = message([] { gg::parse_cat_mouse_grid(std::string("[\"C\0M\"]\n1 1\n", 12)); });
    CHECK(grid.find("unknown cell '\\x00'") != std::string::npos);
    // Columns count an invalid sequence's maximal subpart as one character, as a
    // browser decodes it to one U+FFFD (the module then gives the same column).
    try {
        (void)gg::parse_graph_text("\xE2\x82 x y z\n");
        FAIL("no ParseError");
    } catch (const gg::ParseError& e) {
        CHECK(e.column == 7);
    }
    CHECK(gg::count_chars("\xE2\x82\xFF\xC3\xA9") == 3);
    // Invalid UTF-8 is shown as U+FFFD.
    CHECK(message([] { gg::parse_graph_text("a = w\xffn\n"); }).find("'w\xEF\xBF\xBDn'") != std::string::npos);
}

// Memory is not all: long slides on a long row fit in memory but make the work
// grow with the cube of the row's length (a 2000-cell row: 16 billion moves
// between states, minutes of solving). Refused at once with the figure.
TEST_CASE("hardening: a game with too many moves between states is refused at once") {
    const std::size_t n = 2000;
    const std::string text = "[\"C" + std::string(n - 2, '.') + "M\"]\n1000000 1000000\n";
    const gg::PursuitSetup setup = gg::parse_cat_mouse_grid(text);
    const gg::PursuitSize size = gg::pursuit_size(setup.board, setup.rules);
    CHECK(size.bytes < gg::kDefaultPursuitBudget);
    CHECK(size.transitions == n * 2 * size.moves[0] + size.states);
    const auto t0 = std::chrono::steady_clock::now();
    try {
        (void)gg::solve_pursuit(setup.board, setup.rules);
        FAIL("no PursuitTooLarge");
    } catch (const gg::PursuitTooLarge& e) {
        CHECK(e.kind == gg::TooLarge::Kind::Size);
        CHECK(std::string(e.what()).find("moves between its 8000000 states: more than the 8589934592") !=
              std::string::npos);
    }
    CHECK(seconds_since(t0) < 5.0);
    // A 64 x 64 open board is far below.
    const gg::PursuitSize open =
        gg::pursuit_size(gg::Board::grid(64, 64, nullptr, nullptr), gg::police_thief_rules());
    CHECK(open.transitions < gg::kMaxPursuitTransitions / 20);
}
