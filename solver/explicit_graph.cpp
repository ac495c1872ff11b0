#include "explicit_graph.hpp"

#include <stdexcept>
#include <string>

namespace gg {

ExplicitGraph::ExplicitGraph(std::uint32_t n, const std::int32_t* edges, std::size_t m,
                             Outcome no_move, std::vector<Fixed> fixed)
    : n_(n), m_(m), no_move_(no_move), fixed_(std::move(fixed)), out_degree_(n, 0),
      pred_start_(static_cast<std::size_t>(n) + 1, 0) {
    if (n > 0x7FFFFFFFu) throw std::invalid_argument("too many vertices: at most 2147483647 are supported");
    if (m >= 0xFFFFFFFFu) throw std::invalid_argument("too many edges: at most 4294967294 are supported");
    if (!fixed_.empty() && fixed_.size() != n)
        throw std::invalid_argument("fixed outcomes: expected " + std::to_string(n) +
                                    " entries, got " + std::to_string(fixed_.size()));
    std::uint32_t* const start = pred_start_.data();
    std::uint32_t* const outdeg = out_degree_.data();
    // Both passes below touch two random places per edge; the edges come in order,
    // so tell the cache kAhead edges in advance (out-of-order execution alone
    // keeps too few misses in flight on large graphs).
    constexpr std::size_t kAhead = 16;
    for (std::size_t i = 0; i < m; ++i) {
        if (i + kAhead < m) {
            const std::uint32_t pu = static_cast<std::uint32_t>(edges[2 * (i + kAhead)]);
            const std::uint32_t pv = static_cast<std::uint32_t>(edges[2 * (i + kAhead) + 1]);
            if (pu < n) prefetch(outdeg + pu);
            if (pv < n) prefetch(start + pv + 1);
        }
        const std::uint32_t u = static_cast<std::uint32_t>(edges[2 * i]);
        const std::uint32_t v = static_cast<std::uint32_t>(edges[2 * i + 1]);
        if (u >= n || v >= n)
            throw std::invalid_argument(
                "edge " + std::to_string(i) + " (" + std::to_string(edges[2 * i]) + ", " +
                std::to_string(edges[2 * i + 1]) + "): vertex out of range 0.." +
                std::to_string(static_cast<long long>(n) - 1));
        ++outdeg[u];
        ++start[v + 1];
    }
    for (std::uint32_t v = 0; v < n; ++v) start[v + 1] += start[v];
    pred_.resize(m);
    // start[v] is where v's predecessors begin; use it as a cursor, then shift back.
    std::uint32_t* const pred = pred_.data();
    for (std::size_t i = 0; i < m; ++i) {
        if (i + 2 * kAhead < m) prefetch(start + edges[2 * (i + 2 * kAhead) + 1]);
        if (i + kAhead < m) prefetch(pred + start[edges[2 * (i + kAhead) + 1]]);
        pred[start[edges[2 * i + 1]]++] = static_cast<std::uint32_t>(edges[2 * i]);
    }
    for (std::uint32_t v = n; v > 0; --v) start[v] = start[v - 1];
    start[0] = 0;
}

ExplicitGraph::Successors ExplicitGraph::successors(std::uint32_t s) const {
    if (succ_start_.empty()) {
        succ_start_.assign(static_cast<std::size_t>(n_) + 1, 0);
        for (std::uint32_t v = 0; v < n_; ++v) succ_start_[v + 1] = succ_start_[v] + out_degree_[v];
        succ_.resize(m_);
        std::vector<std::size_t> cursor(succ_start_.begin(), succ_start_.end() - 1);
        // Walking targets in order and their predecessors in input order keeps each
        // successor list sorted by target; input order of parallel edges is irrelevant.
        for (std::uint32_t v = 0; v < n_; ++v)
            for (std::size_t k = pred_start_[v]; k < pred_start_[v + 1]; ++k)
                succ_[cursor[pred_[k]]++] = v;
    }
    return {succ_.data() + succ_start_[s], succ_.data() + succ_start_[s + 1]};
}

}  // namespace gg
