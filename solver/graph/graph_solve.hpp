// Explicit game graphs end to end: text or edge arrays in, solution out.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

#include "graph/explicit_graph.hpp"
#include "graph/graph_text.hpp"
#include "core/retrograde.hpp"

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

// The same solve in slices (solve_graph_text is this run in one step), for a
// caller that must do something else now and then (a page's thread, which must
// not freeze): each step(budget) does about `budget` units of work in the current
// phase and no further (a byte of text parsed; an edge or vertex of the graph's
// build; a state or move of the engine), at least one, and returns true once the
// solve is over; take() then gives what solve_graph_text returns. The same
// results, errors (thrown by the step that meets them) and progress calls,
// however it is sliced. text must stay alive and unchanged until the parse is
// over (phase() past Parsing). Between two phases a step also sets the next one
// up (allocations, O(n) at most). After an exception the run is over.
class GraphTextSolve {
public:
    enum class Phase { Parsing, Building, Solving, Done };
    static constexpr std::uint64_t kAll = ~std::uint64_t{0};

    GraphTextSolve(std::string_view text, Outcome no_move = Outcome::Lose, Format format = Format::Auto,
                   std::uint64_t max_memory = kNoMemoryLimit, bool cp_names = true, ProgressFn progress = {},
                   ParseProgressFn parse_progress = {});
    ~GraphTextSolve();
    GraphTextSolve(const GraphTextSolve&) = delete;
    GraphTextSolve& operator=(const GraphTextSolve&) = delete;

    bool step(std::uint64_t budget);
    Phase phase() const { return phase_; }
    // How far the current phase is, in its units, of how many: Parsing, bytes of
    // the text; Building, units of ExplicitGraph::build_work(); Solving, states
    // taken off the engine's queue, of n.
    std::uint64_t done() const;
    std::uint64_t total() const;
    // The parsed graph, once the parse is over (its edges stay until take()).
    const ParsedGraph& graph() const { return graph_; }
    SolvedGraph take();

private:
    struct Progress {
        const ProgressFn* fn;
        void operator()(std::uint64_t done, std::uint64_t total) const {
            if (*fn) (*fn)(done, total);
        }
    };
    using Run = RetrogradeRun<FullStorage, ExplicitGraph, Progress>;
    Outcome no_move_;
    std::uint64_t max_memory_;
    ProgressFn progress_;
    Phase phase_ = Phase::Parsing;
    std::string_view text_;
    std::size_t fed_ = 0;  // the bytes of text given to the reader so far
    std::unique_ptr<GraphTextReader> reader_;
    ParsedGraph graph_;
    std::unique_ptr<ExplicitGraph> game_;
    std::unique_ptr<Run> run_;
    Solution solution_;
};

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
