// Shared by the pursuit-game commands (police-thief, cat-mouse, cat-mouse-grid,
// cop-robber): options, reading and parsing the input, solving.
//
//   [--max-memory BYTES]  the memory budget of the solve, as every command takes it
//                         (default 4G; plain bytes or with a K, M, G, T suffix): a
//                         board needing more is refused, before anything is allocated
//   [--stats]             a line on standard error: states, memory, time, start depth
//   [FILE]                the input (standard input without it)
#pragma once
#include <chrono>
#include <memory>
#include <cstdio>
#include <string>

#include "pursuit/pursuit_formats.hpp"
#include "commands.hpp"

namespace cli {

struct PursuitRun {
    gg::PursuitSetup setup;
    gg::PursuitSolution solution;
    double seconds;
    bool stats;
};

// Parses the options, reads and parses the input with parse (ParseError becomes a
// message naming the file, exit code 1), solves. Returns false after printing the
// usage for --help.
template <class Parse>
bool run_pursuit(const Args& args, const char* usage, Parse&& parse, gg::PursuitSetup& setup,
                 std::unique_ptr<gg::PursuitSolution>& solution, bool& stats) {
    const char* path = nullptr;
    std::uint64_t budget = gg::kDefaultPursuitBudget;
    stats = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        if (a == "-h" || a == "--help") {
            std::fputs(usage, stdout);
            return false;
        } else if (a == "--stats") {
            stats = true;
        } else if (a == "--max-memory") {
            if (i + 1 >= args.size()) throw UsageError("--max-memory needs a value (bytes, or with K, M, G)");
            budget = memory_option("--max-memory", args[++i]);
        } else if (a.size() > 1 && a[0] == '-') {
            throw UsageError("unknown option " + std::string(a));
        } else if (path) {
            throw UsageError("more than one FILE given");
        } else {
            path = a.data();
        }
    }
    const std::string text = read_all(path);
    try {
        setup = parse(text);
    } catch (const gg::ParseError& e) {
        throw std::runtime_error(std::string(path ? path : "<stdin>") + ": " + e.what());
    }
    const auto t0 = std::chrono::steady_clock::now();
    solution = std::make_unique<gg::PursuitSolution>(gg::solve_pursuit(setup.board, setup.rules, budget));
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (stats) {
        const gg::PursuitGame& g = solution->game();
        std::fprintf(stderr, "%u positions, %llu states, %s at the peak (%.2f bytes per state), solved in %.3f s\n",
                     g.num_positions(), static_cast<unsigned long long>(g.num_states_wide()),
                     gg::format_bytes(g.bytes_needed()).c_str(),
                     static_cast<double>(g.bytes_needed()) / static_cast<double>(g.num_states_wide()), secs);
    }
    return true;
}

}  // namespace cli
