// The race game's grid (race_game.hpp), shared by its parser (race_board.cpp),
// its layered solver (race_layered.cpp) and its full-state game (race_full.hpp):
// the white neighbours of a square, breadth-first distances, a square's name, and
// the check that a board is well formed. Internal to the race family.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "race/race_game.hpp"

namespace gg {
namespace race_detail {

// The neighbours of square s in the order up, left, right, down; f(t) for each white one.
template <class F>
inline void for_each_neighbor(std::int32_t n, const std::uint8_t* free, std::int32_t s, F&& f) {
    const std::int32_t r = s / n, c = s % n;
    if (r > 0 && free[s - n]) f(s - n);
    if (c > 0 && free[s - 1]) f(s - 1);
    if (c < n - 1 && free[s + 1]) f(s + 1);
    if (r < n - 1 && free[s + n]) f(s + n);
}

// Breadth-first distances from src over white squares; -1 where unreachable.
inline void bfs(std::int32_t n, const std::uint8_t* free, std::int32_t src, std::vector<std::int32_t>& dist,
         std::vector<std::int32_t>& queue) {
    const std::size_t nn = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    dist.assign(nn, -1);
    queue.resize(nn);
    std::size_t head = 0, tail = 0;
    dist[static_cast<std::size_t>(src)] = 0;
    queue[tail++] = src;
    while (head < tail) {
        const std::int32_t s = queue[head++];
        const std::int32_t d = dist[static_cast<std::size_t>(s)] + 1;
        for_each_neighbor(n, free, s, [&](std::int32_t t) {
            if (dist[static_cast<std::size_t>(t)] < 0) {
                dist[static_cast<std::size_t>(t)] = d;
                queue[tail++] = t;
            }
        });
    }
}

inline std::string square_name(std::int32_t n, std::int32_t s) {
    return "row " + std::to_string(s / n + 1) + ", column " + std::to_string(s % n + 1);
}

// Throws std::invalid_argument unless the board is well formed with a path from A to B.
inline void check_board(const RaceBoard& bd) {
    if (bd.n < kRaceMinN || bd.n > kRaceMaxN)
        throw std::invalid_argument("n = " + std::to_string(bd.n) + " is out of range " +
                                    std::to_string(kRaceMinN) + ".." + std::to_string(kRaceMaxN));
    const std::int32_t nn = bd.n * bd.n;
    if (bd.free.size() != static_cast<std::size_t>(nn))
        throw std::invalid_argument("the board has " + std::to_string(bd.free.size()) +
                                    " squares, expected n * n = " + std::to_string(nn));
    if (bd.a < 0 || bd.a >= nn || bd.b < 0 || bd.b >= nn)
        throw std::invalid_argument("a start square is off the board");
    if (bd.a == bd.b) throw std::invalid_argument("A and B start on the same square");
    if (!bd.free[static_cast<std::size_t>(bd.a)] || !bd.free[static_cast<std::size_t>(bd.b)])
        throw std::invalid_argument("a start square is black");
}

}  // namespace race_detail
}  // namespace gg
