// The gamegraph commands: one function and one usage text per command.
#pragma once
#include "common.hpp"

namespace cli {

int cmd_graph(const Args& args);
extern const char* const kGraphUsage;

}  // namespace cli
