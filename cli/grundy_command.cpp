// gamegraph grundy: the Sprague-Grundy value (Smith's, for graphs with cycles) of
// every vertex of a graph given as text (solver/core/grundy.hpp).
#include "core/grundy.hpp"
#include "graph_cli.hpp"

namespace cli {

const char* const kGrundyUsage =
    "gamegraph grundy [--format auto|named|cp] [--moves] [FILE]\n"
    "  Sprague-Grundy values under normal play: one line per vertex, NAME VALUE [MOVE];\n"
    "  VALUE is a number or inf(K), K the finite values among the vertex's moves.\n";

int cmd_grundy(const Args& args) {
    GraphOptions o;
    if (!parse_graph_options(args, kGrundyUsage, o, true, true, 1)) return 0;
    if (o.no_move != gg::Outcome::Lose)
        throw UsageError("--no-move win: Sprague-Grundy values are defined for normal play only");
    const char* path = o.operands.empty() ? nullptr : o.operands[0];
    const std::string text = read_all(path);
    const gg::GrundyGraph r = naming_file(path, [&] { return gg::grundy_graph_text(text, o.format); });
    Out out;
    for (std::uint32_t v = 0; v < r.graph.n; ++v) {
        out.put(r.graph.name(v));
        out.put(' ');
        out.put(r.result.label(v));
        if (o.moves) {
            out.put(' ');
            const std::int32_t m = r.result.move[v];
            if (m < 0) out.put('-');
            else out.put(r.graph.name(static_cast<std::uint32_t>(m)));
        }
        out.put('\n');
    }
    return 0;
}

}  // namespace cli
