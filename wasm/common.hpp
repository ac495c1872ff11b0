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

#include "graph/graph_solve.hpp"

namespace bind {

using emscripten::val;

// A new JS typed array (type names the constructor) holding a copy of data[0..n).
template <class T>
val copy_to_js(const char* type, const T* data, std::size_t n) {
    return val::global(type).new_(emscripten::typed_memory_view(n, data));
}

// The stable codes of GameGraphError.code (documented in gamegraph.d.ts, the index):
//   parse          the input text is malformed (line and column given)
//   too-big        beyond what the solver can index or store, whatever the memory
//   memory         over the memory budget, or out of memory (bytesNeeded when known)
//   trace-too-big  the event log of traceGraphText would exceed options.maxEvents
//   bad-argument   an argument or option of the wrong type or out of range
//   internal       anything else (a bug: please report it)
// (and 'cancelled' inside: onProgress threw, api_common.js rethrows what it threw).
// An error thrown by the bindings with its code.
struct Error : std::runtime_error {
    Error(const char* c, const std::string& message) : std::runtime_error(message), code(c) {}
    const char* code;
};
// onProgress threw: the solve unwinds (C++ and Embind free everything on the way),
// then the JS wrapper rethrows the caller's own exception.
struct Cancelled : std::exception {
    const char* what() const noexcept override { return "cancelled by onProgress"; }
};

// Messages go to JS as UTF-8 strings in full (a NUL does not cut them: the
// solver's messages never hold raw control characters, see solver/core/text.hpp).
inline val error_object(const std::string& message, const char* code) {
    val e = val::object();
    e.set("error", message);
    e.set("code", std::string(code));
    return e;
}

// Runs f, turning any C++ exception into an error object with its code for the
// api_*.js wrappers; out_of_memory is the message for std::bad_alloc.
template <class F>
val guarded(F&& f,
            const char* out_of_memory = "out of memory: the graph is too large for this browser's WebAssembly memory") {
    try {
        return f();
    } catch (const gg::ParseError& e) {
        val r = error_object(e.what(), "parse");
        r.set("line", static_cast<double>(e.line));
        r.set("column", static_cast<double>(e.column));
        return r;
    } catch (const gg::TooLarge& e) {
        val r = error_object(e.what(), e.kind == gg::TooLarge::Kind::Memory ? "memory" : "too-big");
        r.set("bytesNeeded", static_cast<double>(e.bytes_needed));
        r.set("bytesBudget", static_cast<double>(e.bytes_budget));
        return r;
    } catch (const Error& e) {
        return error_object(e.what(), e.code);
    } catch (const Cancelled& e) {
        return error_object(e.what(), "cancelled");
    } catch (const std::bad_alloc&) {
        return error_object(out_of_memory, "memory");
    } catch (const std::invalid_argument& e) {
        return error_object(e.what(), "bad-argument");
    } catch (const std::length_error& e) {
        // The library's own length errors say only "vector": say what they mean.
        return error_object(std::string("too big to allocate (") + e.what() + ")", "too-big");
    } catch (const std::overflow_error& e) {
        return error_object(e.what(), "too-big");
    } catch (const std::exception& e) {
        return error_object(e.what(), "internal");
    } catch (...) {
        return error_object("unknown error", "internal");
    }
}

// A whole number from JS (a double) from 0 to max, or std::invalid_argument naming it.
inline std::uint64_t whole(double x, double max, const char* what) {
    if (!(x >= 0) || x > max || x != static_cast<double>(static_cast<std::uint64_t>(x)))
        throw std::invalid_argument(std::string(what) + " must be a whole number from 0 to " +
                                    std::to_string(static_cast<std::uint64_t>(max)));
    return static_cast<std::uint64_t>(x);
}

// A memory budget from JS (bytes, as a double; api_common.js checked it).
inline std::uint64_t budget_of(double bytes) {
    if (!(bytes > 0)) return gg::kNoMemoryLimit;
    return bytes >= 1.8e19 ? gg::kNoMemoryLimit : static_cast<std::uint64_t>(bytes);
}

// The parsed graph's fields of a result but its names: format, n, m, lines, edges, fixed.
inline void put_graph_fields(val& r, const gg::ParsedGraph& g) {
    r.set("format", std::string(gg::format_name(g.format)));
    r.set("n", g.n);
    r.set("m", static_cast<double>(g.num_edges()));
    r.set("lines", static_cast<double>(g.lines));
    r.set("edges", copy_to_js("Int32Array", g.edges.data(), g.edges.size()));
    if (g.fixed.empty()) {
        r.set("fixed", val::global("Uint8Array").new_(static_cast<double>(g.n)));  // all 0: none fixed
    } else {
        std::vector<std::uint8_t> fixed(g.n, 0);
        for (std::size_t v = 0; v < g.fixed.size(); ++v) fixed[v] = static_cast<std::uint8_t>(g.fixed[v]);
        r.set("fixed", copy_to_js("Uint8Array", fixed.data(), fixed.size()));
    }
}

// The parsed graph's fields of a result: format, n, m, namesJoined, edges, fixed.
inline void put_graph(val& r, const gg::ParsedGraph& g) {
    put_graph_fields(r, g);
    r.set("namesJoined", g.names);
}

// The solution's fields of a result (n vertices): outcome, depth, move.
inline void put_solution(val& r, const gg::Solution& s, std::size_t n) {
    r.set("outcome", copy_to_js("Uint8Array", reinterpret_cast<const std::uint8_t*>(s.outcome.data()), n));
    r.set("depth", copy_to_js("Int32Array", s.depth.data(), n));
    r.set("move", copy_to_js("Int32Array", s.move.data(), n));
}

// A ProgressFn calling the JS wrapper of onProgress made by api_common.js (or none
// for undefined / null). The wrapper never throws: it returns true when onProgress
// threw, and the solve stops by a C++ exception, so that every destructor runs.
inline gg::ProgressFn progress_of(const val& fn) {
    if (fn.isUndefined() || fn.isNull()) return {};
    return [fn](std::uint64_t done, std::uint64_t total) {
        if (fn(static_cast<double>(done), static_cast<double>(total)).as<bool>()) throw Cancelled();
    };
}

}  // namespace bind
