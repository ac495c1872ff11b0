// Shared by the libFuzzer targets (scripts/fuzz.sh builds them with Clang,
// -fsanitize=fuzzer,address,undefined, in build/fuzz). Each target feeds the bytes
// to one parser and, when the input parses and is small, to what the command line
// and the module do next with it (solve, answer, trace), with the module's memory
// budget. The errors thrown by design (ParseError, TooLarge, std::invalid_argument,
// std::length_error, std::overflow_error: each a clear message) are expected; a
// crash, a sanitizer report, any other exception, a message that breaks the text
// rule of solver/core/text.hpp, or a broken invariant (FUZZ_CHECK) is a finding.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>

#include "graph/graph_text.hpp"
#include "core/limits.hpp"
#include "core/text.hpp"

#define FUZZ_CHECK(cond)                                                                    \
    do {                                                                                    \
        if (!(cond)) {                                                                      \
            std::fprintf(stderr, "FUZZ_CHECK failed at %s:%d: %s\n", __FILE__, __LINE__, #cond); \
            std::abort();                                                                   \
        }                                                                                   \
    } while (0)

namespace fuzz {

constexpr std::uint64_t kBudget = std::uint64_t{64} << 20;  // what one input may use

// A message is shown text: valid UTF-8 without control characters, never empty.
inline void check_message(const char* what) {
    const std::string m(what);
    FUZZ_CHECK(!m.empty());
    FUZZ_CHECK(gg::shown(m) == m);
}

// Runs f; the errors thrown by design must carry a clean message.
template <class F>
void run(F&& f) {
    try {
        f();
    } catch (const gg::ParseError& e) {
        FUZZ_CHECK(e.line >= 1 && e.column >= 1);
        check_message(e.what());
    } catch (const gg::TooLarge& e) {
        check_message(e.what());
    } catch (const std::invalid_argument& e) {
        check_message(e.what());
    } catch (const std::length_error& e) {
        check_message(e.what());
    } catch (const std::overflow_error& e) {
        check_message(e.what());
    }
}

inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

}  // namespace fuzz
