// Limits of size and memory. Every solve computes the memory it needs from the
// sizes of its input (a graph's header or its n and m, a board and its rules)
// before allocating anything big, and refuses with TooLarge, which carries the
// figures, when that is over the caller's budget.
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace gg {

constexpr std::uint64_t kNoMemoryLimit = ~std::uint64_t{0};

// The job does not fit: what() says why, with the memory needed.
//   Kind::Memory  over a memory budget (the module's error code 'memory')
//   Kind::Size    beyond what the solver can index, whatever the memory ('too-big')
struct TooLarge : std::runtime_error {
    enum class Kind { Memory, Size };
    TooLarge(const std::string& what, std::uint64_t needed, std::uint64_t budget, Kind k = Kind::Memory)
        : std::runtime_error(what), bytes_needed(needed), bytes_budget(budget), kind(k) {}
    std::uint64_t bytes_needed;
    std::uint64_t bytes_budget;
    Kind kind;
};

// "1.50 GiB", "230.0 MiB", "12.0 KiB", "100 bytes".
std::string format_bytes(std::uint64_t bytes);

// A memory size as given to --max-memory: a whole number of `unit` bytes, or with
// a suffix K, M, G, T (KiB, MiB, GiB, TiB; case ignored; B alone means bytes).
// Throws std::invalid_argument for anything else, zero, or more than 2^60 bytes.
std::uint64_t parse_memory_size(std::string_view s, std::uint64_t unit = 1);

// Throws TooLarge(Kind::Memory) saying "<what> needs N of memory, more than the
// budget of B" when needed > budget.
void check_budget(std::uint64_t needed, std::uint64_t budget, const std::string& what);

}  // namespace gg
