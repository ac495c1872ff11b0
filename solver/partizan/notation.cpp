// The notation of a canonical form: its text (numbers, nimbers, ups, switches, {A | B}) and its JSON.
#include "partizan/canonical.hpp"

#include <string>

namespace gg {

using dyadic::add;
using dyadic::cmp;
using dyadic::fit;

// Whether g = n.^ for some integer n: by the forms n.^ = {0 | (n-1).^*} and
// n.^* = {0 | (n-1).^} (n >= 2), ^* = {0, * | 0}, followed down the chain, then
// checked by building n.^ itself.
bool GameStore::up_multiple(GameId g, std::int64_t& n) {
    if (g == kZero) {
        n = 0;
        return true;
    }
    const GameId star = nimber(1);
    for (const int sign : {1, -1}) {
        GameId cur = sign > 0 ? g : negate(g);
        std::int64_t count = 0;
        bool with_star = false, found = false;
        for (;;) {
            const Options l = left(cur), r = right(cur);
            if (!with_star && cur == kZero) {
                found = count > 0;
                break;
            }
            if (with_star && cur == star) {
                found = true;
                break;
            }
            if (with_star && l.size() == 2 && l[0] == kZero && l[1] == star && r.size() == 1 && r[0] == kZero) {
                ++count;
                found = true;
                break;
            }
            if (l.size() == 1 && l[0] == kZero && r.size() == 1) {
                ++count;
                cur = r[0];
                with_star = !with_star;
                continue;
            }
            break;
        }
        if (!found || count > 64) continue;
        if (ups(sign * count) == g) {
            n = sign * count;
            return true;
        }
    }
    return false;
}

// Whether g = x + n.^ + *m: its two stops are the same number x, and g - x + *m
// is a multiple of ^ for some m (tried up to the power of two past its birthday).
bool GameStore::uptimal(GameId g, Dyadic& x, std::int64_t& n, std::uint32_t& m) {
    if (!(flags_[g] & kStops) || stop_[2 * g] != stop_[2 * g + 1]) return false;
    x = stop_[2 * g];
    const GameId h = x.num == 0 ? g : sum(g, number(Dyadic{-x.num, x.exp}));
    const std::uint32_t b = birthday(h);
    if (b > 64) return false;
    std::uint32_t limit = 1;
    while (limit <= b + 1) limit *= 2;
    for (m = 0; m < limit; ++m) {
        const GameId t = m == 0 ? h : sum(h, nimber(m));
        if (up_multiple(t, n)) return true;
    }
    return false;
}

bool GameStore::atom(GameId g, std::string& out) {
    const std::uint8_t f = flags_[g];
    if (f & kNumber) {
        if (!(f & kValue)) return false;
        out = dyadic_string(value_[g]);
        return true;
    }
    Dyadic x;
    std::int64_t n;
    std::uint32_t m;
    if (uptimal(g, x, n, m)) {
        out.clear();
        if (x.num != 0) out = dyadic_string(x);
        const char* arrow = n > 0 ? "^" : "v";
        const std::int64_t k = n > 0 ? n : -n;
        if (k == 1) out += arrow;
        else if (k == 2) (out += arrow) += arrow;
        else if (k > 2) (out += arrow) += std::to_string(k);
        if (m == 1) out += "*";
        else if (m > 1) out += "*" + std::to_string(m);
        if (out.empty()) out = "0";
        return true;
    }
    const Options l = left(g), r = right(g);
    if (l.size() == 1 && r.size() == 1 && (flags_[l[0]] & kValue) && (flags_[r[0]] & kValue) &&
        cmp(value_[l[0]], value_[r[0]]) > 0) {
        // {a | b}, a > b: the switch m ± d.
        Dyadic s, d, mean, half;
        const Dyadic a = value_[l[0]], b = value_[r[0]];
        if (add(a, b, s) && add(a, Dyadic{-b.num, b.exp}, d) && fit(s.num, s.exp + 1, mean) &&
            fit(d.num, d.exp + 1, half)) {
            out = mean.num == 0 ? std::string() : dyadic_string(mean);
            out += "\xC2\xB1" + dyadic_string(half);
            return true;
        }
    }
    return false;
}

std::string GameStore::print(GameId g, std::size_t max_chars, bool as_json) {
    if (g >= size()) throw std::invalid_argument("print: no game " + std::to_string(g));
    struct Frame {
        GameId g;
        std::uint8_t side;
        std::uint32_t idx;
    };
    std::vector<Frame> stack;
    std::string out, a;
    const auto check = [&] {
        if (out.size() > max_chars)
            throw TooLarge(std::string("the canonical form ") + (as_json ? "as JSON " : "") + "is longer than " +
                               std::to_string(max_chars) + " characters",
                           0, 0, TooLarge::Kind::Size);
    };
    const auto emit = [&](GameId x) {
        if (!as_json && atom(x, a)) {
            out += a;
            return;
        }
        out += as_json ? "[[" : "{";
        stack.push_back(Frame{x, 0, 0});
    };
    emit(g);
    while (!stack.empty()) {
        check();
        Frame& f = stack.back();
        const Options o = f.side == 0 ? left(f.g) : right(f.g);
        if (f.idx < o.size()) {
            if (f.idx > 0) out += as_json ? "," : ", ";
            const GameId x = o[f.idx++];
            emit(x);  // f may be invalid from here
            continue;
        }
        if (f.side == 0) {
            out += as_json ? "],[" : o.size() == 0 ? "| " : " | ";
            f.side = 1;
            f.idx = 0;
            continue;
        }
        out += as_json ? "]]" : "}";
        stack.pop_back();
    }
    check();
    return out;
}

std::string GameStore::str(GameId g, std::size_t max_chars) { return print(g, max_chars, false); }
std::string GameStore::json(GameId g, std::size_t max_chars) { return print(g, max_chars, true); }

}  // namespace gg
