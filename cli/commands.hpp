// The gamegraph commands: one function and one usage text per command, each in
// its own cli/<name>_command.cpp (CMake builds every cli/*.cpp).
#pragma once
#include "common.hpp"

namespace cli {

// Every command, in the order of the usage text: X(name, function, usage). A new
// command is its own file plus one line here.
#define GG_CLI_COMMANDS(X)                                     \
    X("graph", cmd_graph, kGraphUsage)                         \
    X("grundy", cmd_grundy, kGrundyUsage)                      \
    X("sum", cmd_sum, kSumUsage)                               \
    X("partizan", cmd_partizan, kPartizanUsage)                \
    X("partizan-sum", cmd_partizan_sum, kPartizanSumUsage)     \
    X("police-thief", cmd_police_thief, kPoliceThiefUsage)     \
    X("cat-mouse", cmd_cat_mouse, kCatMouseUsage)              \
    X("cat-mouse-grid", cmd_cat_mouse_grid, kCatMouseGridUsage) \
    X("cop-robber", cmd_cop_robber, kCopRobberUsage)           \
    X("race", cmd_race, kRaceUsage)

#define GG_CLI_DECLARE(name, function, usage) \
    int function(const Args& args);           \
    extern const char* const usage;
GG_CLI_COMMANDS(GG_CLI_DECLARE)
#undef GG_CLI_DECLARE

}  // namespace cli
