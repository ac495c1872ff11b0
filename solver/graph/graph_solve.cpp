#include "graph/graph_solve.hpp"

#include "core/text.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace gg {

namespace {

// The checks of solve_graph_edges and of solve_parsed_graph, before allocating.
void check_edges_budget(std::uint64_t n, std::uint64_t m, std::uint64_t max_memory) {
    check_budget(graph_solve_bytes(n, m), max_memory,
                 "a graph of " + std::to_string(n) + " vertices and " + std::to_string(m) + " edges: solving it");
}

void check_parsed_budget(const ParsedGraph& g, std::uint64_t max_memory) {
    const std::uint64_t n = g.n, m = g.num_edges();
    const std::uint64_t name_bytes = g.names.size() >= n ? g.names.size() - n : 0;  // none: cp without names
    check_budget(graph_bytes_needed(n, m, name_bytes), max_memory,
                 "the graph has " + std::to_string(n) + " vertices and " + std::to_string(m) + " edges: solving it");
}

}  // namespace

Solution solve_graph_edges(std::uint32_t n, const std::int32_t* edges, std::size_t m, Outcome no_move,
                           std::vector<Fixed> fixed, const ProgressFn& progress, std::uint64_t max_memory) {
    check_edges_budget(n, m, max_memory);
    const ExplicitGraph game(n, edges, m, no_move, std::move(fixed));
    if (progress) return retrograde(game, progress);
    return retrograde(game);
}

Solution solve_parsed_graph(const ParsedGraph& g, Outcome no_move, const ProgressFn& progress,
                            std::uint64_t max_memory) {
    check_parsed_budget(g, max_memory);
    return solve_graph_edges(g.n, g.edges.data(), g.num_edges(), no_move, g.fixed, progress);
}

SolvedGraph solve_graph_text(std::string_view text, Outcome no_move, Format format,
                             const ProgressFn& progress, std::uint64_t max_memory, bool cp_names,
                             const ParseProgressFn& parse_progress) {
    GraphTextSolve run(text, no_move, format, max_memory, cp_names, progress, parse_progress);
    while (!run.step(GraphTextSolve::kAll)) {}
    return run.take();
}

GraphTextSolve::GraphTextSolve(std::string_view text, Outcome no_move, Format format, std::uint64_t max_memory,
                               bool cp_names, ProgressFn progress, ParseProgressFn parse_progress)
    : no_move_(no_move), max_memory_(max_memory), progress_(std::move(progress)),
      text_(text),
      reader_(std::make_unique<GraphTextReader>(text.data(), text.size(), format, max_memory, cp_names,
                                                std::move(parse_progress))) {}

GraphTextSolve::~GraphTextSolve() = default;

bool GraphTextSolve::step(std::uint64_t budget) {
    switch (phase_) {
        case Phase::Parsing: {
            // the text fed to the reader `budget` bytes at a time: it parses the complete lines among them
            if (budget < text_.size() - fed_) {
                fed_ += static_cast<std::size_t>(std::max<std::uint64_t>(budget, 1));
                reader_->feed(fed_);
                return false;
            }
            fed_ = text_.size();
            graph_ = reader_->finish();
            reader_.reset();
            check_parsed_budget(graph_, max_memory_);
            check_edges_budget(graph_.n, graph_.num_edges(), max_memory_);  // as solve_graph_edges
            game_ = std::make_unique<ExplicitGraph>(ExplicitGraph::Deferred{}, graph_.n, graph_.num_edges(), no_move_,
                                                    graph_.fixed);
            phase_ = Phase::Building;
            return false;
        }
        case Phase::Building:
            if (!game_->build_step(graph_.edges.data(), budget)) return false;
            run_ = std::make_unique<Run>(*game_, Progress{&progress_});
            phase_ = Phase::Solving;
            return false;
        case Phase::Solving:
            if (!run_->step(budget)) return false;
            solution_ = run_->take();
            run_.reset();
            game_.reset();
            phase_ = Phase::Done;
            return true;
        case Phase::Done: return true;
    }
    return true;
}

std::uint64_t GraphTextSolve::done() const {
    switch (phase_) {
        case Phase::Parsing: return fed_;
        case Phase::Building: return game_->build_done();
        case Phase::Solving: return run_->states_done();
        default: return graph_.n;
    }
}

std::uint64_t GraphTextSolve::total() const {
    switch (phase_) {
        case Phase::Parsing: return text_.size();
        case Phase::Building: return game_->build_work();
        default: return graph_.n;
    }
}

SolvedGraph GraphTextSolve::take() {
    if (phase_ != Phase::Done) throw std::logic_error("GraphTextSolve::take before the solve is over");
    SolvedGraph r;
    r.graph = std::move(graph_);
    r.solution = std::move(solution_);
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
