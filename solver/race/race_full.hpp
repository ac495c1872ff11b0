// The race game of Baltic OI 2008 as the real game (race_game.hpp, solve_race_full):
// every position of both pieces with the side to move, a Game (game.hpp) for the
// retrograde engine, visible here so that tests can walk it.
#pragma once
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "core/outcome.hpp"
#include "race/race_game.hpp"
#include "race/race_grid.hpp"

namespace gg {

// The real game, as a Game (game.hpp) for the retrograde engine: a move is a
// whole turn, so a jump (the step onto the other piece and the extra step) is one
// move. States: (side to move, square of A, square of B) = (turn * C + pa) * C + pb,
// squares numbered 0..C-1 among those reachable from A. A finished game is a fixed
// state: the player to move has lost when the other stands on his start. A jump
// onto the other standing on his own start wins at once: that move leads to the
// state with both pieces on that start, the other to move (lost). With
// JumpRule::Optional, declining the extra step leads to the state with both pieces
// on the square, the other to move. States that cannot occur in play (a piece on
// the other's start with that piece to move, both pieces on one square under the
// mandatory rule, ...) are kept, harmlessly: nothing that can occur leads to them.
class RaceFullGame {
public:
    RaceFullGame(const RaceBoard& bd, JumpRule rule, std::uint32_t max_cells) : optional_(rule == JumpRule::Optional) {
        race_detail::check_board(bd);
        std::vector<std::int32_t> dist, queue;
        race_detail::bfs(bd.n, bd.free.data(), bd.a, dist, queue);
        if (dist[static_cast<std::size_t>(bd.b)] < 0)
            throw std::invalid_argument("no path of white squares between A (" + race_detail::square_name(bd.n, bd.a) +
                                        ") and B (" + race_detail::square_name(bd.n, bd.b) + ")");
        std::vector<std::int32_t> id(dist.size(), -1);
        for (std::size_t s = 0; s < dist.size(); ++s)
            if (dist[s] >= 0) {
                id[s] = static_cast<std::int32_t>(square_.size());
                square_.push_back(static_cast<std::int32_t>(s));
            }
        C_ = static_cast<std::uint32_t>(square_.size());
        if (C_ > max_cells)
            throw std::length_error("the full-state solver handles at most " + std::to_string(max_cells) +
                                    " white squares reachable from A; this board has " + std::to_string(C_));
        CC_ = C_ * C_;
        nb_start_.push_back(0);
        for (std::uint32_t v = 0; v < C_; ++v) {
            race_detail::for_each_neighbor(bd.n, bd.free.data(), square_[v], [&](std::int32_t t) {
                nb_.push_back(static_cast<std::uint32_t>(id[static_cast<std::size_t>(t)]));
            });
            nb_start_.push_back(static_cast<std::uint32_t>(nb_.size()));
        }
        start_[0] = static_cast<std::uint32_t>(id[static_cast<std::size_t>(bd.a)]);
        start_[1] = static_cast<std::uint32_t>(id[static_cast<std::size_t>(bd.b)]);
    }

    std::uint32_t cells() const { return C_; }
    std::uint32_t num_states() const { return 2 * CC_; }
    // The state with `turn` to move, his piece on `me` and the other's on `him`.
    std::uint32_t state(std::uint32_t turn, std::uint32_t me, std::uint32_t him) const {
        return turn == 0 ? (me * C_ + him) : (CC_ + him * C_ + me);
    }
    std::uint32_t start_state() const { return state(0, start_[0], start_[1]); }
    std::int32_t square(std::uint32_t v) const { return square_[v]; }
    std::uint32_t start(std::uint32_t player) const { return start_[player]; }
    bool adjacent(std::uint32_t u, std::uint32_t v) const {
        for (std::uint32_t k = nb_start_[u]; k < nb_start_[u + 1]; ++k)
            if (nb_[k] == v) return true;
        return false;
    }

    struct Decoded {
        std::uint32_t turn;  // the player to move
        std::uint32_t pa, pb;
        std::uint32_t me() const { return turn == 0 ? pa : pb; }
        std::uint32_t him() const { return turn == 0 ? pb : pa; }
    };
    Decoded decode(std::uint32_t s) const { return {s / CC_, (s / C_) % C_, s % C_}; }

    Fixed fixed(std::uint32_t s) const {
        const Decoded d = decode(s);
        if (d.him() == start_[d.turn]) return Fixed::Lose;    // he has reached my start
        if (d.me() == start_[1 - d.turn]) return Fixed::Win;  // cannot occur in play
        return Fixed::None;
    }

    Outcome no_move_outcome() const { return Outcome::Lose; }  // never used: every square has a neighbour

    std::uint32_t out_degree(std::uint32_t s) const {
        const Decoded d = decode(s);
        const std::uint32_t me = d.me(), him = d.him();
        std::uint32_t k = 0;
        for (std::uint32_t i = nb_start_[me]; i < nb_start_[me + 1]; ++i) {
            const std::uint32_t p = nb_[i];
            if (p != him) ++k;
            else if (p == start_[1 - d.turn]) ++k;
            else k += degree(p) + (optional_ ? 1u : 0u);
        }
        return k;
    }

    // f(successor) for each move from s: the neighbours p of my square in the
    // order up, left, right, down; a jump over p gives its extra steps in the same
    // order, then (Optional) the declined one. Stops at an f(t) that returns true.
    template <class F>
    void for_each_successor(std::uint32_t s, F&& f) const {
        const Decoded d = decode(s);
        const std::uint32_t me = d.me(), him = d.him(), o = 1 - d.turn;
        for (std::uint32_t i = nb_start_[me]; i < nb_start_[me + 1]; ++i) {
            const std::uint32_t p = nb_[i];
            if (p != him) {
                if (visit(f, state(o, him, p))) return;
            } else if (p == start_[o]) {
                if (visit(f, state(o, p, p))) return;  // landed on him on his start: won
            } else {
                for (std::uint32_t k = nb_start_[p]; k < nb_start_[p + 1]; ++k)
                    if (visit(f, state(o, him, nb_[k]))) return;
                if (optional_ && visit(f, state(o, p, p))) return;
            }
        }
    }

    template <class F>
    void for_each_predecessor(std::uint32_t s, F&& f) const {
        const Decoded d = decode(s);
        // The other player, P, has just moved to pp; the player to move stands on q.
        const std::uint32_t P = 1 - d.turn;
        const std::uint32_t pp = d.him(), q = d.me();
        if (pp != q) {
            // An ordinary step u -> pp (pp is not where the other stands).
            for (std::uint32_t k = nb_start_[pp]; k < nb_start_[pp + 1]; ++k) f(state(P, nb_[k], q));
            // A jump u -> q -> pp, unless landing on q already won (q = the mover's start).
            if (q != start_[d.turn] && adjacent(q, pp))
                for (std::uint32_t k = nb_start_[q]; k < nb_start_[q + 1]; ++k) f(state(P, nb_[k], q));
        } else if (q == start_[d.turn] || optional_) {
            // Landed on q and stopped there: the win on his start, or a declined extra step.
            for (std::uint32_t k = nb_start_[q]; k < nb_start_[q + 1]; ++k) f(state(P, nb_[k], q));
        }
    }

private:
    std::uint32_t degree(std::uint32_t v) const { return nb_start_[v + 1] - nb_start_[v]; }

    bool optional_;
    std::uint32_t C_ = 0, CC_ = 0;
    std::vector<std::int32_t> square_;
    std::vector<std::uint32_t> nb_start_, nb_;
    std::uint32_t start_[2] = {0, 0};
};
static_assert(is_game_v<RaceFullGame>, "RaceFullGame is a Game (game.hpp)");

}  // namespace gg
