// gamegraph cat-mouse-grid: LeetCode 1728 "Cat and Mouse II".
#include "pursuit_cli.hpp"

namespace cli {

const char* const kCatMouseGridUsage =
    "gamegraph cat-mouse-grid [--max-memory BYTES] [--stats] [FILE]\n"
    "  Cat and mouse on a grid (LeetCode 1728): line 1 a JSON list of rows ('#' wall,\n"
    "  '.' floor, 'C' cat, 'M' mouse, 'F' food), line 2 'catJump mouseJump'.\n"
    "  Prints true if the mouse wins, else false.\n";

int cmd_cat_mouse_grid(const Args& args) {
    gg::PursuitSetup setup;
    std::unique_ptr<gg::PursuitSolution> sol;
    bool stats = false;
    if (!run_pursuit(args, kCatMouseGridUsage, gg::parse_cat_mouse_grid, setup, sol, stats)) return 0;
    Out out;
    out.put(gg::cat_mouse_grid_answer(*sol, setup) ? "true\n" : "false\n");
    return 0;
}

}  // namespace cli
