// Differential test of the solve in slices (GraphTextSolve, GraphTextParser,
// ExplicitGraph::build_step, RetrogradeRun): random texts in every form (named,
// cp, cp0, auto), with fixed outcomes, comments, CRLF, a byte-order mark and bad
// input, solved in one step and in slices of random sizes (1 unit at a time
// included) give the same graph, solution, progress calls, and the same error
// (type, message, line and column) from the same input.
#include <cstdint>
#include <exception>
#include <sstream>
#include <string>
#include <typeinfo>
#include <vector>

#include "graph/graph_solve.hpp"
#include "core/limits.hpp"
#include "core/trace.hpp"
#include "test_util.hpp"

namespace {

using testutil::Rng;

std::string blank(Rng& rng) {
    static const char* const kinds[] = {" ", "  ", "\t", " \t "};
    return kinds[rng.below(4)];
}

std::string eol(Rng& rng) {
    if (rng.percent(10)) return "\r\n";
    if (rng.percent(5)) return " # a comment\n";
    return "\n";
}

std::string named_text(Rng& rng, bool bad) {
    const int n = rng.between(1, 40);
    const int lines = rng.between(0, 80);
    std::string t;
    if (rng.percent(5)) t += "\xEF\xBB\xBF";
    auto name = [&](int v) { return (v % 3 == 0 ? std::string("v") : std::string("node_")) + std::to_string(v); };
    static const char* const outcomes[] = {"win", "LOSE", "Draw", "lose", "WIN"};
    for (int i = 0; i < lines; ++i) {
        const int kind = rng.below(20);
        if (kind == 0) t += "# comment " + std::to_string(i);
        else if (kind == 1) t += "";
        else if (kind == 2) t += name(rng.below(n));
        else if (kind == 3) t += name(rng.below(n)) + blank(rng) + "=" + blank(rng) + outcomes[rng.below(5)];
        else t += blank(rng).substr(0, static_cast<std::size_t>(rng.below(2))) + name(rng.below(n)) + blank(rng) +
                  name(rng.below(n));
        t += eol(rng);
    }
    if (bad) {
        static const char* const wrong[] = {"a b c d", "= a", "a = maybe", "a b c", "a =", "x\x01y z"};
        const std::string w = wrong[rng.below(6)];
        const std::size_t at = t.empty() ? 0 : static_cast<std::size_t>(rng.below(static_cast<int>(t.size())));
        const std::size_t line_start = t.rfind('\n', at == 0 ? 0 : at - 1);
        t.insert(line_start == std::string::npos || at == 0 ? 0 : line_start + 1, w + "\n");
        if (rng.percent(30)) t += "v0 = win\nv0 = lose\n";  // a conflict
    }
    if (rng.percent(30) && !t.empty() && t.back() == '\n') t.pop_back();  // no '\n' at the end
    return t;
}

std::string cp_text(Rng& rng, int first, bool bad) {
    const int n = rng.between(0, 40);
    int m = n == 0 ? 0 : rng.between(0, 3 * n);
    std::string t;
    if (rng.percent(20)) t += "# header next\n\n";
    t += std::to_string(n) + blank(rng) + std::to_string(m) + eol(rng);
    for (int i = 0; i < m; ++i) {
        if (rng.percent(5)) t += "\n";
        t += std::to_string(first + rng.below(n)) + blank(rng) + std::to_string(first + rng.below(n)) + eol(rng);
    }
    if (bad) {
        static const char* const wrong[] = {"1 2 3", "7", "1 x", "99999 1", "1 1\n1 1", "0 0"};
        t += wrong[rng.below(6)];
        t += "\n";
    }
    return t;
}

// What a solve gave: everything, or the error.
struct Result {
    std::string error;
    gg::SolvedGraph r;
    std::vector<std::uint64_t> progress;  // pairs
    std::vector<std::uint64_t> parse_progress;
};

std::string describe(const std::exception& e) {
    std::ostringstream s;
    if (const auto* p = dynamic_cast<const gg::ParseError*>(&e)) s << "ParseError " << p->line << ":" << p->column << " ";
    else s << typeid(e).name() << " ";
    s << e.what();
    return s.str();
}

struct Input {
    std::string text;
    gg::Outcome no_move = gg::Outcome::Lose;
    gg::Format format = gg::Format::Auto;
    std::uint64_t max_memory = gg::kNoMemoryLimit;
    bool cp_names = true;
};

Result one_shot(const Input& in) {
    Result o;
    try {
        o.r = gg::solve_graph_text(
            in.text, in.no_move, in.format, [&](std::uint64_t a, std::uint64_t b) { o.progress.insert(o.progress.end(), {a, b}); },
            in.max_memory, in.cp_names,
            [&](std::uint64_t a, std::uint64_t b) { o.parse_progress.insert(o.parse_progress.end(), {a, b}); });
    } catch (const std::exception& e) {
        o.error = describe(e);
    }
    return o;
}

// budgets: 0 = always 1, 1 = random small, 2 = random up to the text's size, 3 = up to 200,000
Result sliced(const Input& in, Rng& rng, int budgets, std::uint64_t* steps_out = nullptr) {
    Result o;
    std::uint64_t steps = 0;
    try {
        gg::GraphTextSolve run(
            in.text, in.no_move, in.format, in.max_memory, in.cp_names,
            [&](std::uint64_t a, std::uint64_t b) { o.progress.insert(o.progress.end(), {a, b}); },
            [&](std::uint64_t a, std::uint64_t b) { o.parse_progress.insert(o.parse_progress.end(), {a, b}); });
        gg::GraphTextSolve::Phase last = run.phase();
        for (;;) {
            const std::uint64_t budget = budgets == 0   ? 1
                                         : budgets == 1 ? static_cast<std::uint64_t>(rng.between(1, 16))
                                         : budgets == 3 ? static_cast<std::uint64_t>(rng.between(1, 200000))
                                                        : static_cast<std::uint64_t>(rng.between(1, static_cast<int>(in.text.size()) + 2));
            ++steps;
            const bool done = run.step(budget);
            // phases only go forward, and progress stays within its total
            CHECK(static_cast<int>(run.phase()) >= static_cast<int>(last));
            last = run.phase();
            if (!done) CHECK(run.done() <= run.total());
            if (done) break;
            REQUIRE(steps < 100000000);
        }
        CHECK(run.phase() == gg::GraphTextSolve::Phase::Done);
        o.r = run.take();
    } catch (const std::exception& e) {
        o.error = describe(e);
    }
    if (steps_out) *steps_out = steps;
    return o;
}

void check_same(const Result& a, const Result& b, const std::string& text) {
    INFO("text: " << text);
    CHECK(a.error == b.error);
    CHECK(a.parse_progress == b.parse_progress);
    if (!a.error.empty() || !b.error.empty()) return;
    CHECK(a.progress == b.progress);
    const gg::ParsedGraph& g = a.r.graph;
    const gg::ParsedGraph& h = b.r.graph;
    CHECK(g.format == h.format);
    CHECK(g.n == h.n);
    CHECK(g.edges == h.edges);
    CHECK(g.fixed == h.fixed);
    CHECK(g.names == h.names);
    CHECK(g.name_start == h.name_start);
    CHECK(g.lines == h.lines);
    CHECK(g.first_fixed_line == h.first_fixed_line);
    CHECK(g.first_fixed_column == h.first_fixed_column);
    CHECK(a.r.solution.outcome == b.r.solution.outcome);
    CHECK(a.r.solution.depth == b.r.solution.depth);
    CHECK(a.r.solution.move == b.r.solution.move);
    CHECK(a.r.solution.edges_examined == b.r.solution.edges_examined);
}

}  // namespace

TEST_CASE("sliced solve: random texts in slices of every size equal the one-shot solve") {
    Rng rng{20261124};
    int errors = 0, solved = 0;
    for (int round = 0; round < 1500; ++round) {
        Input in;
        const int kind = rng.below(4);
        const bool bad = rng.percent(25);
        in.text = kind == 0 ? named_text(rng, bad) : cp_text(rng, kind == 2 ? 0 : 1, bad);
        static const gg::Format formats[] = {gg::Format::Auto, gg::Format::Named, gg::Format::Cp, gg::Format::Cp0};
        in.format = rng.percent(50) ? gg::Format::Auto : formats[rng.below(4)];
        in.no_move = rng.percent(70) ? gg::Outcome::Lose : gg::Outcome::Win;
        in.cp_names = rng.percent(70);
        if (rng.percent(10)) in.max_memory = static_cast<std::uint64_t>(rng.between(100, 4000));
        const Result whole = one_shot(in);
        (whole.error.empty() ? solved : errors)++;
        for (int budgets = 0; budgets < 3; ++budgets) {
            INFO("budgets " << budgets << ", round " << round);
            check_same(whole, sliced(in, rng, budgets), in.text);
        }
    }
    // the generator makes both kinds
    CHECK(errors > 150);
    CHECK(solved > 600);
}

TEST_CASE("sliced solve: a graph past the two-level build, with progress, in slices") {
    // 2^18 vertices and more: ExplicitGraph's partitioned build, and several engine
    // progress calls; named (with fixed outcomes) and cp.
    Rng rng{7};
    const int n = (1 << 18) + 1000;
    const int m = 2 * n;
    std::string cp = std::to_string(n) + " " + std::to_string(m) + "\n";
    std::string named;
    for (int i = 0; i < m; ++i) {
        const int u = rng.below(n), v = i % 5 == 0 ? rng.below(n) : (u + 1 + rng.below(3)) % n;
        cp += std::to_string(u + 1) + " " + std::to_string(v + 1) + "\n";
        named += "x" + std::to_string(u) + " x" + std::to_string(v) + "\n";
    }
    for (int i = 0; i < 50; ++i) named += "x" + std::to_string(rng.below(n)) + " = " + (i % 2 ? "win" : "lose") + "\n";
    for (const std::string* text : {&cp, &named}) {
        Input in;
        in.text = *text;
        const Result whole = one_shot(in);
        REQUIRE(whole.error.empty());
        CHECK(whole.progress.size() >= 4);
        CHECK(whole.parse_progress.size() >= 4);
        std::uint64_t steps = 0;
        const Result parts = sliced(in, rng, 3, &steps);
        CHECK(steps > 20);
        check_same(whole, parts, "(big)");
    }
}

TEST_CASE("sliced solve: the engine alone, one unit at a time, with its tracer") {
    // RetrogradeRun stepped by 1 against retrograde_with, on ExplicitGraph with
    // fixed outcomes and both conventions.
    Rng rng{99};
    for (int round = 0; round < 300; ++round) {
        const int n = rng.between(0, 30);
        std::vector<std::int32_t> edges;
        const int m = n == 0 ? 0 : rng.between(0, 3 * n);
        for (int i = 0; i < 2 * m; ++i) edges.push_back(rng.below(n));
        std::vector<gg::Fixed> fixed;
        if (rng.percent(40))
            for (int v = 0; v < n; ++v) fixed.push_back(static_cast<gg::Fixed>(rng.percent(80) ? 0 : rng.between(1, 3)));
        const gg::Outcome no_move = rng.percent(50) ? gg::Outcome::Lose : gg::Outcome::Win;
        gg::ExplicitGraph whole(static_cast<std::uint32_t>(n), edges.data(), static_cast<std::size_t>(m), no_move, fixed);
        gg::ExplicitGraph parts(gg::ExplicitGraph::Deferred{}, static_cast<std::uint32_t>(n), static_cast<std::size_t>(m),
                                no_move, fixed);
        int build_steps = 0;
        while (!parts.build_step(edges.data(), 1)) ++build_steps;
        CHECK(build_steps + 1 >= m);
        for (int v = 0; v < n; ++v) {
            const auto a = whole.predecessor_range(static_cast<std::uint32_t>(v));
            const auto b = parts.predecessor_range(static_cast<std::uint32_t>(v));
            CHECK(std::vector<std::uint32_t>(a.first, a.second) == std::vector<std::uint32_t>(b.first, b.second));
            CHECK(whole.out_degree(static_cast<std::uint32_t>(v)) == parts.out_degree(static_cast<std::uint32_t>(v)));
        }
        gg::EventLog log_whole, log_parts;
        const gg::Solution a = gg::retrograde_with<gg::FullStorage>(whole, gg::NoProgress{}, log_whole);
        gg::RetrogradeRun<gg::FullStorage, gg::ExplicitGraph, gg::NoProgress, gg::EventLog&> run(whole, gg::NoProgress{},
                                                                                              log_parts);
        int steps = 0;
        while (!run.step(1)) ++steps;
        const gg::Solution b = run.take();
        CHECK(a.outcome == b.outcome);
        CHECK(a.depth == b.depth);
        CHECK(a.move == b.move);
        CHECK(log_whole.data == log_parts.data);
        CHECK(steps + 1 >= n);
    }
}

TEST_CASE("sliced solve: a bad edge found by the build in slices is the same error") {
    const std::vector<std::int32_t> edges{0, 1, 1, 5, 2, 0};
    std::string whole, parts;
    try {
        gg::ExplicitGraph g(3, edges.data(), 3);
    } catch (const std::invalid_argument& e) {
        whole = e.what();
    }
    try {
        gg::ExplicitGraph g(gg::ExplicitGraph::Deferred{}, 3, 3);
        while (!g.build_step(edges.data(), 1)) {}
    } catch (const std::invalid_argument& e) {
        parts = e.what();
    }
    CHECK(!whole.empty());
    CHECK(whole == parts);
}
