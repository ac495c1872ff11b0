// Pursuit games against independent brute force (tests/native/pursuit_brute.hpp):
// thousands of small random grids and graphs with random rules, compared state by
// state (outcome, depth, optimal move, successors); random police-and-thief boards
// of up to 100 cells, compared with the article's method on the article's text.
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "pursuit/pursuit.hpp"
#include "pursuit_brute.hpp"
#include "pursuit/pursuit_formats.hpp"
#include "test_util.hpp"

using gg::Outcome;

namespace {

using Rng = std::mt19937;

int uniform(Rng& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
bool chance(Rng& rng, double p) { return std::uniform_real_distribution<double>(0, 1)(rng) < p; }

gg::SideRules random_side(Rng& rng, const gg::Board& board) {
    gg::SideRules r;
    if (board.is_grid) {
        switch (uniform(rng, 0, 4)) {
            case 0: r.moves = gg::steps4(); break;
            case 1: r.moves = gg::steps8(); break;
            case 2: r.moves = gg::slides4(uniform(rng, 1, 3)); break;
            case 3: {  // custom offsets, some repeated into slides
                const int k = uniform(rng, 1, 4);
                for (int i = 0; i < k; ++i)
                    r.moves.push_back({uniform(rng, -2, 2), uniform(rng, -2, 2), chance(rng, 0.3) ? uniform(rng, 2, 3) : 1});
                break;
            }
            default: break;  // no move at all (only the pass, if any)
        }
    }
    r.may_pass = chance(rng, 0.5);
    if (chance(rng, 0.25)) {
        r.forbidden.assign(board.num_cells(), 0);
        for (auto& f : r.forbidden) f = chance(rng, 0.15);
    }
    return r;
}

gg::PursuitRules random_rules(Rng& rng, const gg::Board& board) {
    gg::PursuitRules r;
    r.pursuer = random_side(rng, board);
    r.evader = random_side(rng, board);
    r.pursuer_exit_wins = chance(rng, 0.3);
    r.draw_as = static_cast<gg::DrawAs>(uniform(rng, 0, 2));
    r.no_move = chance(rng, 0.8) ? Outcome::Lose : chance(rng, 0.5) ? Outcome::Win : Outcome::Draw;
    return r;
}

gg::Board random_grid(Rng& rng) {
    const int rows = uniform(rng, 1, 6), cols = uniform(rng, 1, 6);
    const double walls = uniform(rng, 0, 4) * 0.1, exits = uniform(rng, 0, 3) * 0.05;
    std::vector<std::uint8_t> blocked(static_cast<std::size_t>(rows * cols)), exit(blocked.size());
    for (std::size_t i = 0; i < blocked.size(); ++i) {
        blocked[i] = chance(rng, walls);
        exit[i] = chance(rng, exits);
    }
    return gg::Board::grid(rows, cols, blocked.data(), chance(rng, 0.8) ? exit.data() : nullptr);
}

gg::Board random_graph(Rng& rng, int max_n = 10) {
    const int n = uniform(rng, 1, max_n);
    const double density = uniform(rng, 1, 6) * 0.1;
    const bool undirected = chance(rng, 0.5);
    std::vector<std::int32_t> edges;
    for (int u = 0; u < n; ++u)
        for (int v = 0; v < n; ++v)
            if ((u != v || chance(rng, 0.2)) && chance(rng, density)) {
                edges.push_back(u);
                edges.push_back(v);
                if (chance(rng, 0.05)) {  // a parallel edge
                    edges.push_back(u);
                    edges.push_back(v);
                }
            }
    std::vector<std::uint8_t> exit(static_cast<std::size_t>(n));
    for (auto& e : exit) e = chance(rng, 0.15);
    return gg::Board::graph(static_cast<std::uint32_t>(n), edges.data(), edges.size() / 2, undirected,
                            chance(rng, 0.7) ? exit.data() : nullptr);
}

std::string describe(const gg::Board& b, const gg::PursuitRules& r) {
    std::string s;
    if (b.is_grid) {
        s = "grid " + std::to_string(b.rows) + "x" + std::to_string(b.cols) + "\n";
        for (int i = 0; i < b.rows; ++i) {
            for (int j = 0; j < b.cols; ++j) {
                const std::size_t c = static_cast<std::size_t>(i * b.cols + j);
                s += b.blocked[c] ? '#' : (!b.exit.empty() && b.exit[c]) ? 'E' : '.';
            }
            s += '\n';
        }
    } else {
        s = "graph n=" + std::to_string(b.vertices) + " edges:";
        for (std::size_t i = 0; i < b.edges.size(); i += 2)
            s += " " + std::to_string(b.edges[i]) + ">" + std::to_string(b.edges[i + 1]);
        s += "\n";
    }
    for (const gg::SideRules* sr : {&r.pursuer, &r.evader}) {
        s += sr == &r.pursuer ? "pursuer:" : "evader:";
        for (const auto& m : sr->moves)
            s += " (" + std::to_string(m.dr) + "," + std::to_string(m.dc) + ")x" + std::to_string(m.reach);
        s += sr->may_pass ? " pass" : " no-pass";
        s += sr->forbidden.empty() ? "" : " forbidden-cells";
        s += "\n";
    }
    s += "pursuer_exit_wins=" + std::to_string(r.pursuer_exit_wins) +
         " draw_as=" + std::to_string(static_cast<int>(r.draw_as)) + " no_move=" + gg::outcome_name(r.no_move);
    return s;
}

// Compares every state of the solution with the brute force. Returns the number
// of mismatches (and reports the first few).
int compare(const gg::Board& board, const gg::PursuitRules& rules) {
    const gg::PursuitSolution sol = gg::solve_pursuit(board, rules);
    const brute::Result want = brute::solve(board, rules);
    const gg::PursuitGame& g = sol.game();
    const std::uint32_t P = g.num_positions();
    REQUIRE(sol.num_states() == 2 * P * P);
    // The size computed before building bounds what was built.
    const gg::PursuitSize size = gg::pursuit_size(board, rules);
    CHECK(size.positions == P);
    CHECK(size.max_degree >= g.max_degree());
    for (int k = 0; k < 2; ++k) CHECK(size.moves[k] >= g.moves(static_cast<gg::Side>(k)).out.size());
    int bad = 0;
    auto to_brute = [&](std::uint32_t s) {
        return want.index(static_cast<int>(g.cell_of(g.pursuer(s))), static_cast<int>(g.cell_of(g.evader(s))),
                          static_cast<int>(s & 1));
    };
    for (std::uint32_t s = 0; s < sol.num_states() && bad < 3; ++s) {
        const int b = to_brute(s);
        const Outcome o = sol.outcome(s);
        const int d = sol.depth(s);
        if (o != want.outcome[static_cast<std::size_t>(b)] || d != want.depth[static_cast<std::size_t>(b)]) {
            ++bad;
            FAIL_CHECK("state " << s << " (p=" << g.pursuer(s) << " e=" << g.evader(s) << " side=" << (s & 1)
                                << "): got " << gg::outcome_name(o) << " " << d << ", brute force "
                                << gg::outcome_name(want.outcome[static_cast<std::size_t>(b)]) << " "
                                << want.depth[static_cast<std::size_t>(b)] << "\n"
                                << describe(board, rules));
            continue;
        }
        // The same moves.
        std::set<int> got_succ, want_succ(want.succ[static_cast<std::size_t>(b)].begin(),
                                          want.succ[static_cast<std::size_t>(b)].end());
        for (std::uint32_t t : sol.successors(s)) got_succ.insert(to_brute(t));
        if (got_succ != want_succ) {
            ++bad;
            FAIL_CHECK("state " << s << ": the successors differ from the brute force's\n" << describe(board, rules));
            continue;
        }
        // An optimal move, by the brute force's values.
        const std::int64_t m = sol.optimal_move(s);
        if (want_succ.empty()) {
            if (m != -1) {
                ++bad;
                FAIL_CHECK("state " << s << " has no move, yet optimal_move gives " << m);
            }
            continue;
        }
        const bool ok = [&] {
            if (m < 0) return false;
            const int t = to_brute(static_cast<std::uint32_t>(m));
            if (!want_succ.count(t)) return false;
            const int dt = want.depth[static_cast<std::size_t>(t)];
            if (d < 0) return dt < 0;  // endless play stays endless
            const Outcome ot = want.outcome[static_cast<std::size_t>(t)];
            return dt == d - 1 && ot == (o == Outcome::Win ? Outcome::Lose : Outcome::Win);
        }();
        if (!ok) {
            ++bad;
            FAIL_CHECK("state " << s << " (" << gg::outcome_name(o) << " " << d << "): optimal_move " << m
                                << " is not optimal\n"
                                << describe(board, rules));
        }
    }
    return bad;
}

}  // namespace

TEST_CASE("pursuit: 3000 random grids with random rules against the brute force") {
    Rng rng(20240601);
    int bad_boards = 0;
    for (int i = 0; i < 3000 && bad_boards < 3; ++i) {
        const gg::Board board = random_grid(rng);
        const gg::PursuitRules rules = random_rules(rng, board);
        bad_boards += compare(board, rules) > 0;
    }
    CHECK(bad_boards == 0);
}

TEST_CASE("pursuit: 3000 random graphs with random rules against the brute force") {
    Rng rng(777);
    int bad_boards = 0;
    for (int i = 0; i < 3000 && bad_boards < 3; ++i) {
        const gg::Board board = random_graph(rng);
        const gg::PursuitRules rules = random_rules(rng, board);
        bad_boards += compare(board, rules) > 0;
    }
    CHECK(bad_boards == 0);
}

TEST_CASE("pursuit: dense graphs (more than 63 moves: the 16-bit cell) against the brute force") {
    Rng rng(4242);
    for (int i = 0; i < 3; ++i) {
        const int n = uniform(rng, 64, 72);
        std::vector<std::int32_t> edges;
        for (int u = 0; u < n; ++u)
            for (int v = 0; v < n; ++v)
                if (u != v && (chance(rng, 0.9) || u == 0)) {
                    edges.push_back(u);
                    edges.push_back(v);
                }
        std::vector<std::uint8_t> exit(static_cast<std::size_t>(n), 0);
        exit[static_cast<std::size_t>(uniform(rng, 0, n - 1))] = 1;
        const gg::Board board = gg::Board::graph(static_cast<std::uint32_t>(n), edges.data(), edges.size() / 2, false,
                                                 exit.data());
        gg::PursuitRules rules = random_rules(rng, board);
        rules.pursuer.forbidden.clear();
        rules.pursuer.may_pass = true;
        const gg::PursuitGame game(board, rules);
        REQUIRE(game.max_degree() > 63);
        CHECK(game.bytes_needed() <= 8 * game.num_states_wide() + game.bytes_of_board());
        CHECK(compare(board, rules) == 0);
    }
}

TEST_CASE("police and thief: 1500 random boards of up to 100 cells against the article's method") {
    Rng rng(99);
    int mismatches = 0, verdicts[3] = {0, 0, 0};
    for (int i = 0; i < 1500 && mismatches < 3; ++i) {
        const int n = uniform(rng, 1, 10);
        const int m = uniform(rng, 1, 100 / n);
        if (n * m < 2) continue;
        const double walls = uniform(rng, 0, 5) * 0.08, exits = uniform(rng, 0, 3) * 0.04;
        std::string cells(static_cast<std::size_t>(n * m), '.');
        for (char& c : cells) c = chance(rng, walls) ? '*' : chance(rng, exits) ? 'E' : '.';
        const int p = uniform(rng, 0, n * m - 1);
        int t = uniform(rng, 0, n * m - 2);
        if (t >= p) ++t;
        cells[static_cast<std::size_t>(p)] = chance(rng, 0.2) ? 'C' : 'P';
        cells[static_cast<std::size_t>(t)] = 'T';
        std::string text = std::to_string(n) + " " + std::to_string(m) + "\n";
        for (int r = 0; r < n; ++r) text += cells.substr(static_cast<std::size_t>(r * m), static_cast<std::size_t>(m)) + "\n";
        const gg::PursuitSetup setup = gg::parse_police_thief(text);
        const gg::PursuitSolution sol = gg::solve_pursuit(setup.board, setup.rules);
        const std::string got = gg::police_thief_verdict(sol, setup);
        const std::string want = brute::article_police_thief(text);
        if (got != want) {
            ++mismatches;
            FAIL_CHECK("board:\n" << text << "got '" << got << "', the article's method '" << want << "'");
        }
        ++verdicts[got == "Police catches the thief" ? 0 : got == "The thief escapes" ? 1 : 2];
    }
    CHECK(mismatches == 0);
    // The random boards cover all three verdicts.
    CHECK(verdicts[0] > 50);
    CHECK(verdicts[1] > 50);
    CHECK(verdicts[2] > 50);
    MESSAGE("police and thief verdicts: " << verdicts[0] << " police, " << verdicts[1] << " thief, " << verdicts[2]
                                          << " draw");
}
