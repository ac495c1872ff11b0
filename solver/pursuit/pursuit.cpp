#include "pursuit/pursuit.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

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

// The checks of a board and rules that need no allocation.
void check_consistent(const Board& board, const PursuitRules& rules) {
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
    if (board.is_grid) {
        for (const SideRules* r : {&rules.pursuer, &rules.evader})
            for (const GridMove& m : r->moves)
                if (m.reach < 1) throw PursuitError("a grid move has reach " + std::to_string(m.reach) + ", below 1");
    } else {
        const std::size_t m = board.edges.size() / 2;
        for (std::size_t i = 0; i < m; ++i) {
            const std::int32_t u = board.edges[2 * i], v = board.edges[2 * i + 1];
            if (u < 0 || v < 0 || static_cast<std::uint32_t>(u) >= cells || static_cast<std::uint32_t>(v) >= cells)
                throw PursuitError("edge " + std::to_string(i) + ": vertex out of range");
        }
    }
}

// The grid moves of a side that can land somewhere: identical offsets merged
// (the longest reach), offsets longer than the board dropped, reaches clamped to
// the board's extent (a slide never covers more cells than the board has in a
// line), the pass (0, 0) aside in *self.
std::vector<GridMove> distinct_moves(const std::vector<GridMove>& moves, std::int64_t rows, std::int64_t cols,
                                     bool* self) {
    *self = false;
    std::vector<GridMove> r;
    const std::int32_t extent = static_cast<std::int32_t>(std::max(rows, cols));
    for (GridMove m : moves) {
        if (m.dr == 0 && m.dc == 0) {
            *self = true;
            continue;
        }
        if (std::abs(std::int64_t{m.dr}) >= rows || std::abs(std::int64_t{m.dc}) >= cols) continue;
        m.reach = std::min(m.reach, extent);
        auto same = std::find_if(r.begin(), r.end(), [&](const GridMove& x) { return x.dr == m.dr && x.dc == m.dc; });
        if (same == r.end()) r.push_back(m);
        else same->reach = std::max(same->reach, m.reach);
    }
    return r;
}

bool enterable(const SideRules& r, std::uint32_t cell) { return r.forbidden.empty() || !r.forbidden[cell]; }

// Of one grid move (dr, dc, reach): the list entries it adds, the sum over free
// cells x of min(reach, the number of enterable cells x + d, x + 2d, ... before the
// first that is not), and the most it adds to one list. Walks each chain x, x + d,
// x + 2d, ... of the board once from its far end, counting the run ahead: O(cells),
// whatever the reach, nothing allocated.
void count_grid_move(const Board& b, const SideRules& side, const GridMove& m, std::uint64_t& total,
                     std::uint64_t& most) {
    const std::int64_t R = b.rows, C = b.cols, dr = m.dr, dc = m.dc;
    const std::int64_t big = R + C;
    for (std::int64_t r = 0; r < R; ++r)
        for (std::int64_t c = 0; c < C; ++c) {
            const std::int64_t pr = r - dr, pc = c - dc;
            if (pr >= 0 && pr < R && pc >= 0 && pc < C) continue;  // not the first cell of its chain
            const std::int64_t kr = dr > 0 ? (R - 1 - r) / dr : dr < 0 ? r / -dr : big;
            const std::int64_t kc = dc > 0 ? (C - 1 - c) / dc : dc < 0 ? c / -dc : big;
            std::uint64_t run = 0;
            for (std::int64_t j = std::min(kr, kc); j >= 0; --j) {
                const auto x = static_cast<std::uint32_t>((r + j * dr) * C + (c + j * dc));
                if (b.blocked[x]) {
                    run = 0;
                    continue;
                }
                const std::uint64_t add = std::min<std::uint64_t>(static_cast<std::uint64_t>(m.reach), run);
                total += add;
                most = std::max(most, add);
                run = enterable(side, x) ? run + 1 : 0;
            }
        }
}

bool same_rules(const SideRules& a, const SideRules& b, bool grid) {
    if (a.may_pass != b.may_pass || a.forbidden != b.forbidden) return false;
    if (!grid) return true;
    if (a.moves.size() != b.moves.size()) return false;
    for (std::size_t i = 0; i < a.moves.size(); ++i)
        if (a.moves[i].dr != b.moves[i].dr || a.moves[i].dc != b.moves[i].dc || a.moves[i].reach != b.moves[i].reach)
            return false;
    return true;
}

// A side's moves between positions as a CSR graph, without duplicates, without the
// moves to the position itself when the side may pass anyway; the reverse too
// unless it is symmetric. Two passes over the moves (count, then fill) into arrays
// of the sizes pursuit_size counted; duplicates are then dropped in place.
PositionGraph build_side(const Board& board, const SideRules& r, const std::vector<std::int32_t>& pos_of_cell,
                         const std::vector<std::uint32_t>& cell_of_pos) {
    const std::uint32_t P = static_cast<std::uint32_t>(cell_of_pos.size());
    PositionGraph g;
    std::vector<std::uint32_t>& start = g.out_start;
    start.assign(static_cast<std::size_t>(P) + 1, 0);
    bool self = false;
    const std::vector<GridMove> moves =
        board.is_grid ? distinct_moves(r.moves, board.rows, board.cols, &self) : std::vector<GridMove>();
    // emit(p, q) for every move p -> q (duplicates and p -> p included).
    auto each_move = [&](auto&& emit) {
        if (board.is_grid) {
            const std::int64_t R = board.rows, C = board.cols;
            for (std::uint32_t p = 0; p < P; ++p) {
                const std::int64_t r0 = cell_of_pos[p] / C, c0 = cell_of_pos[p] % C;
                if (self) emit(p, p);
                for (const GridMove& m : moves)
                    for (std::int64_t i = 1; i <= m.reach; ++i) {
                        const std::int64_t rr = r0 + i * m.dr, cc = c0 + i * m.dc;
                        if (rr < 0 || rr >= R || cc < 0 || cc >= C) break;
                        const auto cell = static_cast<std::uint32_t>(rr * C + cc);
                        if (board.blocked[cell] || !enterable(r, cell)) break;
                        emit(p, static_cast<std::uint32_t>(pos_of_cell[cell]));
                    }
            }
        } else {
            const std::size_t m = board.edges.size() / 2;
            for (std::size_t i = 0; i < m; ++i) {
                const auto u = static_cast<std::uint32_t>(board.edges[2 * i]);
                const auto v = static_cast<std::uint32_t>(board.edges[2 * i + 1]);
                if (enterable(r, v)) emit(u, v);
            }
        }
    };
    each_move([&](std::uint32_t p, std::uint32_t) { ++start[p + 1]; });
    for (std::uint32_t p = 0; p < P; ++p) start[p + 1] += start[p];
    g.out.resize(start[P]);
    {
        std::vector<std::uint32_t> cursor(start.begin(), start.end() - 1);
        each_move([&](std::uint32_t p, std::uint32_t q) { g.out[cursor[p]++] = q; });
    }
    // Sort each list, drop duplicates (and p itself when passing), compact in place.
    std::uint32_t at = 0;
    for (std::uint32_t p = 0; p < P; ++p) {
        const auto b = g.out.begin() + start[p], e = g.out.begin() + start[p + 1];
        std::sort(b, e);
        auto last = std::unique(b, e);
        if (r.may_pass) last = std::remove(b, last, p);
        start[p] = at;
        at = static_cast<std::uint32_t>(std::copy(b, last, g.out.begin() + at) - g.out.begin());
        g.max_degree = std::max<std::uint32_t>(g.max_degree, static_cast<std::uint32_t>(last - b));
    }
    start[P] = at;
    g.out.resize(at);
    std::vector<std::uint32_t> in_start(static_cast<std::size_t>(P) + 1, 0);
    for (std::uint32_t q : g.out) ++in_start[q + 1];
    for (std::uint32_t q = 0; q < P; ++q) in_start[q + 1] += in_start[q];
    std::vector<std::uint32_t> in(g.out.size());
    std::vector<std::uint32_t> cursor(in_start.begin(), in_start.end() - 1);
    for (std::uint32_t p = 0; p < P; ++p)  // in increasing p: each reverse list comes out sorted
        for (std::uint32_t i = start[p]; i < start[p + 1]; ++i) in[cursor[g.out[i]]++] = p;
    g.symmetric = in_start == g.out_start && in == g.out;
    if (!g.symmetric) {
        g.in_start = std::move(in_start);
        g.in = std::move(in);
    }
    return g;
}

}  // namespace

PursuitSize pursuit_size(const Board& board, const PursuitRules& rules) {
    check_consistent(board, rules);
    PursuitSize z;
    const std::uint32_t cells = board.num_cells();
    if (board.is_grid) {
        for (std::uint32_t c = 0; c < cells; ++c) z.positions += board.blocked[c] == 0;
    } else {
        z.positions = cells;
    }
    const std::uint64_t P = z.positions;
    z.states = 2 * P * P;
    constexpr std::uint64_t kSmall = CompactStorage<std::uint8_t>::kBytesPerState;
    constexpr std::uint64_t kLarge = CompactStorage<std::uint16_t>::kBytesPerState;
    if (!z.fits_index()) {  // refused anyway: no need to count the moves
        z.bytes = z.states * kSmall;
        return z;
    }
    const bool one_graph = same_rules(rules.pursuer, rules.evader, board.is_grid);
    const SideRules* sides[2] = {&rules.pursuer, &rules.evader};
    for (int k = 0; k < (one_graph ? 1 : 2); ++k) {
        const SideRules& r = *sides[k];
        std::uint64_t most = 0;
        if (board.is_grid) {
            bool self = false;
            for (const GridMove& m : distinct_moves(r.moves, board.rows, board.cols, &self)) {
                std::uint64_t move_most = 0;
                count_grid_move(board, r, m, z.moves[k], move_most);
                most += move_most;
            }
            if (self && !r.may_pass) {
                z.moves[k] += P;
                most += 1;
            }
        } else {
            std::vector<std::uint32_t> degree(cells, 0);  // cells = positions < 32768 here
            const std::size_t m = board.edges.size() / 2;
            for (std::size_t i = 0; i < m; ++i)
                if (enterable(r, static_cast<std::uint32_t>(board.edges[2 * i + 1]))) {
                    ++z.moves[k];
                    most = std::max<std::uint64_t>(most, ++degree[static_cast<std::size_t>(board.edges[2 * i])]);
                }
        }
        most += r.may_pass ? 1 : 0;
        z.max_degree = static_cast<std::uint32_t>(std::max<std::uint64_t>(z.max_degree, std::min<std::uint64_t>(most, 0xFFFFFFFFu)));
        // Forward and reverse lists (the reverse is dropped later if symmetric).
        z.board_bytes += 2 * 4 * (P + 1) + 2 * 4 * z.moves[k];
    }
    if (one_graph) z.moves[1] = z.moves[0];
    // Each state (p, e, side) has the mover's moves from its position, and the pass.
    z.transitions = P * (z.moves[0] + z.moves[1]) + z.states;
    z.board_bytes += std::uint64_t{cells} * 4 + P * 4 + P;  // position of each cell, cell of each position, exits
    z.bytes = z.states * (z.max_degree <= CompactStorage<std::uint8_t>::kMaxCounter ? kSmall : kLarge) + z.board_bytes;
    return z;
}

void check_pursuit_work(const PursuitSize& z) {
    if (z.transitions > kMaxPursuitTransitions)
        throw PursuitTooLarge("the board has " + std::to_string(z.positions) + " positions and up to " +
                                  std::to_string(z.transitions) + " moves between its " + std::to_string(z.states) +
                                  " states: more than the " + std::to_string(kMaxPursuitTransitions) +
                                  " this solver takes on (it would run for minutes)",
                              z.bytes, 0, TooLarge::Kind::Size);
}

PursuitGame::PursuitGame(const Board& board, const PursuitRules& rules)
    : size_(pursuit_size(board, rules)), pursuer_exit_wins_(rules.pursuer_exit_wins), no_move_(rules.no_move) {
    if (!size_.fits_index()) {
        throw PursuitTooLarge("the board has " + std::to_string(size_.positions) + " positions, so " +
                                  std::to_string(size_.states) + " states: solving would need at least " +
                                  format_bytes(size_.bytes) +
                                  " of memory, and at most 2147483647 states (32767 positions) are supported",
                              size_.bytes, 0);
    }
    const std::uint32_t cells = board.num_cells();
    pos_of_cell_.assign(cells, -1);
    cell_of_pos_.reserve(size_.positions);
    for (std::uint32_t c = 0; c < cells; ++c) {
        if (board.is_grid && board.blocked[c]) continue;
        pos_of_cell_[c] = static_cast<std::int32_t>(cell_of_pos_.size());
        cell_of_pos_.push_back(c);
    }
    P_ = static_cast<std::uint32_t>(cell_of_pos_.size());
    exit_.assign(P_, 0);
    if (!board.exit.empty())
        for (std::uint32_t p = 0; p < P_; ++p) exit_[p] = board.exit[cell_of_pos_[p]] != 0;

    const SideRules* side_rules[2] = {&rules.pursuer, &rules.evader};
    pass_[0] = rules.pursuer.may_pass ? 1 : 0;
    pass_[1] = rules.evader.may_pass ? 1 : 0;
    graphs_.push_back(build_side(board, *side_rules[0], pos_of_cell_, cell_of_pos_));
    if (same_rules(rules.pursuer, rules.evader, board.is_grid)) {
        gi_[1] = 0;
        return;
    }
    PositionGraph g = build_side(board, *side_rules[1], pos_of_cell_, cell_of_pos_);
    if (g.out_start == graphs_[0].out_start && g.out == graphs_[0].out && pass_[0] == pass_[1]) {
        gi_[1] = 0;  // different rules, the same moves
    } else {
        graphs_.push_back(std::move(g));
        gi_[1] = 1;
    }
}

std::uint32_t PursuitGame::max_degree() const {
    return std::max(graphs_[gi_[0]].max_degree + pass_[0], graphs_[gi_[1]].max_degree + pass_[1]);
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
    return pursuit_size(board, rules).bytes;
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
    // The budget first, from the sizes alone: nothing is built for a board that does not fit.
    const PursuitSize size = pursuit_size(board, rules);
    if (size.fits_index() && size.bytes > memory_budget)
        throw PursuitTooLarge("the board has " + std::to_string(size.positions) + " positions, so " +
                                  std::to_string(size.states) + " states: solving needs " +
                                  format_bytes(size.bytes) + " of memory, more than the budget of " +
                                  format_bytes(memory_budget),
                              size.bytes, memory_budget);
    if (size.fits_index()) check_pursuit_work(size);
    PursuitGame game(board, rules);
    const std::uint32_t maxdeg = game.max_degree();
    if (maxdeg > CompactStorage<std::uint16_t>::kMaxCounter)
        throw PursuitTooLarge("a position has " + std::to_string(maxdeg) + " moves: at most " +
                                  std::to_string(CompactStorage<std::uint16_t>::kMaxCounter) + " are supported",
                              game.bytes_needed(), memory_budget, TooLarge::Kind::Size);
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
