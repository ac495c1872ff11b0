// Values of a partizan graph's positions, and sums of components with a winning move for each starter.
#include "partizan/partizan_values.hpp"

#include <stdexcept>
#include <string>

namespace gg {

// ---- graphs

namespace {

// The iterative depth-first walk of partizan_values: each position's options
// (Left's, then Right's) before it; a move back to a position still on the walk's
// path closes a cycle through it.
void value_from(const PartizanGraph& g, GameStore& store, std::uint32_t root, std::vector<std::uint8_t>& state,
                std::vector<GameId>& values) {
    if (state[root] != 0) return;
    struct Frame {
        std::uint32_t p;
        std::uint32_t next;
    };
    std::vector<Frame> stack{Frame{root, 0}};
    state[root] = 1;
    std::vector<GameId> L, R;
    while (!stack.empty()) {
        Frame& f = stack.back();
        const std::uint32_t p = f.p;
        const std::uint32_t nl = g.option_count(Side::Left, p), nr = g.option_count(Side::Right, p);
        if (f.next < nl + nr) {
            const std::uint32_t q = f.next < nl ? g.options(Side::Left, p).first[f.next]
                                                : g.options(Side::Right, p).first[f.next - nl];
            ++f.next;
            if (state[q] == 1)
                throw NotShortGame("position " + std::to_string(q) +
                                       " is on a cycle: values are defined for short games only (finite, "
                                       "without cycles)",
                                   q);
            if (state[q] == 0) {
                state[q] = 1;
                stack.push_back(Frame{q, 0});
            }
            continue;
        }
        L.clear();
        R.clear();
        g.for_each_option(Side::Left, p, [&](std::uint32_t q) { L.push_back(values[q]); });
        g.for_each_option(Side::Right, p, [&](std::uint32_t q) { R.push_back(values[q]); });
        values[p] = store.canonical(L, R);
        state[p] = 2;
        stack.pop_back();
    }
}

}  // namespace

std::vector<GameId> partizan_values(const PartizanGraph& g, GameStore& store) {
    const std::uint32_t n = g.num_positions();
    std::vector<std::uint8_t> state(n, 0);  // 0 not seen, 1 on the walk's path, 2 valued
    std::vector<GameId> values(n, kNoGame);
    for (std::uint32_t p = 0; p < n; ++p) value_from(g, store, p, state, values);
    return values;
}

std::vector<GameId> partizan_values_from(const PartizanGraph& g, GameStore& store, std::uint32_t root) {
    const std::uint32_t n = g.num_positions();
    if (root >= n) throw std::invalid_argument("partizan_values_from: no position " + std::to_string(root));
    std::vector<std::uint8_t> state(n, 0);
    std::vector<GameId> values(n, kNoGame);
    value_from(g, store, root, state, values);
    return values;
}

// ---- sums

PartizanSumPart partizan_sum_part(const PartizanGraph& g, const std::vector<GameId>& values, std::uint32_t p) {
    if (p >= g.num_positions() || values.size() != g.num_positions())
        throw std::invalid_argument("partizan_sum_part: no position " + std::to_string(p));
    PartizanSumPart part;
    if (values[p] == kNoGame)
        throw std::invalid_argument("partizan_sum_part: position " + std::to_string(p) + " has no value");
    part.value = values[p];
    for (const Side s : {Side::Left, Side::Right})
        g.for_each_option(s, p, [&](std::uint32_t q) {
            part.options[static_cast<int>(s)].emplace_back(q, values[q]);
        });
    return part;
}

PartizanSumResult partizan_sum(GameStore& store, const std::vector<PartizanSumPart>& parts) {
    if (parts.empty()) throw std::invalid_argument("partizan_sum: no component");
    const std::size_t k = parts.size();
    std::vector<GameId> prefix(k + 1, GameStore::kZero), suffix(k + 1, GameStore::kZero);
    for (std::size_t i = 0; i < k; ++i) prefix[i + 1] = store.sum(prefix[i], parts[i].value);
    for (std::size_t i = k; i-- > 0;) suffix[i] = store.sum(suffix[i + 1], parts[i].value);
    PartizanSumResult r;
    r.value = prefix[k];
    r.outcome = store.outcome_class(r.value);
    for (const Side s : {Side::Left, Side::Right}) {
        if (!store.first_player_wins(r.value, s)) continue;
        // Left wins moving first by a move to some G^L >= 0: in component i, to an
        // option of value v with v + rest >= 0, i.e. v >= -rest (Right: v <= -rest).
        const int side = static_cast<int>(s);
        for (std::size_t i = 0; i < k && r.component[side] < 0; ++i) {
            const GameId minus_rest = store.negate(store.sum(prefix[i], suffix[i + 1]));
            for (const auto& o : parts[i].options[side]) {
                if (s == Side::Left ? store.le(minus_rest, o.second) : store.le(o.second, minus_rest)) {
                    r.component[side] = static_cast<std::int32_t>(i);
                    r.to[side] = o.first;
                    break;
                }
            }
        }
        if (r.component[side] < 0) throw std::logic_error("partizan_sum: a winning first move was not found");
    }
    return r;
}

}  // namespace gg
