// Shared by the commands that read the graph text format (graph, grundy, sum):
// their options, and parse errors named after the file.
#pragma once
#include <string>
#include <vector>

#include "graph/graph_solve.hpp"
#include "commands.hpp"
#include "common.hpp"

namespace cli {

struct GraphOptions {
    gg::Outcome no_move = gg::Outcome::Lose;
    gg::Format format = gg::Format::Auto;
    bool moves = false;
    std::uint64_t max_memory = gg::kDefaultGraphBudget;  // --max-memory BYTES (K, M, G suffixes)
    std::vector<const char*> operands;  // FILE (or FILE:VERTEX) arguments
};

// Parses --format, --no-move (when no_move_allowed), --moves (when moves_allowed),
// --max-memory (when memory_allowed) and the operands (at most max_operands).
// Returns false after printing the usage for --help. Throws UsageError.
inline bool parse_graph_options(const Args& args, const char* usage, GraphOptions& o, bool no_move_allowed,
                                bool moves_allowed, std::size_t max_operands, bool memory_allowed = false) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        auto value = [&]() -> std::string_view {
            if (i + 1 >= args.size()) throw UsageError(std::string(a) + " needs a value");
            return args[++i];
        };
        try {
            if (a == "--no-move" && no_move_allowed) o.no_move = gg::parse_no_move(value());
            else if (a == "--format") o.format = gg::parse_format_name(value());
            else if (a == "--moves" && moves_allowed) o.moves = true;
            else if (a == "--max-memory" && memory_allowed) o.max_memory = memory_option(a, value());
            else if (a == "-h" || a == "--help") { std::fputs(usage, stdout); return false; }
            else if (a.size() > 1 && a[0] == '-') throw UsageError("unknown option " + std::string(a));
            else if (o.operands.size() >= max_operands) throw UsageError("more than one FILE given");
            else o.operands.push_back(a.data());
        } catch (const std::invalid_argument& e) {
            throw UsageError(e.what());
        }
    }
    return true;
}

// f(), with the message of a ParseError or a memory refusal (TooLarge) prefixed by
// the file's name (<stdin> for null).
template <class F>
auto naming_file(const char* path, F&& f) -> decltype(f()) {
    const std::string name = path ? path : "<stdin>";
    try {
        return f();
    } catch (const gg::ParseError& e) {
        throw std::runtime_error(name + ": " + e.what());
    } catch (const gg::TooLarge& e) {
        throw gg::TooLarge(name + ": " + e.what(), e.bytes_needed, e.bytes_budget, e.kind);
    }
}

}  // namespace cli
