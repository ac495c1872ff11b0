// Peer test data (../shared/peer-tests, see its README.md): problems whose games are
// explicit game graphs, and the pursuit games (LeetCode 913 and 1728, BOI 2014 Cop
// and Robber, solved by solver/pursuit/pursuit.hpp from their own input formats). Each test
// reads the input files in place, solves them and compares with the expected output.
// When the folder is absent, each test says plainly that it was skipped.
//
// The folder is found from GG_PEER_TESTS_DIR in the environment, else from the
// compile definition GG_PEER_TESTS_DIR (${CMAKE_SOURCE_DIR}/../shared/peer-tests).
#include <algorithm>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "graph/graph_solve.hpp"
#include "pursuit/pursuit.hpp"
#include "pursuit/pursuit_formats.hpp"
#include "reference.hpp"
#include "test_util.hpp"

#ifndef GG_PEER_TESTS_DIR
#define GG_PEER_TESTS_DIR ""
#endif

namespace fs = std::filesystem;
using gg::Fixed;
using gg::Outcome;
using testutil::Edges;

namespace {

// The folder of one problem, or "" (after a MESSAGE saying the test is skipped).
std::string problem_dir(const char* problem) {
    const char* env = std::getenv("GG_PEER_TESTS_DIR");
    const std::string root = (env && *env) ? env : GG_PEER_TESTS_DIR;
    const fs::path dir = fs::path(root) / problem;
    std::error_code ec;
    if (root.empty() || !fs::is_directory(dir, ec)) {
        std::printf("SKIPPED: %s: peer test data not found (looked for %s)\n", problem,
                    root.empty() ? "<no path>" : dir.string().c_str());
        MESSAGE("SKIPPED: peer test data not found (looked for " << (root.empty() ? "<no path>" : dir.string())
                                                                   << ")");
        return {};
    }
    return dir.string();
}

std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    REQUIRE_MESSAGE(in.good(), "cannot open " << p.string());
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// sampleN.in files with their sampleN.out, in order.
std::vector<std::pair<fs::path, fs::path>> samples(const std::string& dir) {
    std::vector<std::pair<fs::path, fs::path>> r;
    for (const auto& entry : fs::directory_iterator(dir)) {
        const fs::path in = entry.path();
        if (in.extension() != ".in") continue;
        fs::path out = in;
        out.replace_extension(".out");
        if (fs::exists(out)) r.emplace_back(in, out);
    }
    std::sort(r.begin(), r.end());
    return r;
}

// Whitespace-separated words per non-empty line (tolerates CRLF, trailing blanks).
std::vector<std::vector<std::string>> words_per_line(const std::string& text) {
    std::vector<std::vector<std::string>> r;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream ws(line);
        std::vector<std::string> words;
        std::string w;
        while (ws >> w) words.push_back(w);
        if (!words.empty()) r.push_back(words);
    }
    return r;
}

// The engine's solution also agrees with the reference solver on these graphs.
void check_against_reference(int n, const Edges& edges, Outcome no_move, const std::vector<Fixed>& fixed,
                             const gg::Solution& s) {
    const ref::Result r = ref::solve(n, edges, no_move, fixed);
    CHECK(s.outcome == r.outcome);
    CHECK(s.depth == std::vector<std::int32_t>(r.depth.begin(), r.depth.end()));
    CHECK(testutil::check_local(static_cast<std::uint32_t>(n), edges, no_move, fixed, s).empty());
}

}  // namespace

// Codeforces 786A "Berzerk": n objects on a circle, object 1 a black hole; Rick and
// Morty move the monster x steps clockwise, x from their own set; whoever puts it
// into the black hole wins. State (position p, player t to move), p = 0..n-1
// (0 = the black hole). A move of t from p goes to ((p + x) mod n, 1 - t). The
// states (0, t) have no move: the player to move there has just lost (the opponent
// put the monster into the hole), which is the default convention.
TEST_CASE("peer data: Codeforces 786A Berzerk") {
    const std::string dir = problem_dir("cf786a-berzerk");
    if (dir.empty()) return;
    int checked = 0;
    for (const auto& sample : samples(dir)) {
        // (Not a structured binding: CAPTURE's lambda cannot refer to one in C++17, clang rejects it.)
        const fs::path& in = sample.first;
        const fs::path& out = sample.second;
        CAPTURE(in.string());
        std::istringstream is(read_file(in));
        int n = 0;
        is >> n;
        std::vector<int> s[2];
        for (auto& set : s) {
            int k = 0;
            is >> k;
            set.resize(static_cast<std::size_t>(k));
            for (int& x : set) is >> x;
        }
        REQUIRE(is);
        auto id = [n](int p, int t) { return t * n + p; };
        Edges edges;
        for (int t = 0; t < 2; ++t)
            for (int p = 1; p < n; ++p)
                for (int x : s[t]) edges.emplace_back(id(p, t), id((p + x) % n, 1 - t));
        const gg::Solution sol = testutil::solve(static_cast<std::uint32_t>(2 * n), edges);
        std::vector<std::vector<std::string>> got(2);
        for (int t = 0; t < 2; ++t)
            for (int i = 1; i < n; ++i) {
                const Outcome o = sol.outcome[static_cast<std::size_t>(id(i, t))];
                got[static_cast<std::size_t>(t)].push_back(o == Outcome::Win ? "Win" : o == Outcome::Lose ? "Lose"
                                                                                                          : "Loop");
            }
        CHECK(got == words_per_line(read_file(out)));
        check_against_reference(2 * n, edges, Outcome::Lose, {}, sol);
        ++checked;
    }
    CHECK(checked >= 2);
    MESSAGE("Berzerk: " << checked << " samples checked");
}

// AtCoder ABC209 E "Shiritori": a word may follow one whose last 3 letters are its
// first 3. The game graph has one vertex per 3-letter string and one move per word,
// from its first 3 letters to its last 3 (words with the same ends are parallel
// moves). It is built as graph text in the named form, so the parser is exercised
// too. After Takahashi says s_i, Aoki is to move at suffix(s_i): Aoki LOSE means
// Takahashi wins.
TEST_CASE("peer data: AtCoder ABC209 E Shiritori") {
    const std::string dir = problem_dir("atcoder-abc209e-shiritori");
    if (dir.empty()) return;
    int checked = 0;
    for (const auto& sample : samples(dir)) {
        // (Not a structured binding: CAPTURE's lambda cannot refer to one in C++17, clang rejects it.)
        const fs::path& in = sample.first;
        const fs::path& out = sample.second;
        CAPTURE(in.string());
        std::istringstream is(read_file(in));
        int n = 0;
        is >> n;
        std::vector<std::string> words(static_cast<std::size_t>(n));
        for (auto& w : words) is >> w;
        REQUIRE(is);
        std::string text = "# Shiritori: one move per word, first three letters -> last three\n";
        for (const auto& w : words) {
            REQUIRE(w.size() >= 3);
            text += w.substr(0, 3) + " " + w.substr(w.size() - 3) + "\n";
        }
        const gg::SolvedGraph g = gg::solve_graph_text(text, Outcome::Lose, gg::Format::Named);
        std::map<std::string, std::uint32_t> id;
        for (std::uint32_t v = 0; v < g.graph.n; ++v) id[std::string(g.graph.name(v))] = v;
        std::vector<std::vector<std::string>> got;
        for (const auto& w : words) {
            const Outcome o = g.solution.outcome[id.at(w.substr(w.size() - 3))];
            got.push_back({o == Outcome::Lose ? "Takahashi" : o == Outcome::Win ? "Aoki" : "Draw"});
        }
        CHECK(got == words_per_line(read_file(out)));
        Edges edges;
        for (std::size_t i = 0; i < g.graph.num_edges(); ++i)
            edges.emplace_back(g.graph.edges[2 * i], g.graph.edges[2 * i + 1]);
        check_against_reference(static_cast<int>(g.graph.n), edges, Outcome::Lose, {}, g.solution);
        ++checked;
    }
    CHECK(checked >= 3);
    MESSAGE("Shiritori: " << checked << " samples checked");
}

// Codeforces 936B "Sleepy Game": one player (Petya) makes both players' moves on a
// directed graph; the player who cannot move loses. It is a one-player reachability
// question, expressed honestly for the two-player engine like this:
//  - the position is (vertex v, parity p of the moves made so far): at p = 0 it is
//    Petya's own turn, at p = 1 Vasya's (played by Petya);
//  - Petya chooses every move, so between two of his choices the opponent has a
//    forced move: P(v, p) -> O(w, 1 - p) for every edge v -> w, and O(w, q) has the
//    single move O(w, q) -> P(w, q). Then P is WIN iff some successor P is WIN, and
//    LOSE iff every successor P is LOSE: plain reachability;
//  - P(v, 1) with no move is Vasya stuck: Petya has won (fixed WIN). P(v, 0) with no
//    move is Petya stuck: LOSE by the default convention.
// The answer is the outcome of P(s, 0): WIN -> "Win" and a path (checked by a
// checker, since any valid path is accepted), DRAW -> "Draw" (no win, but an
// endless play exists: a reachable cycle), LOSE -> "Lose".
TEST_CASE("peer data: Codeforces 936B Sleepy Game (one player, on the (vertex, parity) product)") {
    const std::string dir = problem_dir("cf936b-sleepy-game");
    if (dir.empty()) return;
    int checked = 0;
    for (const auto& sample : samples(dir)) {
        // (Not a structured binding: CAPTURE's lambda cannot refer to one in C++17, clang rejects it.)
        const fs::path& in = sample.first;
        const fs::path& out = sample.second;
        CAPTURE(in.string());
        std::istringstream is(read_file(in));
        int n = 0, m = 0;
        is >> n >> m;
        std::vector<std::vector<int>> adj(static_cast<std::size_t>(n));
        int total = 0;
        for (auto& a : adj) {
            int c = 0;
            is >> c;
            a.resize(static_cast<std::size_t>(c));
            for (int& w : a) {
                is >> w;
                --w;
            }
            total += c;
        }
        int s = 0;
        is >> s;
        --s;
        REQUIRE(is);
        REQUIRE(total == m);
        auto P = [](int v, int p) { return 2 * v + p; };
        auto O = [n](int v, int p) { return 2 * n + 2 * v + p; };
        Edges edges;
        std::vector<Fixed> fixed(static_cast<std::size_t>(4 * n), Fixed::None);
        for (int v = 0; v < n; ++v)
            for (int p = 0; p < 2; ++p) {
                for (int w : adj[static_cast<std::size_t>(v)]) edges.emplace_back(P(v, p), O(w, 1 - p));
                edges.emplace_back(O(v, p), P(v, p));
            }
        for (int v = 0; v < n; ++v)
            if (adj[static_cast<std::size_t>(v)].empty()) fixed[static_cast<std::size_t>(P(v, 1))] = Fixed::Win;
        const gg::Solution sol = testutil::solve(static_cast<std::uint32_t>(4 * n), edges, Outcome::Lose, fixed);
        check_against_reference(4 * n, edges, Outcome::Lose, fixed, sol);

        const auto expected = words_per_line(read_file(out));
        REQUIRE(!expected.empty());
        const int start = P(s, 0);
        const Outcome o = sol.outcome[static_cast<std::size_t>(start)];
        const std::string verdict = o == Outcome::Win ? "Win" : o == Outcome::Lose ? "Lose" : "Draw";
        CHECK(std::vector<std::string>{verdict} == expected[0]);

        // A checker for a winning path: starts at s, follows edges, makes an odd
        // number of moves (at most 10^6) and ends where the player to move (Vasya) is stuck.
        auto valid_win_path = [&](const std::vector<int>& path) {
            if (path.empty() || path.front() != s || path.size() > 1000001) return false;
            for (std::size_t i = 0; i + 1 < path.size(); ++i) {
                const auto& a = adj[static_cast<std::size_t>(path[i])];
                if (std::find(a.begin(), a.end(), path[i + 1]) == a.end()) return false;
            }
            return (path.size() - 1) % 2 == 1 && adj[static_cast<std::size_t>(path.back())].empty();
        };
        if (o == Outcome::Win) {
            // Follow the engine's optimal moves: P -> O -> P ... down to a fixed WIN.
            std::vector<int> path = {s};
            int cur = start;
            while (fixed[static_cast<std::size_t>(cur)] != Fixed::Win) {
                const int o_state = sol.move[static_cast<std::size_t>(cur)];
                REQUIRE(o_state >= 2 * n);
                cur = sol.move[static_cast<std::size_t>(o_state)];
                REQUIRE(cur >= 0);
                path.push_back(cur / 2);
                REQUIRE(path.size() <= static_cast<std::size_t>(2 * n + 1));
            }
            CHECK(valid_win_path(path));
            // Two engine moves per real move: the depth counts the shortest win.
            CHECK(sol.depth[static_cast<std::size_t>(start)] == 2 * static_cast<int>(path.size() - 1));
            // The sample's own path is valid too, and not shorter than ours.
            REQUIRE(expected.size() >= 2);
            std::vector<int> theirs;
            for (const auto& w : expected[1]) theirs.push_back(std::stoi(w) - 1);
            CHECK(valid_win_path(theirs));
            CHECK(path.size() <= theirs.size());
        } else {
            CHECK(expected.size() == 1);
        }
        ++checked;
    }
    CHECK(checked >= 3);
    MESSAGE("Sleepy Game: " << checked << " samples checked");
}

// The pursuit games (solver/pursuit/pursuit.hpp, solver/pursuit/pursuit_formats.hpp): each case's
// input goes through the preset's own parser, as the CLI reads it.

// A tab-separated cases.tsv: the non-comment lines, split at tabs.
std::vector<std::vector<std::string>> tsv_cases(const std::string& dir) {
    std::vector<std::vector<std::string>> r;
    std::istringstream lines(read_file(fs::path(dir) / "cases.tsv"));
    std::string line;
    while (std::getline(lines, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        std::vector<std::string> fields;
        std::size_t start = 0;
        for (std::size_t tab; (tab = line.find('\t', start)) != std::string::npos; start = tab + 1)
            fields.push_back(line.substr(start, tab - start));
        fields.push_back(line.substr(start));
        r.push_back(fields);
    }
    return r;
}

// LeetCode 913 "Cat and Mouse": mouse (evader) at 1 moves first, cat (pursuer) at
// 2, hole 0 an exit the cat may not enter; 1 mouse wins, 2 cat wins, 0 draw.
TEST_CASE("peer data: LeetCode 913 Cat and Mouse") {
    const std::string dir = problem_dir("leetcode913-cat-and-mouse");
    if (dir.empty()) return;
    int checked = 0;
    for (const auto& c : tsv_cases(dir)) {
        CAPTURE(c[0]);
        REQUIRE(c.size() >= 2);
        const gg::PursuitSetup setup = gg::parse_cat_mouse(c[0]);
        const gg::PursuitSolution sol = gg::solve_pursuit(setup.board, setup.rules);
        CHECK(gg::cat_mouse_answer(sol, setup) == std::stoi(c[1]));
        ++checked;
    }
    CHECK(checked >= 7);
    MESSAGE("Cat and Mouse: " << checked << " cases checked");
}

// LeetCode 1728 "Cat and Mouse II": true iff the mouse wins.
TEST_CASE("peer data: LeetCode 1728 Cat and Mouse II") {
    const std::string dir = problem_dir("leetcode1728-cat-and-mouse-ii");
    if (dir.empty()) return;
    int checked = 0;
    for (const auto& c : tsv_cases(dir)) {
        CAPTURE(c[0]);
        REQUIRE(c.size() >= 4);
        const gg::PursuitSetup setup = gg::parse_cat_mouse_grid(c[0] + "\n" + c[1] + " " + c[2] + "\n");
        const gg::PursuitSolution sol = gg::solve_pursuit(setup.board, setup.rules);
        CHECK(std::string(gg::cat_mouse_grid_answer(sol, setup) ? "true" : "false") == c[3]);
        ++checked;
    }
    CHECK(checked >= 5);
    MESSAGE("Cat and Mouse II: " << checked << " cases checked");
}

// BOI 2014 "Cop and Robber" (official data, all 39 tests): the expected answer is
// the line after the matrix in each file (and in expected.tsv, checked to agree).
// The cop can win iff some start corner wins against every robber start.
TEST_CASE("peer data: BOI 2014 Cop and Robber (all official tests)") {
    const std::string dir = problem_dir("boi2014-coprobber");
    if (dir.empty()) return;
    std::map<std::string, int> listed;
    for (const auto& words : words_per_line(read_file(fs::path(dir) / "expected.tsv")))
        if (words.size() >= 3 && words[0][0] != '#') listed[words[0]] = std::stoi(words[2]);
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir))
        if (entry.path().extension() == ".in") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    int checked = 0, cop_wins = 0;
    std::uint64_t states = 0, moves = 0;
    for (const auto& file : files) {
        CAPTURE(file.filename().string());
        const std::string text = read_file(file);
        const gg::PursuitSetup setup = gg::parse_cop_robber(text);
        // The expected answer: the first number after N and the N x N matrix.
        std::istringstream is(text);
        std::size_t n = 0;
        is >> n;
        for (std::size_t i = 0; i < n * n; ++i) {
            int a = 0;
            is >> a;
        }
        int expected = -1;
        is >> expected;
        REQUIRE((expected == 0 || expected == 1));
        REQUIRE(listed.count(file.filename().string()));
        CHECK(listed[file.filename().string()] == expected);
        const gg::PursuitSolution sol = gg::solve_pursuit(setup.board, setup.rules);
        const std::vector<std::uint32_t> corners = gg::cop_robber_winning_corners(sol);
        CHECK(static_cast<int>(!corners.empty()) == expected);
        cop_wins += !corners.empty();
        states += sol.num_states();
        moves += sol.edges_examined();
        ++checked;
    }
    CHECK(checked == 39);
    MESSAGE("Cop and Robber: " << checked << " official tests checked (" << cop_wins << " cop wins; " << states
                               << " states, " << moves << " state-graph moves walked)");
}
