// An explicit game graph in compressed sparse row form: the out-degree of every
// vertex and the reverse adjacency (predecessors), which is all the retrograde
// engine needs; the forward adjacency is built on request. A Game (game.hpp).
#pragma once
#include <cstdint>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/game.hpp"
#include "core/outcome.hpp"
#include "core/prefetch.hpp"

namespace gg {

namespace detail {
// std::allocator whose resize() leaves ints uninitialised, for arrays that are
// filled right after (zeroing 48 MB only to overwrite it costs a pass).
template <class T>
struct UninitAllocator : std::allocator<T> {
    template <class U>
    struct rebind { using other = UninitAllocator<U>; };
    UninitAllocator() = default;
    template <class U>
    UninitAllocator(const UninitAllocator<U>&) noexcept {}
    template <class U>
    void construct(U* p) noexcept(std::is_nothrow_default_constructible<U>::value) {
        ::new (static_cast<void*>(p)) U;
    }
    template <class U, class... A>
    void construct(U* p, A&&... a) {
        ::new (static_cast<void*>(p)) U(std::forward<A>(a)...);
    }
};
}  // namespace detail

class ExplicitGraph {
public:
    // edges holds m pairs (u, v) flattened: a move from u to v, 0-based.
    // fixed is empty or holds one Fixed per vertex.
    // Throws std::invalid_argument naming the first edge with a vertex out of range.
    ExplicitGraph(std::uint32_t n, const std::int32_t* edges, std::size_t m,
                  Outcome no_move = Outcome::Lose, std::vector<Fixed> fixed = {});

    // The same graph built in slices (the constructor above is this run to its
    // end): this one checks the sizes and allocates, then each build_step(edges,
    // budget) does about `budget` units of the build (an edge or a vertex looked
    // at in one of its passes; a bucket of the two-level build at least), edges
    // being the same array every time, and returns true once the graph is
    // complete. Nothing else may be asked of the graph before. Throws what the
    // constructor above throws, from the step that meets it.
    struct Deferred {};
    ExplicitGraph(Deferred, std::uint32_t n, std::size_t m, Outcome no_move = Outcome::Lose,
                  std::vector<Fixed> fixed = {});
    bool build_step(const std::int32_t* edges, std::uint64_t budget);
    // Units of build work in all, and done so far (for progress).
    std::uint64_t build_work() const;
    std::uint64_t build_done() const;

    std::uint32_t num_states() const { return n_; }
    std::size_t num_edges() const { return m_; }
    std::uint32_t out_degree(std::uint32_t s) const { return out_degree_[s]; }
    Fixed fixed(std::uint32_t s) const { return fixed_.empty() ? Fixed::None : fixed_[s]; }
    Outcome no_move_outcome() const { return no_move_; }

    // Optional hints that the engine gives, when a game has them, a few states
    // ahead of its queue: start loading the offsets of s, then its predecessors.
    void prefetch_offsets(std::uint32_t s) const { prefetch(pred_start_.data() + s); }
    void prefetch_predecessors(std::uint32_t s) const { prefetch(pred_.data() + pred_start_[s]); }

    // The predecessors of s (the same as for_each_predecessor), as a range.
    std::pair<const std::uint32_t*, const std::uint32_t*> predecessor_range(std::uint32_t s) const {
        return {pred_.data() + pred_start_[s], pred_.data() + pred_start_[s + 1]};
    }

    template <class F>
    void for_each_predecessor(std::uint32_t s, F&& f) const {
        const std::uint32_t* p = pred_.data() + pred_start_[s];
        const std::uint32_t* const e = pred_.data() + pred_start_[s + 1];
        for (; p != e; ++p) f(*p);
    }

    // Forward adjacency, built by the first call (O(n + m)).
    struct Successors { const std::uint32_t* begin_; const std::uint32_t* end_;
        const std::uint32_t* begin() const { return begin_; }
        const std::uint32_t* end() const { return end_; } };
    Successors successors(std::uint32_t s) const;
    // The Game interface's walk over the same lists (builds them on first use).
    template <class F>
    void for_each_successor(std::uint32_t s, F&& f) const {
        for (const std::uint32_t t : successors(s))
            if (visit(f, t)) return;
    }

    // The whole graph of a Game that lists its successors (its predecessors need
    // not be known): every move of every unfixed state, the fixed outcomes and the
    // no-move convention. O(states + moves) time and memory.
    template <class Game>
    static ExplicitGraph of(const Game& game);

private:
    // From this many vertices on, the CSR is built in two cache-sized levels.
    static constexpr std::uint32_t kPartitionFrom = 1u << 18;
    [[noreturn]] void throw_bad_edge(const std::int32_t* edges, std::size_t i) const;
    struct Build;  // where a build in slices is
    void step_direct(Build& b, const std::int32_t* edges, std::uint64_t& budget);
    void step_partitioned(Build& b, const std::int32_t* edges, std::uint64_t& budget);

    std::uint32_t n_;
    std::size_t m_;
    Outcome no_move_;
    std::vector<Fixed> fixed_;
    std::vector<std::uint32_t> out_degree_;
    std::vector<std::uint32_t> pred_start_;  // n + 1 offsets into pred_
    std::vector<std::uint32_t, detail::UninitAllocator<std::uint32_t>> pred_;
    mutable std::vector<std::size_t> succ_start_;
    mutable std::vector<std::uint32_t> succ_;
    std::shared_ptr<Build> build_;  // while a build is under way (shared: copyable, with Build incomplete here)
};

template <class Game>
ExplicitGraph ExplicitGraph::of(const Game& game) {
    static_assert(lists_successors_v<Game>, "ExplicitGraph::of needs a game that lists its successors (game.hpp)");
    const std::uint32_t n = game.num_states();
    std::vector<std::int32_t> edges;
    std::vector<Fixed> fixed(n, Fixed::None);
    bool any_fixed = false;
    for (std::uint32_t s = 0; s < n; ++s) {
        fixed[s] = game.fixed(s);
        if (fixed[s] != Fixed::None) {
            any_fixed = true;
            continue;
        }
        game.for_each_successor(s, [&](std::uint32_t t) {
            edges.push_back(static_cast<std::int32_t>(s));
            edges.push_back(static_cast<std::int32_t>(t));
        });
    }
    if (!any_fixed) fixed.clear();
    return ExplicitGraph(n, edges.data(), edges.size() / 2, game.no_move_outcome(), std::move(fixed));
}

}  // namespace gg
