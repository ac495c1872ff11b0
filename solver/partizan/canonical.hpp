// Values of short partizan games (finite, without cycles): Conway's canonical
// forms, held in a store where every distinct game is kept once.
//
// A game is {L | R}, L and R the sets of its Left and Right options (games
// themselves). G <= H when no G^L has H <= G^L and no H^R has H^R <= G; G = H
// when both hold. Every game equals exactly one canonical form: no dominated
// option (a Left option below another, a Right option above another) and no
// reversible one (a Left option A with some A^R <= G is replaced by A^R's Left
// options; a Right option B with some B^L >= G by B^L's Right options).
//
// GameStore keeps canonical forms only, each once (hash-consing: a game is its
// sorted, duplicate-free lists of Left and Right option ids, found again through
// an open-addressing table), so two games are equal exactly when their ids are.
// Id 0 is 0 = { | }. An option always has a smaller id than its game. Comparisons
// (<=) are memoised by pair of ids, sums by pair, negations by id. Nothing
// recurses on the call stack: comparisons, sums, negations, numbers and printing
// run on explicit stacks, so a deep game (a long chain, an integer n has birthday
// n) costs heap, not stack (WebAssembly has 5 MB of stack).
//
// Also kept per game: its birthday, whether it is >= 0 and <= 0 (so its outcome
// class in O(1)), whether it is a number and which (a dyadic rational, while its
// numerator and exponent fit in 62 bits), and its Left and Right stops.
//
// The notation of str(): integers and dyadic fractions (3/4, -5/8); nimbers *,
// *2, *3 ...; ups and downs ^, ^^, ^3 ..., v, vv, v3 ..., with a number before
// them and a nimber after them (^*, v*, 1/2^, 1*, ^^*3); switches {x | y} with
// numbers x > y as m±d (m = (x+y)/2, d = (x-y)/2: ±1, 3/4±5/4); anything else
// {A, B | C}, each option in the same notation. json() gives the canonical form
// as nested arrays [[Left options], [Right options]] (0 is [[],[]]).
//
// Sums use the number avoidance theorem (G + x = {G^L + x | G^R + x} for a
// number x and a G that is not one) and add two numbers directly, two nimbers
// by XOR. An impartial {*a, *b, ... | the same} is *mex at once.
//
// The store, comparisons, canonical forms, negation, sums and the usual values
// are in canonical.cpp; str() and json() in notation.cpp; numbers' values in
// dyadic.hpp; the values of a graph's positions and sums of its positions with
// winning moves in partizan_values.hpp.
#pragma once
#include <cstddef>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/limits.hpp"
#include "partizan/dyadic.hpp"
#include "partizan/partizan_game.hpp"

namespace gg {

using GameId = std::uint32_t;
constexpr GameId kNoGame = 0xFFFFFFFFu;

// The four outcome classes: P (0; the second player wins), N (fuzzy with 0; the
// first player wins), L (> 0; Left wins whoever starts), R (< 0; Right wins).
enum class OutcomeClass : std::uint8_t { P = 0, N = 1, L = 2, R = 3 };
const char* outcome_class_letter(OutcomeClass c);   // "P", "N", "L", "R"
const char* outcome_class_meaning(OutcomeClass c);  // "the second player wins", ...

// A list of options as a set: sorted, each game once.
void sort_unique(std::vector<GameId>& v);

class GameStore {
public:
    struct Options {
        const GameId* b;
        const GameId* e;
        const GameId* begin() const { return b; }
        const GameId* end() const { return e; }
        std::size_t size() const { return static_cast<std::size_t>(e - b); }
        bool empty() const { return b == e; }
        GameId operator[](std::size_t i) const { return b[i]; }
    };

    // max_memory: the store refuses to grow past it (TooLarge, Kind::Memory),
    // before the allocation that would pass it.
    explicit GameStore(std::uint64_t max_memory = kNoMemoryLimit);
    GameStore(const GameStore&) = delete;
    GameStore& operator=(const GameStore&) = delete;

    static constexpr GameId kZero = 0;

    // The distinct games stored (every one canonical).
    std::uint32_t size() const { return static_cast<std::uint32_t>(nodes_.size()); }
    Options left(GameId g) const { return {pool_.data() + nodes_[g].off, pool_.data() + nodes_[g].off + nodes_[g].nl}; }
    Options right(GameId g) const {
        const Node& n = nodes_[g];
        return {pool_.data() + n.off + n.nl, pool_.data() + n.off + n.nl + n.nr};
    }
    std::uint32_t birthday(GameId g) const { return nodes_[g].birthday; }

    // The canonical form of {left | right}, the options being games of this
    // store (in any order, repeated or not). Throws std::invalid_argument for an
    // id that is not in the store.
    GameId canonical(std::vector<GameId> left, std::vector<GameId> right);
    GameId sum(GameId a, GameId b);
    GameId negate(GameId g);
    GameId difference(GameId a, GameId b) { return sum(a, negate(b)); }

    // a <= b. (Every id given to a member must be in the store: below size().)
    bool le(GameId a, GameId b);
    bool ge(GameId a, GameId b) { return le(b, a); }
    bool lt(GameId a, GameId b) { return a != b && le(a, b); }
    bool fuzzy(GameId a, GameId b) { return !le(a, b) && !le(b, a); }
    bool ge_zero(GameId g) const { return flags_[g] & kGe0; }
    bool le_zero(GameId g) const { return flags_[g] & kLe0; }
    OutcomeClass outcome_class(GameId g) const;
    // Whether the player moving first in g wins (Left: g is not <= 0; Right: g is not >= 0).
    bool first_player_wins(GameId g, Side first) const { return first == Side::Left ? !le_zero(g) : !ge_zero(g); }

    bool is_number(GameId g) const { return flags_[g] & kNumber; }
    // n when g is the nimber *n (0 is *0); kNoGame otherwise.
    std::uint32_t nim_value(GameId g) const { return nim_[g]; }
    // The value of a number, when it fits a Dyadic; false otherwise (not a number,
    // or beyond 62 bits).
    bool number_value(GameId g, Dyadic& out) const;
    // The canonical games of the usual values.
    GameId number(Dyadic x);
    GameId integer(std::int64_t n) { return number(Dyadic{n, 0}); }
    GameId nimber(std::uint32_t n);  // *n
    GameId ups(std::int64_t n);      // n.^ (n < 0: |n|.v)
    // Whether g = x + n.^ + *m with x a number (its two stops), as str() names it
    // (^*, 1v, ^^*3): its parts. False for games without such a name.
    bool uptimal_parts(GameId g, Dyadic& x, std::int64_t& n, std::uint32_t& m) { return uptimal(g, x, n, m); }

    // The notation and the nested arrays described above. A form longer than
    // max_chars characters is refused (TooLarge, Kind::Size): the tree of a
    // game's options can be exponentially larger than the store.
    static constexpr std::size_t kDefaultMaxChars = std::size_t{1} << 20;
    std::string str(GameId g, std::size_t max_chars = kDefaultMaxChars);
    std::string json(GameId g, std::size_t max_chars = kDefaultMaxChars);

    std::uint64_t memory_bytes() const { return bytes_; }
    std::uint64_t comparisons_stored() const { return le_count_; }
    std::uint64_t sums_stored() const { return sum_count_; }

private:
    struct Node {
        std::uint32_t off;       // into pool_: the Left options, then the Right ones
        std::uint32_t nl, nr;
        std::uint32_t birthday;
    };
    enum : std::uint8_t { kNumber = 1, kValue = 2, kGe0 = 4, kLe0 = 8, kStops = 16 };
    static constexpr GameId kPending = 0xFFFFFFFEu;  // the game canonical() is simplifying
    static constexpr std::uint32_t kMaxGames = 0x7FFFFFF0u;

    struct LeFrame {
        GameId a, b;
        std::uint32_t idx;
        std::uint8_t stage;  // 0: a's Left options, 1: b's Right options
    };
    struct SumFrame {
        GameId a, b;
        bool expanded;
    };

    // Hash-consing: the id of the canonical game {L | R} (sorted, no repeats).
    GameId intern(const std::vector<GameId>& L, const std::vector<GameId>& R);
    void rehash_games(std::size_t capacity);
    static std::uint64_t hash_options(const GameId* l, std::size_t nl, const GameId* r, std::size_t nr);
    void describe_new(GameId g);  // flags, number value, stops of a new game

    Options opts(GameId g, Side s) const {
        if (g == kPending) {
            const std::vector<GameId>& v = s == Side::Left ? pending_left_ : pending_right_;
            return {v.data(), v.data() + v.size()};
        }
        return s == Side::Left ? left(g) : right(g);
    }
    bool le_any(GameId a, GameId b);         // le, either side possibly kPending
    int quick_le(GameId a, GameId b) const;  // 1, 0, or -1 (unknown)
    void remember_le(GameId a, GameId b, bool r);
    void remove_dominated(std::vector<GameId>& v, Side s);
    GameId quick_sum(GameId a, GameId b);
    GameId number_if_fits(GameId a, GameId b);  // the sum of two numbers, or kNoGame
    bool uptimal(GameId g, Dyadic& x, std::int64_t& ups, std::uint32_t& star);
    bool up_multiple(GameId g, std::int64_t& n);
    bool atom(GameId g, std::string& out);  // the notation of g when it is not {A | B}
    std::string print(GameId g, std::size_t max_chars, bool as_json);

    // Memory: every growth goes through these, which check the budget first.
    template <class V>
    void grow(V& v, std::size_t needed);
    void charge(std::int64_t delta);

    std::uint64_t max_memory_;
    std::uint64_t bytes_ = 0;

    std::vector<Node> nodes_;
    std::vector<GameId> pool_;
    std::vector<std::uint8_t> flags_;
    std::vector<Dyadic> value_;  // the number's value (kValue)
    std::vector<Dyadic> stop_;   // 2 per game: Left stop, Right stop (kStops)
    std::vector<GameId> neg_;    // the negation, once known
    std::vector<std::uint32_t> nim_;  // n for the nimber *n, kNoGame for any other game
    std::vector<std::uint64_t> table_;  // hash-consing slots: hash high 32 bits << 32 | (id + 1); 0 empty

    // The memo of comparisons: (a << 32 | b) | result << 63, ~0 empty.
    std::vector<std::uint64_t> le_memo_;
    std::uint64_t le_count_ = 0;
    // The memo of sums: key (min << 32 | max), value id.
    std::vector<std::uint64_t> sum_keys_;
    std::vector<GameId> sum_vals_;
    std::uint64_t sum_count_ = 0;

    // The game being simplified, its comparisons memoised apart (cleared per game).
    std::vector<GameId> pending_left_, pending_right_;
    std::vector<std::uint64_t> pending_memo_;  // (x << 2 | dir << 1 | result) + 1, 0 empty

    std::vector<LeFrame> le_stack_;
    std::vector<SumFrame> sum_stack_;
    std::vector<GameId> neg_stack_;
    std::vector<std::uint32_t> pending_used_;  // the slots of pending_memo_ in use
    std::vector<GameId> ints_pos_, ints_neg_, nims_, ups_;
    std::map<std::pair<std::int64_t, std::int32_t>, GameId> fractions_;
};

}  // namespace gg
