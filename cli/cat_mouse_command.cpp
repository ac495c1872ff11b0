// gamegraph cat-mouse: LeetCode 913 "Cat and Mouse" on its JSON adjacency list.
#include "pursuit_cli.hpp"

namespace cli {

const char* const kCatMouseUsage =
    "gamegraph cat-mouse [--max-memory BYTES] [--stats] [FILE]\n"
    "  Cat and mouse (LeetCode 913): a JSON adjacency list [[2,5],[3],...]. Mouse at 1\n"
    "  first, cat at 2, hole 0. Prints 1 (mouse wins), 2 (cat wins) or 0 (draw).\n";

int cmd_cat_mouse(const Args& args) {
    gg::PursuitSetup setup;
    std::unique_ptr<gg::PursuitSolution> sol;
    bool stats = false;
    if (!run_pursuit(args, kCatMouseUsage, gg::parse_cat_mouse, setup, sol, stats)) return 0;
    Out out;
    out.put_int(gg::cat_mouse_answer(*sol, setup));
    out.put('\n');
    return 0;
}

}  // namespace cli
