// The race game's full-state solver (race_game.hpp, solve_race_full): the real
// game (race_full.hpp) solved by the retrograde engine, and the solver's line
// from the start split into steps.
#include "race/race_full.hpp"

#include <algorithm>

#include "core/retrograde.hpp"

namespace gg {

using namespace race_detail;

std::uint32_t race_reachable_cells(const RaceBoard& board) {
    check_board(board);
    std::vector<std::int32_t> dist, queue;
    bfs(board.n, board.free.data(), board.a, dist, queue);
    return static_cast<std::uint32_t>(std::count_if(dist.begin(), dist.end(), [](std::int32_t d) { return d >= 0; }));
}

RaceFullResult solve_race_full(const RaceBoard& board, JumpRule rule, std::uint32_t max_cells) {
    const RaceFullGame game(board, rule, max_cells);
    const Solution sol = retrograde(game);
    RaceFullResult r;
    r.cells = game.cells();
    r.states = game.num_states();
    const std::uint32_t s0 = game.start_state();
    r.outcome = sol.outcome[s0];
    r.depth = sol.depth[s0];
    for (const Outcome o : sol.outcome)
        if (o == Outcome::Draw) ++r.draw_states;
    // The solver's line from the start, turn by turn, split into steps.
    std::vector<std::uint8_t> seen(r.states, 0);
    std::uint32_t s = s0;
    while (game.fixed(s) == Fixed::None && sol.move[s] >= 0 && !seen[s]) {
        seen[s] = 1;
        const std::uint32_t s2 = static_cast<std::uint32_t>(sol.move[s]);
        const auto d = game.decode(s);
        const auto d2 = game.decode(s2);
        const Player p = d.turn == 0 ? Player::A : Player::B;
        const std::uint32_t from = d.me(), him = d.him();
        const std::uint32_t to = d2.him();  // where the mover ends his turn
        std::int32_t pos_a = game.square(d.pa), pos_b = game.square(d.pb);
        auto step = [&](bool extra, std::uint32_t x, std::uint32_t y) {
            (p == Player::A ? pos_a : pos_b) = game.square(y);
            r.line.push_back(RaceStep{p, extra, game.square(x), game.square(y), pos_a, pos_b});
        };
        if (to != him && game.adjacent(from, to)) {
            step(false, from, to);  // an ordinary step (never a jump on a grid: other colour)
        } else {
            step(false, from, him);  // onto the other piece
            if (!(to == him && him == game.start(1 - d.turn))) step(true, him, to);
        }
        s = s2;
    }
    return r;
}

}  // namespace gg
