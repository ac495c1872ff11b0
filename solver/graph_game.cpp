#include "graph_game.hpp"

#include "text.hpp"

#include <stdexcept>
#include <string>

namespace gg {

Solution solve_graph_edges(std::uint32_t n, const std::int32_t* edges, std::size_t m, Outcome no_move,
                           std::vector<Fixed> fixed, const ProgressFn& progress, std::uint64_t max_memory) {
    check_budget(graph_solve_bytes(n, m), max_memory,
                 "a graph of " + std::to_string(n) + " vertices and " + std::to_string(m) + " edges: solving it");
    const ExplicitGraph game(n, edges, m, no_move, std::move(fixed));
    if (progress) return retrograde(game, progress);
    return retrograde(game);
}

Solution solve_parsed_graph(const ParsedGraph& g, Outcome no_move, const ProgressFn& progress,
                            std::uint64_t max_memory) {
    const std::uint64_t n = g.n, m = g.num_edges();
    const std::uint64_t name_bytes = g.names.size() >= n ? g.names.size() - n : 0;  // none: cp without names
    check_budget(graph_bytes_needed(n, m, name_bytes), max_memory,
                 "the graph has " + std::to_string(n) + " vertices and " + std::to_string(m) + " edges: solving it");
    return solve_graph_edges(g.n, g.edges.data(), g.num_edges(), no_move, g.fixed, progress);
}

SolvedGraph solve_graph_text(std::string_view text, Outcome no_move, Format format,
                             const ProgressFn& progress, std::uint64_t max_memory, bool cp_names,
                             const ParseProgressFn& parse_progress) {
    SolvedGraph r;
    r.graph = parse_graph_text(text, format, max_memory, cp_names, parse_progress);
    r.solution = solve_parsed_graph(r.graph, no_move, progress, max_memory);
    return r;
}

std::vector<Fixed> fixed_from_codes(const std::uint8_t* codes, std::uint32_t n) {
    std::vector<Fixed> fixed(n);
    for (std::uint32_t i = 0; i < n; ++i) {
        if (codes[i] > 3)
            throw std::invalid_argument("fixed[" + std::to_string(i) + "] = " + std::to_string(codes[i]) +
                                        ": expected 0 (none), 1 (win), 2 (lose) or 3 (draw)");
        fixed[i] = static_cast<Fixed>(codes[i]);
    }
    return fixed;
}

Outcome parse_no_move(std::string_view s) {
    if (s == "lose") return Outcome::Lose;
    if (s == "win") return Outcome::Win;
    throw std::invalid_argument("unknown convention " + quoted(s) + " for a vertex with no move: expected lose or win");
}

}  // namespace gg
