// gamegraph police-thief: the police-and-thief game of the cp-algorithms article
// ("Games on arbitrary graphs"), in the article's input format, any board size.
#include "pursuit_cli.hpp"

namespace cli {

const char* const kPoliceThiefUsage =
    "gamegraph police-thief [--max-memory BYTES] [--stats] [FILE]\n"
    "  Police and thief: 'n m', then n rows ('*' blocked, 'P' police, 'T' thief, 'E' exit,\n"
    "  '.' free). Prints 'Police catches the thief', 'The thief escapes' or 'Draw'.\n";

int cmd_police_thief(const Args& args) {
    gg::PursuitSetup setup;
    std::unique_ptr<gg::PursuitSolution> sol;
    bool stats = false;
    if (!run_pursuit(args, kPoliceThiefUsage, gg::parse_police_thief, setup, sol, stats)) return 0;
    Out out;
    out.put(gg::police_thief_verdict(*sol, setup));
    out.put('\n');
    if (stats) {
        const std::uint32_t s = gg::start_state(*sol, setup);
        std::fprintf(stderr, "start: depth %d\n", sol->depth(s));
    }
    return 0;
}

}  // namespace cli
