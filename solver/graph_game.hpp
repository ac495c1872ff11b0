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

// Parses the text (throws ParseError) and solves it.
SolvedGraph solve_graph_text(std::string_view text, Outcome no_move = Outcome::Lose,
                             Format format = Format::Auto, const ProgressFn& progress = {});

// Solves n vertices and m edges given as 2 * m vertex ids (throws
// std::invalid_argument on ids out of range).
Solution solve_graph_edges(std::uint32_t n, const std::int32_t* edges, std::size_t m,
                           Outcome no_move = Outcome::Lose, std::vector<Fixed> fixed = {},
                           const ProgressFn& progress = {});

// Parses "lose" / "win"; throws std::invalid_argument otherwise.
Outcome parse_no_move(std::string_view s);

}  // namespace gg
