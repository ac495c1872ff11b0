// The simplification of a game to its canonical form step by step
// (solver/partizan/canonical_steps.hpp): values known from the theory (Winning
// Ways, Lessons in Play) with the steps a teacher writes, and a replay of the
// steps checking each one by the definitions (a dominated option is below
// another, a reversible option's answer is <= G, the simplicity and mex rules)
// and that they end in exactly the form GameStore::canonical computes: over many
// random small games and every position of Domineering boards, Blue-Red
// Hackenbush strings and Cutcake. Every test case is named partizan* (CTest:
// partizan_tests).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "partizan/canonical.hpp"
#include "partizan/canonical_steps.hpp"
#include "partizan/domineering.hpp"
#include "partizan/partizan_values.hpp"

namespace {

using gg::GameId;
using gg::GameStore;
using gg::Side;
using gg::SimplifySteps;
using gg::StepKind;

std::vector<GameId> sorted(std::vector<GameId> v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}

std::vector<GameId> opts(GameStore& st, GameId g, Side s) {
    const GameStore::Options o = s == Side::Left ? st.left(g) : st.right(g);
    return {o.begin(), o.end()};
}

bool has(const std::vector<GameId>& v, GameId x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// x no better for side s than y.
bool worse(GameStore& st, Side s, GameId x, GameId y) { return s == Side::Left ? st.le(x, y) : st.le(y, x); }

bool final_kind(StepKind k) { return k != StepKind::Dominated && k != StepKind::Reversible; }

// Replays the steps of {L0 | R0}, checking each by the definitions, and that the
// last leaves exactly the canonical form; returns how many steps of each kind.
void replay(GameStore& st, const std::vector<GameId>& L0, const std::vector<GameId>& R0, const SimplifySteps& s,
            int counts[7]) {
    REQUIRE(s.too_big == gg::StepsTooBig::None);
    const GameId G = st.canonical(L0, R0);
    CHECK(s.value == G);
    std::vector<GameId> L = sorted(L0), R = sorted(R0);
    CHECK(s.given[0] == L0.size());
    CHECK(s.given[1] == R0.size());
    CHECK(s.start[0] == L);
    CHECK(s.start[1] == R);
    CHECK(s.start_form == gg::options_form(st, L, R));
    REQUIRE(!s.steps.empty());
    for (std::size_t i = 0; i < s.steps.size(); ++i) {
        const gg::SimplifyStep& p = s.steps[i];
        const bool last = i + 1 == s.steps.size();
        INFO("step " << i << " (" << gg::step_kind_name(p.kind) << ") of " << gg::options_form(st, sorted(L0), sorted(R0)));
        REQUIRE(final_kind(p.kind) == last);
        ++counts[static_cast<int>(p.kind)];
        std::vector<GameId>& v = p.side == Side::Left ? L : R;
        switch (p.kind) {
            case StepKind::Dominated:
                REQUIRE(has(v, p.option));
                REQUIRE(has(v, p.by));
                CHECK(p.option != p.by);
                CHECK(worse(st, p.side, p.option, p.by));
                v.erase(std::find(v.begin(), v.end(), p.option));
                break;
            case StepKind::Reversible: {
                REQUIRE(has(v, p.option));
                const Side other = p.side == Side::Left ? Side::Right : Side::Left;
                CHECK(has(opts(st, p.option, other), p.by));
                CHECK((p.side == Side::Left ? st.le(p.by, G) : st.le(G, p.by)));
                CHECK(p.replacement == opts(st, p.by, p.side));
                v.erase(std::find(v.begin(), v.end(), p.option));
                v.insert(v.end(), p.replacement.begin(), p.replacement.end());
                v = sorted(v);
                break;
            }
            case StepKind::Number: {
                // every option a number, Left's below Right's; G the simplest between
                gg::Dyadic x, a, b;
                REQUIRE(L.size() <= 1);
                REQUIRE(R.size() <= 1);
                CHECK(p.has_low == !L.empty());
                CHECK(p.has_high == !R.empty());
                if (p.has_low) CHECK((st.number_value(L[0], a) && a == p.low));
                if (p.has_high) CHECK((st.number_value(R[0], b) && b == p.high));
                if (p.has_low && p.has_high) CHECK(gg::dyadic::cmp(p.low, p.high) < 0);
                REQUIRE(st.number_value(G, x));
                CHECK(x == p.number);
                gg::Dyadic want{};
                if (p.has_low && p.has_high) CHECK(gg::dyadic::simplest_between(p.low, p.high, want));
                else if (p.has_low) CHECK(gg::dyadic::simplest_greater(p.low, want));
                else if (p.has_high) CHECK(gg::dyadic::simplest_less(p.high, want));
                CHECK(want == p.number);
                L = opts(st, G, Side::Left);
                R = opts(st, G, Side::Right);
                break;
            }
            case StepKind::Nimber: {
                REQUIRE(L == R);
                std::vector<bool> seen(L.size() + 2, false);
                for (const GameId x : L) {
                    REQUIRE(st.nim_value(x) != gg::kNoGame);
                    if (st.nim_value(x) < seen.size()) seen[st.nim_value(x)] = true;
                }
                std::uint32_t mex = 0;
                while (seen[mex]) ++mex;
                CHECK(p.nim == mex);
                CHECK(st.nim_value(G) == mex);
                L = opts(st, G, Side::Left);
                R = opts(st, G, Side::Right);
                break;
            }
            default: {
                // nothing dominated, nothing reversible: the canonical form already
                for (const Side side : {Side::Left, Side::Right}) {
                    const std::vector<GameId>& w = side == Side::Left ? L : R;
                    for (const GameId x : w) {
                        for (const GameId y : w) CHECK((x == y || !worse(st, side, x, y)));
                        for (const GameId a : opts(st, x, side == Side::Left ? Side::Right : Side::Left))
                            CHECK(!(side == Side::Left ? st.le(a, G) : st.le(G, a)));
                    }
                }
                if (p.kind == StepKind::Switch) {
                    gg::Dyadic a, b;
                    REQUIRE(L.size() == 1);
                    REQUIRE(R.size() == 1);
                    CHECK((st.number_value(L[0], a) && a == p.low));
                    CHECK((st.number_value(R[0], b) && b == p.high));
                    CHECK(gg::dyadic::cmp(a, b) > 0);
                    CHECK(st.str(G).find("\xC2\xB1") != std::string::npos);
                } else if (p.kind == StepKind::Ups) {
                    CHECK(st.nim_value(G) == gg::kNoGame);
                    CHECK(!st.is_number(G));
                    // x + n.^ + *m rebuilt
                    const GameId back = st.sum(st.sum(st.number(p.number), st.ups(p.ups)), st.nimber(p.star));
                    CHECK(back == G);
                } else {
                    CHECK(p.kind == StepKind::General);
                    CHECK(st.str(G).front() == '{');
                }
            }
        }
        CHECK(p.left == L);
        CHECK(p.right == R);
        CHECK(st.canonical(L, R) == G);  // the value never changes
        CHECK(p.form == (last ? st.str(G) : gg::options_form(st, L, R)));
    }
    CHECK(L == opts(st, G, Side::Left));
    CHECK(R == opts(st, G, Side::Right));
}

SimplifySteps checked(GameStore& st, const std::vector<GameId>& L, const std::vector<GameId>& R) {
    const SimplifySteps s = gg::simplify_steps(st, L, R);
    int counts[7] = {};
    replay(st, L, R, s, counts);
    return s;
}

std::vector<StepKind> kinds(const SimplifySteps& s) {
    std::vector<StepKind> k;
    for (const gg::SimplifyStep& p : s.steps) k.push_back(p.kind);
    return k;
}

// The values of the options of position p of a partizan graph.
std::vector<GameId> option_values(const gg::PartizanGraph& g, const std::vector<GameId>& v, Side s, std::uint32_t p) {
    std::vector<GameId> out;
    g.for_each_option(s, p, [&](std::uint32_t q) { out.push_back(v[q]); });
    return out;
}

}  // namespace

TEST_CASE("partizan steps: known values, each with the steps a teacher writes") {
    GameStore st;
    const GameId zero = GameStore::kZero, star = st.nimber(1), one = st.integer(1), two = st.integer(2);
    const GameId half = st.number({1, 1}), up = st.ups(1);
    using K = StepKind;

    SUBCASE("{ | } = 0: no option, the simplest number of all") {
        const SimplifySteps s = checked(st, {}, {});
        CHECK(s.start_form == "{| }");
        REQUIRE(kinds(s) == std::vector<K>{K::Number});
        CHECK(!s.steps[0].has_low);
        CHECK(!s.steps[0].has_high);
        CHECK(s.steps[0].form == "0");
    }
    SUBCASE("{1/2 | 2} = 1: the simplest number between 1/2 and 2") {
        const SimplifySteps s = checked(st, {half}, {two});
        CHECK(s.start_form == "{1/2 | 2}");
        REQUIRE(kinds(s) == std::vector<K>{K::Number});
        CHECK(s.steps[0].low == gg::Dyadic{1, 1});
        CHECK(s.steps[0].high == gg::Dyadic{2, 0});
        CHECK(s.steps[0].number == gg::Dyadic{1, 0});
        CHECK(s.steps[0].form == "1");
        CHECK(s.value == one);
    }
    SUBCASE("{0, 1/2 | 1} = 3/4: 0 dominated by 1/2, then the simplest number between 1/2 and 1") {
        const SimplifySteps s = checked(st, {zero, half}, {one});
        REQUIRE(kinds(s) == std::vector<K>{K::Dominated, K::Number});
        CHECK(s.steps[0].side == Side::Left);
        CHECK(s.steps[0].option == zero);
        CHECK(s.steps[0].by == half);
        CHECK(s.steps[0].form == "{1/2 | 1}");
        CHECK(s.steps[1].form == "3/4");
    }
    SUBCASE("{0 | *} = ^ and {0, * | 0} = ^*: nothing dominated (0 and * are confused), nothing reversible") {
        SimplifySteps s = checked(st, {zero}, {star});
        REQUIRE(kinds(s) == std::vector<K>{K::Ups});
        CHECK(s.steps[0].ups == 1);
        CHECK(s.steps[0].star == 0);
        CHECK(s.steps[0].form == "^");
        s = checked(st, {zero, star}, {zero});
        REQUIRE(kinds(s) == std::vector<K>{K::Ups});
        CHECK(s.steps[0].ups == 1);
        CHECK(s.steps[0].star == 1);
        CHECK(s.steps[0].form == "^*");
        CHECK(s.start_form == "{0, * | 0}");
    }
    SUBCASE("{0 | ^} = ^^*: canonical as it is (^'s Left option 0 is not >= G), named") {
        const SimplifySteps s = checked(st, {zero}, {up});
        REQUIRE(kinds(s) == std::vector<K>{K::Ups});
        CHECK(s.steps[0].ups == 2);
        CHECK(s.steps[0].star == 1);
        CHECK(s.steps[0].form == "^^*");
    }
    SUBCASE("{1 | 0, *}: a general form, nothing to remove") {
        const SimplifySteps s = checked(st, {one}, {zero, star});
        REQUIRE(kinds(s) == std::vector<K>{K::General});
        CHECK(s.steps[0].form == "{1 | 0, *}");
    }
    SUBCASE("{* | } = 0: Left's * reverses through Right's answer 0 <= G, replaced by nothing") {
        const SimplifySteps s = checked(st, {star}, {});
        REQUIRE(kinds(s) == std::vector<K>{K::Reversible, K::Number});
        CHECK(s.steps[0].side == Side::Left);
        CHECK(s.steps[0].option == star);
        CHECK(s.steps[0].by == zero);
        CHECK(s.steps[0].replacement.empty());
        CHECK(s.steps[0].form == "{| }");
        CHECK(s.steps[1].form == "0");
    }
    SUBCASE("{^ | } = 1: Left's ^ = {0 | *} reverses through * <= G, replaced by *'s Left option 0") {
        // (Lessons in Play, reversibility: ^'s answer * is <= 1)
        const SimplifySteps s = checked(st, {up}, {});
        REQUIRE(kinds(s) == std::vector<K>{K::Reversible, K::Number});
        CHECK(s.steps[0].by == star);
        CHECK(s.steps[0].replacement == std::vector<GameId>{zero});
        CHECK(s.steps[0].form == "{0 | }");
        CHECK(s.steps[1].form == "1");
        CHECK(s.value == one);
    }
    SUBCASE("{0, *, *3 | 0, *, *3}: both sides the same nimbers, the mex rule gives *2") {
        const GameId s3 = st.nimber(3);
        const SimplifySteps s = checked(st, {zero, star, s3}, {zero, star, s3});
        REQUIRE(kinds(s) == std::vector<K>{K::Nimber});
        CHECK(s.steps[0].nim == 2);
        CHECK(s.steps[0].form == "*2");
    }
    SUBCASE("{1 | -1} = ±1, a switch; repeated options count once") {
        const SimplifySteps s = checked(st, {one, one}, {st.integer(-1), st.integer(-1)});
        CHECK(s.given[0] == 2);
        CHECK(s.start[0].size() == 1);
        REQUIRE(kinds(s) == std::vector<K>{K::Switch});
        CHECK(s.steps[0].low == gg::Dyadic{1, 0});
        CHECK(s.steps[0].high == gg::Dyadic{-1, 0});
        CHECK(s.steps[0].form == "\xC2\xB1" "1");
    }
    SUBCASE("Domineering: a row of four cells, Right's middle move (to 0) dominated by an end one (to -1): -2") {
        const gg::DomineeringGame d = gg::domineering(1, 4);
        const std::vector<GameId> v = gg::partizan_values(d.graph, st);
        const std::vector<GameId> L = option_values(d.graph, v, Side::Left, 0), R = option_values(d.graph, v, Side::Right, 0);
        CHECK(L.empty());
        CHECK(R.size() == 3);
        const SimplifySteps s = checked(st, L, R);
        CHECK(s.start_form == "{| 0, -1}");  // (options in the store's order, as str() lists them)
        REQUIRE(kinds(s) == std::vector<K>{K::Dominated, K::Number});
        CHECK(s.steps[0].side == Side::Right);
        CHECK(s.steps[0].option == zero);
        CHECK(s.steps[0].by == st.integer(-1));
        CHECK(s.steps[1].form == "-2");
    }
    SUBCASE("Domineering 2 x 3 = {2 | -1/2} = 3/4±5/4: some option dominated on the way to the switch") {
        const gg::DomineeringGame d = gg::domineering(2, 3);
        const std::vector<GameId> v = gg::partizan_values(d.graph, st);
        const SimplifySteps s = checked(st, option_values(d.graph, v, Side::Left, 0), option_values(d.graph, v, Side::Right, 0));
        CHECK(s.steps.back().kind == K::Switch);
        CHECK(s.steps.back().form == "3/4\xC2\xB1" "5/4");
        int dominated = 0;
        for (const gg::SimplifyStep& p : s.steps) dominated += p.kind == K::Dominated;
        CHECK(dominated >= 1);
    }
}

TEST_CASE("partizan steps: games too big for steps say so, and still get their value") {
    GameStore st;
    std::vector<GameId> many;
    for (int i = 0; i < 50; ++i) many.push_back(st.integer(i));
    SimplifySteps s = gg::simplify_steps(st, many, {});
    CHECK(s.too_big == gg::StepsTooBig::Options);
    CHECK(s.too_big_count == 50);
    CHECK(s.too_big_limit == 40);
    CHECK(s.steps.empty());
    CHECK(s.value == st.integer(50));
    CHECK(s.too_big_what.find("too many options") != std::string::npos);
    gg::StepLimits few;
    few.max_steps = 3;
    s = gg::simplify_steps(st, {st.integer(0), st.integer(1), st.integer(2), st.integer(3)}, {}, few);
    CHECK(s.too_big == gg::StepsTooBig::Steps);
    CHECK(s.steps.empty());
    CHECK(s.value == st.integer(4));
    gg::StepLimits narrow;
    narrow.max_form_chars = 8;
    s = gg::simplify_steps(st, {st.number({3, 3}), st.number({5, 4})}, {}, narrow);
    CHECK(s.too_big == gg::StepsTooBig::Form);
    CHECK(std::string(gg::steps_too_big_name(s.too_big)) == "form");
    CHECK_THROWS_AS(gg::simplify_steps(st, {st.size() + 5}, {}), std::invalid_argument);
}

TEST_CASE("partizan steps: replayed on random small games, they end in the canonical form") {
    std::mt19937 rng(2311);
    int counts[7] = {};
    int games = 0;
    for (int round = 0; round < 60; ++round) {
        GameStore st;
        std::vector<GameId> pool{GameStore::kZero};
        for (int level = 1; level <= 4; ++level) {
            const std::size_t before = pool.size();
            for (int k = 0; k < 8; ++k) {
                std::vector<GameId> L, R;
                const int nl = static_cast<int>(rng() % 4), nr = static_cast<int>(rng() % 4);
                for (int i = 0; i < nl; ++i) L.push_back(pool[rng() % before]);
                for (int i = 0; i < nr; ++i) R.push_back(pool[rng() % before]);
                pool.push_back(st.canonical(L, R));
                // the game itself, its options as given, replayed
                int c[7] = {};
                replay(st, L, R, gg::simplify_steps(st, L, R), c);
                for (int j = 0; j < 7; ++j) counts[j] += c[j];
                ++games;
            }
        }
        // wider games from the whole pool, with the usual values mixed in
        pool.push_back(st.nimber(1));
        pool.push_back(st.nimber(2));
        pool.push_back(st.ups(1));
        pool.push_back(st.ups(-1));
        pool.push_back(st.number({1, 1}));
        for (int k = 0; k < 20; ++k) {
            std::vector<GameId> L, R;
            const int nl = static_cast<int>(rng() % 7), nr = static_cast<int>(rng() % 7);
            for (int i = 0; i < nl; ++i) L.push_back(pool[rng() % pool.size()]);
            for (int i = 0; i < nr; ++i) R.push_back(pool[rng() % pool.size()]);
            replay(st, L, R, gg::simplify_steps(st, L, R), counts);
            ++games;
        }
    }
    CHECK(games == 60 * 52);
    // every kind of step was met
    for (int j = 0; j < 7; ++j) {
        INFO("kind " << gg::step_kind_name(static_cast<StepKind>(j)));
        CHECK(counts[j] > 0);
    }
}

TEST_CASE("partizan steps: every position of Domineering, Hackenbush strings and Cutcake") {
    GameStore st;
    int positions = 0;
    const int boards[][2] = {{2, 2}, {2, 3}, {3, 3}, {3, 4}, {2, 6}};
    for (const auto& rc : boards) {
        const gg::DomineeringGame d = gg::domineering(rc[0], rc[1]);
        const std::vector<GameId> v = gg::partizan_values(d.graph, st);
        for (std::uint32_t p = 0; p < d.graph.num_positions(); ++p) {
            const std::vector<GameId> L = option_values(d.graph, v, Side::Left, p), R = option_values(d.graph, v, Side::Right, p);
            INFO(gg::domineering_board_string(rc[0], rc[1], d.board[p]));
            int c[7] = {};
            replay(st, L, R, gg::simplify_steps(st, L, R), c);
            ++positions;
        }
    }
    // Blue-Red Hackenbush strings: cutting edge i leaves the first i
    for (int len = 1; len <= 7; ++len)
        for (int bits = 0; bits < (1 << len); ++bits) {
            std::vector<GameId> value{GameStore::kZero};  // value[k]: the first k edges
            for (int k = 1; k <= len; ++k) {
                std::vector<GameId> L, R;
                for (int i = 0; i < k; ++i) ((bits >> i & 1) ? L : R).push_back(value[static_cast<std::size_t>(i)]);
                int c[7] = {};
                const SimplifySteps s = gg::simplify_steps(st, L, R);
                replay(st, L, R, s, c);
                CHECK(s.steps.back().kind == StepKind::Number);  // every string is a number
                value.push_back(s.value);
                ++positions;
            }
        }
    // Cutcake: w x h, Left cuts north-south, Right east-west, into a sum
    GameId cake[9][9];
    for (int w = 1; w <= 8; ++w)
        for (int h = 1; h <= 8; ++h) {
            std::vector<GameId> L, R;
            for (int a = 1; a < w; ++a) L.push_back(st.sum(cake[a][h], cake[w - a][h]));
            for (int b = 1; b < h; ++b) R.push_back(st.sum(cake[w][b], cake[w][h - b]));
            int c[7] = {};
            const SimplifySteps s = gg::simplify_steps(st, L, R);
            replay(st, L, R, s, c);
            CHECK(s.steps.back().kind == StepKind::Number);  // Cutcake's values are integers
            cake[w][h] = s.value;
            ++positions;
        }
    CHECK(positions > 1000);
}
