// Values of a partizan graph's positions (canonical forms in a GameStore, options
// before the position) and sums of positions of graphs, with a winning move for
// each starter that has one.
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "partizan/canonical.hpp"
#include "partizan/partizan_game.hpp"

namespace gg {

// ---- graphs

// Thrown for a game that is not short: a cycle, named by a position on it.
struct NotShortGame : std::invalid_argument {
    NotShortGame(const std::string& what, std::uint32_t p) : std::invalid_argument(what), position(p) {}
    std::uint32_t position;
};

// The value of every position of an acyclic partizan graph, bottom-up in one
// iterative depth-first walk (options before the position). Throws NotShortGame
// naming a position on a cycle.
std::vector<GameId> partizan_values(const PartizanGraph& g, GameStore& store);
// The same for the positions reachable from root only (the others: kNoGame); a
// cycle elsewhere does not matter.
std::vector<GameId> partizan_values_from(const PartizanGraph& g, GameStore& store, std::uint32_t root);

// ---- sums

// One component of a sum: the value of its position and, for each side, its
// options as (position, value).
struct PartizanSumPart {
    GameId value = GameStore::kZero;
    std::vector<std::pair<std::uint32_t, GameId>> options[2];
};
// The component of a sum at position p of g, whose values (partizan_values) are
// given (kNoGame where unknown: refused with std::invalid_argument).
PartizanSumPart partizan_sum_part(const PartizanGraph& g, const std::vector<GameId>& values, std::uint32_t p);

struct PartizanSumResult {
    GameId value = GameStore::kZero;
    OutcomeClass outcome = OutcomeClass::P;
    // A winning move for each starter (index: Side): the component (0-based) and
    // the position moved to in it; -1, -1 when that starter loses.
    std::int32_t component[2] = {-1, -1};
    std::int64_t to[2] = {-1, -1};
};
// Throws std::invalid_argument for an empty sum.
PartizanSumResult partizan_sum(GameStore& store, const std::vector<PartizanSumPart>& parts);

}  // namespace gg
