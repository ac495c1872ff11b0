// Sprague-Grundy values of every state of a game with cycles: C. A. B. Smith's
// generalised values (1966), computed by the labelling of Fraenkel and Yesha, and
// sums of games.
//
// Normal play only: a player who cannot move loses; no state has a fixed outcome.
// Every state gets a non-negative integer, or the infinite value inf(K), K being
// the set of finite values among its followers (successors). Read as an outcome
// for the player to move: 0 loses; a positive value wins; inf(K) wins when 0 is in
// K and is a draw otherwise. On an acyclic graph every value is finite and is the
// plain mex (the least non-negative integer not among the followers' values).
//
// The labelling, stage m = 0, 1, 2, ... (every label is final once given):
//   1. while some unlabelled u has no follower labelled m, and every follower of u
//      that is unlabelled or labelled inf has a follower labelled m (it "reverses
//      out" through m), label u with m;
//   2. label inf every unlabelled u that has no follower labelled m;
//   3. stop when no vertex is unlabelled.
// Every vertex unlabelled at the start of stage m has followers labelled 0..m-1
// (step 2 of the earlier stages), so m is the mex of the finite values of a vertex
// labelled m; its followers of greater value (or inf) all have a follower of
// value m (the reversibility of the definition). The outcome read from the values
// is the one the win / lose / draw engine (retrograde.hpp) finds; tests check it.
//
// The engine (grundy(game)): each stage is a propagation from the vertices
// labelled m, over predecessor lists, with counters: for every unlabelled u, the
// followers not yet finite (kept across stages) and, in the stage, those not yet
// known to reach m (set from the former as the stage begins). A vertex whose
// followers have all become finite is labelled at the start of the next stage.
// Each stage walks the predecessors of the vertices labelled m and of the
// non-finite vertices that get a follower labelled m, and the states still
// unlabelled (each has at least m moves), so the time is O((n + m) * (V + 1)),
// V the number of distinct finite values, and in practice about one pass over the
// edges per value that actually occurs around a vertex. No recursion; about 30
// bytes per state, plus a log of the hits (one entry per non-finite state and
// value around it).
//
// The move of each state realises its value: from a positive finite value or an
// inf(K) with 0 in K, a move to a follower of value 0 (a win); from a draw inf(K),
// a move to a follower that is a draw too, inf(K') with 0 not in K' (one exists:
// if every follower were a win, or a 0, the state would be decided); from a 0 or a
// state with no move, -1 (every move loses).
//
// Sums (play in exactly one component per turn): finite values combine by XOR;
// a finite a and inf(K) give inf(K xor a) (a XORed into each element); two infinite
// components give inf() (a draw).
#pragma once
#include <algorithm>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "graph/explicit_graph.hpp"
#include "core/game.hpp"
#include "graph/graph_text.hpp"
#include "core/outcome.hpp"
#include "core/prefetch.hpp"

namespace gg {

constexpr std::int32_t kInfiniteValue = -1;  // the value of a state with an infinite value

// "inf(0,3)" for an infinite value with the set K = {0, 3} (increasing), "7" for 7.
std::string grundy_label(std::int32_t value, const std::int32_t* k_begin, const std::int32_t* k_end);
// The outcome for the player to move of a value (k: its set K when infinite).
inline Outcome grundy_outcome(std::int32_t value, const std::int32_t* k_begin, const std::int32_t* k_end) {
    if (value == 0) return Outcome::Lose;
    if (value > 0) return Outcome::Win;
    return k_begin != k_end && *k_begin == 0 ? Outcome::Win : Outcome::Draw;
}

struct GrundyResult {
    std::vector<std::int32_t> value;       // per state: the value, or kInfiniteValue
    std::vector<std::uint32_t> inf_start;  // n + 1 offsets into inf_values (empty range for finite values)
    std::vector<std::int32_t> inf_values;  // per infinite state: its set K, increasing
    std::vector<std::int32_t> move;        // per state: a follower realising the value, or -1
    std::uint32_t num_values = 0;          // the greatest finite value + 1 (0 if none)

    std::uint32_t size() const { return static_cast<std::uint32_t>(value.size()); }
    bool infinite(std::uint32_t s) const { return value[s] < 0; }
    // The set K of an infinite state (empty for a finite one).
    std::pair<const std::int32_t*, const std::int32_t*> inf_set(std::uint32_t s) const {
        return {inf_values.data() + inf_start[s], inf_values.data() + inf_start[s + 1]};
    }
    Outcome outcome(std::uint32_t s) const {
        const auto k = inf_set(s);
        return grundy_outcome(value[s], k.first, k.second);
    }
    std::string label(std::uint32_t s) const {
        const auto k = inf_set(s);
        return grundy_label(value[s], k.first, k.second);
    }
};

// Thrown for a game that is not under normal play (a fixed outcome, or the
// no-move convention WIN): Sprague-Grundy values are not defined there.
struct NotNormalPlay : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

// The labelling as it happened (for a step-through): the states in the order they
// got their final label, and the stage of each (for a finite label, its value m;
// for inf, the stage m at whose end it was labelled, having no follower labelled m).
// Within a stage: the finite labels as given, then the inf ones.
struct GrundyLog {
    std::vector<std::int32_t> state;
    std::vector<std::int32_t> stage;
};

template <class Game>
GrundyResult grundy(const Game& game, GrundyLog* log = nullptr) {
    static_assert(is_game_v<Game>, "grundy: not a Game (see game.hpp)");
    const std::uint32_t n = game.num_states();
    if (n > 0x7FFFFFFFu) throw std::invalid_argument("too many states: at most 2147483647 are supported");
    if (game.no_move_outcome() != Outcome::Lose)
        throw NotNormalPlay("Sprague-Grundy values are defined for normal play only, where a player who "
                            "cannot move loses (the other convention was asked for)");
    for (std::uint32_t s = 0; s < n; ++s)
        if (game.fixed(s) != Fixed::None)
            throw NotNormalPlay("state " + std::to_string(s) +
                                " has a fixed outcome: Sprague-Grundy values are defined for normal play only");

    // The state of each state, one byte, so that the array stays in the cache: open
    // (unlabelled), kInf or kFinite (labelled), plus kHit (non-finite, and a follower
    // is labelled m in this stage; cleared at the end of each stage).
    enum : std::uint8_t { kOpen = 0, kInf = 1, kFinite = 2, kHit = 4 };
    std::vector<std::uint8_t> st_buf(n, kOpen);
    std::uint8_t* const st = st_buf.data();
    // Per open state: its followers not labelled finite (nonfinite), and in a stage
    // those not yet known to reach m (need, set from nonfinite as the stage begins,
    // in one pass over the open states in index order).
    struct Count {
        std::uint32_t need;
        std::uint32_t nonfinite;
    };
    std::unique_ptr<Count[]> counts(new Count[n]);
    Count* const cnt = counts.get();
    // The states labelled finite, in the order labelled (so by non-decreasing value).
    std::unique_ptr<std::uint32_t[]> order_buf(new std::uint32_t[n]);
    std::uint32_t* const order = order_buf.get();
    std::uint32_t labelled = 0;
    // The non-finite states hit, stage by stage (hits_from[m]: where stage m's
    // begin): the queue of the states whose predecessors are to be counted down, and
    // afterwards the sets K (m is in K(v) exactly when v, inf, was hit at stage m).
    std::vector<std::uint32_t> hits;
    hits.reserve(n);
    std::vector<std::size_t> hits_from;
    std::vector<std::uint32_t> ready;     // open, every follower finite: labelled next stage
    std::vector<std::uint32_t> pending;   // open at the end of the last stage
    for (std::uint32_t s = 0; s < n; ++s) {
        const std::uint32_t d = game.out_degree(s);
        cnt[s] = Count{d, d};
        (d == 0 ? ready : pending).push_back(s);
    }
    GrundyResult r;
    r.value.assign(n, kInfiniteValue);
    std::int32_t* const value = r.value.data();
    // The wins' moves are found in stage 0: the first follower labelled 0 to hit each.
    r.move.assign(n, -1);
    std::int32_t* const move = r.move.data();

    // Prefetch hints a few entries ahead in the two queues, where the game has them
    // (as in retrograde.hpp): its lists, and the states of the predecessors.
    constexpr bool kPrefetch = GG_HAVE_PREFETCH && detail::HasPrefetch<Game>::value;
    auto ahead = [&](const std::uint32_t* q, std::size_t at, std::size_t end) {
        if constexpr (kPrefetch) {
            if (at + 16 < end) game.prefetch_offsets(q[at + 16]);
            if (at + 8 < end) game.prefetch_predecessors(q[at + 8]);
            if (at + 4 < end) game.for_each_predecessor(q[at + 4], [&](std::uint32_t u) { prefetch(st + u); });
        }
    };
    auto label = [&](std::uint32_t u, std::int32_t m) {
        st[u] = kFinite;
        value[u] = m;
        order[labelled++] = u;
        if (log) {
            log->state.push_back(static_cast<std::int32_t>(u));
            log->stage.push_back(m);
        }
    };

    for (std::int32_t m = 0; !ready.empty() || !pending.empty(); ++m) {
        std::uint32_t head = labelled;
        if (m > 0)  // (stage 0: set with nonfinite above)
            for (const std::uint32_t u : pending) cnt[u].need = cnt[u].nonfinite;
        for (const std::uint32_t u : ready) label(u, m);
        ready.clear();
        hits_from.push_back(hits.size());
        std::size_t hit_head = hits.size();
        while (head < labelled || hit_head < hits.size()) {
            // The states labelled m hit their non-finite predecessors (a finite one
            // waits for nothing).
            for (; head < labelled; ++head) {
                ahead(order, head, labelled);
                const std::uint32_t w = order[head];
                game.for_each_predecessor(w, [&](std::uint32_t v) {
                    const std::uint8_t sv = st[v];
                    if (sv & kFinite) return;
                    if ((sv & kInf) == 0 && --cnt[v].nonfinite == 0) ready.push_back(v);
                    if (sv & kHit) return;
                    st[v] = static_cast<std::uint8_t>(sv | kHit);
                    if (m == 0) move[v] = static_cast<std::int32_t>(w);
                    hits.push_back(v);
                });
            }
            // A non-finite v hit reverses out through m: one follower fewer to wait
            // for, for each open predecessor not itself hit. (The order of the two
            // queues does not matter: a state ready to be labelled m stays so.)
            for (; hit_head < hits.size(); ++hit_head) {
                ahead(hits.data(), hit_head, hits.size());
                game.for_each_predecessor(hits[hit_head], [&](std::uint32_t u) {
                    if (st[u] != kOpen) return;  // labelled, or hit
                    if (--cnt[u].need == 0) label(u, m);
                });
            }
        }
        // Open with no follower labelled m: inf. The others wait.
        std::size_t kept = 0;
        for (const std::uint32_t u : pending) {
            const std::uint8_t su = st[u];
            if (su & kFinite) continue;
            if (su & kHit) {
                pending[kept++] = u;
            } else {
                st[u] = kInf;
                if (log) {
                    log->state.push_back(static_cast<std::int32_t>(u));
                    log->stage.push_back(m);
                }
            }
        }
        pending.resize(kept);
        for (std::size_t i = hits_from.back(); i < hits.size(); ++i) st[hits[i]] &= static_cast<std::uint8_t>(~kHit);
        if (labelled > 0 && value[order[labelled - 1]] == m) r.num_values = static_cast<std::uint32_t>(m) + 1;
    }
    hits_from.push_back(hits.size());
    st_buf = std::vector<std::uint8_t>();
    counts.reset();
    order_buf.reset();

    // The sets K, from the log of hits: stage by stage, so each list comes out sorted.
    r.inf_start.assign(static_cast<std::size_t>(n) + 1, 0);
    std::uint32_t* const start = r.inf_start.data();
    for (const std::uint32_t v : hits)
        if (value[v] == kInfiniteValue) ++start[v + 1];
    for (std::uint32_t s = 0; s < n; ++s) start[s + 1] += start[s];
    r.inf_values.resize(start[n]);
    {
        std::vector<std::uint32_t> cursor(start, start + n);
        for (std::size_t m = 0; m + 1 < hits_from.size(); ++m)
            for (std::size_t i = hits_from[m]; i < hits_from[m + 1]; ++i)
                if (value[hits[i]] == kInfiniteValue) r.inf_values[cursor[hits[i]]++] = static_cast<std::int32_t>(m);
    }
    hits = std::vector<std::uint32_t>();

    // The draws' moves: to a follower that is a draw too. (The 0s have none.)
    std::vector<std::uint8_t> draw(n);
    for (std::uint32_t s = 0; s < n; ++s)
        draw[s] = value[s] == kInfiniteValue && (start[s] == start[s + 1] || r.inf_values[start[s]] != 0);
    for (std::uint32_t v = 0; v < n; ++v) {
        if (!draw[v]) continue;
        game.for_each_predecessor(v, [&](std::uint32_t u) {
            if (draw[u] && move[u] < 0) move[u] = static_cast<std::int32_t>(v);
        });
    }
    return r;
}

// ---- explicit graphs as text

// A parsed graph and its values. Throws ParseError on bad input, and on a fixed
// outcome (naming its line and column: values need normal play).
struct GrundyGraph {
    ParsedGraph graph;
    GrundyResult result;
};
GrundyGraph grundy_graph_text(std::string_view text, Format format = Format::Auto, GrundyLog* log = nullptr);
// The same for n vertices and m edges as 2 * m vertex ids (throws
// std::invalid_argument on ids out of range).
GrundyResult grundy_graph_edges(std::uint32_t n, const std::int32_t* edges, std::size_t m, GrundyLog* log = nullptr);

// ---- sums

// One component of a sum: the value of its position, and that position's
// followers with their values (kInfiniteValue for an infinite one).
struct SumComponent {
    std::int32_t value = 0;
    std::vector<std::uint32_t> followers;
    std::vector<std::int32_t> follower_values;
};
// The component of a sum at vertex v of a graph of n vertices whose m moves are
// edges (2 * m vertex ids) and whose values are values[0..n) (a GrundyResult's
// value). Throws std::invalid_argument for a vertex or an edge out of range.
SumComponent sum_component(const std::int32_t* edges, std::size_t m, const std::int32_t* values,
                           std::uint32_t n, std::uint32_t v);

struct SumResult {
    std::int32_t value = 0;           // the sum's value, or kInfiniteValue
    std::vector<std::int32_t> inf_set;  // its set K when infinite, increasing
    Outcome outcome = Outcome::Lose;  // for the player to move
    // A winning move (outcome WIN): in component move_component (0-based), to its
    // follower move_to; -1, -1 otherwise.
    std::int32_t move_component = -1;
    std::int32_t move_to = -1;
    std::string label() const { return grundy_label(value, inf_set.data(), inf_set.data() + inf_set.size()); }
};
// Throws std::invalid_argument when there is no component.
SumResult sum_games(const std::vector<SumComponent>& components);

}  // namespace gg
