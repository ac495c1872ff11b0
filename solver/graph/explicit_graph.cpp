#include "graph/explicit_graph.hpp"

#include "core/slices.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace gg {

// A build in slices: the pass under way and where it is. Each pass is a loop over
// an index range, run a chunk at a time (the chunk's loop as tight as a whole
// pass's, so that a build run in one step is as fast as it ever was).
struct ExplicitGraph::Build {
    enum class Pass { Count, Sum, Place, Shift, Buckets, Level1, Level2, Done };
    Pass pass = Pass::Count;
    std::size_t i = 0;    // the next edge, vertex or bucket of the pass
    std::uint64_t done = 0;
    // the two-level build
    std::uint32_t buckets = 0;
    std::vector<std::uint32_t> bucket_start;
    std::vector<std::uint32_t> cursor;
    std::vector<std::uint16_t, detail::UninitAllocator<std::uint16_t>> low;
    std::vector<std::uint32_t, detail::UninitAllocator<std::uint32_t>> scratch;

    // The end of the next chunk of [i, end): at most budget items, at least one.
    std::size_t chunk(std::size_t end, std::uint64_t& budget) {
        const std::size_t left = end - i;
        const std::size_t k = budget >= left ? left : std::max<std::size_t>(1, static_cast<std::size_t>(budget));
        budget -= std::min<std::uint64_t>(budget, k);
        done += k;
        return i + k;
    }

    // The last pass of both builds: start[v] is where v's predecessors end; shift
    // it back, from the top down (i counts the vertices done: n - i is the next).
    void shift(std::uint32_t* start, std::size_t n, std::uint64_t& budget) {
        const std::size_t to = chunk(n, budget);
        for (std::size_t k = i; k < to; ++k) start[n - k] = start[n - k - 1];
        i = to;
        if (to == n) {
            start[0] = 0;
            pass = Pass::Done;
        }
    }
};

constexpr unsigned kBucketBits = 16;

ExplicitGraph::ExplicitGraph(std::uint32_t n, const std::int32_t* edges, std::size_t m,
                             Outcome no_move, std::vector<Fixed> fixed)
    : ExplicitGraph(Deferred{}, n, m, no_move, std::move(fixed)) {
    run_in_slices([&] { return build_step(edges, kSliceUnits); });
}

ExplicitGraph::ExplicitGraph(Deferred, std::uint32_t n, std::size_t m, Outcome no_move, std::vector<Fixed> fixed)
    : n_(n), m_(m), no_move_(no_move), fixed_(std::move(fixed)), out_degree_(n, 0),
      pred_start_(static_cast<std::size_t>(n) + 1, 0) {
    if (n > 0x7FFFFFFFu) throw std::invalid_argument("too many vertices: at most 2147483647 are supported");
    if (m >= 0xFFFFFFFFu) throw std::invalid_argument("too many edges: at most 4294967294 are supported");
    if (!fixed_.empty() && fixed_.size() != n)
        throw std::invalid_argument("fixed outcomes: expected " + std::to_string(n) +
                                    " entries, got " + std::to_string(fixed_.size()));
    pred_.resize(m);
    build_ = std::make_shared<Build>();
}

bool ExplicitGraph::build_step(const std::int32_t* edges, std::uint64_t budget) {
    if (!build_) return true;
    if (n_ >= kPartitionFrom) step_partitioned(*build_, edges, budget);
    else step_direct(*build_, edges, budget);
    if (build_->pass != Build::Pass::Done) return false;
    build_.reset();
    return true;
}

std::uint64_t ExplicitGraph::build_work() const {
    // the passes' lengths: two over the edges and two over the vertices (one over
    // the buckets, one over the vertices in the two-level build)
    return 2 * std::uint64_t{m_} + 2 * std::uint64_t{n_};
}

std::uint64_t ExplicitGraph::build_done() const { return build_ ? std::min(build_->done, build_work()) : build_work(); }

void ExplicitGraph::throw_bad_edge(const std::int32_t* edges, std::size_t i) const {
    throw std::invalid_argument("edge " + std::to_string(i) + " (" + std::to_string(edges[2 * i]) + ", " +
                                std::to_string(edges[2 * i + 1]) + "): vertex out of range 0.." +
                                std::to_string(static_cast<long long>(n_) - 1));
}

// Counting sort of the edges by target, straight: two passes with two random
// accesses per edge. Right while the arrays fit in the caches.
void ExplicitGraph::step_direct(Build& b, const std::int32_t* edges, std::uint64_t& budget) {
    const std::uint32_t n = n_;
    const std::size_t m = m_;
    std::uint32_t* const start = pred_start_.data();
    std::uint32_t* const outdeg = out_degree_.data();
    std::uint32_t* const pred = pred_.data();
    // Both passes touch two random places per edge; the edges come in order, so
    // tell the cache kAhead edges in advance.
    constexpr std::size_t kAhead = 16;
    while (budget > 0 && b.pass != Build::Pass::Done) {
        switch (b.pass) {
            case Build::Pass::Count: {
                const std::size_t to = b.chunk(m, budget);
                for (std::size_t i = b.i; i < to; ++i) {
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
                b.i = to;
                if (to == m) b.pass = Build::Pass::Sum, b.i = 0;
                break;
            }
            case Build::Pass::Sum: {
                const std::size_t to = b.chunk(n, budget);
                for (std::size_t v = b.i; v < to; ++v) start[v + 1] += start[v];
                b.i = to;
                if (to == n) b.pass = Build::Pass::Place, b.i = 0;
                break;
            }
            case Build::Pass::Place: {
                // start[v] is where v's predecessors begin; use it as a cursor, then shift back.
                const std::size_t to = b.chunk(m, budget);
                for (std::size_t i = b.i; i < to; ++i) {
                    if (i + 2 * kAhead < m) prefetch(start + edges[2 * (i + 2 * kAhead) + 1]);
                    if (i + kAhead < m) prefetch(pred + start[edges[2 * (i + kAhead) + 1]]);
                    pred[start[edges[2 * i + 1]]++] = static_cast<std::uint32_t>(edges[2 * i]);
                }
                b.i = to;
                if (to == m) b.pass = Build::Pass::Shift, b.i = 0;
                break;
            }
            case Build::Pass::Shift: b.shift(start, n, budget); break;
            default: return;
        }
    }
}

// The same counting sort in two levels, for graphs whose arrays outgrow the
// caches: first the edges go to buckets of 2^kBucketBits consecutive targets (a
// few hundred sequential write streams, each bucket landing in its final range of
// pred_, with the target's low 16 bits kept aside), then each bucket is sorted
// within its range, where counters and lists fit in the L2 cache. Stable like the
// direct build, so the lists come out identical (in input order).
void ExplicitGraph::step_partitioned(Build& b, const std::int32_t* edges, std::uint64_t& budget) {
    const std::uint32_t n = n_;
    const std::size_t m = m_;
    std::uint32_t* const outdeg = out_degree_.data();
    std::uint32_t* const pred = pred_.data();
    std::uint32_t* const start = pred_start_.data();
    constexpr std::size_t kAhead = 16;
    if (b.bucket_start.empty()) {
        b.buckets = static_cast<std::uint32_t>((static_cast<std::uint64_t>(n) + 0xFFFF) >> kBucketBits);
        b.bucket_start.assign(static_cast<std::size_t>(b.buckets) + 1, 0);
    }
    std::uint32_t* const bstart = b.bucket_start.data();
    while (budget > 0 && b.pass != Build::Pass::Done) {
        switch (b.pass) {
            case Build::Pass::Count: {
                const std::size_t to = b.chunk(m, budget);
                for (std::size_t i = b.i; i < to; ++i) {
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
                b.i = to;
                if (to == m) b.pass = Build::Pass::Buckets, b.i = 0;
                break;
            }
            case Build::Pass::Buckets: {
                std::size_t largest = 0;
                for (std::uint32_t k = 0; k < b.buckets; ++k) {
                    largest = std::max<std::size_t>(largest, bstart[k + 1]);
                    bstart[k + 1] += bstart[k];
                }
                budget -= std::min<std::uint64_t>(budget, b.buckets);
                b.low.resize(m);
                b.cursor.assign(b.bucket_start.begin(), b.bucket_start.end() - 1);
                b.scratch.resize(largest);
                b.pass = Build::Pass::Level1;
                break;
            }
            case Build::Pass::Level1: {
                // to the buckets
                const std::size_t to = b.chunk(m, budget);
                std::uint32_t* const cur = b.cursor.data();
                std::uint16_t* const lo = b.low.data();
                for (std::size_t i = b.i; i < to; ++i) {
                    const std::uint32_t v = static_cast<std::uint32_t>(edges[2 * i + 1]);
                    const std::uint32_t k = cur[v >> kBucketBits]++;
                    pred[k] = static_cast<std::uint32_t>(edges[2 * i]);
                    lo[k] = static_cast<std::uint16_t>(v);
                }
                b.i = to;
                if (to == m) {
                    std::vector<std::uint32_t>().swap(b.cursor);
                    b.pass = Build::Pass::Level2, b.i = 0;
                }
                break;
            }
            case Build::Pass::Level2: {
                // within each bucket, a counting sort by the low bits; a bucket at a time
                while (b.i < b.buckets && budget > 0) {
                    const std::uint32_t k = static_cast<std::uint32_t>(b.i);
                    const std::uint32_t base = k << kBucketBits;
                    const std::uint32_t top = static_cast<std::uint32_t>(
                        std::min<std::uint64_t>(static_cast<std::uint64_t>(base) + (1u << kBucketBits), n));
                    const std::uint32_t from = bstart[k], to = bstart[k + 1];
                    std::uint32_t* const st = start + base;  // zero so far
                    const std::uint16_t* const lo = b.low.data() + from;
                    for (std::uint32_t j = 0; j < to - from; ++j) ++st[lo[j]];
                    std::uint32_t at = from;
                    for (std::uint32_t v = 0; v < top - base; ++v) {
                        const std::uint32_t c = st[v];
                        st[v] = at;
                        at += c;
                    }
                    std::copy(pred + from, pred + to, b.scratch.data());
                    const std::uint32_t* const sc = b.scratch.data();
                    for (std::uint32_t j = 0; j < to - from; ++j) pred[st[lo[j]]++] = sc[j];
                    const std::uint64_t work = std::uint64_t{to - from} + (top - base);
                    budget -= std::min(budget, work);
                    b.done += work;
                    ++b.i;
                }
                if (b.i == b.buckets) {
                    decltype(b.low)().swap(b.low);
                    decltype(b.scratch)().swap(b.scratch);
                    b.pass = Build::Pass::Shift, b.i = 0;
                }
                break;
            }
            case Build::Pass::Shift: b.shift(start, n, budget); break;
            default: return;
        }
    }
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
