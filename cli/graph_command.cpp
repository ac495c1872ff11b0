// gamegraph graph: solves an explicit game graph given as text.
#include "graph_cli.hpp"

namespace cli {

const char* const kGraphUsage =
    "gamegraph graph [--no-move lose|win] [--format auto|named|cp|cp0] [--moves] [--max-memory BYTES] [FILE]\n"
    "  Solves a game graph: one line per vertex, NAME OUTCOME DEPTH [MOVE]. A graph\n"
    "  needing more memory than the budget (default 2G; K, M, G suffixes) is refused.\n";

int cmd_graph(const Args& args) {
    gg::Outcome no_move = gg::Outcome::Lose;
    gg::Format format = gg::Format::Auto;
    bool moves = false;
    std::uint64_t budget = gg::kDefaultGraphBudget;
    const char* path = nullptr;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        auto value = [&]() -> std::string_view {
            if (i + 1 >= args.size()) throw UsageError(std::string(a) + " needs a value");
            return args[++i];
        };
        try {
            if (a == "--no-move") no_move = gg::parse_no_move(value());
            else if (a == "--format") format = gg::parse_format_name(value());
            else if (a == "--moves") moves = true;
            else if (a == "--max-memory") budget = memory_option(a, value(), 1);
            else if (a == "-h" || a == "--help") { std::fputs(kGraphUsage, stdout); return 0; }
            else if (a.size() > 1 && a[0] == '-') throw UsageError("unknown option " + std::string(a));
            else if (path) throw UsageError("more than one FILE given");
            else path = a.data();
        } catch (const std::invalid_argument& e) {
            throw UsageError(e.what());
        }
    }
    const std::string text = read_all(path);
    gg::SolvedGraph r;
    try {
        r = gg::solve_graph_text(text, no_move, format, {}, budget);
    } catch (const gg::ParseError& e) {
        throw std::runtime_error(std::string(path ? path : "<stdin>") + ": " + e.what());
    } catch (const gg::TooLarge& e) {
        throw gg::TooLarge(std::string(path ? path : "<stdin>") + ": " + e.what(), e.bytes_needed, e.bytes_budget, e.kind);
    }
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
