#include "core/grundy.hpp"

#include <algorithm>
#include <charconv>

namespace gg {

std::string grundy_label(std::int32_t value, const std::int32_t* k_begin, const std::int32_t* k_end) {
    char buf[16];
    if (value >= 0) {
        const auto r = std::to_chars(buf, buf + sizeof buf, value);
        return std::string(buf, r.ptr);
    }
    std::string s = "inf(";
    for (const std::int32_t* k = k_begin; k != k_end; ++k) {
        if (k != k_begin) s += ',';
        const auto r = std::to_chars(buf, buf + sizeof buf, *k);
        s.append(buf, r.ptr);
    }
    s += ')';
    return s;
}

GrundyResult grundy_graph_edges(std::uint32_t n, const std::int32_t* edges, std::size_t m, GrundyLog* log) {
    return grundy(ExplicitGraph(n, edges, m), log);
}

GrundyGraph grundy_graph_text(std::string_view text, Format format, GrundyLog* log) {
    GrundyGraph r;
    r.graph = parse_graph_text(text, format);
    if (r.graph.first_fixed_line != 0)
        throw ParseError(r.graph.first_fixed_line, r.graph.first_fixed_column,
                         "a fixed outcome ('u = win|lose|draw'): Sprague-Grundy values are defined for "
                         "normal play only, where a player who cannot move loses and nothing else decides");
    r.result = grundy_graph_edges(r.graph.n, r.graph.edges.data(), r.graph.num_edges(), log);
    return r;
}

SumComponent sum_component(const std::int32_t* edges, std::size_t m, const std::int32_t* values,
                           std::uint32_t n, std::uint32_t v) {
    if (v >= n)
        throw std::invalid_argument("sum: vertex " + std::to_string(v) + " is out of range 0.." +
                                    std::to_string(static_cast<long long>(n) - 1));
    SumComponent c;
    c.value = values[v];
    for (std::size_t i = 0; i < m; ++i) {
        if (edges[2 * i] != static_cast<std::int32_t>(v)) continue;
        const std::int32_t t = edges[2 * i + 1];
        if (t < 0 || static_cast<std::uint32_t>(t) >= n)
            throw std::invalid_argument("sum: edge " + std::to_string(i) + " leads out of the graph");
        c.followers.push_back(static_cast<std::uint32_t>(t));
        c.follower_values.push_back(values[t]);
    }
    return c;
}

SumResult sum_games(const std::vector<SumComponent>& components) {
    if (components.empty()) throw std::invalid_argument("sum: no component");
    SumResult r;
    std::int32_t x = 0;  // the XOR of the finite values
    std::size_t infinite = 0, inf_at = 0;
    for (std::size_t i = 0; i < components.size(); ++i) {
        const SumComponent& c = components[i];
        if (c.followers.size() != c.follower_values.size())
            throw std::invalid_argument("sum: component " + std::to_string(i + 1) +
                                        ": one value per follower expected");
        if (c.value < 0) {
            ++infinite;
            inf_at = i;
        } else {
            x ^= c.value;
        }
    }
    auto set_move = [&](std::size_t i, std::int32_t want) {
        const SumComponent& c = components[i];
        for (std::size_t k = 0; k < c.followers.size(); ++k)
            if (c.follower_values[k] == want) {
                r.move_component = static_cast<std::int32_t>(i);
                r.move_to = static_cast<std::int32_t>(c.followers[k]);
                return;
            }
        throw std::logic_error("sum: component " + std::to_string(i + 1) + " has no follower of value " +
                               std::to_string(want) + ", which its value promises");
    };
    if (infinite == 0) {
        r.value = x;
        r.outcome = x == 0 ? Outcome::Lose : Outcome::Win;
        if (x != 0) {
            // Nim: a component whose value drops when XORed with x; the mex promises a
            // follower of that smaller value.
            for (std::size_t i = 0; i < components.size(); ++i)
                if ((components[i].value ^ x) < components[i].value) {
                    set_move(i, components[i].value ^ x);
                    break;
                }
        }
        return r;
    }
    r.value = kInfiniteValue;
    if (infinite >= 2) {
        r.outcome = Outcome::Draw;  // inf(): neither side can force an end
        return r;
    }
    // One infinite component inf(K): the sum is inf(K xor x), a win when x is in K:
    // the move to that follower leaves finite values whose XOR is 0.
    const SumComponent& c = components[inf_at];
    for (const std::int32_t v : c.follower_values)
        if (v >= 0) r.inf_set.push_back(v ^ x);
    std::sort(r.inf_set.begin(), r.inf_set.end());
    r.inf_set.erase(std::unique(r.inf_set.begin(), r.inf_set.end()), r.inf_set.end());
    r.outcome = grundy_outcome(r.value, r.inf_set.data(), r.inf_set.data() + r.inf_set.size());
    if (r.outcome == Outcome::Win) set_move(inf_at, x);
    return r;
}

}  // namespace gg
