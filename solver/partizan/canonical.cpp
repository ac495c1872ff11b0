// The store of canonical forms: hash-consing, comparisons, simplification, negation, sums and the usual values.
#include "partizan/canonical.hpp"

#include <algorithm>
#include <cstring>

namespace gg {

namespace {

using dyadic::i128;
using dyadic::add;
using dyadic::cmp;
using dyadic::fit;
using dyadic::simplest_between;
using dyadic::simplest_greater;
using dyadic::simplest_less;

std::uint64_t mix(std::uint64_t h) {
    h ^= h >> 33;
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 33;
    h *= 0xC4CEB9FE1A85EC53ull;
    h ^= h >> 33;
    return h;
}

}  // namespace

void sort_unique(std::vector<GameId>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

const char* outcome_class_letter(OutcomeClass c) {
    switch (c) {
        case OutcomeClass::P: return "P";
        case OutcomeClass::N: return "N";
        case OutcomeClass::L: return "L";
        default: return "R";
    }
}

const char* outcome_class_meaning(OutcomeClass c) {
    switch (c) {
        case OutcomeClass::P: return "the second player wins";
        case OutcomeClass::N: return "the first player wins";
        case OutcomeClass::L: return "Left wins, whoever starts";
        default: return "Right wins, whoever starts";
    }
}

// ---- the store

GameStore::GameStore(std::uint64_t max_memory) : max_memory_(max_memory) {
    rehash_games(64);
    std::vector<std::uint64_t>(256, ~std::uint64_t{0}).swap(le_memo_);
    std::vector<std::uint64_t>(256, ~std::uint64_t{0}).swap(sum_keys_);
    sum_vals_.assign(256, kNoGame);
    pending_memo_.assign(256, 0);
    charge(static_cast<std::int64_t>(256 * 8 * 3 + 256 * 4));
    const GameId zero = intern({}, {});
    (void)zero;  // id 0
    ints_pos_.push_back(kZero);
    ints_neg_.push_back(kZero);
    nims_.push_back(kZero);
    ups_.push_back(kZero);
}

void GameStore::charge(std::int64_t delta) {
    if (delta > 0) {
        const std::uint64_t need = bytes_ + static_cast<std::uint64_t>(delta);
        if (need > max_memory_)
            throw TooLarge("the store of canonical games (" + std::to_string(nodes_.size()) +
                               " distinct games) needs " + format_bytes(need) + " of memory, more than the budget of " +
                               format_bytes(max_memory_),
                           need, max_memory_);
        bytes_ = need;
    } else {
        bytes_ -= std::min<std::uint64_t>(bytes_, static_cast<std::uint64_t>(-delta));
    }
}

template <class V>
void GameStore::grow(V& v, std::size_t needed) {
    if (v.capacity() >= needed) return;
    const std::size_t cap = std::max(needed, v.capacity() * 2);
    charge(static_cast<std::int64_t>((cap - v.capacity()) * sizeof(typename V::value_type)));
    v.reserve(cap);
}

std::uint64_t GameStore::hash_options(const GameId* l, std::size_t nl, const GameId* r, std::size_t nr) {
    std::uint64_t h = 0x9E3779B97F4A7C15ull ^ (nl * 0x100000001B3ull) ^ (static_cast<std::uint64_t>(nr) << 40);
    for (std::size_t i = 0; i < nl; ++i) h = mix(h ^ l[i]);
    h = mix(h ^ 0x5bd1e995u);
    for (std::size_t i = 0; i < nr; ++i) h = mix(h ^ r[i]);
    return mix(h);
}

void GameStore::rehash_games(std::size_t capacity) {
    charge(static_cast<std::int64_t>((capacity - table_.size()) * sizeof(std::uint64_t)));
    std::vector<std::uint64_t> t(capacity, 0);
    const std::size_t mask = capacity - 1;
    for (GameId g = 0; g < nodes_.size(); ++g) {
        const Node& n = nodes_[g];
        const std::uint64_t h = hash_options(pool_.data() + n.off, n.nl, pool_.data() + n.off + n.nl, n.nr);
        std::size_t i = h & mask;
        while (t[i] != 0) i = (i + 1) & mask;
        t[i] = (h >> 32) << 32 | (std::uint64_t{g} + 1);
    }
    table_.swap(t);
}

GameId GameStore::intern(const std::vector<GameId>& L, const std::vector<GameId>& R) {
    const std::uint64_t h = hash_options(L.data(), L.size(), R.data(), R.size());
    const std::size_t mask = table_.size() - 1;
    std::size_t i = h & mask;
    for (; table_[i] != 0; i = (i + 1) & mask) {
        if ((table_[i] >> 32) != (h >> 32)) continue;
        const GameId g = static_cast<GameId>((table_[i] & 0xFFFFFFFFu) - 1);
        const Node& n = nodes_[g];
        if (n.nl != L.size() || n.nr != R.size()) continue;
        const GameId* o = pool_.data() + n.off;
        if (std::equal(L.begin(), L.end(), o) && std::equal(R.begin(), R.end(), o + n.nl)) return g;
    }
    if (nodes_.size() >= kMaxGames)
        throw TooLarge("more than " + std::to_string(kMaxGames) + " distinct games: beyond what the store can index",
                       0, 0, TooLarge::Kind::Size);
    if (pool_.size() + L.size() + R.size() > 0xFFFFFFFFu)
        throw TooLarge("the options of the distinct games pass 2^32 entries: beyond what the store can index", 0, 0,
                       TooLarge::Kind::Size);
    const std::size_t n = nodes_.size();
    grow(nodes_, n + 1);
    grow(flags_, n + 1);
    grow(value_, n + 1);
    grow(stop_, 2 * n + 2);
    grow(neg_, n + 1);
    grow(nim_, n + 1);
    grow(pool_, pool_.size() + L.size() + R.size());
    std::uint32_t birthday = 0;
    for (const GameId x : L) birthday = std::max(birthday, nodes_[x].birthday + 1);
    for (const GameId x : R) birthday = std::max(birthday, nodes_[x].birthday + 1);
    const GameId g = static_cast<GameId>(n);
    nodes_.push_back(Node{static_cast<std::uint32_t>(pool_.size()), static_cast<std::uint32_t>(L.size()),
                          static_cast<std::uint32_t>(R.size()), birthday});
    pool_.insert(pool_.end(), L.begin(), L.end());
    pool_.insert(pool_.end(), R.begin(), R.end());
    flags_.push_back(0);
    value_.push_back(Dyadic{});
    stop_.push_back(Dyadic{});
    stop_.push_back(Dyadic{});
    neg_.push_back(g == kZero ? kZero : kNoGame);
    nim_.push_back(g == kZero ? 0 : kNoGame);
    table_[i] = (h >> 32) << 32 | (std::uint64_t{g} + 1);
    if (nodes_.size() * 2 > table_.size()) rehash_games(table_.size() * 2);
    describe_new(g);
    return g;
}

void GameStore::describe_new(GameId g) {
    const Options L = left(g), R = right(g);
    std::uint8_t f = 0;
    bool ge0 = true, le0 = true;
    for (const GameId x : R) ge0 = ge0 && !(flags_[x] & kLe0);  // 0 <= g: no g^R <= 0
    for (const GameId x : L) le0 = le0 && !(flags_[x] & kGe0);  // g <= 0: no g^L >= 0
    if (ge0) f |= kGe0;
    if (le0) f |= kLe0;
    // A canonical number has at most one option on each side, numbers, the Left
    // one less than the Right one; its value is the simplest number between them.
    Dyadic v{};
    bool number = false, known = false;
    if (L.empty() && R.empty()) {
        number = known = true;
    } else if (L.size() == 1 && R.empty() && (flags_[L[0]] & kNumber)) {
        number = true;
        known = (flags_[L[0]] & kValue) && simplest_greater(value_[L[0]], v);
    } else if (L.empty() && R.size() == 1 && (flags_[R[0]] & kNumber)) {
        number = true;
        known = (flags_[R[0]] & kValue) && simplest_less(value_[R[0]], v);
    } else if (L.size() == 1 && R.size() == 1 && (flags_[L[0]] & kNumber) && (flags_[R[0]] & kNumber)) {
        const bool values = (flags_[L[0]] & kValue) && (flags_[R[0]] & kValue);
        number = values ? cmp(value_[L[0]], value_[R[0]]) < 0 : lt(L[0], R[0]);
        known = number && values && simplest_between(value_[L[0]], value_[R[0]], v);
    }
    if (number) {
        f |= kNumber;
        if (known) {
            f |= kValue | kStops;
            value_[g] = v;
            stop_[2 * g] = stop_[2 * g + 1] = v;
        }
    } else if (!L.empty() && !R.empty()) {
        // Stops: Left's the greatest Right stop of a Left option, Right's the least
        // Left stop of a Right option.
        bool all = true;
        Dyadic ls{}, rs{};
        for (std::size_t k = 0; k < L.size() && all; ++k) {
            all = flags_[L[k]] & kStops;
            if (all && (k == 0 || cmp(stop_[2 * L[k] + 1], ls) > 0)) ls = stop_[2 * L[k] + 1];
        }
        for (std::size_t k = 0; k < R.size() && all; ++k) {
            all = flags_[R[k]] & kStops;
            if (all && (k == 0 || cmp(stop_[2 * R[k]], rs) < 0)) rs = stop_[2 * R[k]];
        }
        if (all) {
            f |= kStops;
            stop_[2 * g] = ls;
            stop_[2 * g + 1] = rs;
        }
    }
    flags_[g] = f;
    // *n = {*0, ..., *(n-1) | the same}: n distinct nimbers below n on both sides.
    if (g != kZero && L.size() == R.size() && std::equal(L.begin(), L.end(), R.begin())) {
        bool nim = true;
        for (const GameId x : L) nim = nim && nim_[x] < L.size();
        if (nim) nim_[g] = static_cast<std::uint32_t>(L.size());
    }
}

bool GameStore::number_value(GameId g, Dyadic& out) const {
    if (!(flags_[g] & kValue)) return false;
    out = value_[g];
    return true;
}

OutcomeClass GameStore::outcome_class(GameId g) const {
    const bool ge0 = ge_zero(g), le0 = le_zero(g);
    if (ge0 && le0) return OutcomeClass::P;
    if (ge0) return OutcomeClass::L;
    if (le0) return OutcomeClass::R;
    return OutcomeClass::N;
}

// ---- comparisons

int GameStore::quick_le(GameId a, GameId b) const {
    if (a == b) return 1;
    if (a == kPending || b == kPending) {
        const std::uint64_t x = a == kPending ? b : a;
        const std::uint64_t key = x << 1 | (a == kPending ? 0u : 1u);
        const std::size_t mask = pending_memo_.size() - 1;
        for (std::size_t i = mix(key) & mask; pending_memo_[i] != 0; i = (i + 1) & mask)
            if ((pending_memo_[i] - 1) >> 1 == key) return static_cast<int>((pending_memo_[i] - 1) & 1);
        return -1;
    }
    const std::uint8_t fa = flags_[a], fb = flags_[b];
    if ((fa & kLe0) && (fb & kGe0)) return 1;  // a <= 0 <= b
    if ((fa & kGe0) && (fb & kLe0)) return 0;  // b <= 0 <= a, and a != b
    if (a == kZero) return (fb & kGe0) ? 1 : 0;
    if (b == kZero) return (fa & kLe0) ? 1 : 0;
    if (fa & fb & kValue) return cmp(value_[a], value_[b]) <= 0;
    const std::uint64_t key = std::uint64_t{a} << 32 | b;
    const std::size_t mask = le_memo_.size() - 1;
    for (std::size_t i = mix(key) & mask; le_memo_[i] != ~std::uint64_t{0}; i = (i + 1) & mask)
        if ((le_memo_[i] & ~(std::uint64_t{1} << 63)) == key) return static_cast<int>(le_memo_[i] >> 63);
    return -1;
}

void GameStore::remember_le(GameId a, GameId b, bool r) {
    if (a == kPending || b == kPending) {
        if ((pending_used_.size() + 1) * 2 > pending_memo_.size()) {
            const std::size_t cap = pending_memo_.size() * 2;
            charge(static_cast<std::int64_t>(pending_memo_.size() * sizeof(std::uint64_t)));
            std::vector<std::uint64_t> old(cap, 0);
            old.swap(pending_memo_);
            std::vector<std::uint32_t> used;
            used.swap(pending_used_);
            grow(pending_used_, used.size() + 1);
            for (const std::uint32_t at : used) {
                std::size_t i = mix((old[at] - 1) >> 1) & (cap - 1);
                while (pending_memo_[i] != 0) i = (i + 1) & (cap - 1);
                pending_memo_[i] = old[at];
                pending_used_.push_back(static_cast<std::uint32_t>(i));
            }
        }
        const std::uint64_t x = a == kPending ? b : a;
        const std::uint64_t key = x << 1 | (a == kPending ? 0u : 1u);
        const std::size_t mask = pending_memo_.size() - 1;
        std::size_t i = mix(key) & mask;
        while (pending_memo_[i] != 0) i = (i + 1) & mask;
        pending_memo_[i] = (key << 1 | (r ? 1u : 0u)) + 1;
        grow(pending_used_, pending_used_.size() + 1);
        pending_used_.push_back(static_cast<std::uint32_t>(i));
        return;
    }
    if ((le_count_ + 1) * 2 > le_memo_.size()) {
        const std::size_t cap = le_memo_.size() * 2;
        charge(static_cast<std::int64_t>(le_memo_.size() * sizeof(std::uint64_t)));
        std::vector<std::uint64_t> old(cap, ~std::uint64_t{0});
        old.swap(le_memo_);
        for (const std::uint64_t e : old) {
            if (e == ~std::uint64_t{0}) continue;
            std::size_t i = mix(e & ~(std::uint64_t{1} << 63)) & (cap - 1);
            while (le_memo_[i] != ~std::uint64_t{0}) i = (i + 1) & (cap - 1);
            le_memo_[i] = e;
        }
    }
    const std::uint64_t key = std::uint64_t{a} << 32 | b;
    const std::size_t mask = le_memo_.size() - 1;
    std::size_t i = mix(key) & mask;
    while (le_memo_[i] != ~std::uint64_t{0}) i = (i + 1) & mask;
    le_memo_[i] = key | (std::uint64_t{r} << 63);
    ++le_count_;
}

// a <= b unless some a^L has b <= a^L or some b^R has b^R <= a. Each frame scans
// a's Left options, then b's Right ones; an unknown comparison is pushed, and its
// answer resumes the frame. Along the stack the sum of the two birthdays falls,
// so no pair is asked for twice on it and the depth is at most that sum.
bool GameStore::le(GameId a, GameId b) {
    if (a >= size() || b >= size()) throw std::invalid_argument("le: no game " + std::to_string(std::max(a, b)));
    return le_any(a, b);
}

bool GameStore::le_any(GameId a, GameId b) {
    const int q = quick_le(a, b);
    if (q >= 0) return q == 1;
    le_stack_.clear();
    le_stack_.push_back(LeFrame{a, b, 0, 0});
    bool ret = false, returning = false;
    while (!le_stack_.empty()) {
        LeFrame f = le_stack_.back();
        bool decided = false, result = true, push = false;
        GameId ca = 0, cb = 0;
        if (returning) {
            returning = false;
            if (ret) {
                decided = true;
                result = false;
            } else {
                ++f.idx;
            }
        }
        while (!decided && !push) {
            if (f.stage == 0) {
                const Options la = opts(f.a, Side::Left);
                if (f.idx < la.size()) {
                    const GameId x = la[f.idx];
                    const int r = quick_le(f.b, x);  // b <= a^L refutes
                    if (r == 1) decided = true, result = false;
                    else if (r < 0) push = true, ca = f.b, cb = x;
                    else ++f.idx;
                    continue;
                }
                f.stage = 1;
                f.idx = 0;
            }
            const Options rb = opts(f.b, Side::Right);
            if (f.idx < rb.size()) {
                const GameId y = rb[f.idx];
                const int r = quick_le(y, f.a);  // b^R <= a refutes
                if (r == 1) decided = true, result = false;
                else if (r < 0) push = true, ca = y, cb = f.a;
                else ++f.idx;
                continue;
            }
            decided = true;
            result = true;
        }
        if (push) {
            le_stack_.back() = f;
            le_stack_.push_back(LeFrame{ca, cb, 0, 0});
            continue;
        }
        remember_le(f.a, f.b, result);
        le_stack_.pop_back();
        ret = result;
        returning = true;
    }
    return ret;
}

// ---- canonical forms

// Left keeps its greatest options, Right its least (distinct ids: distinct
// values). The options kept so far are the best of those seen; each new one is
// compared with them only: O(options x options kept), linear when one option
// beats the rest (numbers, say), whatever the number of options.
void GameStore::remove_dominated(std::vector<GameId>& v, Side s) {
    if (v.size() < 2) return;
    const auto below = [&](GameId x, GameId y) { return s == Side::Left ? le(x, y) : le(y, x); };
    std::size_t kept = 0;  // v[0, kept): the options kept so far, none below another
    for (std::size_t i = 0; i < v.size(); ++i) {
        const GameId x = v[i];
        bool dominated = false;
        for (std::size_t j = 0; j < kept && !dominated; ++j) dominated = below(x, v[j]);
        if (dominated) continue;
        std::size_t k = 0;
        for (std::size_t j = 0; j < kept; ++j)
            if (!below(v[j], x)) v[k++] = v[j];
        v[k++] = x;
        kept = k;
    }
    v.resize(kept);
    std::sort(v.begin(), v.end());
}

GameId GameStore::canonical(std::vector<GameId> L, std::vector<GameId> R) {
    for (const std::vector<GameId>* v : {&L, &R})
        for (const GameId x : *v)
            if (x >= size()) throw std::invalid_argument("canonical: no game " + std::to_string(x) + " in the store");
    sort_unique(L);
    sort_unique(R);
    if (!L.empty() && L == R) {
        // Impartial, every option a nimber: the mex of their values.
        bool nim = true;
        for (const GameId x : L) nim = nim && nim_[x] != kNoGame;
        if (nim) {
            std::vector<char> seen(L.size() + 1, 0);
            for (const GameId x : L)
                if (nim_[x] <= L.size()) seen[nim_[x]] = 1;
            std::uint32_t mex = 0;
            while (seen[mex]) ++mex;
            return nimber(mex);
        }
    }
    remove_dominated(L, Side::Left);
    remove_dominated(R, Side::Right);
    if (L.empty() && R.empty()) return kZero;
    // G itself, for the reversibility tests: this form keeps G's value while the
    // options change, so its comparisons stay true throughout.
    pending_left_ = L;
    pending_right_ = R;
    for (const std::uint32_t i : pending_used_) pending_memo_[i] = 0;
    pending_used_.clear();
    std::vector<GameId> next;
    for (;;) {
        bool changed = false;
        // A Left option A with some A^R <= G reverses: A^R's Left options replace it.
        next.clear();
        for (const GameId a : L) {
            bool reversed = false;
            const std::size_t nr = right(a).size();
            for (std::size_t k = 0; k < nr && !reversed; ++k) {
                const GameId ar = right(a)[k];
                if (le_any(ar, kPending)) {
                    const Options o = left(ar);
                    next.insert(next.end(), o.begin(), o.end());
                    reversed = true;
                }
            }
            if (!reversed) next.push_back(a);
            changed = changed || reversed;
        }
        L.swap(next);
        // A Right option B with some B^L >= G reverses: B^L's Right options replace it.
        next.clear();
        for (const GameId b : R) {
            bool reversed = false;
            const std::size_t nl = left(b).size();
            for (std::size_t k = 0; k < nl && !reversed; ++k) {
                const GameId bl = left(b)[k];
                if (le_any(kPending, bl)) {
                    const Options o = right(bl);
                    next.insert(next.end(), o.begin(), o.end());
                    reversed = true;
                }
            }
            if (!reversed) next.push_back(b);
            changed = changed || reversed;
        }
        R.swap(next);
        if (!changed) break;
        sort_unique(L);
        sort_unique(R);
        remove_dominated(L, Side::Left);
        remove_dominated(R, Side::Right);
    }
    return intern(L, R);
}

// ---- negation

GameId GameStore::negate(GameId g) {
    if (g >= size()) throw std::invalid_argument("negate: no game " + std::to_string(g));
    if (neg_[g] != kNoGame) return neg_[g];
    // -{L | R} = {-R | -L}, canonical when {L | R} is: interned as it is.
    neg_stack_.clear();
    neg_stack_.push_back(g);
    std::vector<GameId> nl, nr;
    while (!neg_stack_.empty()) {
        const GameId t = neg_stack_.back();
        if (neg_[t] != kNoGame) {
            neg_stack_.pop_back();
            continue;
        }
        bool ready = true;
        for (const Side s : {Side::Left, Side::Right}) {
            const Options o = opts(t, s);
            for (const GameId x : o)
                if (neg_[x] == kNoGame) {
                    neg_stack_.push_back(x);
                    ready = false;
                }
        }
        if (!ready) continue;
        nl.clear();
        nr.clear();
        for (const GameId x : right(t)) nl.push_back(neg_[x]);
        for (const GameId x : left(t)) nr.push_back(neg_[x]);
        std::sort(nl.begin(), nl.end());
        std::sort(nr.begin(), nr.end());
        const GameId n = intern(nl, nr);
        neg_[t] = n;
        neg_[n] = t;
        neg_stack_.pop_back();
    }
    return neg_[g];
}

// ---- sums

GameId GameStore::number_if_fits(GameId a, GameId b) {
    Dyadic s;
    if (!add(value_[a], value_[b], s)) return kNoGame;
    return number(s);
}

GameId GameStore::quick_sum(GameId a, GameId b) {
    if (a == kZero) return b;
    if (b == kZero) return a;
    if (flags_[a] & flags_[b] & kValue) {
        const GameId r = number_if_fits(a, b);
        if (r != kNoGame) return r;
    }
    if (nim_[a] != kNoGame && nim_[b] != kNoGame) return nimber(nim_[a] ^ nim_[b]);
    const std::uint64_t key = std::uint64_t{std::min(a, b)} << 32 | std::max(a, b);
    const std::size_t mask = sum_keys_.size() - 1;
    for (std::size_t i = mix(key) & mask; sum_keys_[i] != ~std::uint64_t{0}; i = (i + 1) & mask)
        if (sum_keys_[i] == key) return sum_vals_[i];
    return kNoGame;
}

GameId GameStore::sum(GameId a, GameId b) {
    if (a >= size() || b >= size()) throw std::invalid_argument("sum: no game " + std::to_string(std::max(a, b)));
    GameId r = quick_sum(a, b);
    if (r != kNoGame) return r;
    sum_stack_.clear();
    sum_stack_.push_back(SumFrame{a, b, false});
    std::vector<GameId> L, R;
    while (!sum_stack_.empty()) {
        const SumFrame f = sum_stack_.back();
        if (quick_sum(f.a, f.b) != kNoGame) {
            sum_stack_.pop_back();
            continue;
        }
        // G + x for a number x and a G that is not one: {G^L + x | G^R + x}
        // (number avoidance); otherwise {a^L + b, a + b^L | a^R + b, a + b^R}.
        const bool an = is_number(f.a), bn = is_number(f.b);
        const bool expand_a = !an || bn, expand_b = !bn || an;
        if (!f.expanded) {
            sum_stack_.back().expanded = true;
            for (const Side s : {Side::Left, Side::Right}) {
                if (expand_a) {
                    const std::size_t k = opts(f.a, s).size();
                    for (std::size_t i = 0; i < k; ++i) {
                        const GameId x = opts(f.a, s)[i];
                        if (quick_sum(x, f.b) == kNoGame) sum_stack_.push_back(SumFrame{x, f.b, false});
                    }
                }
                if (expand_b) {
                    const std::size_t k = opts(f.b, s).size();
                    for (std::size_t i = 0; i < k; ++i) {
                        const GameId y = opts(f.b, s)[i];
                        if (quick_sum(f.a, y) == kNoGame) sum_stack_.push_back(SumFrame{f.a, y, false});
                    }
                }
            }
            continue;
        }
        for (const Side s : {Side::Left, Side::Right}) {
            std::vector<GameId>& v = s == Side::Left ? L : R;
            v.clear();
            if (expand_a) {
                const std::size_t k = opts(f.a, s).size();
                for (std::size_t i = 0; i < k; ++i) v.push_back(quick_sum(opts(f.a, s)[i], f.b));
            }
            if (expand_b) {
                const std::size_t k = opts(f.b, s).size();
                for (std::size_t i = 0; i < k; ++i) v.push_back(quick_sum(f.a, opts(f.b, s)[i]));
            }
            for (const GameId x : v)
                if (x == kNoGame) throw std::logic_error("sum: an option's sum is missing");
        }
        const GameId c = canonical(L, R);
        // remember
        if ((sum_count_ + 1) * 2 > sum_keys_.size()) {
            const std::size_t cap = sum_keys_.size() * 2;
            charge(static_cast<std::int64_t>(sum_keys_.size() * (sizeof(std::uint64_t) + sizeof(GameId))));
            std::vector<std::uint64_t> keys(cap, ~std::uint64_t{0});
            std::vector<GameId> vals(cap, kNoGame);
            keys.swap(sum_keys_);
            vals.swap(sum_vals_);
            for (std::size_t j = 0; j < keys.size(); ++j) {
                if (keys[j] == ~std::uint64_t{0}) continue;
                std::size_t i = mix(keys[j]) & (cap - 1);
                while (sum_keys_[i] != ~std::uint64_t{0}) i = (i + 1) & (cap - 1);
                sum_keys_[i] = keys[j];
                sum_vals_[i] = vals[j];
            }
        }
        const std::uint64_t key = std::uint64_t{std::min(f.a, f.b)} << 32 | std::max(f.a, f.b);
        const std::size_t mask = sum_keys_.size() - 1;
        std::size_t i = mix(key) & mask;
        while (sum_keys_[i] != ~std::uint64_t{0}) i = (i + 1) & mask;
        sum_keys_[i] = key;
        sum_vals_[i] = c;
        ++sum_count_;
        sum_stack_.pop_back();
    }
    r = quick_sum(a, b);
    if (r == kNoGame) throw std::logic_error("sum: not found after its computation");
    return r;
}

// ---- the usual values

GameId GameStore::number(Dyadic x) {
    Dyadic y;
    if (!fit(x.num, x.exp, y) || x.exp < 0) throw std::invalid_argument("number: not a normalised dyadic in range");
    if (y.exp == 0) {
        // n = {n - 1 | }, -n = { | -n + 1}
        const std::uint64_t n = y.num < 0 ? static_cast<std::uint64_t>(-y.num) : static_cast<std::uint64_t>(y.num);
        if (n >= kMaxGames)
            throw TooLarge("the integer " + std::to_string(y.num) + " has too many games below it to be stored", 0, 0,
                           TooLarge::Kind::Size);
        std::vector<GameId>& v = y.num > 0 ? ints_pos_ : ints_neg_;
        while (v.size() <= n) {
            const std::vector<GameId> prev{v.back()};
            const GameId id = y.num > 0 ? intern(prev, {}) : intern({}, prev);
            v.push_back(id);
        }
        return v[n];
    }
    // m / 2^k = {(m - 1) / 2^k | (m + 1) / 2^k} for an odd m: two numbers of fewer
    // binary places, made first (an explicit stack).
    const auto key = [](Dyadic d) { return std::make_pair(d.num, d.exp); };
    const auto known = [&](Dyadic d) -> GameId {
        if (d.exp == 0) return number(d);  // integers: no recursion
        const auto it = fractions_.find(key(d));
        return it == fractions_.end() ? kNoGame : it->second;
    };
    if (const GameId g = known(y); g != kNoGame) return g;
    std::vector<Dyadic> stack{y};
    while (!stack.empty()) {
        const Dyadic d = stack.back();
        if (known(d) != kNoGame) {
            stack.pop_back();
            continue;
        }
        Dyadic lo, hi;
        fit(static_cast<i128>(d.num) - 1, d.exp, lo);
        fit(static_cast<i128>(d.num) + 1, d.exp, hi);
        const GameId l = known(lo), h = known(hi);
        if (l == kNoGame) stack.push_back(lo);
        if (h == kNoGame) stack.push_back(hi);
        if (l == kNoGame || h == kNoGame) continue;
        const GameId g = intern({l}, {h});
        fractions_.emplace(key(d), g);
        stack.pop_back();
    }
    return known(y);
}

GameId GameStore::nimber(std::uint32_t n) {
    if (n >= kMaxGames)
        throw TooLarge("*" + std::to_string(n) + " is too large to be stored", 0, 0, TooLarge::Kind::Size);
    std::vector<GameId> list;
    while (nims_.size() <= n) {
        list.assign(nims_.begin(), nims_.end());
        std::sort(list.begin(), list.end());
        nims_.push_back(intern(list, list));  // *k = {0, *, ..., *(k-1) | the same}
    }
    return nims_[n];
}

GameId GameStore::ups(std::int64_t n) {
    if (n < 0) {
        if (n < -static_cast<std::int64_t>(kMaxGames))
            throw TooLarge("too many downs to be stored", 0, 0, TooLarge::Kind::Size);
        return negate(ups(-n));
    }
    if (n >= static_cast<std::int64_t>(kMaxGames))
        throw TooLarge("too many ups to be stored", 0, 0, TooLarge::Kind::Size);
    if (ups_.size() == 1) ups_.push_back(intern({kZero}, {nimber(1)}));  // ^ = {0 | *}
    while (ups_.size() <= static_cast<std::size_t>(n)) ups_.push_back(sum(ups_.back(), ups_[1]));
    return ups_[static_cast<std::size_t>(n)];
}

}  // namespace gg
