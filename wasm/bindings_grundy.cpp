// Embind bindings of Sprague-Grundy values and sums (solver/core/grundy.hpp). Large
// arrays cross the boundary in one copy each; api_grundy.js wraps these raw
// functions.
#include <string>
#include <vector>

#include "common.hpp"
#include "core/grundy.hpp"

using emscripten::val;
using bind::copy_to_js;
using bind::guarded;
using bind::put_graph;

namespace {

// A copy of a JS typed array of int32 (checked to be one).
std::vector<std::int32_t> int32_array(const val& a, const char* what) {
    if (!a.instanceof(val::global("Int32Array"))) throw std::invalid_argument(std::string(what) + " must be an Int32Array");
    std::vector<std::int32_t> v(a["length"].as<std::size_t>());
    if (!v.empty()) val(emscripten::typed_memory_view(v.size(), v.data())).call<void>("set", a);
    return v;
}

// with_order: also the labelling as it happened (order: the vertices in the order
// they got their values, orderStage: the stage of each), for a step-through.
val grundy_graph_text(const std::string& text, const std::string& format, bool with_order) {
    return guarded([&] {
        gg::GrundyLog log;
        const gg::GrundyGraph g = gg::grundy_graph_text(text, gg::parse_format_name(format), with_order ? &log : nullptr);
        const gg::GrundyResult& s = g.result;
        const std::uint32_t n = g.graph.n;
        val r = val::object();
        put_graph(r, g.graph);
        std::vector<std::uint8_t> outcome(n);
        for (std::uint32_t v = 0; v < n; ++v) outcome[v] = static_cast<std::uint8_t>(s.outcome(v));
        r.set("grundy", copy_to_js("Int32Array", s.value.data(), n));
        r.set("infStart", copy_to_js("Int32Array", reinterpret_cast<const std::int32_t*>(s.inf_start.data()),
                                     s.inf_start.size()));
        r.set("infValues", copy_to_js("Int32Array", s.inf_values.data(), s.inf_values.size()));
        r.set("move", copy_to_js("Int32Array", s.move.data(), n));
        r.set("outcome", copy_to_js("Uint8Array", outcome.data(), n));
        r.set("numValues", s.num_values);
        if (with_order) {
            r.set("order", copy_to_js("Int32Array", log.state.data(), log.state.size()));
            r.set("orderStage", copy_to_js("Int32Array", log.stage.data(), log.stage.size()));
        }
        return r;
    });
}

// parts: a JS array of { edges: Int32Array, grundy: Int32Array, vertex: number }.
val sum_games(const val& parts) {
    return guarded([&] {
        const std::size_t k = parts["length"].as<std::size_t>();
        std::vector<gg::SumComponent> components;
        for (std::size_t i = 0; i < k; ++i) {
            const val p = parts[i];
            const std::vector<std::int32_t> edges = int32_array(p["edges"], "result.edges");
            const std::vector<std::int32_t> values = int32_array(p["grundy"], "result.grundy");
            const double v = p["vertex"].as<double>();
            if (!(v >= 0) || v >= static_cast<double>(values.size()) || v != static_cast<double>(static_cast<long long>(v)))
                throw std::invalid_argument("component " + std::to_string(i) + ": vertex must be a vertex index 0.." +
                                            std::to_string(static_cast<long long>(values.size()) - 1));
            if (edges.size() % 2 != 0) throw std::invalid_argument("result.edges must hold pairs: its length is odd");
            components.push_back(gg::sum_component(edges.data(), edges.size() / 2, values.data(),
                                                   static_cast<std::uint32_t>(values.size()),
                                                   static_cast<std::uint32_t>(v)));
        }
        const gg::SumResult s = gg::sum_games(components);
        val r = val::object();
        r.set("label", s.label());
        r.set("value", s.value);
        r.set("infSet", copy_to_js("Int32Array", s.inf_set.data(), s.inf_set.size()));
        r.set("outcome", static_cast<int>(s.outcome));
        r.set("moveComponent", s.move_component);
        r.set("moveTo", s.move_to);
        return r;
    });
}

}  // namespace

EMSCRIPTEN_BINDINGS(grundy) {
    emscripten::function("_grundyGraphText", &grundy_graph_text);
    emscripten::function("_sumGames", &sum_games);
}
