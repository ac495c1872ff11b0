// Slow references for partizan games, written apart from solver/partizan/ to
// test it (the benchmark uses the canonical forms too, as its reference):
//
//   naive::Game  a short game as a tree of explicit option lists (shared
//                pointers; no hash-consing, no ids, no memo): <= by the
//                definition's plain recursion, canonical form by Conway's
//                simplification done over and over until nothing changes, sums
//                and negation by their definitions, structural equality.
//   naive::outcomes  win / lose / draw and depth for both starters of a partizan
//                graph with cycles, by a fixpoint iteration round by round.
//   naive::minimax   the same for an acyclic graph by plain recursion.
//
// Deliberately simple, recursive on the game's depth: for small games only.
#pragma once
#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace naive {

struct Game;
using G = std::shared_ptr<const Game>;
struct Game {
    std::vector<G> L, R;
};

inline G make(std::vector<G> L, std::vector<G> R) {
    auto g = std::make_shared<Game>();
    g->L = std::move(L);
    g->R = std::move(R);
    return g;
}
inline G zero() { return make({}, {}); }

// a <= b: no a^L >= b and no b^R <= a.
inline bool le(const G& a, const G& b) {
    for (const G& al : a->L)
        if (le(b, al)) return false;
    for (const G& br : b->R)
        if (le(br, a)) return false;
    return true;
}
inline bool eq(const G& a, const G& b) { return le(a, b) && le(b, a); }

// Structural equality of two forms: the same Left and Right options, as sets.
inline bool same(const G& a, const G& b);
inline bool same_set(const std::vector<G>& x, const std::vector<G>& y) {
    auto covered = [](const std::vector<G>& p, const std::vector<G>& q) {
        for (const G& u : p) {
            bool found = false;
            for (const G& v : q) found = found || same(u, v);
            if (!found) return false;
        }
        return true;
    };
    return covered(x, y) && covered(y, x);
}
inline bool same(const G& a, const G& b) { return same_set(a->L, b->L) && same_set(a->R, b->R); }

inline G neg(const G& g) {
    std::vector<G> L, R;
    for (const G& r : g->R) L.push_back(neg(r));
    for (const G& l : g->L) R.push_back(neg(l));
    return make(L, R);
}

inline G sum(const G& a, const G& b) {
    std::vector<G> L, R;
    for (const G& x : a->L) L.push_back(sum(x, b));
    for (const G& y : b->L) L.push_back(sum(a, y));
    for (const G& x : a->R) R.push_back(sum(x, b));
    for (const G& y : b->R) R.push_back(sum(a, y));
    return make(L, R);
}

// Canonical form: the options made canonical first, then, as long as anything
// changes, one step at a time: drop an option equal to another one or dominated
// by one; bypass a reversible option.
inline G canonical(const G& g) {
    std::vector<G> L, R;
    for (const G& x : g->L) L.push_back(canonical(x));
    for (const G& x : g->R) R.push_back(canonical(x));
    for (;;) {
        const G cur = make(L, R);
        bool changed = false;
        // Dominated (or equal) options: Left keeps the greater, Right the smaller.
        for (std::size_t i = 0; i < L.size() && !changed; ++i)
            for (std::size_t j = 0; j < L.size() && !changed; ++j)
                if (i != j && le(L[i], L[j])) {
                    L.erase(L.begin() + static_cast<std::ptrdiff_t>(i));
                    changed = true;
                }
        for (std::size_t i = 0; i < R.size() && !changed; ++i)
            for (std::size_t j = 0; j < R.size() && !changed; ++j)
                if (i != j && le(R[j], R[i])) {
                    R.erase(R.begin() + static_cast<std::ptrdiff_t>(i));
                    changed = true;
                }
        if (changed) continue;
        // Reversible: A^R <= G for a Left option A; B^L >= G for a Right option B.
        for (std::size_t i = 0; i < L.size() && !changed; ++i)
            for (const G& ar : L[i]->R)
                if (le(ar, cur)) {
                    const std::vector<G> repl = ar->L;
                    L.erase(L.begin() + static_cast<std::ptrdiff_t>(i));
                    L.insert(L.end(), repl.begin(), repl.end());
                    changed = true;
                    break;
                }
        for (std::size_t i = 0; i < R.size() && !changed; ++i)
            for (const G& bl : R[i]->L)
                if (le(cur, bl)) {
                    const std::vector<G> repl = bl->R;
                    R.erase(R.begin() + static_cast<std::ptrdiff_t>(i));
                    R.insert(R.end(), repl.begin(), repl.end());
                    changed = true;
                    break;
                }
        if (!changed) return make(L, R);
    }
}

inline int birthday(const G& g) {
    int b = 0;
    for (const G& x : g->L) b = std::max(b, birthday(x) + 1);
    for (const G& x : g->R) b = std::max(b, birthday(x) + 1);
    return b;
}

// The outcome class by its definition: who wins moving first.
inline char outcome_class(const G& g) {
    const G z = zero();
    const bool ge0 = le(z, g), le0 = le(g, z);
    return ge0 && le0 ? 'P' : ge0 ? 'L' : le0 ? 'R' : 'N';
}

// "{A,B|C}" with 0 as "{|}": a form written out (for messages).
inline std::string show(const G& g) {
    std::string s = "{";
    for (std::size_t i = 0; i < g->L.size(); ++i) s += (i ? "," : "") + show(g->L[i]);
    s += "|";
    for (std::size_t i = 0; i < g->R.size(); ++i) s += (i ? "," : "") + show(g->R[i]);
    return s + "}";
}

// ---- outcomes of a partizan graph (moves[side][p]: the options of p)

enum Result { Win, Lose, Draw };
struct Outcomes {
    std::vector<Result> result[2];  // [player to move first][position]
    std::vector<int> depth[2];      // -1 for Draw
};
using Moves = std::vector<std::vector<int>>;

// Round 0: a player with no move loses; a state whose outcome is fixed has it
// (fixed[s][p]: 0 none, 1 win, 2 lose, 3 draw, as gg::Fixed; nullptr: none).
// Round r: an undecided state wins when one of its moves reaches a state lost in
// an earlier round, loses when all of its moves reach states won in earlier
// rounds. The rest: draws. A state's depth is the round it was decided in (as
// tests/native/reference.hpp argues).
inline Outcomes outcomes(int n, const Moves moves[2], const std::vector<int>* fixed = nullptr) {
    Outcomes o;
    std::vector<int> round[2];
    for (int s = 0; s < 2; ++s) {
        o.result[s].assign(static_cast<std::size_t>(n), Draw);
        round[s].assign(static_cast<std::size_t>(n), -1);
        for (int p = 0; p < n; ++p) {
            const int f = fixed ? fixed[s][static_cast<std::size_t>(p)] : 0;
            if (f == 1) o.result[s][p] = Win, round[s][p] = 0;
            else if (f == 2) o.result[s][p] = Lose, round[s][p] = 0;
            else if (f == 3) round[s][p] = -2;  // a draw, decided: never a win or a loss to its movers
            else if (moves[s][p].empty()) o.result[s][p] = Lose, round[s][p] = 0;
        }
    }
    for (int r = 1;; ++r) {
        bool any = false;
        for (int s = 0; s < 2; ++s)
            for (int p = 0; p < n; ++p) {
                if (round[s][p] != -1) continue;
                bool win = false, all_win = true;
                for (int q : moves[s][p]) {
                    const int t = 1 - s;
                    const bool decided = round[t][q] >= 0 && round[t][q] < r;
                    if (decided && o.result[t][q] == Lose) win = true;
                    if (!decided || o.result[t][q] != Win) all_win = false;
                }
                if (win || all_win) {
                    o.result[s][p] = win ? Win : Lose;
                    round[s][p] = r;
                    any = true;
                }
            }
        if (!any) break;
    }
    for (int s = 0; s < 2; ++s) {
        o.depth[s] = round[s];
        for (int& d : o.depth[s]) d = d < 0 ? -1 : d;
    }
    return o;
}

// Acyclic graphs: the minimax recursion, memoised per (position, mover).
inline Outcomes minimax(int n, const Moves moves[2]) {
    Outcomes o;
    std::vector<int> known[2];
    for (int s = 0; s < 2; ++s) {
        o.result[s].assign(static_cast<std::size_t>(n), Draw);
        o.depth[s].assign(static_cast<std::size_t>(n), -1);
        known[s].assign(static_cast<std::size_t>(n), 0);
    }
    std::function<void(int, int)> solve = [&](int s, int p) {
        if (known[s][p]) return;
        bool win = false;
        int best_win = 1 << 30, worst_loss = -1;
        for (int q : moves[s][p]) {
            solve(1 - s, q);
            const int d = o.depth[1 - s][q];
            if (o.result[1 - s][q] == Lose) {
                win = true;
                best_win = std::min(best_win, d + 1);
            }
            worst_loss = std::max(worst_loss, d + 1);
        }
        o.result[s][p] = win ? Win : Lose;
        o.depth[s][p] = win ? best_win : std::max(worst_loss, 0);
        known[s][p] = 1;
    };
    for (int s = 0; s < 2; ++s)
        for (int p = 0; p < n; ++p) solve(s, p);
    return o;
}

}  // namespace naive
