// Embind bindings of the traced solve (solver/core/trace.hpp): the same parse and the
// same engine run as _solveGraphText, with the engine's event log returned as one
// Int32Array (five int32 per event). api_trace.js wraps it.
#include <string>
#include <vector>

#include "common.hpp"
#include "core/trace.hpp"

using emscripten::val;
using bind::copy_to_js;
using bind::guarded;
using bind::put_graph;
using bind::put_solution;

namespace {

val trace_graph_text(const std::string& text, const std::string& no_move, const std::string& format,
                     double max_events, double max_memory) {
    return guarded([&] {
        const std::uint64_t budget = bind::budget_of(max_memory);
        const gg::ParsedGraph g = gg::parse_graph_text(text, gg::parse_format_name(format), budget);
        gg::check_budget(gg::graph_bytes_needed(g.n, g.num_edges(), g.names.size() - g.n), budget,
                         "the graph has " + std::to_string(g.n) + " vertices and " + std::to_string(g.num_edges()) +
                             " edges: solving it");
        const std::uint64_t bound = gg::EventLog::events_bound(g.n, g.num_edges());
        if (!(max_events >= 1) || static_cast<double>(bound) > max_events)
            throw bind::Error("trace-too-big", "too big to trace: " + std::to_string(g.n) + " vertices and " +
                                    std::to_string(g.num_edges()) + " moves may take " + std::to_string(bound) +
                                    " events, more than the " + std::to_string(static_cast<long long>(max_events)) +
                                    " allowed");
        const gg::ExplicitGraph game(g.n, g.edges.data(), g.num_edges(), gg::parse_no_move(no_move), g.fixed);
        gg::EventLog log(static_cast<std::size_t>(bound));
        const gg::Solution s = gg::retrograde_traced(game, log);
        val r = val::object();
        put_graph(r, g);
        put_solution(r, s, g.n);
        r.set("trace", copy_to_js("Int32Array", log.data.data(), log.data.size()));
        return r;
    });
}

}  // namespace

EMSCRIPTEN_BINDINGS(trace) {
    emscripten::function("_traceGraphText", &trace_graph_text);
}
