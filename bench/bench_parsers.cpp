// bench_parsers: is every input parser linear? For each parser (the graph text in
// both forms, the four pursuit formats, the race format) this program generates a
// valid input of about 100 KB, 1 MB and 10 MB, times the parse (best of a few runs,
// in one process) and prints the time per byte at each size and the ratio of the
// largest size's time per byte to the smallest's. A linear parser gives a ratio
// near 1 (caches make it drift a little above); a quadratic one gives about 100.
// A program, not a test: nothing is asserted about times.
//
//   bench_parsers [--reps N] [--max-bytes B]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "graph/graph_text.hpp"
#include "pursuit/pursuit_formats.hpp"
#include "race/race_game.hpp"

namespace {

// Graph text, named form: a cycle of names with chords.
std::string named_graph(std::size_t bytes) {
    std::string t;
    for (std::size_t i = 0; t.size() < bytes; ++i)
        t += "v" + std::to_string(i) + " v" + std::to_string((i * 7 + 1) % (bytes / 16 + 1)) + "\n";
    return t;
}

// Graph text, competitive-programming form.
std::string cp_graph(std::size_t bytes) {
    const std::size_t m = bytes / 12 + 1, n = m / 3 + 2;
    std::string t = std::to_string(n) + " " + std::to_string(m) + "\n";
    for (std::size_t i = 0; i < m; ++i)
        t += std::to_string(i % n + 1) + " " + std::to_string((i * 31 + 7) % n + 1) + "\n";
    return t;
}

// police-thief: n rows of m cells.
std::string police_thief(std::size_t bytes) {
    const std::size_t m = 1000, n = std::max<std::size_t>(2, bytes / (m + 1));
    std::string t = std::to_string(n) + " " + std::to_string(m) + "\n";
    for (std::size_t r = 0; r < n; ++r) {
        std::string row(m, '.');
        for (std::size_t c = r % 7; c < m; c += 7) row[c] = '*';
        if (r == 0) row[1] = 'P';
        if (r == n - 1) row[m - 2] = 'T';
        t += row + "\n";
    }
    return t;
}

// cat-mouse (LeetCode 913): the adjacency list on one line, as LeetCode gives it.
std::string cat_mouse(std::size_t bytes) {
    const std::size_t n = std::max<std::size_t>(3, bytes / 24);
    std::string t = "[";
    for (std::size_t u = 0; u < n; ++u) {
        t += u ? ",[" : "[";
        t += std::to_string((u + 1) % n) + "," + std::to_string((u + n - 1) % n) + "," +
             std::to_string((u * 13 + 5) % n) + "]";
    }
    return t + "]\n";
}

// cat-mouse-grid (LeetCode 1728): the rows on one line.
std::string cat_mouse_grid(std::size_t bytes) {
    const std::size_t cols = 1000, rows = std::max<std::size_t>(2, bytes / (cols + 3));
    std::string t = "[";
    for (std::size_t r = 0; r < rows; ++r) {
        std::string row(cols, '.');
        for (std::size_t c = r % 5; c < cols; c += 5) row[c] = '#';
        if (r == 0) row[1] = 'C';
        if (r == 1) row[1] = 'M';
        if (r == rows - 1) row[cols - 2] = 'F';
        t += (r ? ",\"" : "\"") + row + "\"";
    }
    return t + "]\n1 2\n";
}

// cop-robber (BOI 2014): N, then the N x N matrix (a cycle).
std::string cop_robber(std::size_t bytes) {
    std::size_t n = 2;
    while (2 * (n + 1) * (n + 1) <= bytes) ++n;
    std::string t = std::to_string(n) + "\n";
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j < n; ++j) {
            if (j) t += ' ';
            t += (j == (i + 1) % n || i == (j + 1) % n) ? '1' : '0';
        }
        t += '\n';
    }
    return t;
}

// race (BOI 2008): t boards of 300 x 300.
std::string race(std::size_t bytes) {
    const std::size_t n = 300, boards = std::max<std::size_t>(1, bytes / (n * (n + 1) + 4));
    std::string t = std::to_string(boards) + "\n";
    for (std::size_t b = 0; b < boards; ++b) {
        t += std::to_string(n) + "\n";
        for (std::size_t r = 0; r < n; ++r) {
            std::string row(n, '.');
            if (r % 2 == 1)
                for (std::size_t c = 0; c < n; ++c) row[c] = (c == (r % 4 == 1 ? n - 1 : 0)) ? '.' : '#';
            if (r == 0) row[0] = 'A';
            if (r == n - 1) row[n - 1] = 'B';
            t += row + "\n";
        }
    }
    return t;
}

struct Parser {
    const char* name;
    std::function<std::string(std::size_t)> gen;
    std::function<std::size_t(const std::string&)> parse;  // returns something, so the parse stays
};

double seconds_of(const Parser& p, const std::string& text, int reps) {
    double best = 1e300;
    for (int i = 0; i < reps; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        volatile std::size_t keep = p.parse(text);
        (void)keep;
        best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    }
    return best;
}

}  // namespace

int main(int argc, char** argv) {
    int reps = 3;
    std::size_t max_bytes = 10'000'000;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--reps" && i + 1 < argc) reps = std::max(1, std::atoi(argv[++i]));
        else if (a == "--max-bytes" && i + 1 < argc) max_bytes = std::strtoull(argv[++i], nullptr, 10);
        else {
            std::fprintf(stderr, "usage: bench_parsers [--reps N] [--max-bytes B]\n");
            return 2;
        }
    }
    const std::vector<Parser> parsers = {
        {"graph (named)", named_graph,
         [](const std::string& t) { return gg::parse_graph_text(t, gg::Format::Named).n; }},
        {"graph (cp)", cp_graph, [](const std::string& t) { return gg::parse_graph_text(t, gg::Format::Cp).n; }},
        {"graph (auto, cp)", cp_graph, [](const std::string& t) { return gg::parse_graph_text(t).n; }},
        {"police-thief", police_thief,
         [](const std::string& t) { return gg::parse_police_thief(t).board.blocked.size(); }},
        {"cat-mouse", cat_mouse, [](const std::string& t) { return gg::parse_cat_mouse(t).board.edges.size(); }},
        {"cat-mouse-grid", cat_mouse_grid,
         [](const std::string& t) { return gg::parse_cat_mouse_grid(t).board.blocked.size(); }},
        {"cop-robber", cop_robber, [](const std::string& t) { return gg::parse_cop_robber(t).board.edges.size(); }},
        {"race", race, [](const std::string& t) { return gg::parse_race_input(t).size(); }},
    };
    std::vector<std::size_t> sizes;
    for (std::size_t s = 100'000; s <= max_bytes; s *= 10) sizes.push_back(s);
    std::printf("bench_parsers: time per byte of each parser, best of %d runs (ns/byte)\n", reps);
    std::printf("%-18s", "parser");
    for (std::size_t s : sizes) std::printf(" %12zu B", s);
    std::printf("   ratio (largest / smallest per byte; linear ~ 1)\n");
    for (const Parser& p : parsers) {
        std::printf("%-18s", p.name);
        std::fflush(stdout);
        std::vector<double> per_byte;
        for (std::size_t s : sizes) {
            const std::string text = p.gen(s);
            const double sec = seconds_of(p, text, reps);
            per_byte.push_back(sec * 1e9 / static_cast<double>(text.size()));
            std::printf(" %12.2f ns", per_byte.back());
            std::fflush(stdout);
        }
        std::printf("   %.2f\n", per_byte.back() / per_byte.front());
    }
    return 0;
}
