// The BOI 2008 "Game" race (solver/race/race_game.hpp): the layered solver against the
// exact full-state solver on thousands of random small boards, the official
// sample (read in place from ../shared/peer-tests/boi2008-game), 300 x 300 worst
// cases, every race replayed under the real rules, and the parser's errors.
//
// RACE_CROSSCHECK_BOARDS in the environment sets the number of random boards
// (default 4000); RACE_CROSSCHECK_MAXN their largest size (default 8).
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "graph/graph_text.hpp"
#include "race/race_game.hpp"

#ifndef GG_PEER_TESTS_DIR
#define GG_PEER_TESTS_DIR ""
#endif

namespace fs = std::filesystem;
using gg::Player;
using gg::RaceBoard;
using gg::RaceStep;

namespace {

// splitmix64: the same boards on every platform.
struct Rng {
    std::uint64_t s;
    explicit Rng(std::uint64_t seed) : s(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (s += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    std::uint32_t below(std::uint32_t k) { return static_cast<std::uint32_t>((next() >> 32) * k >> 32); }
    bool chance(double p) { return static_cast<double>(next() >> 11) * 0x1.0p-53 < p; }
};

std::size_t env_size(const char* name, std::size_t fallback) {
    const char* v = std::getenv(name);
    if (!v || !*v) return fallback;
    return static_cast<std::size_t>(std::strtoull(v, nullptr, 10));
}

bool connected(const RaceBoard& bd) {
    std::vector<std::uint8_t> seen(bd.free.size(), 0);
    std::vector<std::int32_t> stack{bd.a};
    seen[static_cast<std::size_t>(bd.a)] = 1;
    const std::int32_t n = bd.n;
    while (!stack.empty()) {
        const std::int32_t s = stack.back();
        stack.pop_back();
        if (s == bd.b) return true;
        const std::int32_t r = s / n, c = s % n;
        const std::int32_t nb[4] = {r > 0 ? s - n : -1, c > 0 ? s - 1 : -1, c < n - 1 ? s + 1 : -1,
                                    r < n - 1 ? s + n : -1};
        for (const std::int32_t t : nb)
            if (t >= 0 && bd.free[static_cast<std::size_t>(t)] && !seen[static_cast<std::size_t>(t)]) {
                seen[static_cast<std::size_t>(t)] = 1;
                stack.push_back(t);
            }
    }
    return false;
}

// A random n x n board with walls of density p and A, B on random distinct white
// squares joined by a path (drawn again until they are).
RaceBoard random_board(Rng& rng, std::int32_t n, double p) {
    for (;;) {
        RaceBoard bd;
        bd.n = n;
        bd.free.assign(static_cast<std::size_t>(n * n), 0);
        std::vector<std::int32_t> white;
        for (std::int32_t s = 0; s < n * n; ++s)
            if (!rng.chance(p)) {
                bd.free[static_cast<std::size_t>(s)] = 1;
                white.push_back(s);
            }
        if (white.size() < 2) continue;
        bd.a = white[rng.below(static_cast<std::uint32_t>(white.size()))];
        do bd.b = white[rng.below(static_cast<std::uint32_t>(white.size()))];
        while (bd.b == bd.a);
        if (connected(bd)) return bd;
    }
}

// A maze: corridors carved by a random depth-first walk over the squares of even
// row and column, then each remaining wall opened with probability `loops` (so
// there are cycles to run around); A and B on random white squares.
RaceBoard random_maze(Rng& rng, std::int32_t n, double loops) {
    if (n < 3) return random_board(rng, n, loops);  // no room for a maze
    RaceBoard bd;
    bd.n = n;
    bd.free.assign(static_cast<std::size_t>(n * n), 0);
    const std::int32_t m = (n + 1) / 2;  // nodes per side, at even coordinates
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(m * m), 0);
    std::vector<std::int32_t> stack{0};
    seen[0] = 1;
    bd.free[0] = 1;
    while (!stack.empty()) {
        const std::int32_t v = stack.back(), r = v / m, c = v % m;
        std::int32_t opts[4], k = 0;
        if (r > 0 && !seen[static_cast<std::size_t>(v - m)]) opts[k++] = v - m;
        if (c > 0 && !seen[static_cast<std::size_t>(v - 1)]) opts[k++] = v - 1;
        if (c < m - 1 && !seen[static_cast<std::size_t>(v + 1)]) opts[k++] = v + 1;
        if (r < m - 1 && !seen[static_cast<std::size_t>(v + m)]) opts[k++] = v + m;
        if (k == 0) {
            stack.pop_back();
            continue;
        }
        const std::int32_t w = opts[rng.below(static_cast<std::uint32_t>(k))];
        seen[static_cast<std::size_t>(w)] = 1;
        const std::int32_t wr = w / m, wc = w % m;
        bd.free[static_cast<std::size_t>((2 * wr) * n + 2 * wc)] = 1;
        bd.free[static_cast<std::size_t>((r + wr) * n + (c + wc))] = 1;  // the square between
        stack.push_back(w);
    }
    for (auto& f : bd.free)
        if (!f && rng.chance(loops)) f = 1;
    std::vector<std::int32_t> white;
    for (std::int32_t q = 0; q < n * n; ++q)
        if (bd.free[static_cast<std::size_t>(q)]) white.push_back(q);
    for (;;) {
        bd.a = white[rng.below(static_cast<std::uint32_t>(white.size()))];
        do bd.b = white[rng.below(static_cast<std::uint32_t>(white.size()))];
        while (bd.b == bd.a);
        if (connected(bd)) return bd;
    }
}

std::string rows(const RaceBoard& bd) { return gg::race_board_rows(bd); }

bool adjacent(std::int32_t n, std::int32_t u, std::int32_t v) {
    const std::int32_t dr = u / n - v / n, dc = u % n - v % n;
    return (dr == 0 && (dc == 1 || dc == -1)) || (dc == 0 && (dr == 1 || dr == -1));
}

// Replays steps under the real rules; returns the winner (FAILs on anything illegal).
Player replay(const RaceBoard& bd, const std::vector<RaceStep>& steps, bool allow_decline = false) {
    std::int32_t pos[2] = {bd.a, bd.b};
    const std::int32_t goal[2] = {bd.b, bd.a};
    int to_move = 0;
    bool pending_extra = false;
    bool over = false;
    int winner = -1;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const RaceStep& st = steps[i];
        INFO("step " << i << " of " << steps.size() << " on\n" << rows(bd));
        REQUIRE_FALSE(over);
        const int p = st.player == Player::A ? 0 : 1;
        REQUIRE(p == to_move);
        REQUIRE(st.from == pos[p]);
        REQUIRE(st.extra == pending_extra);
        if (st.extra && st.from == st.to) {
            REQUIRE(allow_decline);
        } else {
            REQUIRE(st.to >= 0);
            REQUIRE(st.to < bd.n * bd.n);
            REQUIRE(bd.free[static_cast<std::size_t>(st.to)]);
            REQUIRE(adjacent(bd.n, st.from, st.to));
        }
        pos[p] = st.to;
        REQUIRE(st.pos_a == pos[0]);
        REQUIRE(st.pos_b == pos[1]);
        if (st.to == goal[p]) {
            over = true;
            winner = p;
        } else if (!st.extra && st.to == pos[1 - p]) {
            pending_extra = true;  // the same player steps again
        } else {
            pending_extra = false;
            to_move = 1 - p;
        }
    }
    REQUIRE(over);
    return winner == 0 ? Player::A : Player::B;
}

std::int32_t turns(const std::vector<RaceStep>& steps) {
    std::int32_t k = 0;
    for (const RaceStep& st : steps) k += st.extra ? 0 : 1;
    return k;
}

// The real game solved naively, independently of the engine: states (side to move,
// square of A, square of B, mid-jump or not) reachable from the start, with the
// mid-jump state as a state of its own where the jumper moves again, and value
// iteration to the least fixed point. Returns 'A', 'B' or 'D' (draw).
char naive_full(const RaceBoard& bd, bool optional) {
    const std::int32_t n = bd.n, nn = n * n;
    const std::int32_t start[2] = {bd.a, bd.b};
    auto key = [&](int turn, std::int32_t pa, std::int32_t pb, int jump) {
        return ((static_cast<std::size_t>(turn) * static_cast<std::size_t>(nn) + static_cast<std::size_t>(pa)) *
                    static_cast<std::size_t>(nn) + static_cast<std::size_t>(pb)) * 2 + static_cast<std::size_t>(jump);
    };
    constexpr int kWin = -1;  // a move that wins on the spot
    // The moves of state k as successor keys (kWin for an immediate win of the mover).
    auto moves = [&](std::size_t k) {
        const int jump = static_cast<int>(k % 2);
        const std::size_t r = k / 2;
        const std::int32_t pb = static_cast<std::int32_t>(r % static_cast<std::size_t>(nn));
        const std::int32_t pa = static_cast<std::int32_t>(r / static_cast<std::size_t>(nn) % static_cast<std::size_t>(nn));
        const int turn = static_cast<int>(r / static_cast<std::size_t>(nn) / static_cast<std::size_t>(nn));
        const std::int32_t me = turn == 0 ? pa : pb, him = turn == 0 ? pb : pa;
        std::vector<long long> out;
        const std::int32_t rr = me / n, cc = me % n;
        const std::int32_t nb[4] = {rr > 0 ? me - n : -1, cc > 0 ? me - 1 : -1, cc < n - 1 ? me + 1 : -1,
                                    rr < n - 1 ? me + n : -1};
        for (const std::int32_t p : nb) {
            if (p < 0 || !bd.free[static_cast<std::size_t>(p)]) continue;
            if (p == start[1 - turn]) out.push_back(kWin);
            else if (!jump && p == him) out.push_back(static_cast<long long>(turn == 0 ? key(0, p, pb, 1) : key(1, pa, p, 1)));
            else out.push_back(static_cast<long long>(turn == 0 ? key(1, p, pb, 0) : key(0, pa, p, 0)));
        }
        if (jump && optional) out.push_back(static_cast<long long>(key(1 - turn, pa, pb, 0)));
        return out;
    };
    auto mover = [&](std::size_t k) { return static_cast<int>(k / 2 / static_cast<std::size_t>(nn) / static_cast<std::size_t>(nn)); };
    std::vector<std::size_t> states{key(0, bd.a, bd.b, 0)};
    std::vector<std::uint8_t> seen(key(1, nn - 1, nn - 1, 1) + 1, 0);
    seen[states[0]] = 1;
    for (std::size_t h = 0; h < states.size(); ++h)
        for (const long long t : moves(states[h]))
            if (t != kWin && !seen[static_cast<std::size_t>(t)]) {
                seen[static_cast<std::size_t>(t)] = 1;
                states.push_back(static_cast<std::size_t>(t));
            }
    std::vector<std::int8_t> winner(seen.size(), -1);  // 0 = A, 1 = B, -1 unknown
    for (bool changed = true; changed;) {
        changed = false;
        for (const std::size_t k : states) {
            if (winner[k] >= 0) continue;
            const int m = mover(k);
            bool all_lost = true, won = false;
            for (const long long t : moves(k)) {
                const int w = t == kWin ? m : winner[static_cast<std::size_t>(t)];
                if (w == m) won = true;
                if (w != 1 - m) all_lost = false;
            }
            if (won) winner[k] = static_cast<std::int8_t>(m);
            else if (all_lost) winner[k] = static_cast<std::int8_t>(1 - m);
            else continue;
            changed = true;
        }
    }
    const int w = winner[states[0]];
    return w < 0 ? 'D' : w == 0 ? 'A' : 'B';
}

// Every check of the explanation that does not need the full-state solver.
void check_explanation(const RaceBoard& bd, const gg::RaceExplanation& ex) {
    INFO("board\n" << rows(bd));
    const std::int32_t n = bd.n, D = ex.distance;
    REQUIRE(ex.n == n);
    REQUIRE(ex.a == bd.a);
    REQUIRE(ex.b == bd.b);
    REQUIRE(ex.dist_a.size() == static_cast<std::size_t>(n * n));
    REQUIRE(ex.dist_b.size() == static_cast<std::size_t>(n * n));
    CHECK(ex.dist_a[static_cast<std::size_t>(bd.a)] == 0);
    CHECK(ex.dist_b[static_cast<std::size_t>(bd.b)] == 0);
    CHECK(ex.dist_a[static_cast<std::size_t>(bd.b)] == D);
    CHECK(ex.dist_b[static_cast<std::size_t>(bd.a)] == D);
    CHECK(ex.odd == (D % 2 == 1));
    CHECK(ex.catcher == (ex.odd ? Player::A : Player::B));
    CHECK(ex.middle_layer == (D + 1) / 2);
    REQUIRE(ex.layer_size.size() == static_cast<std::size_t>(D + 1));
    std::vector<std::int32_t> sizes(static_cast<std::size_t>(D + 1), 0);
    std::vector<std::int32_t> middle;
    for (std::int32_t s = 0; s < n * n; ++s) {
        const std::int32_t da = ex.dist_a[static_cast<std::size_t>(s)], db = ex.dist_b[static_cast<std::size_t>(s)];
        if (!bd.free[static_cast<std::size_t>(s)]) {
            REQUIRE(da == -1);
            REQUIRE(db == -1);
        }
        REQUIRE((da < 0) == (db < 0));
        if (da >= 0 && da + db == D) {
            ++sizes[static_cast<std::size_t>(da)];
            if (da == ex.middle_layer) middle.push_back(s);
        }
    }
    CHECK(sizes == ex.layer_size);
    CHECK(middle == ex.middle);
    CHECK(ex.layer_size[0] == 1);
    CHECK(ex.layer_size[static_cast<std::size_t>(D)] == 1);
    // The winner: A if D is odd, else B iff B forces the jump.
    CHECK(ex.winner == (ex.odd ? Player::A : (ex.jump_forced ? Player::B : Player::A)));
    CHECK(gg::race_winner(bd) == ex.winner);
    // The race: legal, won by the winner, of the documented length, along shortest paths.
    CHECK(replay(bd, ex.race) == ex.winner);
    const std::size_t want = D == 1 ? 1 : (ex.odd && ex.jump_forced) ? 2 * D - 2 : 2 * D - 1;
    CHECK(ex.race.size() == want);
    bool jumped = false;
    for (const RaceStep& st : ex.race) {
        const std::int32_t da = ex.dist_a[static_cast<std::size_t>(st.to)], db = ex.dist_b[static_cast<std::size_t>(st.to)];
        CHECK(da + db == D);
        CHECK(da - ex.dist_a[static_cast<std::size_t>(st.from)] == (st.player == Player::A ? 1 : -1));
        if (!st.extra && st.pos_a == st.pos_b) {
            CHECK_FALSE(jumped);
            jumped = true;
            CHECK(st.player == ex.catcher);
            CHECK(st.to == ex.jump_square);
            CHECK(da == ex.middle_layer);
        }
    }
    CHECK(jumped == ex.jump_forced);
    if (!jumped) CHECK(ex.jump_square == -1);
}

RaceBoard board_of(const std::vector<std::string>& r) {
    std::string text;
    for (const auto& row : r) text += row + "\n";
    return gg::parse_race_board(text);
}

// Compares the layered solver with the full-state solver (both rules). Returns a
// description of the disagreement, or "" when they agree.
std::string cross_check(const RaceBoard& bd, std::uint64_t* boards_with_draw_states = nullptr,
                        gg::RaceExplanation* out = nullptr) {
    gg::RaceExplanation ex = gg::explain_race(bd);
    check_explanation(bd, ex);
    std::string diff;
    for (const gg::JumpRule rule : {gg::JumpRule::Mandatory, gg::JumpRule::Optional}) {
        const char* name = rule == gg::JumpRule::Mandatory ? "mandatory" : "optional";
        const gg::RaceFullResult full = gg::solve_race_full(bd, rule);
        if (full.draw_states > 0 && boards_with_draw_states && rule == gg::JumpRule::Mandatory)
            ++*boards_with_draw_states;
        if (full.outcome == gg::Outcome::Draw) {
            diff += std::string("full-state (") + name + ") says DRAW; ";
            continue;
        }
        INFO("rule " << name << ", board\n" << rows(bd));
        CHECK(replay(bd, full.line, rule == gg::JumpRule::Optional) == full.winner());
        CHECK(turns(full.line) == full.depth);
        if (full.winner() != ex.winner)
            diff += std::string("full-state (") + name + ") says " + gg::player_char(full.winner()) +
                    ", layered says " + gg::player_char(ex.winner) + "; ";
    }
    if (out) *out = std::move(ex);
    return diff;
}

std::string read_text(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    REQUIRE_MESSAGE(in.good(), "cannot open " << p.string());
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// The error of parse_race_input on text: "L:C: message".
std::string parse_error(const std::string& text) {
    try {
        gg::parse_race_input(text);
    } catch (const gg::ParseError& e) {
        return std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message;
    }
    return "no error";
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("race: tiny boards by hand") {
    SUBCASE("adjacent starts: A steps onto B on his start and wins") {
        const RaceBoard bd = board_of({"AB", ".."});
        const auto ex = gg::explain_race(bd);
        check_explanation(bd, ex);
        CHECK(ex.winner == Player::A);
        CHECK(ex.distance == 1);
        CHECK(ex.jump_forced);
        REQUIRE(ex.race.size() == 1);
        CHECK(ex.race[0].to == bd.b);
        CHECK(cross_check(bd) == "");
        CHECK(gg::solve_race_full(bd).depth == 1);
    }
    SUBCASE("D = 2: B jumps over A onto A's start") {
        const RaceBoard bd = board_of({"A.", "#B"});
        const auto ex = gg::explain_race(bd);
        check_explanation(bd, ex);
        CHECK(ex.winner == Player::B);
        CHECK(ex.distance == 2);
        REQUIRE(ex.race.size() == 3);
        CHECK(ex.race[1].player == Player::B);
        CHECK(ex.race[2].extra);
        CHECK(ex.race[2].to == bd.a);
        CHECK(cross_check(bd) == "");
        CHECK(gg::solve_race_full(bd).depth == 2);  // A's step, B's jump
    }
    SUBCASE("D = 3 in a corridor: A jumps over B") {
        const RaceBoard bd = board_of({"A..B", "####", "####", "####"});
        const auto ex = gg::explain_race(bd);
        check_explanation(bd, ex);
        CHECK(ex.winner == Player::A);
        CHECK(ex.jump_forced);
        CHECK(ex.race.size() == 4);  // A, B, A jumps (2 steps) onto b
        CHECK(cross_check(bd) == "");
    }
}

TEST_CASE("race: the official sample (peer-tests/boi2008-game)") {
    const char* env = std::getenv("GG_PEER_TESTS_DIR");
    std::string root = (env && *env) ? env : GG_PEER_TESTS_DIR;
    if (root.empty()) root = (fs::path(__FILE__).parent_path() / "../../../shared/peer-tests").string();
    const fs::path dir = fs::path(root) / "boi2008-game";
    std::error_code ec;
    if (!fs::is_regular_file(dir / "sample.in", ec) || !fs::is_regular_file(dir / "sample.out", ec)) {
        std::printf("SKIPPED: BOI 2008 Game sample not found (looked in %s)\n", dir.string().c_str());
        MESSAGE("SKIPPED: BOI 2008 Game sample not found (looked in " << dir.string() << ")");
        return;
    }
    const auto boards = gg::parse_race_input(read_text(dir / "sample.in"));
    std::istringstream want(read_text(dir / "sample.out"));
    REQUIRE(boards.size() == 2);
    for (const RaceBoard& bd : boards) {
        std::string w;
        want >> w;
        CHECK(std::string(1, gg::player_char(gg::race_winner(bd))) == w);
        CHECK(cross_check(bd) == "");
    }
    MESSAGE("BOI 2008 Game: " << boards.size() << " sample boards checked");
}

TEST_CASE("race: layered solver = full-state solver on random small boards") {
    const std::size_t count = env_size("RACE_CROSSCHECK_BOARDS", 4000);
    const std::int32_t maxn = static_cast<std::int32_t>(env_size("RACE_CROSSCHECK_MAXN", 8));
    const double densities[] = {0.0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5};
    Rng rng(20080501);
    std::size_t disagreements = 0, b_wins = 0, forced_odd = 0, checked = 0, mazes = 0;
    std::uint64_t with_draw_states = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const std::int32_t n = 2 + static_cast<std::int32_t>(rng.below(static_cast<std::uint32_t>(maxn - 1)));
        const double p = densities[rng.below(7)];
        const bool maze = rng.below(4) == 0;
        const RaceBoard bd = maze ? random_maze(rng, n, p) : random_board(rng, n, p);
        mazes += maze;
        if (gg::race_reachable_cells(bd) > gg::kRaceFullMaxCells) continue;
        gg::RaceExplanation ex;
        const std::string diff = cross_check(bd, &with_draw_states, &ex);
        ++checked;
        b_wins += ex.winner == Player::B;
        forced_odd += ex.odd && ex.jump_forced;
        if (!diff.empty()) {
            ++disagreements;
            if (disagreements <= 20) MESSAGE("DISAGREEMENT (keep as a regression test): " << diff << "\n" << rows(bd));
        }
    }
    MESSAGE("race cross-check: " << checked << " random boards of size 2.." << maxn << " (" << mazes << " mazes), " << b_wins
                                 << " won by B, " << forced_odd << " odd with a forced jump, "
                                 << with_draw_states << " with drawn states somewhere (not from the start), "
                                 << disagreements << " disagreements");
    CHECK(disagreements == 0);
}

TEST_CASE("race: full-state solver = naive value iteration with explicit mid-jump states") {
    Rng rng(913);
    std::size_t checked = 0;
    for (int i = 0; i < 1500; ++i) {
        const std::int32_t n = 2 + static_cast<std::int32_t>(rng.below(5));  // 2..6
        const double p = 0.1 * rng.below(5);
        const RaceBoard bd = rng.below(3) == 0 ? random_maze(rng, n, p) : random_board(rng, n, p);
        for (const bool optional : {false, true}) {
            const gg::RaceFullResult full =
                gg::solve_race_full(bd, optional ? gg::JumpRule::Optional : gg::JumpRule::Mandatory);
            const char want = naive_full(bd, optional);
            const char got = full.outcome == gg::Outcome::Draw ? 'D' : gg::player_char(full.winner());
            CHECK_MESSAGE(got == want, (optional ? "optional" : "mandatory") << " rule, board\n" << rows(bd));
            ++checked;
        }
    }
    MESSAGE("race: full-state solver checked against the naive solver on " << checked << " (board, rule) pairs");
}

TEST_CASE("race: structured small boards (corridors, rings, rooms)") {
    // Boards where shortest paths branch and merge, where detours exist and where
    // the pieces can circle: the places the jury's model could go wrong.
    const std::vector<std::vector<std::string>> boards = {
        {"A...", ".#..", "....", "...B"},        // sample 1 (B)
        {"A...", "....", "..#.", "...B"},        // sample 2 (A)
        {"A....", ".###.", ".#.#.", ".###.", "....B"},
        {"A.....", ".####.", ".#..#.", ".#..#.", ".####.", ".....B"},
        {"A..#..", "......", "#.##.#", "......", "..#...", ".....B"},
        {"......", ".A....", "..##..", "..##..", "....B.", "......"},
        {"A.......", ".######.", "........", ".######.", "........", ".######.", "........", "#######B"},
        {"A.#.....", "..#.###.", "..#...#.", "..###.#.", "......#.", ".####.#.", "......#.", "######.B"},
        {"B......A", "........", "........", "........", "........", "........", "........", "........"},
        {"..........", ".A........", "..........", "....##....", "...#..#...", "...#..#...", "....##....",
         "..........", "........B.", ".........."},
    };
    for (const auto& r : boards) {
        const RaceBoard bd = board_of(r);
        CHECK_MESSAGE(cross_check(bd) == "", rows(bd));
    }
}

TEST_CASE("race: the full-state solver refuses large boards") {
    std::string big;
    for (int r = 0; r < 21; ++r) big += (r == 0 ? "A" + std::string(20, '.') : r == 20 ? std::string(20, '.') + "B" : std::string(21, '.')) + "\n";
    const RaceBoard large = gg::parse_race_board(big);
    CHECK(gg::race_reachable_cells(large) == 441);
    try {
        gg::solve_race_full(large);
        FAIL("no error");
    } catch (const std::length_error& e) {
        CHECK(contains(e.what(), "at most 400 white squares"));
        CHECK(contains(e.what(), "has 441"));
    }
    CHECK(gg::solve_race_full(large, gg::JumpRule::Mandatory, 441).outcome != gg::Outcome::Draw);
}

namespace {

RaceBoard open_board(std::int32_t n, std::int32_t a, std::int32_t b) {
    RaceBoard bd;
    bd.n = n;
    bd.free.assign(static_cast<std::size_t>(n * n), 1);
    bd.a = a;
    bd.b = b;
    return bd;
}

// The white square farthest from A (the last one in row-major order among ties).
std::int32_t farthest(const RaceBoard& bd) {
    const std::int32_t n = bd.n;
    std::vector<std::int32_t> dist(bd.free.size(), -1), queue{bd.a};
    dist[static_cast<std::size_t>(bd.a)] = 0;
    for (std::size_t h = 0; h < queue.size(); ++h) {
        const std::int32_t s = queue[h], r = s / n, c = s % n;
        const std::int32_t nb[4] = {r > 0 ? s - n : -1, c > 0 ? s - 1 : -1, c < n - 1 ? s + 1 : -1,
                                    r < n - 1 ? s + n : -1};
        for (const std::int32_t t : nb)
            if (t >= 0 && bd.free[static_cast<std::size_t>(t)] && dist[static_cast<std::size_t>(t)] < 0) {
                dist[static_cast<std::size_t>(t)] = dist[static_cast<std::size_t>(s)] + 1;
                queue.push_back(t);
            }
    }
    std::int32_t best = bd.a;
    for (std::int32_t s = 0; s < n * n; ++s)
        if (dist[static_cast<std::size_t>(s)] >= dist[static_cast<std::size_t>(best)]) best = s;
    return best;
}

// The longest serpentine corridor: full rows joined alternately at the right and
// left ends, A at the top-left, B at its far end; a wall square between two rows
// is opened with probability 1/k (k = 0: none).
RaceBoard serpentine(std::int32_t n, std::int32_t k, Rng& rng) {
    RaceBoard bd;
    bd.n = n;
    bd.free.assign(static_cast<std::size_t>(n * n), 0);
    for (std::int32_t r = 0; r < n; r += 2)
        for (std::int32_t c = 0; c < n; ++c) bd.free[static_cast<std::size_t>(r * n + c)] = 1;
    for (std::int32_t r = 1; r < n; r += 2) {
        const std::int32_t c = (r / 2) % 2 == 0 ? n - 1 : 0;
        bd.free[static_cast<std::size_t>(r * n + c)] = 1;
        if (k > 0)
            for (std::int32_t x = 0; x < n; ++x)
                if (rng.below(static_cast<std::uint32_t>(k)) == 0) bd.free[static_cast<std::size_t>(r * n + x)] = 1;
    }
    bd.a = 0;
    bd.b = farthest(bd);
    return bd;
}

// ~p walls at random, a monotone staircase path from the top-left to the bottom-right kept open.
RaceBoard random_walls(std::int32_t n, double p, Rng& rng, bool a_shifted) {
    RaceBoard bd;
    bd.n = n;
    bd.free.assign(static_cast<std::size_t>(n * n), 1);
    for (auto& f : bd.free) f = rng.chance(p) ? 0 : 1;
    std::int32_t r = 0, c = 0;
    bd.free[0] = 1;
    while (r < n - 1 || c < n - 1) {
        if (r == n - 1 || (c < n - 1 && rng.below(2) == 0)) ++c;
        else ++r;
        bd.free[static_cast<std::size_t>(r * n + c)] = 1;
    }
    bd.a = a_shifted ? 1 : 0;
    bd.free[1] = 1;
    bd.b = n * n - 1;
    return bd;
}

}  // namespace

TEST_CASE("race: 300 x 300 worst cases") {
    Rng rng(300);
    struct Case {
        std::string name;
        RaceBoard bd;
    };
    std::vector<Case> cases;
    const std::int32_t n = 300;
    cases.push_back({"open, A top-left", open_board(n, 0, n * n - 1)});
    cases.push_back({"open, A one right of top-left", open_board(n, 1, n * n - 1)});
    cases.push_back({"serpentine corridor", serpentine(n, 0, rng)});
    cases.push_back({"serpentine, some walls removed", serpentine(n, 40, rng)});
    cases.push_back({"~3% walls, A top-left", random_walls(n, 0.03, rng, false)});
    cases.push_back({"~20% walls, A top-left", random_walls(n, 0.2, rng, false)});
    cases.push_back({"~20% walls, A shifted", random_walls(n, 0.2, rng, true)});
    for (const Case& c : cases) {
        INFO(c.name);
        REQUIRE(connected(c.bd));
        const auto t0 = std::chrono::steady_clock::now();
        const Player w = gg::race_winner(c.bd);
        const auto t1 = std::chrono::steady_clock::now();
        const gg::RaceExplanation ex = gg::explain_race(c.bd);
        const auto t2 = std::chrono::steady_clock::now();
        CHECK(ex.winner == w);
        check_explanation(c.bd, ex);
        // The text round trip gives the same board.
        const RaceBoard again = gg::parse_race_board(gg::race_board_rows(c.bd));
        CHECK(again.free == c.bd.free);
        CHECK(again.a == c.bd.a);
        CHECK(again.b == c.bd.b);
        using ms = std::chrono::duration<double, std::milli>;
        std::int32_t widest = 0;
        for (const std::int32_t s : ex.layer_size) widest = std::max(widest, s);
        MESSAGE(c.name << ": D = " << ex.distance << ", winner " << std::string(1, gg::player_char(w)) << ", widest layer " << widest
                       << ", " << ex.pairs << " pairs; race_winner " << ms(t1 - t0).count() << " ms, explain_race "
                       << ms(t2 - t1).count() << " ms");
    }
}

TEST_CASE("race: parser errors name line and column") {
    const std::string ok2 = "A.\n.B\n";
    CHECK(parse_error("1\n2\n" + ok2) == "no error");
    CHECK(parse_error("  1  \n\n 2\nA. \n\n.B\n\n") == "no error");  // blanks and blank lines are fine
    CHECK(parse_error("1\r\n2\r\nA.\r\n.B\r\n") == "no error");
    CHECK(parse_error("\xEF\xBB\xBF" "1\n2\nA.\n.B\n") == "no error");  // a byte order mark is skipped
    CHECK(parse_error("\xEF\xBB\xBF" "x\n") == "1:1: expected the number of boards t, found 'x'");
    CHECK(parse_error("\xEF\xBB\xBF") == "1:1: empty input: expected the number of boards t");

    CHECK(parse_error("") == "1:1: empty input: expected the number of boards t");
    CHECK(parse_error("x\n") == "1:1: expected the number of boards t, found 'x'");
    CHECK(parse_error("0\n") == "1:1: t = 0: expected at least one board");
    CHECK(parse_error("1 2\n") == "1:3: unexpected '2' after the number of boards t");
    // n
    CHECK(parse_error("1\n1\nA\n") == "2:1: board 1: n = 1 is out of range 2..300");
    CHECK(parse_error("1\n301\n") == "2:1: board 1: n = 301 is out of range 2..300");
    CHECK(parse_error("1\nA.\n.B\n") == "2:1: board 1: expected the board size n (2..300), found 'A.'");
    // t mismatch
    CHECK(parse_error("2\n2\n" + ok2) ==
          "5:1: expected board 2 (its size n), found the end of the input: t = 2 announces 2 boards, only 1 found");
    CHECK(parse_error("1\n2\n" + ok2 + "2\n" + ok2) ==
          "5:1: unexpected '2' after the last board: t = 1 announces 1 board");
    // rows
    CHECK(parse_error("1\n3\nA..\n.#\n..B\n") == "4:3: board 1: row 2 has 2 squares, expected n = 3");
    CHECK(parse_error("1\n3\nA..\n.#..\n..B\n") == "4:4: board 1: row 2 has 4 squares, expected n = 3");
    CHECK(parse_error("1\n3\nA..\n.x.\n..B\n") ==
          "4:2: board 1: unknown character 'x' in row 2 (expected '.', '#', 'A' or 'B')");
    CHECK(parse_error("1\n3\nA..\n.b.\n...\n") ==
          "4:2: board 1: unknown character 'b' in row 2 (expected '.', '#', 'A' or 'B'; the starts are upper case)");
    CHECK(parse_error("1\n3\nA..\n\xC3\xA9..\n..B\n") ==
          "4:1: board 1: unknown character '\xC3\xA9' in row 2 (expected '.', '#', 'A' or 'B')");
    CHECK(parse_error("1\n3\n\xC3\xA9\xC3\xA9x\n") ==
          "3:1: board 1: unknown character '\xC3\xA9' in row 1 (expected '.', '#', 'A' or 'B')");
    CHECK(parse_error("1\n3\nA. .\n") ==
          "3:3: board 1: unexpected blank in row 1 (a row is n characters without blanks)");
    CHECK(parse_error("1\n3\nA..\n...\n") == "5:1: board 1: expected row 3 of 3, found the end of the input");
    CHECK(parse_error("2\n3\nA..\n...\n3\n") ==
          "5:1: board 1: expected row 3 of 3, found the number '3' (is a row missing?)");
    CHECK(parse_error("2\n2\nA.\n.B\n..\n2\nA.\n.B\n") ==
          "5:1: board 2: expected the board size n (2..300), found '..' (a row: does board 1 have more than n rows?)");
    // starts
    CHECK(parse_error("1\n3\nA..\n..A\n..B\n") ==
          "4:3: board 1: a second 'A' (the first is at line 3, column 1): a board has exactly one 'A'");
    CHECK(parse_error("1\n2\nBB\n.A\n") ==
          "3:2: board 1: a second 'B' (the first is at line 3, column 1): a board has exactly one 'B'");
    CHECK(parse_error("1\n 2\n..\n.B\n") == "2:2: board 1: no 'A' on the board (the start square of A is missing)");
    CHECK(parse_error("1\n2\nA.\n..\n") == "2:1: board 1: no 'B' on the board (the start square of B is missing)");
    // no path
    CHECK(parse_error("1\n3\n.A.\n###\n.B.\n") ==
          "3:2: board 1: no path of white squares between A (here) and B (line 5, column 2): the pieces can "
          "never meet nor reach each other's start");
    CHECK(contains(parse_error("2\n2\nA.\n.B\n3\nA.#\n.#.\n#.B\n"), "6:1: board 2: no path"));
    // what() carries the position, as for the graph text
    try {
        gg::parse_race_input("1\n2\nA.\n.C\n");
        FAIL("no error");
    } catch (const gg::ParseError& e) {
        CHECK(std::string(e.what()) ==
              "line 4, column 2: board 1: unknown character 'C' in row 2 (expected '.', '#', 'A' or 'B')");
    }
}

TEST_CASE("race: parse_race_board and make_race_board") {
    const RaceBoard bd = gg::parse_race_board("A..\n.#.\n..B\n");
    CHECK(bd.n == 3);
    CHECK(bd.a == 0);
    CHECK(bd.b == 8);
    CHECK(bd.free == std::vector<std::uint8_t>{1, 1, 1, 1, 0, 1, 1, 1, 1});
    CHECK(gg::race_board_rows(bd) == "A..\n.#.\n..B\n");
    auto board_error = [](const std::string& text) -> std::string {
        try {
            gg::parse_race_board(text);
        } catch (const gg::ParseError& e) {
            return std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message;
        }
        return "no error";
    };
    CHECK(board_error("") == "1:1: empty board: expected n rows of n characters among '.', '#', 'A', 'B'");
    CHECK(board_error("AB\n") == "1:1: a single row: a board has n >= 2 rows of n squares");
    CHECK(board_error("2\nA.\n.B\n") ==
          "1:1: expected the first row of the board, found the number '2' (give the rows only, without t and n)");
    CHECK(board_error("A..\n.B\n") == "1:3: row 1 has 3 squares, expected n = 2");
    std::string tall;
    for (int i = 0; i < 301; ++i) tall += ".\n";
    CHECK(board_error(tall) == "301:1: more than 300 rows: n is at most 300");

    const RaceBoard m = gg::make_race_board(3, "A...#...B");
    CHECK(m.free == std::vector<std::uint8_t>{1, 1, 1, 1, 0, 1, 1, 1, 1});
    auto make_error = [](std::int32_t n, const std::string& cells) -> std::string {
        try {
            gg::make_race_board(n, cells);
        } catch (const std::invalid_argument& e) {
            return e.what();
        }
        return "no error";
    };
    CHECK(make_error(1, "A") == "n = 1 is out of range 2..300");
    CHECK(make_error(2, "A.B") == "3 squares given, expected n * n = 4");
    CHECK(make_error(2, "A.AB") == "a second 'A' at row 2, column 1 (the first is at row 1, column 1)");
    CHECK(make_error(2, "A.x.") == "unknown character 'x' at row 2, column 1 (expected '.', '#', 'A' or 'B')");
    CHECK(make_error(2, "A...") == "no 'B' on the board");
    CHECK(make_error(2, "A##B") == "no path of white squares between A (row 1, column 1) and B (row 2, column 2)");
    // The solvers check the boards they are given.
    RaceBoard bad = m;
    bad.b = bad.a;
    CHECK_THROWS_AS(gg::race_winner(bad), std::invalid_argument);
    bad = m;
    bad.free = {1, 1};
    CHECK_THROWS_AS(gg::explain_race(bad), std::invalid_argument);
    bad = m;
    bad.free[1] = bad.free[3] = 0;  // A walled in
    CHECK_THROWS_AS(gg::solve_race_full(bad), std::invalid_argument);
    CHECK_THROWS_AS(gg::race_winner(bad), std::invalid_argument);
}
