// Shared pieces of the Embind bindings: copying arrays to JS in one call,
// turning C++ exceptions into error objects (rethrown by the api_*.js wrappers as
// GameGraphError), progress callbacks.
#pragma once
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <exception>
#include <new>
#include <stdexcept>
#include <string>

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

// Runs f, turning any C++ exception into an error object for api.js.
template <class F>
val guarded(F&& f) {
    try {
        return f();
    } catch (const gg::ParseError& e) {
        val r = error_object(e.what());
        r.set("line", static_cast<double>(e.line));
        r.set("column", static_cast<double>(e.column));
        return r;
    } catch (const std::bad_alloc&) {
        return error_object("out of memory: the graph is too large for this browser's WebAssembly memory");
    } catch (const std::exception& e) {
        return error_object(e.what());
    } catch (...) {
        return error_object("unknown error");
    }
}

// A ProgressFn calling a JS function (or none for undefined / null).
inline gg::ProgressFn progress_of(const val& fn) {
    if (fn.isUndefined() || fn.isNull()) return {};
    return [fn](std::uint64_t done, std::uint64_t total) {
        fn(static_cast<double>(done), static_cast<double>(total));
    };
}

}  // namespace bind
