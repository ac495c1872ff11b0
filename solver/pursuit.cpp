#include "pursuit.hpp"

#include <algorithm>
#include <cstdio>

namespace gg {

std::vector<GridMove> steps4() { return {{-1, 0, 1}, {1, 0, 1}, {0, -1, 1}, {0, 1, 1}}; }

std::vector<GridMove> steps8() {
    std::vector<GridMove> m = steps4();
    for (const GridMove d : {GridMove{-1, -1, 1}, GridMove{-1, 1, 1}, GridMove{1, -1, 1}, GridMove{1, 1, 1}})
        m.push_back(d);
    return m;
}

std::vector<GridMove> slides4(std::int32_t k) {
    std::vector<GridMove> m = steps4();
    for (GridMove& d : m) d.reach = k;
    return m;
}

std::vector<GridMove> grid_moves(const std::int32_t* triples, std::size_t count) {
    std::vector<GridMove> m(count);
    for (std::size_t i = 0; i < count; ++i) m[i] = {triples[3 * i], triples[3 * i + 1], triples[3 * i + 2]};
    return m;
}

Board Board::grid(std::int32_t rows, std::int32_t cols, const std::uint8_t* blocked, const std::uint8_t* exit) {
    if (rows < 1 || cols < 1) throw PursuitError("a grid needs at least one row and one column");
    if (static_cast<std::uint64_t>(rows) * static_cast<std::uint64_t>(cols) > 0x7FFFFFFFu)
        throw PursuitError("the grid has too many cells");
    Board b;
    b.is_grid = true;
    b.rows = rows;
    b.cols = cols;
    const std::size_t n = static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
    b.blocked.assign(n, 0);
    if (blocked) std::copy(blocked, blocked + n, b.blocked.begin());
    if (exit) b.exit.assign(exit, exit + n);
    return b;
}

Board Board::graph(std::uint32_t n, const std::int32_t* edges, std::size_t m, bool undirected,
                   const std::uint8_t* exit) {
    Board b;
    b.is_grid = false;
    b.vertices = n;
    b.edges.reserve(undirected ? 4 * m : 2 * m);
    for (std::size_t i = 0; i < m; ++i) {
        const std::int32_t u = edges[2 * i], v = edges[2 * i + 1];
        if (u < 0 || v < 0 || static_cast<std::uint32_t>(u) >= n || static_cast<std::uint32_t>(v) >= n)
            throw PursuitError("edge " + std::to_string(i) + " (" + std::to_string(u) + ", " + std::to_string(v) +
                               "): vertex out of range 0.." + std::to_string(static_cast<long long>(n) - 1));
        b.edges.push_back(u);
        b.edges.push_back(v);
        if (undirected) {
            b.edges.push_back(v);
            b.edges.push_back(u);
        }
    }
    if (exit) b.exit.assign(exit, exit + n);
    return b;
}

namespace {

// Sorts and deduplicates each list (and drops the moves to the position itself
// when the side may pass anyway).
void normalise(std::vector<std::vector<std::uint32_t>>& lists, bool pass) {
    for (std::uint32_t p = 0; p < lists.size(); ++p) {
        auto& l = lists[p];
        std::sort(l.begin(), l.end());
        l.erase(std::unique(l.begin(), l.end()), l.end());
        if (pass) l.erase(std::remove(l.begin(), l.end(), p), l.end());
    }
}

// The CSR of normalised lists, with its reverse unless it is symmetric.
PositionGraph build_csr(std::uint32_t P, const std::vector<std::vector<std::uint32_t>>& lists) {
    PositionGraph g;
    g.out_start.assign(P + 1, 0);
    std::size_t total = 0;
    for (const auto& l : lists) total += l.size();
    g.out.reserve(total);
    std::vector<std::uint32_t> in_start(P + 1, 0);
    for (std::uint32_t p = 0; p < P; ++p) {
        g.out_start[p] = static_cast<std::uint32_t>(g.out.size());
        g.max_degree = std::max<std::uint32_t>(g.max_degree, static_cast<std::uint32_t>(lists[p].size()));
        for (std::uint32_t q : lists[p]) {
            g.out.push_back(q);
            ++in_start[q + 1];
        }
    }
    g.out_start[P] = static_cast<std::uint32_t>(g.out.size());
    for (std::uint32_t q = 0; q < P; ++q) in_start[q + 1] += in_start[q];
    std::vector<std::uint32_t> in(total);
    std::vector<std::uint32_t> cursor(in_start.begin(), in_start.end() - 1);
    for (std::uint32_t p = 0; p < P; ++p)  // in increasing p: each reverse list comes out sorted
        for (std::uint32_t i = g.out_start[p]; i < g.out_start[p + 1]; ++i) in[cursor[g.out[i]]++] = p;
    g.symmetric = in_start == g.out_start && in == g.out;
    if (!g.symmetric) {
        g.in_start = std::move(in_start);
        g.in = std::move(in);
    }
    return g;
}

}  // namespace

PursuitGame::PursuitGame(const Board& board, const PursuitRules& rules)
    : pursuer_exit_wins_(rules.pursuer_exit_wins), no_move_(rules.no_move) {
    const std::uint32_t cells = board.num_cells();
    if (board.is_grid && board.blocked.size() != cells)
        throw PursuitError("the grid's wall map has " + std::to_string(board.blocked.size()) + " entries, expected " +
                           std::to_string(cells));
    if (!board.exit.empty() && board.exit.size() != cells)
        throw PursuitError("the exit map has " + std::to_string(board.exit.size()) + " entries, expected " +
                           std::to_string(cells));
    for (const SideRules* r : {&rules.pursuer, &rules.evader})
        if (!r->forbidden.empty() && r->forbidden.size() != cells)
            throw PursuitError("a forbidden-cell map has " + std::to_string(r->forbidden.size()) +
                               " entries, expected " + std::to_string(cells));
    if (board.is_grid)
        for (const SideRules* r : {&rules.pursuer, &rules.evader})
            for (const GridMove& m : r->moves)
                if (m.reach < 1) throw PursuitError("a grid move has reach " + std::to_string(m.reach) + ", below 1");

    pos_of_cell_.assign(cells, -1);
    for (std::uint32_t c = 0; c < cells; ++c) {
        if (board.is_grid && board.blocked[c]) continue;
        pos_of_cell_[c] = static_cast<std::int32_t>(cell_of_pos_.size());
        cell_of_pos_.push_back(c);
    }
    P_ = static_cast<std::uint32_t>(cell_of_pos_.size());
    if (2 * std::uint64_t{P_} * P_ > 0x7FFFFFFFu) {
        const std::uint64_t states = 2 * std::uint64_t{P_} * P_;
        const std::uint64_t need = states * CompactStorage<std::uint8_t>::kBytesPerState;
        throw PursuitTooLarge("the board has " + std::to_string(P_) + " positions, so " + std::to_string(states) +
                                  " states: solving would need at least " + format_bytes(need) +
                                  " of memory, and at most 2147483647 states (32767 positions) are supported",
                              need, 0);
    }
    exit_.assign(P_, 0);
    if (!board.exit.empty())
        for (std::uint32_t p = 0; p < P_; ++p) exit_[p] = board.exit[cell_of_pos_[p]] != 0;

    const SideRules* side_rules[2] = {&rules.pursuer, &rules.evader};
    std::vector<std::vector<std::uint32_t>> lists[2];
    for (int k = 0; k < 2; ++k) {
        const SideRules& r = *side_rules[k];
        auto enterable = [&](std::uint32_t cell) { return r.forbidden.empty() || !r.forbidden[cell]; };
        lists[k].resize(P_);
        if (board.is_grid) {
            const std::int64_t R = board.rows, C = board.cols;
            for (std::uint32_t p = 0; p < P_; ++p) {
                const std::int64_t r0 = cell_of_pos_[p] / C, c0 = cell_of_pos_[p] % C;
                for (const GridMove& m : r.moves) {
                    if (m.dr == 0 && m.dc == 0) {
                        lists[k][p].push_back(p);
                        continue;
                    }
                    for (std::int64_t i = 1; i <= m.reach; ++i) {
                        const std::int64_t rr = r0 + i * m.dr, cc = c0 + i * m.dc;
                        if (rr < 0 || rr >= R || cc < 0 || cc >= C) break;
                        const std::uint32_t cell = static_cast<std::uint32_t>(rr * C + cc);
                        if (board.blocked[cell] || !enterable(cell)) break;
                        lists[k][p].push_back(static_cast<std::uint32_t>(pos_of_cell_[cell]));
                    }
                }
            }
        } else {
            const std::size_t m = board.edges.size() / 2;
            for (std::size_t i = 0; i < m; ++i) {
                const std::int32_t u = board.edges[2 * i], v = board.edges[2 * i + 1];
                if (u < 0 || v < 0 || static_cast<std::uint32_t>(u) >= cells || static_cast<std::uint32_t>(v) >= cells)
                    throw PursuitError("edge " + std::to_string(i) + ": vertex out of range");
                if (enterable(static_cast<std::uint32_t>(v)))
                    lists[k][static_cast<std::size_t>(u)].push_back(static_cast<std::uint32_t>(v));
            }
        }
        pass_[k] = r.may_pass ? 1 : 0;
        normalise(lists[k], r.may_pass);
    }
    graphs_.push_back(build_csr(P_, lists[0]));
    if (lists[1] == lists[0]) {
        gi_[1] = 0;
    } else {
        std::vector<std::vector<std::uint32_t>>().swap(lists[0]);
        graphs_.push_back(build_csr(P_, lists[1]));
        gi_[1] = 1;
    }
}

std::uint32_t PursuitGame::max_degree() const {
    return std::max(graphs_[gi_[0]].max_degree + pass_[0], graphs_[gi_[1]].max_degree + pass_[1]);
}

std::uint64_t PursuitGame::bytes_of_board() const {
    std::uint64_t b = pos_of_cell_.size() * 4 + cell_of_pos_.size() * 4 + exit_.size();
    for (const PositionGraph& g : graphs_) b += g.bytes();
    return b;
}

std::uint64_t PursuitGame::bytes_needed() const {
    const std::uint64_t per_state = max_degree() <= CompactStorage<std::uint8_t>::kMaxCounter
                                        ? CompactStorage<std::uint8_t>::kBytesPerState
                                        : CompactStorage<std::uint16_t>::kBytesPerState;
    return num_states_wide() * per_state + bytes_of_board();
}

std::string format_bytes(std::uint64_t bytes) {
    char buf[64];
    if (bytes >= (std::uint64_t{1} << 30)) std::snprintf(buf, sizeof buf, "%.2f GiB", bytes / 1073741824.0);
    else if (bytes >= (std::uint64_t{1} << 20)) std::snprintf(buf, sizeof buf, "%.1f MiB", bytes / 1048576.0);
    else if (bytes >= 1024) std::snprintf(buf, sizeof buf, "%.1f KiB", bytes / 1024.0);
    else std::snprintf(buf, sizeof buf, "%llu bytes", static_cast<unsigned long long>(bytes));
    return buf;
}

Winner PursuitSolution::winner(std::uint32_t s) const {
    const Outcome o = outcome(s);
    if (o == Outcome::Draw) return Winner::None;
    const bool mover_wins = o == Outcome::Win;
    const bool pursuer_moves = (s & 1) == 0;
    return mover_wins == pursuer_moves ? Winner::Pursuer : Winner::Evader;
}

std::int64_t PursuitSolution::optimal_move(std::uint32_t s) const {
    return gg::optimal_move(sol_, s, ended(s), game_);
}

std::vector<std::uint32_t> PursuitSolution::successors(std::uint32_t s) const {
    std::vector<std::uint32_t> r;
    game_.for_each_successor(s, [&](std::uint32_t t) {
        r.push_back(t);
        return false;
    });
    return r;
}

void PursuitSolution::map(Side piece, std::uint32_t other_cell, Side to_move, std::vector<std::uint8_t>& winners,
                          std::vector<std::int32_t>& depths) const {
    const std::uint32_t cells = static_cast<std::uint32_t>(game_.num_cells());
    if (other_cell >= cells || game_.position_of(other_cell) < 0)
        throw PursuitError("cell " + std::to_string(other_cell) + " is not a position of the board");
    const std::uint32_t other = static_cast<std::uint32_t>(game_.position_of(other_cell));
    winners.assign(cells, kNotAPosition);
    depths.assign(cells, -1);
    for (std::uint32_t c = 0; c < cells; ++c) {
        const std::int32_t pos = game_.position_of(c);
        if (pos < 0) continue;
        const std::uint32_t p = static_cast<std::uint32_t>(pos);
        const std::uint32_t s = piece == Side::Pursuer ? game_.state(p, other, to_move) : game_.state(other, p, to_move);
        winners[c] = static_cast<std::uint8_t>(winner(s));
        depths[c] = depth(s);
    }
}

std::uint64_t pursuit_bytes_needed(const Board& board, const PursuitRules& rules) {
    return PursuitGame(board, rules).bytes_needed();
}

namespace {

template <class Cell>
CompactSolution solve_with(const PursuitGame& game, const PursuitProgress& progress) {
    if (progress) return retrograde_with<CompactStorage<Cell>>(game, progress);
    return retrograde_with<CompactStorage<Cell>>(game);
}

}  // namespace

PursuitSolution solve_pursuit(const Board& board, const PursuitRules& rules, std::uint64_t memory_budget,
                              const PursuitProgress& progress) {
    PursuitGame game(board, rules);
    const std::uint32_t maxdeg = game.max_degree();
    if (maxdeg > CompactStorage<std::uint16_t>::kMaxCounter)
        throw PursuitTooLarge("a position has " + std::to_string(maxdeg) + " moves: at most " +
                                  std::to_string(CompactStorage<std::uint16_t>::kMaxCounter) + " are supported",
                              game.bytes_needed(), memory_budget);
    const std::uint64_t need = game.bytes_needed();
    if (need > memory_budget)
        throw PursuitTooLarge("the board has " + std::to_string(game.num_positions()) + " positions, so " +
                                  std::to_string(game.num_states_wide()) + " states: solving needs " +
                                  format_bytes(need) + " of memory, more than the budget of " +
                                  format_bytes(memory_budget),
                              need, memory_budget);
    CompactSolution sol;
    try {
        sol = maxdeg <= CompactStorage<std::uint8_t>::kMaxCounter ? solve_with<std::uint8_t>(game, progress)
                                                                  : solve_with<std::uint16_t>(game, progress);
    } catch (const std::overflow_error& e) {
        throw std::overflow_error(std::string("this game is too long to store: ") + e.what());
    }
    if (rules.draw_as != DrawAs::Draw) {
        // Relabel endless play: WIN for the side it counts for, when that side is to move.
        const std::uint8_t even = static_cast<std::uint8_t>(rules.draw_as == DrawAs::PursuerWin ? Outcome::Win
                                                                                                : Outcome::Lose);
        const std::uint8_t odd = static_cast<std::uint8_t>(rules.draw_as == DrawAs::PursuerWin ? Outcome::Lose
                                                                                               : Outcome::Win);
        std::uint8_t* const o = sol.outcome.data();
        const std::size_t n = sol.outcome.size();
        for (std::size_t s = 0; s < n; ++s)
            if (o[s] == static_cast<std::uint8_t>(Outcome::Draw)) o[s] = (s & 1) ? odd : even;
    }
    return PursuitSolution(std::move(game), std::move(sol), rules.draw_as);
}

}  // namespace gg
