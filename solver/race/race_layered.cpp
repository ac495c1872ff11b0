// The race game's layered solver (race_game.hpp, race_winner and explain_race):
// the jury's analysis on the shortest-path layers, with the catch game decided
// half-level by half-level backwards from the middle.
#include "race/race_game.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "race/race_grid.hpp"
#include "core/text.hpp"

namespace gg {

using namespace race_detail;

// ------------------------------------------------------------ layered solver

namespace {

// Distances and the shortest-path layers.
struct Layers {
    std::int32_t n = 0;
    const std::uint8_t* free = nullptr;
    std::int32_t a = -1, b = -1;
    std::int32_t D = 0;
    std::vector<std::int32_t> da, db;
    std::vector<std::int32_t> start;  // D + 2 offsets into cells
    std::vector<std::int32_t> cells;  // layer by layer, ascending squares within a layer
    std::vector<std::int32_t> idx;    // per square: index within its layer, -1 if on no shortest path

    explicit Layers(const RaceBoard& bd) : n(bd.n), free(bd.free.data()), a(bd.a), b(bd.b) {
        check_board(bd);
        std::vector<std::int32_t> queue;
        bfs(n, free, a, da, queue);
        bfs(n, free, b, db, queue);
        D = da[static_cast<std::size_t>(b)];
        if (D < 0)
            throw std::invalid_argument("no path of white squares between A (" + square_name(n, a) +
                                        ") and B (" + square_name(n, b) + ")");
        const std::size_t nn = da.size();
        start.assign(static_cast<std::size_t>(D) + 2, 0);
        idx.assign(nn, -1);
        for (std::size_t s = 0; s < nn; ++s)
            if (on_path_raw(s)) ++start[static_cast<std::size_t>(da[s]) + 1];
        for (std::int32_t k = 0; k <= D; ++k) start[k + 1] += start[k];
        cells.resize(static_cast<std::size_t>(start[static_cast<std::size_t>(D) + 1]));
        std::vector<std::int32_t> fill(start.begin(), start.end() - 1);
        for (std::size_t s = 0; s < nn; ++s) {
            if (!on_path_raw(s)) continue;
            const std::int32_t k = da[s];
            idx[s] = fill[static_cast<std::size_t>(k)] - start[static_cast<std::size_t>(k)];
            cells[static_cast<std::size_t>(fill[static_cast<std::size_t>(k)]++)] = static_cast<std::int32_t>(s);
        }
    }

    bool on_path_raw(std::size_t s) const { return da[s] >= 0 && db[s] >= 0 && da[s] + db[s] == D; }
    std::int32_t size(std::int32_t k) const { return start[k + 1] - start[k]; }
    std::int32_t cell(std::int32_t k, std::int32_t i) const { return cells[static_cast<std::size_t>(start[k] + i)]; }
    std::int32_t index(std::int32_t s) const { return idx[static_cast<std::size_t>(s)]; }
    std::int32_t layer(std::int32_t s) const { return da[static_cast<std::size_t>(s)]; }

    // f(t) for each neighbour t of the shortest-path square s in layer layer(s) + dir (dir = +1 or -1).
    template <class F>
    void for_each_step(std::int32_t s, std::int32_t dir, F&& f) const {
        const std::int32_t want = da[static_cast<std::size_t>(s)] + dir;
        for_each_neighbor(n, free, s, [&](std::int32_t t) {
            if (idx[static_cast<std::size_t>(t)] >= 0 && da[static_cast<std::size_t>(t)] == want) f(t);
        });
    }
    // The first step of a player along a shortest path (A: +1, B: -1).
    std::int32_t first_step(Player p, std::int32_t s) const {
        std::int32_t r = -1;
        for_each_step(s, p == Player::A ? 1 : -1, [&](std::int32_t t) {
            if (r < 0) r = t;
        });
        return r;
    }
};

// A half-level of the catch game: bit (i, j) says whether the catcher can force
// the jump with A on square i of layer alpha and B on square j of layer beta.
struct Level {
    std::int32_t rows = 0;   // |layer beta|
    std::int32_t cols = 0;   // |layer alpha|
    std::int32_t words = 0;  // 64-bit words per row
    std::vector<std::uint64_t> bits;

    void reset(std::int32_t r, std::int32_t c) {
        rows = r;
        cols = c;
        words = (c + 63) / 64;
        bits.assign(static_cast<std::size_t>(rows) * static_cast<std::size_t>(words), 0);
    }
    bool get(std::int32_t i, std::int32_t j) const {
        return (bits[static_cast<std::size_t>(j) * static_cast<std::size_t>(words) + static_cast<std::size_t>(i >> 6)] >>
                (i & 63)) & 1u;
    }
    std::uint64_t* row(std::int32_t j) { return bits.data() + static_cast<std::size_t>(j) * static_cast<std::size_t>(words); }
    const std::uint64_t* row(std::int32_t j) const {
        return bits.data() + static_cast<std::size_t>(j) * static_cast<std::size_t>(words);
    }
};

// The catch game on the layers, half-level by half-level. Half-level t (0 <= t <= T
// = D - 1): A has made ceil(t / 2) moves and stands in layer alpha(t), B has made
// floor(t / 2) and stands in layer beta(t) = D - floor(t / 2); A moves when t is
// even, B when t is odd. At T the mover is the catcher and he is next to the other
// piece iff he can step onto it.
class CatchGame {
public:
    explicit CatchGame(const Layers& L)
        : L_(L), D_(L.D), catcher_(L.D % 2 == 1 ? Player::A : Player::B) {}

    std::int32_t T() const { return D_ - 1; }
    Player catcher() const { return catcher_; }
    static Player mover(std::int32_t t) { return t % 2 == 0 ? Player::A : Player::B; }
    static std::int32_t alpha(std::int32_t t) { return (t + 1) / 2; }
    std::int32_t beta(std::int32_t t) const { return D_ - t / 2; }
    std::uint64_t pairs() const { return pairs_; }

    void base(Level& out) {
        const std::int32_t t = T(), al = alpha(t), be = beta(t);
        out.reset(L_.size(be), L_.size(al));
        pairs_ += static_cast<std::uint64_t>(out.rows) * static_cast<std::uint64_t>(out.cols);
        for (std::int32_t j = 0; j < out.rows; ++j) {
            std::uint64_t* row = out.row(j);
            L_.for_each_step(L_.cell(be, j), -1, [&](std::int32_t x) {
                const std::int32_t i = L_.index(x);
                row[i >> 6] |= std::uint64_t{1} << (i & 63);
            });
        }
    }

    // Half-level t < T from half-level t + 1.
    void step(std::int32_t t, const Level& next, Level& out) {
        const std::int32_t al = alpha(t), be = beta(t);
        out.reset(L_.size(be), L_.size(al));
        pairs_ += static_cast<std::uint64_t>(out.rows) * static_cast<std::uint64_t>(out.cols);
        const bool any = mover(t) == catcher_;  // the catcher needs one good move, the other all
        if (mover(t) == Player::A) {
            // A moves from layer al to al + 1: a few bit reads per pair.
            succ_.clear();
            succ_start_.assign(1, 0);
            for (std::int32_t i = 0; i < out.cols; ++i) {
                L_.for_each_step(L_.cell(al, i), 1, [&](std::int32_t x) { succ_.push_back(L_.index(x)); });
                succ_start_.push_back(static_cast<std::int32_t>(succ_.size()));
            }
            for (std::int32_t j = 0; j < out.rows; ++j) {
                const std::uint64_t* nrow = next.row(j);
                std::uint64_t* orow = out.row(j);
                for (std::int32_t i = 0; i < out.cols; ++i) {
                    bool v = !any;
                    for (std::int32_t k = succ_start_[i]; k < succ_start_[i + 1]; ++k) {
                        const std::int32_t x = succ_[static_cast<std::size_t>(k)];
                        const bool bit = (nrow[x >> 6] >> (x & 63)) & 1u;
                        if (bit == any) {
                            v = any;
                            break;
                        }
                    }
                    if (v) orow[i >> 6] |= std::uint64_t{1} << (i & 63);
                }
            }
        } else {
            // B moves from layer be to be - 1: whole rows combined.
            const std::int32_t w = out.words;
            for (std::int32_t j = 0; j < out.rows; ++j) {
                std::uint64_t* orow = out.row(j);
                bool first = true;
                L_.for_each_step(L_.cell(be, j), -1, [&](std::int32_t y) {
                    const std::uint64_t* nrow = next.row(L_.index(y));
                    if (first) {
                        std::copy(nrow, nrow + w, orow);
                        first = false;
                    } else if (any) {
                        for (std::int32_t k = 0; k < w; ++k) orow[k] |= nrow[k];
                    } else {
                        for (std::int32_t k = 0; k < w; ++k) orow[k] &= nrow[k];
                    }
                });
            }
        }
    }

private:
    const Layers& L_;
    std::int32_t D_;
    Player catcher_;
    std::uint64_t pairs_ = 0;
    std::vector<std::int32_t> succ_, succ_start_;
};

bool catch_forced(const Layers& L, std::uint64_t* pairs) {
    CatchGame g(L);
    Level cur, nxt;
    g.base(cur);
    for (std::int32_t t = g.T() - 1; t >= 0; --t) {
        g.step(t, cur, nxt);
        std::swap(cur, nxt);
    }
    if (pairs) *pairs = g.pairs();
    return cur.get(0, 0);
}

Player other(Player p) { return p == Player::A ? Player::B : Player::A; }

}  // namespace

Player race_winner(const RaceBoard& board) {
    const Layers L(board);
    if (L.D % 2 == 1) return Player::A;
    return catch_forced(L, nullptr) ? Player::B : Player::A;
}

RaceExplanation explain_race(const RaceBoard& board) {
    const Layers L(board);
    RaceExplanation ex;
    ex.n = L.n;
    ex.a = L.a;
    ex.b = L.b;
    ex.distance = L.D;
    ex.odd = L.D % 2 == 1;
    ex.dist_a = L.da;
    ex.dist_b = L.db;
    ex.layer_size.resize(static_cast<std::size_t>(L.D) + 1);
    for (std::int32_t k = 0; k <= L.D; ++k) ex.layer_size[static_cast<std::size_t>(k)] = L.size(k);
    ex.catcher = ex.odd ? Player::A : Player::B;
    ex.middle_layer = (L.D + 1) / 2;
    for (std::int32_t i = 0; i < L.size(ex.middle_layer); ++i) ex.middle.push_back(L.cell(ex.middle_layer, i));

    // Pass 1: the decision, keeping a checkpoint every s half-levels.
    CatchGame g(L);
    const std::int32_t T = g.T();
    const std::int32_t s = std::max<std::int32_t>(1, static_cast<std::int32_t>(std::ceil(std::sqrt(static_cast<double>(T)))));
    std::vector<Level> checkpoint(static_cast<std::size_t>(T / s) + 1);
    Level cur, nxt;
    g.base(cur);
    for (std::int32_t t = T - 1; t >= 0; --t) {
        g.step(t, cur, nxt);
        std::swap(cur, nxt);
        if (t % s == 0 && t > 0) checkpoint[static_cast<std::size_t>(t / s)] = cur;
    }
    const bool forced = cur.get(0, 0);
    ex.jump_forced = forced;
    ex.winner = ex.odd ? Player::A : (forced ? Player::B : Player::A);
    ex.pairs = g.pairs();

    // Pass 2: the race.
    std::int32_t pa = L.a, pb = L.b;
    bool over = false;
    Player last = Player::A;
    auto record = [&](Player p, bool extra, std::int32_t from, std::int32_t to) {
        (p == Player::A ? pa : pb) = to;
        ex.race.push_back(RaceStep{p, extra, from, to, pa, pb});
        last = p;
    };
    // One turn of p onto `to`, with the jump's extra step along a shortest path.
    auto turn = [&](Player p, std::int32_t to) {
        const std::int32_t from = p == Player::A ? pa : pb;
        const std::int32_t opp = p == Player::A ? pb : pa;
        const std::int32_t goal = p == Player::A ? L.b : L.a;
        record(p, false, from, to);
        if (to == opp && ex.jump_square < 0) ex.jump_square = to;
        if (to == goal) {
            over = true;
            return;
        }
        if (to == opp) {
            const std::int32_t to2 = L.first_step(p, to);
            record(p, true, to, to2);
            if (to2 == goal) over = true;
        }
    };
    std::vector<Level> seg(static_cast<std::size_t>(s));
    CatchGame g2(L);
    for (std::int32_t c = 0; c < T; c += s) {
        const std::int32_t e = std::min(c + s, T);
        // seg[k] = half-level c + 1 + k for k = 0 .. e - c - 1.
        if (e == T) g2.base(seg[static_cast<std::size_t>(e - c - 1)]);
        else seg[static_cast<std::size_t>(e - c - 1)] = checkpoint[static_cast<std::size_t>(e / s)];
        for (std::int32_t t = e - 1; t >= c + 1; --t)
            g2.step(t, seg[static_cast<std::size_t>(t - c)], seg[static_cast<std::size_t>(t - c - 1)]);
        for (std::int32_t t = c; t < e; ++t) {
            const Level& next = seg[static_cast<std::size_t>(t - c)];
            const Player m = CatchGame::mover(t);
            // Keep the value of the catch game: the catcher to a pair where he still
            // wins it, the other to a pair where he still escapes; else any move.
            std::int32_t choice = -1;
            const std::int32_t from = m == Player::A ? pa : pb;
            L.for_each_step(from, m == Player::A ? 1 : -1, [&](std::int32_t x) {
                if (choice >= 0) return;
                const bool v = m == Player::A ? next.get(L.index(x), L.index(pb)) : next.get(L.index(pa), L.index(x));
                if (v == forced) choice = x;
            });
            if (choice < 0) throw std::logic_error("race: no move keeps the value of the catch game");
            turn(m, choice);
            if (over) throw std::logic_error("race: the game ended before the middle");
        }
    }
    // Half-level T: the catcher jumps if he can, then both run.
    {
        const Player m = g.catcher();
        const std::int32_t from = m == Player::A ? pa : pb;
        const std::int32_t opp = m == Player::A ? pb : pa;
        std::int32_t to = -1;
        L.for_each_step(from, m == Player::A ? 1 : -1, [&](std::int32_t x) {
            if (to < 0 || (forced && x == opp)) to = x;
        });
        if ((to == opp) != forced) throw std::logic_error("race: the catch game disagrees with the middle");
        turn(m, to);
        Player p = other(m);
        while (!over) {
            turn(p, L.first_step(p, p == Player::A ? pa : pb));
            p = other(p);
        }
    }
    if (last != ex.winner) throw std::logic_error("race: the race's winner differs from the analysis");
    return ex;
}

std::uint64_t race_explain_bytes(const RaceBoard& board) {
    const Layers L(board);
    const std::uint64_t nn = static_cast<std::uint64_t>(L.n) * static_cast<std::uint64_t>(L.n);
    const std::uint64_t D = static_cast<std::uint64_t>(L.D);
    // Layers: da, db, idx, cells, the BFS queue; the explanation: dist_a, dist_b,
    // layer_size, middle, the race (2D steps at most).
    std::uint64_t bytes = 4 * 5 * nn + 4 * (D + 2) + 8 * nn + 4 * (D + 1) + 4 * nn + 2 * (D + 1) * sizeof(RaceStep);
    if (L.D >= 1) {
        const CatchGame g(L);
        const std::int32_t T = g.T();
        std::uint64_t level = 0, widest = 0;  // the largest half-level, the widest layer
        for (std::int32_t t = 0; t <= T; ++t) {
            const std::uint64_t rows = static_cast<std::uint64_t>(L.size(g.beta(t)));
            const std::uint64_t cols = static_cast<std::uint64_t>(L.size(CatchGame::alpha(t)));
            level = std::max(level, rows * ((cols + 63) / 64) * 8 + sizeof(Level));
            widest = std::max(widest, cols);
        }
        const std::uint64_t s = std::max<std::uint64_t>(
            1, static_cast<std::uint64_t>(std::ceil(std::sqrt(static_cast<double>(T)))));
        // checkpoints (T / s + 1), the segment (s), cur and nxt; succ_ and succ_start_
        // of two games (at most 4 successors per square).
        bytes += (static_cast<std::uint64_t>(T) / s + 1 + s + 2) * level + 2 * 4 * 5 * (widest + 1);
    }
    return bytes;
}

}  // namespace gg
