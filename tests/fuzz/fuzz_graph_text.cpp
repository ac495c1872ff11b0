// The graph text (every form), as `gamegraph graph` and solveGraphText /
// traceGraphText read it: parse, solve within a budget, and on small graphs the
// traced solve, which must agree with the plain one.
#include "fuzz_common.hpp"
#include "graph/graph_solve.hpp"
#include "core/trace.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::text_of(data, size);
    for (const gg::Format f : {gg::Format::Auto, gg::Format::Named, gg::Format::Cp}) {
        fuzz::run([&] {
            const gg::SolvedGraph r = gg::solve_graph_text(text, gg::Outcome::Lose, f, {}, fuzz::kBudget);
            const gg::ParsedGraph& g = r.graph;
            FUZZ_CHECK(r.solution.outcome.size() == g.n && g.name_start.size() == g.n + std::size_t{1});
            for (std::uint32_t v = 0; v < g.n; ++v) {
                FUZZ_CHECK(r.solution.move[v] >= -1 && r.solution.move[v] < static_cast<std::int64_t>(g.n));
                FUZZ_CHECK(!g.name(v).empty() || g.format == gg::Format::Cp);
            }
            if (g.n > 2000 || g.num_edges() > 10000) return;
            const gg::ExplicitGraph game(g.n, g.edges.data(), g.num_edges(), gg::Outcome::Win, g.fixed);
            gg::EventLog log(static_cast<std::size_t>(gg::EventLog::events_bound(g.n, g.num_edges())));
            const gg::Solution traced = gg::retrograde_traced(game, log);
            const gg::Solution plain = gg::retrograde(game);
            FUZZ_CHECK(traced.outcome == plain.outcome && traced.depth == plain.depth);
        });
    }
    return 0;
}
