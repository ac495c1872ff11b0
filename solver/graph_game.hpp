// Explicit game graphs end to end: text or edge arrays in, solution out.
#pragma once
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "explicit_graph.hpp"
#include "graph_text.hpp"
#include "retrograde.hpp"

namespace gg {

// Called now and then during a solve with (states decided so far, total states).
using ProgressFn = std::function<void(std::uint64_t, std::uint64_t)>;

struct SolvedGraph {
    ParsedGraph graph;
    Solution solution;
};

// Parses the text (throws ParseError) and solves it. A graph that needs more than
// max_memory (graph_bytes_needed) is refused with TooLarge before it is built:
// from its header in the cp form, once read in the named form. cp_names: as in
// parse_graph_text (false: no name strings for the cp forms); parse_progress: the
// parse's progress, as parse_graph_text's.
SolvedGraph solve_graph_text(std::string_view text, Outcome no_move = Outcome::Lose,
                             Format format = Format::Auto, const ProgressFn& progress = {},
                             std::uint64_t max_memory = kNoMemoryLimit, bool cp_names = true,
                             const ParseProgressFn& parse_progress = {});

// Solves a parsed graph (g.edges must be its own: no check of the ids here), after
// the budget check of solve_graph_text (graph_bytes_needed, with g's names).
Solution solve_parsed_graph(const ParsedGraph& g, Outcome no_move = Outcome::Lose, const ProgressFn& progress = {},
                            std::uint64_t max_memory = kNoMemoryLimit);

// Solves n vertices and m edges given as 2 * m vertex ids (throws
// std::invalid_argument on ids out of range; TooLarge, before allocating, when
// graph_solve_bytes(n, m) is over max_memory).
Solution solve_graph_edges(std::uint32_t n, const std::int32_t* edges, std::size_t m,
                           Outcome no_move = Outcome::Lose, std::vector<Fixed> fixed = {},
                           const ProgressFn& progress = {}, std::uint64_t max_memory = kNoMemoryLimit);

// The fixed outcomes of n vertices from their codes as the module's callers give
// them (0 none, 1 win, 2 lose, 3 draw: solveGraphEdges' options.fixed, the rules
// games' outcome(p)); throws std::invalid_argument on any other code.
std::vector<Fixed> fixed_from_codes(const std::uint8_t* codes, std::uint32_t n);

// The budgets by default: the command line's (--max-memory) and the module's
// (options.maxMemory, within a browser tab's means).
constexpr std::uint64_t kDefaultGraphBudget = std::uint64_t{2} << 30;        // 2 GiB
constexpr std::uint64_t kDefaultModuleGraphBudget = std::uint64_t{1} << 30;  // 1 GiB

// Parses "lose" / "win"; throws std::invalid_argument otherwise.
Outcome parse_no_move(std::string_view s);

}  // namespace gg
