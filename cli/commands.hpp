// The gamegraph commands: one function and one usage text per command.
#pragma once
#include "common.hpp"

namespace cli {

int cmd_graph(const Args& args);
extern const char* const kGraphUsage;

int cmd_race(const Args& args);
extern const char* const kRaceUsage;

// The pursuit games (cli/pursuit_cli.hpp).
int cmd_police_thief(const Args& args);
extern const char* const kPoliceThiefUsage;
int cmd_cat_mouse(const Args& args);
extern const char* const kCatMouseUsage;
int cmd_cat_mouse_grid(const Args& args);
extern const char* const kCatMouseGridUsage;
int cmd_cop_robber(const Args& args);
extern const char* const kCopRobberUsage;

}  // namespace cli
