// Embind bindings of explicit game graphs. Large arrays cross the boundary in one
// copy each, never per element; api_graph.js wraps these raw functions.
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "common.hpp"

using emscripten::val;
using bind::guarded;
using bind::progress_of;
using bind::put_graph;
using bind::put_graph_fields;
using bind::put_solution;

namespace {

// A solved graph's result: the parsed graph's fields (no name strings: the named
// form's names as one byte array, each name followed by '\n', and n + 1 offsets
// into it, read by api_graph.js only when asked; the cp forms none at all, their
// names are numbers) and the solution's.
val graph_result(const gg::ParsedGraph& g, const gg::Solution& s) {
    val r = val::object();
    put_graph_fields(r, g);
    if (g.format == gg::Format::Named) {
        r.set("nameBytes", bind::copy_to_js("Uint8Array", reinterpret_cast<const std::uint8_t*>(g.names.data()),
                                            g.names.size()));
        r.set("nameStart", bind::copy_to_js("Uint32Array", g.name_start.data(), g.name_start.size()));
    }
    put_solution(r, s, g.n);
    return r;
}

// A text as bytes in one block of the heap (api_graph.js copied them there: a
// file's slices as they are read, a string written with TextEncoder.encodeInto),
// parsed in place as they arrive: no Embind string conversion, no copy. The
// session lives from _textOpen to _textClose (api_graph.js closes it whatever
// happens); its onParse is kept for every feed.
struct TextSession {
    TextSession(const char* data, std::size_t size, gg::Format format, std::uint64_t budget, gg::ParseProgressFn progress)
        : reader(data, size, format, budget, /*cp_names=*/false, std::move(progress)), budget(budget) {}
    gg::GraphTextReader reader;
    gg::ParsedGraph graph;
    std::uint64_t budget;
};

TextSession* session_of(double handle) {
    return reinterpret_cast<TextSession*>(static_cast<std::uintptr_t>(handle));
}

// { session } for the size bytes at ptr (none of them need be there yet).
val text_open(double ptr, double size, const std::string& format, double max_memory, const val& on_parse) {
    return guarded([&] {
        auto* session = new TextSession(reinterpret_cast<const char*>(static_cast<std::uintptr_t>(ptr)),
                                        static_cast<std::size_t>(size), gg::parse_format_name(format),
                                        bind::budget_of(max_memory), progress_of(on_parse));
        val r = val::object();
        r.set("session", static_cast<double>(reinterpret_cast<std::uintptr_t>(session)));
        return r;
    });
}

// The first `available` bytes are there: every complete line among them is parsed.
val text_feed(double handle, double available) {
    return guarded([&] {
        session_of(handle)->reader.feed(static_cast<std::size_t>(available));
        return val::null();
    });
}

// Every byte is there: the rest is parsed. The block is not read again after this
// (api_graph.js frees it before the solve).
val text_finish(double handle) {
    return guarded([&] {
        TextSession* s = session_of(handle);
        s->graph = s->reader.finish();
        return val::null();
    });
}

val text_solve(double handle, const std::string& no_move, const val& on_progress) {
    return guarded([&] {
        TextSession* s = session_of(handle);
        const gg::Solution sol =
            gg::solve_parsed_graph(s->graph, gg::parse_no_move(no_move), progress_of(on_progress), s->budget);
        return graph_result(s->graph, sol);
    });
}

void text_close(double handle) { delete session_of(handle); }

// edges and fixed arrive as JS typed arrays; each is copied into the heap once.
val solve_graph_edges(double n_in, const val& edges_js, const val& fixed_js, const std::string& no_move,
                      const val& on_progress, double max_memory) {
    return guarded([&] {
        if (!(n_in >= 0) || n_in > 2147483647.0 || n_in != static_cast<double>(static_cast<long long>(n_in)))
            throw std::invalid_argument("n must be a whole number from 0 to 2147483647");
        const auto n = static_cast<std::uint32_t>(n_in);
        const std::size_t len = edges_js["length"].as<std::size_t>();
        if (len % 2 != 0) throw std::invalid_argument("edges must hold pairs: its length is odd");
        // Before anything is copied in: the copies of edges and fixed, then the solve.
        const std::uint64_t budget = bind::budget_of(max_memory);
        gg::check_budget(gg::graph_solve_bytes(n, len / 2) + 4 * std::uint64_t{len} + n, budget,
                         "a graph of " + std::to_string(n) + " vertices and " + std::to_string(len / 2) +
                             " edges: solving it");
        std::vector<std::int32_t> edges(len);
        if (len > 0) {
            val view(emscripten::typed_memory_view(len, edges.data()));
            view.call<void>("set", edges_js);
        }
        std::vector<gg::Fixed> fixed;
        if (!fixed_js.isUndefined() && !fixed_js.isNull()) {
            const std::size_t fl = fixed_js["length"].as<std::size_t>();
            if (fl != n)
                throw std::invalid_argument("fixed must hold one code per vertex: " + std::to_string(n) +
                                            " expected, got " + std::to_string(fl));
            std::vector<std::uint8_t> raw(fl);
            if (fl > 0) {
                val view(emscripten::typed_memory_view(fl, raw.data()));
                view.call<void>("set", fixed_js);
            }
            fixed.resize(fl);
            for (std::size_t i = 0; i < fl; ++i) {
                if (raw[i] > 3)
                    throw std::invalid_argument("fixed[" + std::to_string(i) + "] = " + std::to_string(raw[i]) +
                                                ": expected 0 (none), 1 (win), 2 (lose) or 3 (draw)");
                fixed[i] = static_cast<gg::Fixed>(raw[i]);
            }
        }
        const gg::Solution s = gg::solve_graph_edges(n, edges.data(), len / 2, gg::parse_no_move(no_move),
                                                     std::move(fixed), progress_of(on_progress), budget);
        val r = val::object();
        r.set("n", n);
        r.set("m", static_cast<double>(len / 2));
        put_solution(r, s, n);
        return r;
    });
}

}  // namespace

EMSCRIPTEN_BINDINGS(graph) {
    emscripten::function("_solveGraphEdges", &solve_graph_edges);
    emscripten::function("_textOpen", &text_open);
    emscripten::function("_textFeed", &text_feed);
    emscripten::function("_textFinish", &text_finish);
    emscripten::function("_textSolve", &text_solve);
    emscripten::function("_textClose", &text_close);
}
