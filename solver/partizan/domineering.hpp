// Domineering (Winning Ways, chapter 5): on a board of cells, Left places a
// domino vertically on two free cells one above the other, Right horizontally
// on two free cells side by side; a player who cannot place one loses.
//
// domineering(rows, cols) lists every position reachable from a board (the
// free cells as bits r * cols + c, rows * cols <= 64) by the moves of either
// player, in any order, numbered breadth-first from the start (position 0), as
// a partizan graph: the benchmark's and the tests' game.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "partizan/partizan_game.hpp"

namespace gg {

struct DomineeringGame {
    int rows = 0, cols = 0;
    std::vector<std::uint64_t> board;  // per position: its free cells
    PartizanGraph graph;
};

// All the cells of a rows x cols board.
std::uint64_t domineering_full(int rows, int cols);

// Throws std::invalid_argument for a board past 64 cells or a start with cells
// off the board, and TooLarge (Kind::Size) past max_positions positions.
DomineeringGame domineering(int rows, int cols, std::uint64_t start, std::uint64_t max_positions = 1u << 24);
inline DomineeringGame domineering(int rows, int cols) { return domineering(rows, cols, domineering_full(rows, cols)); }

// The board as rows of '.' (free) and '#' (covered), separated by '/'.
std::string domineering_board_string(int rows, int cols, std::uint64_t free_cells);

}  // namespace gg
