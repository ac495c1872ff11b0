// Embind bindings of explicit game graphs. Large arrays cross the boundary in one
// copy each, never per element; api_graph.js wraps these raw functions.
#include <cstdint>
#include <optional>
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

// The named form's names as one byte array (each name followed by '\n') and n + 1
// offsets into it; nothing for the cp forms.
void put_names(val& r, const gg::ParsedGraph& g) {
    if (g.format != gg::Format::Named) return;
    r.set("nameBytes", bind::copy_to_js("Uint8Array", reinterpret_cast<const std::uint8_t*>(g.names.data()),
                                        g.names.size()));
    r.set("nameStart", bind::copy_to_js("Uint32Array", g.name_start.data(), g.name_start.size()));
}

// A solved graph's result: the parsed graph's fields (no name strings: the named
// form's names as one byte array, each name followed by '\n', and n + 1 offsets
// into it, read by api_graph.js only when asked; the cp forms none at all, their
// names are numbers) and the solution's.
val graph_result(const gg::ParsedGraph& g, const gg::Solution& s) {
    val r = val::object();
    put_graph_fields(r, g);
    put_names(r, g);
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

// ---- the same solve in slices (api_graph.js: startGraphSolve, solveGraphSliced) ----
// A run is a SliceRun on the heap, known to JS by its address (a number); the
// text stays in the heap (JS frees it with the run, or once the parse is over).
// Its result is handed over in parts (_graphSolvePart), each copied out and
// dropped in turn, so that JS can let the page breathe between the copies.

struct SliceRun {
    SliceRun(std::string_view text, gg::Outcome no_move, gg::Format format, std::uint64_t max_memory)
        : run(text, no_move, format, max_memory, /*cp_names=*/false) {}
    gg::GraphTextSolve run;
    std::optional<gg::SolvedGraph> out;
};

SliceRun* run_of(double handle) {
    if (!(handle > 0)) throw std::invalid_argument("this solve in slices is over (freed)");
    return reinterpret_cast<SliceRun*>(static_cast<std::uintptr_t>(handle));
}

const char* phase_name(gg::GraphTextSolve::Phase p) {
    switch (p) {
        case gg::GraphTextSolve::Phase::Parsing: return "parsing";
        case gg::GraphTextSolve::Phase::Building: return "building";
        case gg::GraphTextSolve::Phase::Solving: return "solving";
        default: return "done";
    }
}

val graph_solve_start(double ptr, double len, const std::string& no_move, const std::string& format,
                      double max_memory) {
    return guarded([&] {
        const std::string_view text(reinterpret_cast<const char*>(static_cast<std::uintptr_t>(ptr)),
                                    static_cast<std::size_t>(len));
        auto* run = new SliceRun(text, gg::parse_no_move(no_move), gg::parse_format_name(format),
                                 bind::budget_of(max_memory));
        val r = val::object();
        r.set("handle", static_cast<double>(reinterpret_cast<std::uintptr_t>(run)));
        return r;
    });
}

// One slice of about budget units: { done, phase, at, total, n } (n: 0 while parsing).
val graph_solve_step(double handle, double budget) {
    return guarded([&] {
        gg::GraphTextSolve& run = run_of(handle)->run;
        const bool done = run.step(budget >= 1.8e19 ? gg::GraphTextSolve::kAll
                                                    : static_cast<std::uint64_t>(budget < 1 ? 1 : budget));
        val r = val::object();
        r.set("done", done);
        r.set("phase", std::string(phase_name(run.phase())));
        r.set("at", static_cast<double>(run.done()));
        r.set("total", static_cast<double>(run.total()));
        r.set("n", run.phase() == gg::GraphTextSolve::Phase::Parsing ? 0.0 : static_cast<double>(run.graph().n));
        return r;
    });
}

// A part of the result once the last step said done, in this order: "fields"
// (format, n, m, lines), then in any order "edges", "fixed", "names" (nameBytes
// and nameStart, the named form only), "solution" (outcome, depth, move): each as
// graph_result gives it, its arrays freed here once copied.
val graph_solve_part(double handle, const std::string& part) {
    return guarded([&] {
        SliceRun* s = run_of(handle);
        val r = val::object();
        if (part == "fields") {
            s->out.emplace(s->run.take());
            const gg::ParsedGraph& g = s->out->graph;
            r.set("format", std::string(gg::format_name(g.format)));
            r.set("n", g.n);
            r.set("m", static_cast<double>(g.num_edges()));
            r.set("lines", static_cast<double>(g.lines));
            return r;
        }
        if (!s->out) throw std::invalid_argument("the result's fields come first");
        gg::ParsedGraph& g = s->out->graph;
        gg::Solution& sol = s->out->solution;
        if (part == "edges") {
            r.set("edges", bind::copy_to_js("Int32Array", g.edges.data(), g.edges.size()));
            std::vector<std::int32_t>().swap(g.edges);
        } else if (part == "fixed") {
            std::vector<std::uint8_t> fixed(g.n, 0);
            for (std::size_t v = 0; v < g.fixed.size(); ++v) fixed[v] = static_cast<std::uint8_t>(g.fixed[v]);
            r.set("fixed", bind::copy_to_js("Uint8Array", fixed.data(), fixed.size()));
        } else if (part == "names") {
            put_names(r, g);
            std::string().swap(g.names);
        } else if (part == "solution") {
            put_solution(r, sol, g.n);
            sol = gg::Solution();
        } else {
            throw std::invalid_argument("unknown part " + part);
        }
        return r;
    });
}

void graph_solve_free(double handle) {
    if (handle > 0) delete reinterpret_cast<SliceRun*>(static_cast<std::uintptr_t>(handle));
}

}  // namespace

EMSCRIPTEN_BINDINGS(graph) {
    emscripten::function("_graphSolveStart", &graph_solve_start);
    emscripten::function("_graphSolveStep", &graph_solve_step);
    emscripten::function("_graphSolvePart", &graph_solve_part);
    emscripten::function("_graphSolveFree", &graph_solve_free);
    emscripten::function("_solveGraphEdges", &solve_graph_edges);
    emscripten::function("_textOpen", &text_open);
    emscripten::function("_textFeed", &text_feed);
    emscripten::function("_textFinish", &text_finish);
    emscripten::function("_textSolve", &text_solve);
    emscripten::function("_textClose", &text_close);
}
