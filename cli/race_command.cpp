// gamegraph race: the BOI 2008 "Game" race on a board (see solver/race/race_game.hpp).
#include <stdexcept>
#include <string>

#include "graph/graph_solve.hpp"
#include "graph/graph_text.hpp"
#include "race/race_game.hpp"
#include "commands.hpp"

namespace cli {

const char* const kRaceUsage =
    "gamegraph race [--explain] [--optional-jump] [--full-limit N] [--max-memory BYTES] [FILE]\n"
    "  Reads the BOI 2008 \"Game\" input (t, then per board n and n rows) and prints\n"
    "  the winner, A or B, one line per board. --explain adds per board the distance\n"
    "  D, its parity, the middle layer, an optimal race, and when at most N (default\n"
    "  400) white squares are reachable the exact full-state result (extra step of a\n"
    "  jump mandatory; optional with --optional-jump) if it fits the memory budget\n"
    "  (default 2G; K, M, G suffixes).\n";

namespace {

std::string sq(std::int32_t n, std::int32_t s) {
    return "r" + std::to_string(s / n + 1) + "c" + std::to_string(s % n + 1);
}

void put_steps(Out& out, std::int32_t n, std::int32_t a, std::int32_t b, const std::vector<gg::RaceStep>& steps) {
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const gg::RaceStep& st = steps[i];
        out.put(i == 0 ? "" : ", ");
        out.put(gg::player_char(st.player));
        out.put(' ');
        if (st.extra && st.from == st.to) {
            out.put("stays on ");
            out.put(sq(n, st.to));
            out.put(" (declines the extra step)");
            continue;
        }
        out.put(st.extra ? "then " : "");
        out.put(sq(n, st.from));
        out.put('-');
        out.put(sq(n, st.to));
        if (st.to == (st.player == gg::Player::A ? b : a)) out.put(" wins");
        else if (!st.extra && st.pos_a == st.pos_b) out.put(" jumps");
    }
}

void explain(Out& out, const gg::RaceBoard& board, std::size_t index, gg::JumpRule rule, std::uint32_t limit,
             std::uint64_t budget) {
    const gg::RaceExplanation ex = gg::explain_race(board);
    const std::int32_t n = ex.n;
    out.put("board ");
    out.put_int(static_cast<long long>(index));
    out.put(": ");
    out.put(gg::player_char(ex.winner));
    out.put("\n  n = ");
    out.put_int(n);
    out.put(", A at ");
    out.put(sq(n, ex.a));
    out.put(", B at ");
    out.put(sq(n, ex.b));
    out.put("\n  D = ");
    out.put_int(ex.distance);
    if (ex.odd) {
        out.put(" (odd): A wins the race by moving first; he can step onto B in layer ");
        out.put_int(ex.middle_layer);
        out.put(ex.jump_forced ? " and can force that jump (one move sooner)\n"
                               : " but B can avoid that jump\n");
    } else {
        out.put(" (even): A wins the plain race by one move unless B lands on him in the middle layer ");
        out.put_int(ex.middle_layer);
        out.put(ex.jump_forced ? "; B can force that jump\n" : "; B cannot force that jump\n");
    }
    out.put("  middle layer (");
    out.put_int(static_cast<long long>(ex.middle.size()));
    out.put(ex.middle.size() == 1 ? " square):" : " squares):");
    constexpr std::size_t kShown = 20;
    for (std::size_t i = 0; i < ex.middle.size() && i < kShown; ++i) {
        out.put(' ');
        out.put(sq(n, ex.middle[i]));
    }
    if (ex.middle.size() > kShown) out.put(" ...");
    out.put("\n  race (");
    out.put_int(static_cast<long long>(ex.race.size()));
    out.put(" steps): ");
    put_steps(out, n, ex.a, ex.b, ex.race);
    out.put('\n');
    const char* rule_name = rule == gg::JumpRule::Optional ? "optional" : "mandatory";
    const std::uint32_t cells = gg::race_reachable_cells(board);
    out.put("  full state (extra step ");
    out.put(rule_name);
    out.put("): ");
    if (cells > limit) {
        out.put("skipped, ");
        out.put_int(cells);
        out.put(" white squares reachable (limit ");
        out.put_int(limit);
        out.put(")\n");
        return;
    }
    const std::uint64_t need = gg::race_full_bytes(cells);
    if (need > budget) {
        out.put("skipped, ");
        out.put_int(cells);
        out.put(" white squares reachable: it needs ");
        out.put(gg::format_bytes(need));
        out.put(" of memory, more than the budget of ");
        out.put(gg::format_bytes(budget));
        out.put(" (--max-memory)\n");
        return;
    }
    const gg::RaceFullResult full = gg::solve_race_full(board, rule, limit);
    if (full.outcome == gg::Outcome::Draw) {
        out.put("DRAW");
    } else {
        out.put(gg::player_char(full.winner()));
        out.put(" wins in ");
        out.put_int(full.depth);
        out.put(full.depth == 1 ? " turn" : " turns");
    }
    out.put(", ");
    out.put_int(full.states);
    out.put(" states, ");
    out.put_int(full.draw_states);
    out.put(" drawn; ");
    const bool agrees = full.outcome != gg::Outcome::Draw && full.winner() == ex.winner;
    out.put(agrees ? "agrees\n" : "DISAGREES with the layered analysis\n");
    out.put("  full-state line: ");
    put_steps(out, n, ex.a, ex.b, full.line);
    out.put('\n');
}

}  // namespace

int cmd_race(const Args& args) {
    bool explain_boards = false;
    gg::JumpRule rule = gg::JumpRule::Mandatory;
    std::uint32_t limit = gg::kRaceFullMaxCells;
    std::uint64_t budget = gg::kDefaultGraphBudget;
    const char* path = nullptr;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        if (a == "--explain") explain_boards = true;
        else if (a == "--optional-jump") rule = gg::JumpRule::Optional;
        else if (a == "--full-limit") {
            if (i + 1 >= args.size()) throw UsageError("--full-limit needs a value");
            const std::string_view v = args[++i];
            unsigned long x = 0;
            const auto r = std::from_chars(v.data(), v.data() + v.size(), x);
            if (r.ec != std::errc() || r.ptr != v.data() + v.size() || x > 4000)
                throw UsageError("--full-limit expects a number of squares in 0..4000, found '" + std::string(v) + "'");
            limit = static_cast<std::uint32_t>(x);
        } else if (a == "--max-memory") {
            if (i + 1 >= args.size()) throw UsageError("--max-memory needs a value (bytes, or with K, M, G)");
            budget = memory_option("--max-memory", args[++i]);
        } else if (a == "-h" || a == "--help") {
            std::fputs(kRaceUsage, stdout);
            return 0;
        } else if (a.size() > 1 && a[0] == '-') {
            throw UsageError("unknown option " + std::string(a));
        } else if (path) {
            throw UsageError("more than one FILE given");
        } else {
            path = a.data();
        }
    }
    const std::string text = read_all(path);
    std::vector<gg::RaceBoard> boards;
    try {
        boards = gg::parse_race_input(text);
    } catch (const gg::ParseError& e) {
        throw std::runtime_error(std::string(path ? path : "<stdin>") + ": " + e.what());
    }
    Out out;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        if (explain_boards) {
            explain(out, boards[i], i + 1, rule, limit, budget);
        } else {
            out.put(gg::player_char(gg::race_winner(boards[i])));
            out.put('\n');
        }
    }
    return 0;
}

}  // namespace cli
