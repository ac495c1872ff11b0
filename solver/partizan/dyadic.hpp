// Dyadic rationals (num / 2^exp) for the values of numbers in the store of
// canonical forms: their text, exact comparison and sum in 128 bits, and the
// simplest number (the earliest born) above, below or between numbers.
#pragma once
#include <algorithm>
#include <cstdint>
#include <string>

namespace gg {

// num / 2^exp, normalised (exp == 0 or num odd), |num| < 2^62, 0 <= exp <= 62.
struct Dyadic {
    std::int64_t num = 0;
    std::int32_t exp = 0;
    friend bool operator==(const Dyadic& a, const Dyadic& b) { return a.num == b.num && a.exp == b.exp; }
    friend bool operator!=(const Dyadic& a, const Dyadic& b) { return !(a == b); }
};
// "0", "-3", "3/4", "-5/8".
std::string dyadic_string(Dyadic x);

// The arithmetic of the store (canonical.cpp) and the notation (notation.cpp).
namespace dyadic {

__extension__ typedef __int128 i128;

constexpr std::int64_t kDyadicLimit = std::int64_t{1} << 62;
constexpr std::int32_t kMaxExp = 62;

inline i128 pow2(int k) { return static_cast<i128>(1) << k; }

// num / 2^exp as a Dyadic, normalised; false when it does not fit.
inline bool fit(i128 num, int exp, Dyadic& out) {
    while (exp > 0 && num % 2 == 0) {
        num /= 2;
        --exp;
    }
    if (exp > kMaxExp || num >= kDyadicLimit || num <= -kDyadicLimit) return false;
    out = Dyadic{static_cast<std::int64_t>(num), exp};
    return true;
}

// a * 2^e, exactly, for e >= a.exp.
inline i128 scaled(Dyadic a, int e) { return static_cast<i128>(a.num) * pow2(e - a.exp); }

inline int cmp(Dyadic a, Dyadic b) {
    const int e = std::max(a.exp, b.exp);
    const i128 x = scaled(a, e), y = scaled(b, e);
    return x < y ? -1 : x > y ? 1 : 0;
}

inline bool add(Dyadic a, Dyadic b, Dyadic& out) {
    const int e = std::max(a.exp, b.exp);
    return fit(scaled(a, e) + scaled(b, e), e, out);
}

// The simplest number (the earliest born) strictly greater than a, less than b,
// and between a < b. False when it does not fit a Dyadic.
bool simplest_greater(Dyadic a, Dyadic& out);
bool simplest_less(Dyadic b, Dyadic& out);
bool simplest_between(Dyadic a, Dyadic b, Dyadic& out);

}  // namespace dyadic
}  // namespace gg
