// gamegraph cop-robber: Baltic OI 2014 "Cop and Robber" on the official input.
#include "pursuit_cli.hpp"

namespace cli {

const char* const kCopRobberUsage =
    "gamegraph cop-robber [--max-memory BYTES] [--stats] [FILE]\n"
    "  Cop and robber (BOI 2014): N, then the N x N 0/1 adjacency matrix (the rest is\n"
    "  ignored). Prints two lines: 1 if the cop can always win, else 0; then the cop's\n"
    "  winning start corners, 1-based, increasing, separated by spaces (empty if none).\n";

int cmd_cop_robber(const Args& args) {
    gg::PursuitSetup setup;
    std::unique_ptr<gg::PursuitSolution> sol;
    bool stats = false;
    if (!run_pursuit(args, kCopRobberUsage, gg::parse_cop_robber, setup, sol, stats)) return 0;
    const std::vector<std::uint32_t> corners = gg::cop_robber_winning_corners(*sol);
    Out out;
    out.put(corners.empty() ? "0\n" : "1\n");
    for (std::size_t i = 0; i < corners.size(); ++i) {
        if (i) out.put(' ');
        out.put_int(corners[i] + 1);
    }
    out.put('\n');
    return 0;
}

}  // namespace cli
