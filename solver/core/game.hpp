// The one view of a game that the engines have: a finite directed graph of states.
//
// A Game is any type with these const members (states are 0 .. num_states() - 1;
// a move goes from the state before it to the state after it, where the other
// player is to move):
//
//   std::uint32_t num_states() const;
//   std::uint32_t out_degree(std::uint32_t s) const;
//       the moves from s, parallel moves counted (engines read it only for states
//       whose outcome is not fixed)
//   template <class F> void for_each_successor(std::uint32_t s, F&& f) const;
//       f(t) once per move s -> t, out_degree(s) calls in all for an unfixed s (a
//       state with a fixed outcome may list no move). f may return bool: true stops
//       the walk (call it through gg::visit, which accepts both kinds of f)
//   template <class F> void for_each_predecessor(std::uint32_t s, F&& f) const;
//       f(p) once per move p -> s, so p repeats for parallel moves; the moves of
//       states with a fixed outcome may be left out
//   Fixed fixed(std::uint32_t s) const;
//       an outcome the game gives s whatever its moves (an ending), or Fixed::None
//   Outcome no_move_outcome() const;
//       the no-move convention: the outcome of an unfixed state with no move
//       (Outcome::Lose is normal play: a player who cannot move loses)
//
// An implicit game computes all of these on the fly. Optional speed-ups, used when
// present: predecessor_range(s) (the predecessors as a contiguous range, for the
// batched queue loop), prefetch_offsets(s) and prefetch_predecessors(s) (hints a
// few states ahead of the engine's queue). A game that only knows its successors
// gets its predecessors from ExplicitGraph::of(game) (explicit_graph.hpp), which
// stores its whole graph.
//
// The games: ExplicitGraph (explicit_graph.hpp), PursuitGame (pursuit.hpp), the
// race game's full-state RaceFullGame (race_full.hpp). The engines: retrograde_with
// (win / lose / draw, retrograde.hpp) and grundy (Sprague-Grundy values,
// grundy.hpp), each of which checks its game with static_assert(is_game_v<G>).
#pragma once
#include <cstdint>
#include <type_traits>
#include <utility>

#include "core/outcome.hpp"

namespace gg {

// f(t) for one successor t in a for_each_successor walk; true when f asks to stop
// (f returns true), always false for an f returning void.
template <class F>
bool visit(F& f, std::uint32_t t) {
    if constexpr (std::is_void<decltype(f(t))>::value) {
        f(t);
        return false;
    } else {
        return static_cast<bool>(f(t));
    }
}

namespace detail {
using StateVisitor = bool (*)(std::uint32_t);
// num_states, for_each_successor, fixed, no_move_outcome.
template <class G, class = void>
struct ListsSuccessors : std::false_type {};
template <class G>
struct ListsSuccessors<G, std::void_t<
    std::enable_if_t<std::is_convertible<decltype(std::declval<const G&>().num_states()), std::uint32_t>::value>,
    decltype(std::declval<const G&>().for_each_successor(0u, std::declval<StateVisitor>())),
    std::enable_if_t<std::is_same<decltype(std::declval<const G&>().fixed(0u)), Fixed>::value>,
    std::enable_if_t<std::is_same<decltype(std::declval<const G&>().no_move_outcome()), Outcome>::value>>>
    : std::true_type {};
// out_degree, for_each_predecessor.
template <class G, class = void>
struct ListsPredecessors : std::false_type {};
template <class G>
struct ListsPredecessors<G, std::void_t<
    std::enable_if_t<std::is_convertible<decltype(std::declval<const G&>().out_degree(0u)), std::uint32_t>::value>,
    decltype(std::declval<const G&>().for_each_predecessor(0u, std::declval<StateVisitor>()))>>
    : std::true_type {};

// The optional members.
// Whether a game offers its predecessors as contiguous ranges, like ExplicitGraph.
template <class G, class = void>
struct HasPredecessorRange : std::false_type {};
template <class G>
struct HasPredecessorRange<G, std::void_t<decltype(std::declval<const G&>().predecessor_range(0u))>>
    : std::true_type {};
// Whether a game offers the prefetch hints of ExplicitGraph.
template <class G, class = void>
struct HasPrefetch : std::false_type {};
template <class G>
struct HasPrefetch<G, std::void_t<decltype(std::declval<const G&>().prefetch_offsets(0u)),
                                  decltype(std::declval<const G&>().prefetch_predecessors(0u))>>
    : std::true_type {};
}  // namespace detail

// Whether G has what ExplicitGraph::of needs: num_states, for_each_successor,
// fixed, no_move_outcome.
template <class G>
constexpr bool lists_successors_v = detail::ListsSuccessors<G>::value;

// Whether G has every member of a Game listed above (with the right types).
template <class G>
constexpr bool is_game_v = detail::ListsSuccessors<G>::value && detail::ListsPredecessors<G>::value;

}  // namespace gg
