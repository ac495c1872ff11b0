// Pursuit games: the API on hand-made boards (indexing, moves, endings, draws,
// optimal play), the compact engine layout against the full one, the limits
// (memory budget, state count, counters, depths), a 64 x 64 open board, and the
// parsers' errors (line and column).
#include <cstdint>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "graph/explicit_graph.hpp"
#include "pursuit/pursuit.hpp"
#include "pursuit/pursuit_formats.hpp"
#include "core/retrograde.hpp"
#include "test_util.hpp"

using gg::Outcome;
using gg::Side;
using gg::Winner;

namespace {

gg::PursuitSolution solve_text(gg::PursuitSetup (*parse)(std::string_view), const std::string& text,
                               gg::PursuitSetup& setup) {
    setup = parse(text);
    return gg::solve_pursuit(setup.board, setup.rules);
}

// The cells a side's piece can move to from a cell (grid boards), as a set of cells.
std::set<std::uint32_t> targets(const gg::PursuitSolution& sol, Side side, std::uint32_t from_cell,
                                std::uint32_t other_cell) {
    const gg::PursuitGame& g = sol.game();
    const std::uint32_t a = static_cast<std::uint32_t>(g.position_of(from_cell));
    const std::uint32_t b = static_cast<std::uint32_t>(g.position_of(other_cell));
    const std::uint32_t s = side == Side::Pursuer ? g.state(a, b, side) : g.state(b, a, side);
    std::set<std::uint32_t> r;
    for (std::uint32_t t : sol.successors(s))
        r.insert(g.cell_of(side == Side::Pursuer ? g.pursuer(t) : g.evader(t)));
    return r;
}

// Follows optimal moves from s to the end; returns the number of moves made and
// checks every move against the outcome/depth rules.
int play_out(const gg::PursuitSolution& sol, std::uint32_t s) {
    int moves = 0;
    while (!sol.ended(s)) {
        const std::int64_t m = sol.optimal_move(s);
        REQUIRE(m >= 0);
        const std::uint32_t t = static_cast<std::uint32_t>(m);
        CHECK(sol.winner(t) == sol.winner(s));
        CHECK(sol.depth(t) == sol.depth(s) - 1);
        s = t;
        ++moves;
        REQUIRE(moves <= 100000);
    }
    return moves;
}

}  // namespace

TEST_CASE("pursuit: state indexing and positions") {
    gg::PursuitSetup setup;
    const gg::PursuitSolution sol = solve_text(gg::parse_police_thief, "2 3\nP*.\n..T\n", setup);
    const gg::PursuitGame& g = sol.game();
    CHECK(g.num_positions() == 5);
    CHECK(sol.num_states() == 50);
    CHECK(g.position_of(1) == -1);  // the wall
    CHECK(g.position_of(2) == 1);
    CHECK(g.cell_of(4) == 5);
    for (std::uint32_t p = 0; p < 5; ++p)
        for (std::uint32_t e = 0; e < 5; ++e)
            for (Side side : {Side::Pursuer, Side::Evader}) {
                const std::uint32_t s = g.state(p, e, side);
                CHECK(s == (p * 5 + e) * 2 + static_cast<std::uint32_t>(side));
                CHECK(g.pursuer(s) == p);
                CHECK(g.evader(s) == e);
                CHECK(gg::PursuitGame::side(s) == side);
            }
    CHECK(gg::start_state(sol, setup) == g.state(0, 4, Side::Pursuer));

    // The map of the police's cells, thief fixed at cell 5, police to move.
    std::vector<std::uint8_t> winners;
    std::vector<std::int32_t> depths;
    sol.map(Side::Pursuer, 5, Side::Pursuer, winners, depths);
    REQUIRE(winners.size() == 6);
    CHECK(winners[1] == gg::PursuitSolution::kNotAPosition);
    CHECK(depths[1] == -1);
    CHECK(winners[5] == static_cast<std::uint8_t>(Winner::Pursuer));  // on the thief: caught
    CHECK(depths[5] == 0);
    CHECK(winners[4] == static_cast<std::uint8_t>(Winner::Pursuer));  // next to him, police to move
    CHECK(depths[4] == 1);
    for (std::uint32_t c : {0u, 2u, 3u}) {
        const std::uint32_t st = g.state(static_cast<std::uint32_t>(g.position_of(c)), 4, Side::Pursuer);
        CHECK(winners[c] == static_cast<std::uint8_t>(sol.winner(st)));
        CHECK(depths[c] == sol.depth(st));
    }
    // The thief's map, police fixed at cell 0, thief to move.
    sol.map(Side::Evader, 0, Side::Evader, winners, depths);
    CHECK(winners[0] == static_cast<std::uint8_t>(Winner::Pursuer));
    CHECK(winners[5] == static_cast<std::uint8_t>(sol.winner(g.state(0, 4, Side::Evader))));
    CHECK_THROWS_AS(sol.map(Side::Evader, 1, Side::Evader, winners, depths), gg::PursuitError);
    // The memory needed, before solving.
    CHECK(gg::pursuit_bytes_needed(setup.board, setup.rules) == g.bytes_needed());
    // Moves given flat.
    const std::int32_t flat[] = {1, 2, 1, 0, -1, 3};
    const std::vector<gg::GridMove> mv = gg::grid_moves(flat, 2);
    REQUIRE(mv.size() == 2);
    CHECK((mv[1].dr == 0 && mv[1].dc == -1 && mv[1].reach == 3));
}

TEST_CASE("pursuit: police and thief, small boards by hand") {
    gg::PursuitSetup setup;
    {
        const gg::PursuitSolution sol = solve_text(gg::parse_police_thief, "1 2\nPT\n", setup);
        const std::uint32_t s = gg::start_state(sol, setup);
        CHECK(sol.outcome(s) == Outcome::Win);
        CHECK(sol.depth(s) == 1);
        CHECK(sol.winner(s) == Winner::Pursuer);
        const std::int64_t m = sol.optimal_move(s);
        REQUIRE(m >= 0);
        CHECK(sol.ended(static_cast<std::uint32_t>(m)));
        CHECK(sol.game().pursuer(static_cast<std::uint32_t>(m)) == 1);
        CHECK(std::string(gg::police_thief_verdict(sol, setup)) == "Police catches the thief");
    }
    {
        // A wall between them, no exit: endless play.
        const gg::PursuitSolution sol = solve_text(gg::parse_police_thief, "1 3\nP*T\n", setup);
        const std::uint32_t s = gg::start_state(sol, setup);
        CHECK(sol.outcome(s) == Outcome::Draw);
        CHECK(sol.depth(s) == -1);
        CHECK(sol.optimal_move(s) >= 0);  // passing keeps the draw
        CHECK(std::string(gg::police_thief_verdict(sol, setup)) == "Draw");
    }
    {
        // The thief steps onto the exit before the police can reach it.
        const gg::PursuitSolution sol = solve_text(gg::parse_police_thief, "1 5\nP..TE\n", setup);
        const std::uint32_t s = gg::start_state(sol, setup);
        CHECK(sol.winner(s) == Winner::Evader);
        CHECK(sol.outcome(s) == Outcome::Lose);
        CHECK(sol.depth(s) == 2);  // police moves, thief steps out
        CHECK(play_out(sol, s) == 2);
        CHECK(std::string(gg::police_thief_verdict(sol, setup)) == "The thief escapes");
    }
    {
        // 'C' for the police is accepted too; the police on the exit cell catches a
        // thief who steps there.
        const gg::PursuitSolution sol = solve_text(gg::parse_police_thief, "1 3\nCET\n", setup);
        const std::uint32_t s = gg::start_state(sol, setup);
        CHECK(sol.winner(s) == Winner::Pursuer);
        CHECK(sol.depth(s) == 3);  // police to E, thief waits, police takes him
    }
}

TEST_CASE("pursuit: grid moves (steps, slides stopped by walls, jumps, forbidden cells)") {
    // 3 x 5:   . . # . .
    //          . . . . .
    //          . . . . .
    const std::uint8_t walls[15] = {0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    const gg::Board board = gg::Board::grid(3, 5, walls, nullptr);
    gg::PursuitRules rules;
    rules.pursuer.moves = gg::slides4(4);                      // the pursuer slides
    rules.evader.moves = {{2, 1, 1}, {-1, 2, 1}, {0, 1, 2}};   // the evader jumps, and slides 1-2 right
    rules.evader.forbidden.assign(15, 0);
    rules.evader.forbidden[9] = 1;
    rules.pursuer.may_pass = true;
    const gg::PursuitSolution sol = gg::solve_pursuit(board, rules);
    // Pursuer at (0,0) (cell 0), evader far away at cell 14: slides right stop at the
    // wall, down to row 2; plus the pass.
    CHECK(targets(sol, Side::Pursuer, 0, 14) == std::set<std::uint32_t>{0, 1, 5, 10});
    // Pursuer at (0,3) (cell 3): left is the wall at once; right to 4; down 8, 13.
    CHECK(targets(sol, Side::Pursuer, 3, 14) == std::set<std::uint32_t>{3, 4, 8, 13});
    // Evader at (1,0) (cell 5): the jump (2,1) leaves the board... (3,1) is off; the
    // jump (-1,2) lands on the wall (0,2): no; right 1-2: cells 6, 7.
    CHECK(targets(sol, Side::Evader, 5, 0) == std::set<std::uint32_t>{6, 7});
    // Evader at (0,0): the jump (2,1) lands on (2,1) = 11 over anything; (-1,2) is
    // off the board; right: cell 1, then the wall stops the slide.
    CHECK(targets(sol, Side::Evader, 0, 14) == std::set<std::uint32_t>{11, 1});
    // Evader at (1,2) (cell 7): right 1 is cell 8, right 2 is cell 9, forbidden: the
    // slide stops; the jump (-1,2) lands on (0,4) = 4; (2,1) is off.
    CHECK(targets(sol, Side::Evader, 7, 0) == std::set<std::uint32_t>{8, 4});
    // An ended state has no successor and no optimal move.
    const gg::PursuitGame& g = sol.game();
    const std::uint32_t caught = g.state(3, 3, Side::Evader);
    CHECK(sol.ended(caught));
    CHECK(sol.successors(caught).empty());
    CHECK(sol.optimal_move(caught) == -1);
    CHECK(sol.depth(caught) == 0);
    CHECK(sol.winner(caught) == Winner::Pursuer);
}

TEST_CASE("pursuit: endings, draws counted for a side, the stuck side") {
    // A 5-cycle: the cop (who may wait) never catches a robber who must move (on a
    // 4-cycle he would: the robber forced next to him).
    const std::int32_t cycle[] = {0, 1, 1, 2, 2, 3, 3, 4, 4, 0};
    const gg::Board c5 = gg::Board::graph(5, cycle, 5, true, nullptr);
    gg::PursuitRules rules = gg::cop_robber_rules();
    {
        const gg::PursuitSolution sol = gg::solve_pursuit(c5, rules);
        const gg::PursuitGame& g = sol.game();
        const std::uint32_t s = g.state(0, 2, Side::Pursuer);
        CHECK(sol.outcome(s) == Outcome::Lose);  // the draw counts for the robber
        CHECK(sol.winner(s) == Winner::Evader);
        CHECK(sol.depth(s) == -1);
        const std::int64_t m = sol.optimal_move(s);
        REQUIRE(m >= 0);
        CHECK(sol.depth(static_cast<std::uint32_t>(m)) == -1);  // the play stays endless
        CHECK(gg::cop_robber_winning_corners(sol).empty());
        // Adjacent, cop to move: caught at once.
        CHECK(sol.outcome(g.state(0, 1, Side::Pursuer)) == Outcome::Win);
        CHECK(sol.depth(g.state(0, 1, Side::Pursuer)) == 1);
    }
    {
        rules.draw_as = gg::DrawAs::Draw;
        const gg::PursuitSolution sol = gg::solve_pursuit(c5, rules);
        CHECK(sol.outcome(sol.game().state(0, 2, Side::Pursuer)) == Outcome::Draw);
        CHECK(sol.winner(sol.game().state(0, 2, Side::Pursuer)) == Winner::None);
        rules.draw_as = gg::DrawAs::PursuerWin;
        const gg::PursuitSolution sol2 = gg::solve_pursuit(c5, rules);
        CHECK(sol2.outcome(sol2.game().state(0, 2, Side::Pursuer)) == Outcome::Win);
        CHECK(sol2.outcome(sol2.game().state(0, 2, Side::Evader)) == Outcome::Lose);
    }
    {
        // A path 0 - 1 - 2 with the robber unable to pass: on a tree the cop wins.
        const std::int32_t path[] = {0, 1, 1, 2};
        const gg::PursuitSolution sol = gg::solve_pursuit(gg::Board::graph(3, path, 2, true, nullptr), rules);
        CHECK(gg::cop_robber_winning_corners(sol) == std::vector<std::uint32_t>{0, 1, 2});
    }
    {
        // The evader with no move at all (an isolated vertex, no pass) loses; with
        // no_move = WIN it wins.
        const std::int32_t e[] = {0, 1};
        const gg::Board b = gg::Board::graph(3, e, 1, false, nullptr);
        gg::PursuitRules r;
        r.pursuer.may_pass = true;
        gg::PursuitSolution sol = gg::solve_pursuit(b, r);
        const std::uint32_t s = sol.game().state(0, 2, Side::Evader);
        CHECK(sol.outcome(s) == Outcome::Lose);
        CHECK(sol.depth(s) == 0);
        CHECK(sol.optimal_move(s) == -1);
        r.no_move = Outcome::Win;
        sol = gg::solve_pursuit(b, r);
        CHECK(sol.outcome(s) == Outcome::Win);
    }
    {
        // The pursuer on an exit wins only with pursuer_exit_wins; capture comes first.
        const std::uint8_t exits[3] = {0, 1, 0};
        const gg::Board b = gg::Board::grid(1, 3, nullptr, exits);
        gg::PursuitRules r;
        gg::PursuitSolution sol = gg::solve_pursuit(b, r);
        const gg::PursuitGame& g = sol.game();
        CHECK(!sol.ended(g.state(1, 0, Side::Evader)));
        CHECK(sol.winner(g.state(0, 1, Side::Pursuer)) == Winner::Evader);
        CHECK(sol.winner(g.state(1, 1, Side::Pursuer)) == Winner::Pursuer);
        r.pursuer_exit_wins = true;
        sol = gg::solve_pursuit(b, r);
        CHECK(sol.ended(sol.game().state(1, 0, Side::Evader)));
        CHECK(sol.winner(sol.game().state(1, 0, Side::Evader)) == Winner::Pursuer);
    }
}

TEST_CASE("pursuit: optimal play on random 12 x 12 boards lasts exactly the depth") {
    std::mt19937 rng(5);
    int decided = 0;
    for (int i = 0; i < 20; ++i) {
        std::string text = "12 12\n";
        std::string cells(144, '.');
        for (char& c : cells) c = rng() % 100 < 20 ? '*' : rng() % 100 < 3 ? 'E' : '.';
        cells[rng() % 144] = 'P';
        std::size_t t = rng() % 144;
        while (cells[t] == 'P') t = rng() % 144;
        cells[t] = 'T';
        for (int r = 0; r < 12; ++r) text += cells.substr(static_cast<std::size_t>(r) * 12, 12) + "\n";
        gg::PursuitSetup setup;
        const gg::PursuitSolution sol = solve_text(gg::parse_police_thief, text, setup);
        for (std::uint32_t s = 0; s < sol.num_states(); s += 97) {
            if (sol.depth(s) < 0) continue;
            CAPTURE(text);
            CHECK(play_out(sol, s) == sol.depth(s));
            ++decided;
        }
    }
    CHECK(decided > 1000);
}

TEST_CASE("pursuit: 64 x 64 open board (33.5 million states, 7 bytes each)") {
    std::string text = "64 64\n";
    for (int r = 0; r < 64; ++r) {
        std::string row(64, '.');
        if (r == 0) row[0] = 'P';
        if (r == 63) row[63] = 'T';
        text += row + "\n";
    }
    gg::PursuitSetup setup = gg::parse_police_thief(text);
    {
        const gg::PursuitGame game(setup.board, setup.rules);
        CHECK(game.num_states() == 33554432u);
        CHECK(game.max_degree() == 9);
        CHECK(game.bytes_needed() == 7ull * 33554432u + game.bytes_of_board());
        CHECK(game.bytes_of_board() < 1000000);
    }
    const gg::PursuitSolution sol = gg::solve_pursuit(setup.board, setup.rules);
    const std::uint32_t s = gg::start_state(sol, setup);
    CHECK(std::string(gg::police_thief_verdict(sol, setup)) == "Police catches the thief");
    CHECK(sol.depth(s) == 125);
    CHECK(play_out(sol, s) == 125);
    // Without walls or exits the police always wins.
    std::uint64_t police = 0;
    for (std::uint32_t t = 0; t < sol.num_states(); ++t) police += sol.winner(t) == Winner::Pursuer;
    CHECK(police == sol.num_states());
}

TEST_CASE("pursuit: boards too large are refused before allocating, with the memory needed") {
    auto open_board = [](int n) {
        return gg::Board::grid(n, n, nullptr, nullptr);
    };
    const gg::PursuitRules rules = gg::police_thief_rules();
    // 64 x 64 needs 224 MiB: refused under a 100 MiB budget.
    try {
        (void)gg::solve_pursuit(open_board(64), rules, 100u << 20);
        FAIL("no PursuitTooLarge");
    } catch (const gg::PursuitTooLarge& e) {
        CHECK(e.bytes_needed == 7ull * 33554432u + gg::PursuitGame(open_board(64), rules).bytes_of_board());
        CHECK(e.bytes_budget == 100u << 20);
        CHECK(std::string(e.what()).find("needs 224.") != std::string::npos);
        CHECK(std::string(e.what()).find("100.0 MiB") != std::string::npos);
    }
    // 181 x 181: 2.1 billion states, 14 GiB: over the default budget.
    try {
        (void)gg::solve_pursuit(open_board(181), rules);
        FAIL("no PursuitTooLarge");
    } catch (const gg::PursuitTooLarge& e) {
        CHECK(e.bytes_needed > (13ull << 30));
        CHECK(std::string(e.what()).find("GiB") != std::string::npos);
    }
    // 200 x 200: more states than the engine indexes.
    CHECK_THROWS_AS((void)gg::solve_pursuit(open_board(200), rules, ~0ull), gg::PursuitTooLarge);
    // Inconsistent input.
    CHECK_THROWS_AS(gg::Board::grid(0, 3, nullptr, nullptr), gg::PursuitError);
    const std::int32_t bad_edge[] = {0, 5};
    CHECK_THROWS_AS(gg::Board::graph(3, bad_edge, 1, false, nullptr), gg::PursuitError);
    gg::PursuitRules short_forbidden;
    short_forbidden.pursuer.forbidden = {1, 0};
    CHECK_THROWS_AS(gg::PursuitGame(open_board(3), short_forbidden), gg::PursuitError);
}

TEST_CASE("engine: the compact layouts give the full layout's outcomes and depths") {
    std::mt19937 rng(31);
    for (int i = 0; i < 2000; ++i) {
        const std::uint32_t n = 1 + rng() % 40;
        const std::uint32_t m = rng() % (3 * n + 1);
        std::vector<std::int32_t> edges;
        for (std::uint32_t k = 0; k < m; ++k) {
            edges.push_back(static_cast<std::int32_t>(rng() % n));
            edges.push_back(static_cast<std::int32_t>(rng() % n));
        }
        std::vector<gg::Fixed> fixed;
        if (rng() % 2) {
            fixed.resize(n);
            for (auto& f : fixed) f = static_cast<gg::Fixed>(rng() % 10 < 8 ? 0 : 1 + rng() % 3);
        }
        const Outcome no_move = rng() % 2 ? Outcome::Lose : Outcome::Win;
        const gg::ExplicitGraph g(n, edges.data(), m, no_move, fixed);
        const gg::Solution full = gg::retrograde(g);
        const gg::CompactSolution c8 = gg::retrograde_with<gg::CompactStorage<std::uint8_t>>(g);
        const gg::CompactSolution c16 = gg::retrograde_with<gg::CompactStorage<std::uint16_t>>(g);
        for (const gg::CompactSolution* c : {&c8, &c16}) {
            REQUIRE(c->outcome.size() == n);
            CHECK(c->edges_examined == full.edges_examined);
            for (std::uint32_t v = 0; v < n; ++v) {
                CHECK(static_cast<Outcome>(c->outcome[v]) == full.outcome[v]);
                CHECK((full.depth[v] < 0 ? gg::CompactSolution::kNoDepth : full.depth[v]) == c->depth[v]);
                // The derived move is as good as the stored one.
                const bool fx = (!fixed.empty() && fixed[v] != gg::Fixed::None);
                const std::int64_t mv = gg::optimal_move(*c, v, fx, g);
                CHECK((mv < 0) == (full.move[v] < 0));
                if (mv >= 0 && full.move[v] >= 0) {
                    CHECK(c->outcome[static_cast<std::size_t>(mv)] ==
                          static_cast<std::uint8_t>(full.outcome[static_cast<std::size_t>(full.move[v])]));
                    CHECK(c->depth[static_cast<std::size_t>(mv)] == c->depth[static_cast<std::size_t>(full.move[v])]);
                }
            }
        }
    }
}

TEST_CASE("engine: the compact layout's limits (64 moves in a byte, depth 65535) are errors") {
    {
        std::vector<std::int32_t> star;
        for (int k = 1; k <= 64; ++k) {
            star.push_back(0);
            star.push_back(k);
        }
        const gg::ExplicitGraph g(65, star.data(), 64);
        CHECK_THROWS_AS(gg::retrograde_with<gg::CompactStorage<std::uint8_t>>(g), std::overflow_error);
        CHECK(gg::retrograde_with<gg::CompactStorage<std::uint16_t>>(g).outcome[0] ==
              static_cast<std::uint8_t>(Outcome::Win));
        star.resize(2 * 63);
        const gg::ExplicitGraph g63(64, star.data(), 63);
        CHECK(gg::retrograde_with<gg::CompactStorage<std::uint8_t>>(g63).outcome[0] ==
              static_cast<std::uint8_t>(Outcome::Win));
    }
    auto chain = [](std::uint32_t n) {
        std::vector<std::int32_t> e;
        for (std::uint32_t v = 0; v + 1 < n; ++v) {
            e.push_back(static_cast<std::int32_t>(v + 1));
            e.push_back(static_cast<std::int32_t>(v));
        }
        return gg::ExplicitGraph(n, e.data(), n - 1);
    };
    // Vertex v of a chain has depth v: 65535 vertices reach depth 65534, the most.
    const gg::CompactSolution ok = gg::retrograde_with<gg::CompactStorage<std::uint8_t>>(chain(65535));
    CHECK(ok.depth[65534] == 65534);
    try {
        (void)gg::retrograde_with<gg::CompactStorage<std::uint8_t>>(chain(65536));
        FAIL("no overflow_error");
    } catch (const std::overflow_error& e) {
        CHECK(std::string(e.what()).find("65534") != std::string::npos);
    }
}

TEST_CASE("parsers: bad input gets a ParseError with line and column") {
    struct Bad {
        gg::PursuitSetup (*parse)(std::string_view);
        const char* text;
        std::size_t line, column;
        const char* part;
    };
    const Bad cases[] = {
        // police and thief
        {gg::parse_police_thief, "", 1, 1, "expected the number of rows"},
        {gg::parse_police_thief, "2 x\n", 1, 3, "expected the number of columns"},
        {gg::parse_police_thief, "0 3\n", 1, 2, "at least one row"},
        {gg::parse_police_thief, "2 2 3\nP.\n.T\n", 1, 5, "after the header"},
        {gg::parse_police_thief, "2 2\n..\n.T\n", 4, 1, "no police officer"},
        {gg::parse_police_thief, "2 2\nP.\n..\n", 4, 1, "no thief"},
        {gg::parse_police_thief, "2 2\nPT\n.T\n", 3, 2, "a second thief"},
        {gg::parse_police_thief, "2 2\nPC\n.T\n", 2, 2, "a second police officer"},
        {gg::parse_police_thief, "2 3\nP..\n.T\n", 3, 3, "row 2 has 2 cells, expected m = 3"},
        {gg::parse_police_thief, "2 3\nP..\n.T..\n", 3, 4, "row 2 is longer"},
        {gg::parse_police_thief, "2 2\nP#\n.T\n", 2, 2, "unknown cell '#'"},
        {gg::parse_police_thief, "2 2\nP.\n\xc3\xa9T\n", 3, 1, "unknown cell '\xc3\xa9'"},
        {gg::parse_police_thief, "2 2\r\nP.\r\n.T x\r\n", 3, 4, "unexpected 'x' after a row"},
        {gg::parse_police_thief, "2 2\nP.\n", 3, 1, "expected row 2 of 2"},
        {gg::parse_police_thief, "1 2\nPT\nT.\n", 3, 1, "after the 1 rows"},
        // cat and mouse (LeetCode 913)
        {gg::parse_cat_mouse, "", 1, 1, "expected '['"},
        {gg::parse_cat_mouse, "[[1,2],[0],[0]", 1, 15, "expected ',' or ']'"},
        {gg::parse_cat_mouse, "[[1,2],[0],\n[0,7]]", 2, 4, "neighbour 7, out of range 0..2"},
        {gg::parse_cat_mouse, "[[1],[0]]", 1, 10, "at least 3"},
        {gg::parse_cat_mouse, "[[1,2],[0],[-1]]", 1, 13, "negative"},
        {gg::parse_cat_mouse, "[[1,2],[0],[0]] x", 1, 17, "after the adjacency list"},
        {gg::parse_cat_mouse, "[[1,2] [0],[0]]", 1, 8, "expected ',' or ']' after a vertex's list"},
        {gg::parse_cat_mouse, "[[1,,2],[0],[0]]", 1, 5, "expected a vertex id"},
        // cat and mouse on a grid (LeetCode 1728)
        {gg::parse_cat_mouse_grid, "[\"M.C...F\",\"...\"]\n1 4\n", 1, 16, "row 2 has 3 cells, row 1 has 7"},
        {gg::parse_cat_mouse_grid, "[\"M.C\",\"....\"]\n1 4\n", 1, 12, "row 2 is longer"},
        {gg::parse_cat_mouse_grid, "[\"M.C.MF\"]\n1 2\n", 1, 7, "a second mouse"},
        {gg::parse_cat_mouse_grid, "[\"M.C.CF\"]\n1 2\n", 1, 7, "a second cat"},
        {gg::parse_cat_mouse_grid, "[\"M.C*.F\"]\n1 2\n", 1, 6, "unknown cell '*'"},
        {gg::parse_cat_mouse_grid, "[\"M...F\"]\n1 2\n", 3, 1, "no cat"},
        {gg::parse_cat_mouse_grid, "[\"C...F\"]\n1 2\n", 3, 1, "no mouse"},
        {gg::parse_cat_mouse_grid, "[\"M.C.F\"]\n1\n", 3, 1, "expected mouseJump"},
        {gg::parse_cat_mouse_grid, "[\"M.C.F\"\n1 2\n", 2, 1, "expected ',' or ']' after a row string"},
        {gg::parse_cat_mouse_grid, "[\"M.C.F\n\"]\n1 2\n", 1, 8, "unterminated row string"},
        {gg::parse_cat_mouse_grid, "[]\n1 2\n", 1, 2, "no row"},
        {gg::parse_cat_mouse_grid, "[\"M.C.F\"]\n1 2 3\n", 2, 5, "after 'catJump mouseJump'"},
        // cop and robber (BOI 2014)
        {gg::parse_cop_robber, "x\n", 1, 1, "expected the number of corners N"},
        {gg::parse_cop_robber, "3\n0 1 0\n1 0 1\n0 1\n", 4, 4, "row 3 of the matrix has 2 entries, expected N = 3"},
        {gg::parse_cop_robber, "3\n0 1 0\n1 0 1 0\n0 1 0\n", 3, 7, "more than N = 3 entries"},
        {gg::parse_cop_robber, "3\n0 1 0\n1 0 2\n0 1 0\n", 3, 5, "must be 0 or 1"},
        {gg::parse_cop_robber, "3\n0 1 0\n1 0 10\n0 1 0\n", 3, 5, "must be 0 or 1"},
        {gg::parse_cop_robber, "3\n0 1 0\n1 0 1\n", 4, 1, "expected row 3 of the 3 x 3 matrix"},
        {gg::parse_cop_robber, "2 2\n0 1\n1 0\n", 1, 3, "after N"},
    };
    for (const Bad& b : cases) {
        CAPTURE(std::string(b.text));
        try {
            (void)b.parse(b.text);
            FAIL_CHECK("no ParseError");
        } catch (const gg::ParseError& e) {
            CHECK(e.line == b.line);
            CHECK(e.column == b.column);
            CHECK_MESSAGE(e.message.find(b.part) != std::string::npos, e.what());
        }
    }
}

TEST_CASE("parsers: accepted variants") {
    // CRLF, blank lines between rows, trailing blanks; the rest of a BOI file ignored.
    CHECK_NOTHROW(gg::parse_police_thief("2 2\r\n\r\nP. \r\n .T\r\n\r\n"));
    CHECK_NOTHROW(gg::parse_police_thief("2\n2\nP.\n.T"));
    const gg::PursuitSetup cr = gg::parse_cop_robber("2\n0 1\n1 0\n1\n0 0 1\nwhatever\n");
    CHECK(cr.board.vertices == 2);
    CHECK(cr.board.edges.size() == 4);
    const gg::PursuitSetup cm = gg::parse_cat_mouse(" [ [2,5] ,[3],[0,4,5],[1,4,5],[2,3],[0,2,3] ]\n");
    CHECK(cm.board.vertices == 6);
    CHECK(cm.pursuer_start == 2);
    CHECK(cm.evader_start == 1);
    CHECK(cm.first == Side::Evader);
    const gg::PursuitSetup cg = gg::parse_cat_mouse_grid("[\"####F\", \"#C...\", \"M....\"]\t1\t2");
    CHECK(cg.board.rows == 3);
    CHECK(cg.board.cols == 5);
    CHECK(cg.pursuer_start == 6);
    CHECK(cg.evader_start == 10);
}
