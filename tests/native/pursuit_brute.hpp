// Slow, independent solvers of pursuit games, to test solver/pursuit.*:
//
// brute::solve builds the EXPLICIT state graph straight from the rules, over all
// cells (walls included, as states nobody reaches), with its own move generation
// (no position graph, no dedup tricks beyond a std::set), and solves it with the
// round-by-round reference (tests/native/reference.hpp: no queue, no counters).
//
// brute::article_police_thief re-implements the article's own method for police
// and thief, independently of the board parser: it reads the text board, builds
// reversed adjacency lists and degrees, and runs the article's DFS from the known
// states. It only gives the verdict, like the article's program.
#pragma once
#include <cstdint>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "pursuit/pursuit.hpp"
#include "reference.hpp"

namespace brute {

struct Result {
    int cells = 0;
    std::vector<gg::Outcome> outcome;        // index (pc * cells + ec) * 2 + side, draws relabelled
    std::vector<int> depth;                  // -1: endless play
    std::vector<std::vector<int>> succ;      // the moves of every state
    int index(int pc, int ec, int side) const { return (pc * cells + ec) * 2 + side; }
};

inline Result solve(const gg::Board& board, const gg::PursuitRules& rules) {
    Result r;
    const int C = static_cast<int>(board.num_cells());
    r.cells = C;
    auto wall = [&](int c) { return board.is_grid && board.blocked[static_cast<std::size_t>(c)] != 0; };
    auto is_exit = [&](int c) { return !board.exit.empty() && board.exit[static_cast<std::size_t>(c)] != 0; };
    // Targets of one side's piece at cell x.
    auto targets = [&](const gg::SideRules& sr, int x) {
        std::set<int> t;
        auto ok = [&](int c) { return !wall(c) && (sr.forbidden.empty() || !sr.forbidden[static_cast<std::size_t>(c)]); };
        if (board.is_grid) {
            const int row = x / board.cols, col = x % board.cols;
            for (const gg::GridMove& m : sr.moves) {
                if (m.dr == 0 && m.dc == 0) {
                    t.insert(x);
                    continue;
                }
                for (int i = 1; i <= m.reach; ++i) {
                    const int rr = row + i * m.dr, cc = col + i * m.dc;
                    if (rr < 0 || rr >= board.rows || cc < 0 || cc >= board.cols) break;
                    const int c = rr * board.cols + cc;
                    if (!ok(c)) break;
                    t.insert(c);
                }
            }
        } else {
            for (std::size_t i = 0; i + 1 < board.edges.size(); i += 2)
                if (board.edges[i] == x && ok(board.edges[i + 1])) t.insert(board.edges[i + 1]);
        }
        if (sr.may_pass) t.insert(x);
        return t;
    };
    const int N = 2 * C * C;
    std::vector<std::pair<int, int>> edges;
    std::vector<gg::Fixed> fixed(static_cast<std::size_t>(N), gg::Fixed::None);
    std::vector<char> not_a_state(static_cast<std::size_t>(N), 0);
    r.succ.assign(static_cast<std::size_t>(N), {});
    for (int pc = 0; pc < C; ++pc)
        for (int ec = 0; ec < C; ++ec)
            for (int side = 0; side < 2; ++side) {
                const int s = r.index(pc, ec, side);
                if (wall(pc) || wall(ec)) {
                    fixed[static_cast<std::size_t>(s)] = gg::Fixed::Draw;  // not a state: ignored
                    not_a_state[static_cast<std::size_t>(s)] = 1;
                    continue;
                }
                int winner = 0;  // 1 pursuer, 2 evader
                if (pc == ec) winner = 1;
                else if (is_exit(ec)) winner = 2;
                else if (rules.pursuer_exit_wins && is_exit(pc)) winner = 1;
                if (winner) {
                    fixed[static_cast<std::size_t>(s)] = (winner == 1) == (side == 0) ? gg::Fixed::Win : gg::Fixed::Lose;
                    continue;
                }
                if (side == 0) {
                    for (int t : targets(rules.pursuer, pc)) r.succ[static_cast<std::size_t>(s)].push_back(r.index(t, ec, 1));
                } else {
                    for (int t : targets(rules.evader, ec)) r.succ[static_cast<std::size_t>(s)].push_back(r.index(pc, t, 0));
                }
                for (int t : r.succ[static_cast<std::size_t>(s)]) edges.emplace_back(s, t);
                // The reference knows no DRAW convention for a state without a move:
                // say it with a fixed DRAW.
                if (r.succ[static_cast<std::size_t>(s)].empty() && rules.no_move == gg::Outcome::Draw)
                    fixed[static_cast<std::size_t>(s)] = gg::Fixed::Draw;
            }
    const ref::Result rr = ref::solve(N, edges, rules.no_move, fixed);
    r.outcome = rr.outcome;
    r.depth = rr.depth;
    for (int s = 0; s < N; ++s) {
        if (r.outcome[static_cast<std::size_t>(s)] != gg::Outcome::Draw || not_a_state[static_cast<std::size_t>(s)]) continue;
        const bool pursuer_moves = (s & 1) == 0;
        if (rules.draw_as == gg::DrawAs::PursuerWin)
            r.outcome[static_cast<std::size_t>(s)] = pursuer_moves ? gg::Outcome::Win : gg::Outcome::Lose;
        else if (rules.draw_as == gg::DrawAs::EvaderWin)
            r.outcome[static_cast<std::size_t>(s)] = pursuer_moves ? gg::Outcome::Lose : gg::Outcome::Win;
    }
    return r;
}

// The article's method on its own input format; returns its sentence. Assumes a
// well-formed board with one 'P' (or 'C') and one 'T'.
inline std::string article_police_thief(const std::string& text) {
    std::istringstream in(text);
    int n = 0, m = 0;
    in >> n >> m;
    std::vector<std::string> a(static_cast<std::size_t>(n));
    for (auto& row : a) in >> row;
    const int cells = n * m;
    auto id = [&](int P, int T, int turn) { return (P * cells + T) * 2 + turn; };  // turn 1: police
    const int N = 2 * cells * cells;
    std::vector<std::vector<int>> rev(static_cast<std::size_t>(N));
    std::vector<int> degree(static_cast<std::size_t>(N), 0);
    std::vector<char> win(static_cast<std::size_t>(N), 0), lose(static_cast<std::size_t>(N), 0),
        seen(static_cast<std::size_t>(N), 0);
    auto free_cell = [&](int x, int y) {
        return x >= 0 && x < n && y >= 0 && y < m && a[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)] != '*';
    };
    const int dx[8] = {-1, 0, 1, 0, -1, -1, 1, 1};
    const int dy[8] = {0, 1, 0, -1, -1, 1, -1, 1};
    for (int P = 0; P < cells; ++P)
        for (int T = 0; T < cells; ++T)
            for (int turn = 0; turn < 2; ++turn) {
                const int px = P / m, py = P % m, tx = T / m, ty = T % m;
                if (!free_cell(px, py) || !free_cell(tx, ty)) continue;
                const int v = id(P, T, turn);
                const bool same = P == T;
                const bool at_exit = a[static_cast<std::size_t>(tx)][static_cast<std::size_t>(ty)] == 'E';
                if (turn == 1) {
                    win[v] = same;
                    lose[v] = !same && at_exit;
                } else {
                    lose[v] = same;
                    win[v] = !same && at_exit;
                }
                if (win[v] || lose[v]) continue;
                // Skipping a turn, registered as the article does (its reversed
                // list of v gets (P, T, other side); since both sides' states of a
                // (P, T) are ended or not together, this is the same graph), then
                // the moves of the side to move.
                rev[static_cast<std::size_t>(v)].push_back(id(P, T, 1 - turn));
                ++degree[v];
                for (int d = 0; d < (turn == 1 ? 8 : 4); ++d) {
                    int npx = px, npy = py, ntx = tx, nty = ty;
                    if (turn == 1) {
                        npx += dx[d];
                        npy += dy[d];
                    } else {
                        ntx += dx[d];
                        nty += dy[d];
                    }
                    if (!free_cell(npx, npy) || !free_cell(ntx, nty)) continue;
                    rev[static_cast<std::size_t>(id(npx * m + npy, ntx * m + nty, 1 - turn))].push_back(v);
                    ++degree[v];
                }
            }
    // The article's DFS over reversed edges, with an explicit stack.
    for (int s = 0; s < N; ++s) {
        if (!(win[s] || lose[s]) || seen[s]) continue;
        std::vector<int> stack = {s};
        seen[s] = 1;
        while (!stack.empty()) {
            const int v = stack.back();
            stack.pop_back();
            for (int u : rev[static_cast<std::size_t>(v)]) {
                if (seen[u]) continue;
                if (lose[v]) win[u] = 1;
                else if (--degree[u] == 0) lose[u] = 1;
                else continue;
                seen[u] = 1;
                stack.push_back(u);
            }
        }
    }
    int ps = -1, ts = -1;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            const char ch = a[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
            if (ch == 'P' || ch == 'C') ps = i * m + j;
            if (ch == 'T') ts = i * m + j;
        }
    const int start = id(ps, ts, 1);
    if (win[start]) return "Police catches the thief";
    if (lose[start]) return "The thief escapes";
    return "Draw";
}

}  // namespace brute
