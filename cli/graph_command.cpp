// gamegraph graph: solves an explicit game graph given as text.
#include "graph_cli.hpp"

namespace cli {

const char* const kGraphUsage =
    "gamegraph graph [--no-move lose|win] [--format auto|named|cp|cp0] [--moves] [--max-memory BYTES] [FILE]\n"
    "  Solves a game graph: one line per vertex, NAME OUTCOME DEPTH [MOVE]. A graph\n"
    "  needing more memory than the budget (default 2G; K, M, G suffixes) is refused.\n";

int cmd_graph(const Args& args) {
    GraphOptions o;
    if (!parse_graph_options(args, kGraphUsage, o, true, true, 1, true)) return 0;
    const char* path = o.operands.empty() ? nullptr : o.operands[0];
    const bool moves = o.moves;
    const std::string text = read_all(path);
    const gg::SolvedGraph r =
        naming_file(path, [&] { return gg::solve_graph_text(text, o.no_move, o.format, {}, o.max_memory); });
    Out out;
    const auto& sol = r.solution;
    for (std::uint32_t v = 0; v < r.graph.n; ++v) {
        out.put(r.graph.name(v));
        switch (sol.outcome[v]) {
            case gg::Outcome::Win: out.put(" WIN "); break;
            case gg::Outcome::Lose: out.put(" LOSE "); break;
            default: out.put(" DRAW "); break;
        }
        if (sol.depth[v] < 0) out.put('-');
        else out.put_int(sol.depth[v]);
        if (moves) {
            out.put(' ');
            if (sol.move[v] < 0) out.put('-');
            else out.put(r.graph.name(static_cast<std::uint32_t>(sol.move[v])));
        }
        out.put('\n');
    }
    return 0;
}

}  // namespace cli
