// Shared pieces of the Embind bindings: copying arrays to JS in one call,
// turning C++ exceptions into error objects (rethrown by the api_*.js wrappers as
// GameGraphError), progress callbacks.
#pragma once
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <exception>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>

#include "graph_game.hpp"

namespace bind {

using emscripten::val;

// A new JS typed array (type names the constructor) holding a copy of data[0..n).
template <class T>
val copy_to_js(const char* type, const T* data, std::size_t n) {
    return val::global(type).new_(emscripten::typed_memory_view(n, data));
}

inline val error_object(const std::string& message) {
    val e = val::object();
    e.set("error", message);
    return e;
}

// Runs f, turning any C++ exception into an error object for api.js; out_of_memory
// is the message for std::bad_alloc.
template <class F>
val guarded(F&& f,
            const char* out_of_memory = "out of memory: the graph is too large for this browser's WebAssembly memory") {
    try {
        return f();
    } catch (const gg::ParseError& e) {
        val r = error_object(e.what());
        r.set("line", static_cast<double>(e.line));
        r.set("column", static_cast<double>(e.column));
        return r;
    } catch (const std::bad_alloc&) {
        return error_object(out_of_memory);
    } catch (const std::exception& e) {
        return error_object(e.what());
    } catch (...) {
        return error_object("unknown error");
    }
}

// The parsed graph's fields of a result: format, n, m, namesJoined, edges, fixed.
inline void put_graph(val& r, const gg::ParsedGraph& g) {
    r.set("format", std::string(gg::format_name(g.format)));
    r.set("n", g.n);
    r.set("m", static_cast<double>(g.num_edges()));
    r.set("namesJoined", g.names);
    r.set("edges", copy_to_js("Int32Array", g.edges.data(), g.edges.size()));
    std::vector<std::uint8_t> fixed(g.n, 0);
    for (std::size_t v = 0; v < g.fixed.size(); ++v) fixed[v] = static_cast<std::uint8_t>(g.fixed[v]);
    r.set("fixed", copy_to_js("Uint8Array", fixed.data(), fixed.size()));
}

// The solution's fields of a result (n vertices): outcome, depth, move.
inline void put_solution(val& r, const gg::Solution& s, std::size_t n) {
    r.set("outcome", copy_to_js("Uint8Array", reinterpret_cast<const std::uint8_t*>(s.outcome.data()), n));
    r.set("depth", copy_to_js("Int32Array", s.depth.data(), n));
    r.set("move", copy_to_js("Int32Array", s.move.data(), n));
}

// A ProgressFn calling a JS function (or none for undefined / null).
inline gg::ProgressFn progress_of(const val& fn) {
    if (fn.isUndefined() || fn.isNull()) return {};
    return [fn](std::uint64_t done, std::uint64_t total) {
        fn(static_cast<double>(done), static_cast<double>(total));
    };
}

}  // namespace bind
