// gamegraph sum: the sum of games given as positions in graphs (solver/core/grundy.hpp):
// its value, who wins, and a winning move.
#include <map>
#include <memory>

#include "core/grundy.hpp"
#include "graph_cli.hpp"

namespace cli {

const char* const kSumUsage =
    "gamegraph sum [--format auto|named|cp] FILE:VERTEX [FILE:VERTEX ...]\n"
    "  The sum of the games (a move is a move in one of them): line 1 VALUE OUTCOME\n"
    "  (WIN, LOSE or DRAW for the player to move), line 2 a winning move K U V (in\n"
    "  component K, from U to V) or '-'. FILE:VERTEX splits at the last ':'.\n";

int cmd_sum(const Args& args) {
    GraphOptions o;
    if (!parse_graph_options(args, kSumUsage, o, false, false, static_cast<std::size_t>(-1))) return 0;
    if (o.operands.empty()) throw UsageError("sum: no FILE:VERTEX given");
    std::map<std::string, std::unique_ptr<gg::GrundyGraph>> graphs;  // by file: each read once
    std::vector<const gg::GrundyGraph*> used;
    std::vector<std::uint32_t> at;
    std::vector<gg::SumComponent> components;
    for (const char* operand : o.operands) {
        const std::string arg = operand;
        const std::size_t colon = arg.rfind(':');
        if (colon == std::string::npos || colon == 0 || colon + 1 == arg.size())
            throw UsageError("'" + arg + "': expected FILE:VERTEX");
        const std::string path = arg.substr(0, colon), name = arg.substr(colon + 1);
        std::unique_ptr<gg::GrundyGraph>& g = graphs[path];
        if (!g) {
            const std::string text = read_all(path.c_str());
            g = std::make_unique<gg::GrundyGraph>(
                naming_file(path.c_str(), [&] { return gg::grundy_graph_text(text, o.format); }));
        }
        std::uint32_t v = 0;
        while (v < g->graph.n && g->graph.name(v) != name) ++v;
        if (v == g->graph.n) throw std::runtime_error(path + ": no vertex named '" + name + "'");
        used.push_back(g.get());
        at.push_back(v);
        components.push_back(gg::sum_component(g->graph.edges.data(), g->graph.num_edges(),
                                               g->result.value.data(), g->graph.n, v));
    }
    const gg::SumResult r = gg::sum_games(components);
    Out out;
    out.put(r.label());
    out.put(' ');
    out.put(gg::outcome_name(r.outcome));
    out.put('\n');
    if (r.move_component < 0) {
        out.put("-\n");
        return 0;
    }
    const std::size_t k = static_cast<std::size_t>(r.move_component);
    out.put_int(static_cast<long long>(k) + 1);
    out.put(' ');
    out.put(used[k]->graph.name(at[k]));
    out.put(' ');
    out.put(used[k]->graph.name(static_cast<std::uint32_t>(r.move_to)));
    out.put('\n');
    return 0;
}

}  // namespace cli
