#include "explicit_graph.hpp"

#include <algorithm>
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
    pred_.resize(m);
    if (n >= kPartitionFrom) build_partitioned(edges);
    else build_direct(edges);
}

void ExplicitGraph::throw_bad_edge(const std::int32_t* edges, std::size_t i) const {
    throw std::invalid_argument("edge " + std::to_string(i) + " (" + std::to_string(edges[2 * i]) + ", " +
                                std::to_string(edges[2 * i + 1]) + "): vertex out of range 0.." +
                                std::to_string(static_cast<long long>(n_) - 1));
}

// Counting sort of the edges by target, straight: two passes with two random
// accesses per edge. Right while the arrays fit in the caches.
void ExplicitGraph::build_direct(const std::int32_t* edges) {
    const std::uint32_t n = n_;
    const std::size_t m = m_;
    std::uint32_t* const start = pred_start_.data();
    std::uint32_t* const outdeg = out_degree_.data();
    // Both passes touch two random places per edge; the edges come in order, so
    // tell the cache kAhead edges in advance.
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
        if (u >= n || v >= n) throw_bad_edge(edges, i);
        ++outdeg[u];
        ++start[v + 1];
    }
    for (std::uint32_t v = 0; v < n; ++v) start[v + 1] += start[v];
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

// The same counting sort in two levels, for graphs whose arrays outgrow the
// caches: first the edges go to buckets of 2^kBucketBits consecutive targets (a
// few hundred sequential write streams, each bucket landing in its final range of
// pred_, with the target's low 16 bits kept aside), then each bucket is sorted
// within its range, where counters and lists fit in the L2 cache. Stable like the
// direct build, so the lists come out identical (in input order).
void ExplicitGraph::build_partitioned(const std::int32_t* edges) {
    constexpr unsigned kBucketBits = 16;
    const std::uint32_t n = n_;
    const std::size_t m = m_;
    const std::uint32_t buckets = static_cast<std::uint32_t>((static_cast<std::uint64_t>(n) + 0xFFFF) >> kBucketBits);
    std::vector<std::uint32_t> bucket_start(static_cast<std::size_t>(buckets) + 1, 0);
    std::uint32_t* const outdeg = out_degree_.data();
    std::uint32_t* const bstart = bucket_start.data();
    constexpr std::size_t kAhead = 16;
    for (std::size_t i = 0; i < m; ++i) {
        if (i + kAhead < m) {
            const std::uint32_t pu = static_cast<std::uint32_t>(edges[2 * (i + kAhead)]);
            if (pu < n) prefetch(outdeg + pu);
        }
        const std::uint32_t u = static_cast<std::uint32_t>(edges[2 * i]);
        const std::uint32_t v = static_cast<std::uint32_t>(edges[2 * i + 1]);
        if (u >= n || v >= n) throw_bad_edge(edges, i);
        ++outdeg[u];
        ++bstart[(v >> kBucketBits) + 1];
    }
    std::size_t largest = 0;
    for (std::uint32_t b = 0; b < buckets; ++b) {
        largest = std::max<std::size_t>(largest, bstart[b + 1]);
        bstart[b + 1] += bstart[b];
    }
    // Level 1: to the buckets.
    std::uint32_t* const pred = pred_.data();
    std::vector<std::uint16_t, detail::UninitAllocator<std::uint16_t>> low(m);
    {
        std::vector<std::uint32_t> cursor(bucket_start.begin(), bucket_start.end() - 1);
        std::uint32_t* const cur = cursor.data();
        std::uint16_t* const lo = low.data();
        for (std::size_t i = 0; i < m; ++i) {
            const std::uint32_t v = static_cast<std::uint32_t>(edges[2 * i + 1]);
            const std::uint32_t k = cur[v >> kBucketBits]++;
            pred[k] = static_cast<std::uint32_t>(edges[2 * i]);
            lo[k] = static_cast<std::uint16_t>(v);
        }
    }
    // Level 2: within each bucket, a counting sort by the low bits.
    std::vector<std::uint32_t, detail::UninitAllocator<std::uint32_t>> scratch(largest);
    std::uint32_t* const start = pred_start_.data();
    for (std::uint32_t b = 0; b < buckets; ++b) {
        const std::uint32_t base = b << kBucketBits;
        const std::uint32_t top = static_cast<std::uint32_t>(
            std::min<std::uint64_t>(static_cast<std::uint64_t>(base) + (1u << kBucketBits), n));
        const std::uint32_t from = bstart[b], to = bstart[b + 1];
        std::uint32_t* const st = start + base;  // zero so far
        const std::uint16_t* const lo = low.data() + from;
        for (std::uint32_t k = 0; k < to - from; ++k) ++st[lo[k]];
        std::uint32_t at = from;
        for (std::uint32_t v = 0; v < top - base; ++v) {
            const std::uint32_t c = st[v];
            st[v] = at;
            at += c;
        }
        std::copy(pred + from, pred + to, scratch.data());
        const std::uint32_t* const sc = scratch.data();
        for (std::uint32_t k = 0; k < to - from; ++k) pred[st[lo[k]]++] = sc[k];
    }
    // start[v] is now where v's predecessors end: shift back.
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
