// gamegraph partizan: a partizan graph (solver/partizan/partizan_game.hpp) read
// as text: the outcomes of every position for both starters, or the start's
// canonical value (solver/partizan/partizan_values.hpp).
// gamegraph partizan-sum: the value of a sum of positions of partizan graphs,
// and a winning move in it for each starter.
#include <map>
#include <memory>

#include "core/text.hpp"
#include "graph_cli.hpp"
#include "partizan/canonical.hpp"
#include "partizan/partizan_outcomes.hpp"
#include "partizan/partizan_values.hpp"

namespace cli {

const char* const kPartizanUsage =
    "gamegraph partizan [--moves] [--value] [--value-json] [--max-memory BYTES] [FILE]\n"
    "  A partizan graph ('u L v' Left's move, 'u R v' Right's, 'u' a position): one line\n"
    "  per position, NAME LEFT_FIRST DEPTH RIGHT_FIRST DEPTH (WIN, LOSE or DRAW for the\n"
    "  player moving first, Left or Right; '-' for a draw's depth); --moves adds each\n"
    "  starter's optimal move. --value prints instead the start's (the first position's)\n"
    "  canonical value and outcome class (L, R, N or P); --value-json its canonical form\n"
    "  as nested arrays [[Left options],[Right options]]. Values need a game without cycles.\n";

const char* const kPartizanSumUsage =
    "gamegraph partizan-sum [--max-memory BYTES] FILE:POSITION [FILE:POSITION ...]\n"
    "  The sum of positions of partizan graphs (a move is a move in one of them): line 1\n"
    "  VALUE CLASS, then 'left K U V' and 'right K U V', a winning move for Left and for\n"
    "  Right moving first (in component K, counted from 1 in the order given, from U to\n"
    "  V), or 'left -' / 'right -'.\n";

namespace {

struct PartizanOptions {
    bool moves = false, value = false, json = false;
    std::uint64_t max_memory = gg::kDefaultGraphBudget;
    std::vector<const char*> operands;
};

// Returns false after printing the usage for --help. Throws UsageError.
bool parse_options(const Args& args, const char* usage, PartizanOptions& o, bool sum) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        if (a == "--max-memory") {
            if (i + 1 >= args.size()) throw UsageError("--max-memory needs a value");
            o.max_memory = memory_option(a, args[++i]);
        } else if (a == "--moves" && !sum) {
            o.moves = true;
        } else if (a == "--value" && !sum) {
            o.value = true;
        } else if (a == "--value-json" && !sum) {
            o.json = true;
        } else if (a == "-h" || a == "--help") {
            std::fputs(usage, stdout);
            return false;
        } else if (a.size() > 1 && a[0] == '-') {
            throw UsageError("unknown option " + std::string(a));
        } else if (!sum && !o.operands.empty()) {
            throw UsageError("more than one FILE given");
        } else {
            o.operands.push_back(a.data());
        }
    }
    if (o.moves && (o.value || o.json)) throw UsageError("--moves goes with the table; --value and --value-json print the start's value instead");
    return true;
}

gg::ParsedPartizan read_partizan(const char* path, std::uint64_t max_memory) {
    const std::string text = read_all(path);
    return naming_file(path, [&] { return gg::parse_partizan_text(text, max_memory); });
}

// The values of the positions reachable from p; a cycle named by its position.
// hint: what to say after the refusal.
std::vector<gg::GameId> values_from(const char* path, const gg::ParsedPartizan& g, gg::GameStore& store,
                                    std::uint32_t p, const char* hint) {
    try {
        return gg::partizan_values_from(g.graph, store, p);
    } catch (const gg::NotShortGame& e) {
        throw std::runtime_error(std::string(path ? path : "<stdin>") + ": position " +
                                 gg::quoted(g.name(e.position)) +
                                 " is on a cycle: values are defined for short games only (finite, without cycles)" +
                                 hint);
    }
}

void put_outcome(Out& out, gg::Outcome o, std::int32_t depth) {
    out.put(gg::outcome_name(o));
    out.put(' ');
    if (depth < 0) out.put('-');
    else out.put_int(depth);
}

}  // namespace

int cmd_partizan(const Args& args) {
    PartizanOptions o;
    if (!parse_options(args, kPartizanUsage, o, false)) return 0;
    const char* path = o.operands.empty() ? nullptr : o.operands[0];
    const gg::ParsedPartizan g = read_partizan(path, o.max_memory);
    Out out;
    if (o.value || o.json) {
        if (g.graph.num_positions() == 0)
            throw std::runtime_error(std::string(path ? path : "<stdin>") + ": no position: the text declares none");
        gg::GameStore store(o.max_memory);
        const gg::GameId v =
            values_from(path, g, store, 0, "; without --value the outcomes for both starters are given")[0];
        if (o.value) {
            out.put(store.str(v));
            out.put(' ');
            out.put(gg::outcome_class_letter(store.outcome_class(v)));
            out.put('\n');
        }
        if (o.json) {
            out.put(store.json(v));
            out.put('\n');
        }
        return 0;
    }
    const gg::PartizanOutcomes r = gg::partizan_outcomes(g.graph);
    for (std::uint32_t p = 0; p < g.graph.num_positions(); ++p) {
        out.put(g.name(p));
        for (const gg::Side s : {gg::Side::Left, gg::Side::Right}) {
            out.put(' ');
            put_outcome(out, r.outcome(s, p), r.depth(s, p));
        }
        if (o.moves)
            for (const gg::Side s : {gg::Side::Left, gg::Side::Right}) {
                out.put(' ');
                const std::int32_t m = r.move(s, p);
                if (m < 0) out.put('-');
                else out.put(g.name(static_cast<std::uint32_t>(m)));
            }
        out.put('\n');
    }
    return 0;
}

int cmd_partizan_sum(const Args& args) {
    PartizanOptions o;
    if (!parse_options(args, kPartizanSumUsage, o, true)) return 0;
    if (o.operands.empty()) throw UsageError("partizan-sum: no FILE:POSITION given");
    gg::GameStore store(o.max_memory);
    std::map<std::string, std::unique_ptr<gg::ParsedPartizan>> graphs;  // by file: each read once
    std::vector<const gg::ParsedPartizan*> used;
    std::vector<std::uint32_t> at;
    std::vector<gg::PartizanSumPart> parts;
    for (const char* operand : o.operands) {
        const std::string arg = operand;
        const std::size_t colon = arg.rfind(':');
        if (colon == std::string::npos || colon == 0 || colon + 1 == arg.size())
            throw UsageError("'" + arg + "': expected FILE:POSITION");
        const std::string path = arg.substr(0, colon), name = arg.substr(colon + 1);
        std::unique_ptr<gg::ParsedPartizan>& g = graphs[path];
        if (!g) g = std::make_unique<gg::ParsedPartizan>(read_partizan(path.c_str(), o.max_memory));
        const std::int64_t p = g->find(name);
        if (p < 0) throw std::runtime_error(path + ": no position named " + gg::quoted(name));
        const std::vector<gg::GameId> values = values_from(path.c_str(), *g, store, static_cast<std::uint32_t>(p), "");
        used.push_back(g.get());
        at.push_back(static_cast<std::uint32_t>(p));
        parts.push_back(gg::partizan_sum_part(g->graph, values, static_cast<std::uint32_t>(p)));
    }
    const gg::PartizanSumResult r = gg::partizan_sum(store, parts);
    Out out;
    out.put(store.str(r.value));
    out.put(' ');
    out.put(gg::outcome_class_letter(r.outcome));
    out.put('\n');
    for (const gg::Side s : {gg::Side::Left, gg::Side::Right}) {
        const int i = static_cast<int>(s);
        out.put(s == gg::Side::Left ? "left " : "right ");
        if (r.component[i] < 0) {
            out.put("-\n");
            continue;
        }
        const std::size_t k = static_cast<std::size_t>(r.component[i]);
        out.put_int(static_cast<long long>(k) + 1);
        out.put(' ');
        out.put(used[k]->name(at[k]));
        out.put(' ');
        out.put(used[k]->name(static_cast<std::uint32_t>(r.to[i])));
        out.put('\n');
    }
    return 0;
}

}  // namespace cli
