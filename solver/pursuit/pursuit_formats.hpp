// The pursuit games' input formats, each the format of its source. Parsers
// throw gg::ParseError (line and column, 1-based) on bad input.
//
//   police and thief (cp-algorithms, "Games on arbitrary graphs"): `n m`, then n
//     rows of m cells: '*' blocked, 'P' (or 'C') police, 'T' thief, 'E' exit, '.'
//     free. Police: 8 directions; thief: 4; both may pass; police first. Same cell:
//     police wins; thief on an exit (police not there): thief wins.
//   cat and mouse (LeetCode 913): a JSON adjacency list [[2,5],[3],...]; mouse at 1
//     moves first, cat at 2, hole 0 (the mouse wins there, the cat may not enter
//     it); both must move; repetition is a draw. Answer 1 mouse, 2 cat, 0 draw.
//   cat and mouse II (LeetCode 1728): line 1 a JSON list of row strings ('#' wall,
//     '.' floor, 'C' cat, 'M' mouse, 'F' food), line 2 `catJump mouseJump`. Each side
//     moves 0..jump cells in one of 4 directions, not through walls; mouse first;
//     cat on the mouse or on the food wins for the cat, mouse on the food for the
//     mouse, a draw counts for the cat. Answer: whether the mouse wins.
//   cop and robber (Baltic OI 2014): N, then the N x N 0/1 adjacency matrix (what
//     follows is ignored). The cop may wait, the robber must move, cop first, a draw
//     counts for the robber. Answer: the corners from which the cop, moving first,
//     catches the robber wherever he starts (the cop can win iff there is one).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/text.hpp"  // ParseError
#include "pursuit/pursuit.hpp"

namespace gg {

// A board, its rules and the start: both pieces' cells (row-major cell or vertex
// id) and the side that moves first.
struct PursuitSetup {
    Board board;
    PursuitRules rules;
    std::uint32_t pursuer_start = 0;
    std::uint32_t evader_start = 0;
    Side first = Side::Pursuer;
};

// The rules of each format (the board is needed for forbidden cells).
PursuitRules police_thief_rules();
PursuitRules cat_mouse_rules(std::uint32_t n);  // the cat may not enter vertex 0
PursuitRules cat_mouse_grid_rules(std::int32_t cat_jump, std::int32_t mouse_jump);
PursuitRules cop_robber_rules();

PursuitSetup parse_police_thief(std::string_view text);
PursuitSetup parse_cat_mouse(std::string_view text);
PursuitSetup parse_cat_mouse_grid(std::string_view text);
// The graph and rules of cop and robber; no start (the question is about all starts).
PursuitSetup parse_cop_robber(std::string_view text);

// The start state of a setup in a solution of it.
std::uint32_t start_state(const PursuitSolution& sol, const PursuitSetup& setup);

// "Police catches the thief", "The thief escapes" or "Draw", for the start.
const char* police_thief_verdict(const PursuitSolution& sol, const PursuitSetup& setup);
// 1 mouse wins, 2 cat wins, 0 draw.
int cat_mouse_answer(const PursuitSolution& sol, const PursuitSetup& setup);
// Whether the mouse wins.
bool cat_mouse_grid_answer(const PursuitSolution& sol, const PursuitSetup& setup);
// The corners (0-based, increasing) from which the cop, moving first, wins against
// every robber start.
std::vector<std::uint32_t> cop_robber_winning_corners(const PursuitSolution& sol);

}  // namespace gg
