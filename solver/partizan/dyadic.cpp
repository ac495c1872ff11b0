// Dyadic rationals: their text and the simplest number above, below or between numbers.
#include "partizan/dyadic.hpp"

namespace gg {

namespace dyadic {

namespace {

// floor(a / 2^k), ceil(a / 2^k) for k >= 0.
i128 floor_shift(i128 a, int k) {
    const i128 d = pow2(k);
    i128 q = a / d;
    if (a % d != 0 && a < 0) --q;
    return q;
}
i128 ceil_shift(i128 a, int k) { return -floor_shift(-a, k); }

// floor(a * 2^k) and ceil(a * 2^k), k >= 0.
i128 floor_times(Dyadic a, int k) {
    return k >= a.exp ? scaled(a, k) : floor_shift(a.num, a.exp - k);
}
i128 ceil_times(Dyadic a, int k) { return k >= a.exp ? scaled(a, k) : ceil_shift(a.num, a.exp - k); }

}  // namespace

bool simplest_greater(Dyadic a, Dyadic& out) {
    if (a.num < 0) return fit(0, 0, out);
    return fit(floor_times(a, 0) + 1, 0, out);
}
bool simplest_less(Dyadic b, Dyadic& out) {
    if (b.num > 0) return fit(0, 0, out);
    return fit(ceil_times(b, 0) - 1, 0, out);
}
bool simplest_between(Dyadic a, Dyadic b, Dyadic& out) {
    const i128 lo = floor_times(a, 0) + 1;  // the least integer > a
    const i128 hi = ceil_times(b, 0) - 1;   // the greatest integer < b
    if (lo <= hi) return fit(lo > 0 ? lo : hi < 0 ? hi : 0, 0, out);
    // No integer strictly between: the fewest binary places. At k = max exp + 1
    // the step 2^-k is below b - a, so some multiple falls strictly between.
    for (int k = 1; k <= kMaxExp + 1; ++k) {
        const i128 j = floor_times(a, k) + 1;  // the least multiple of 2^-k above a
        if (j < ceil_times(b, k)) return fit(j, k, out);
    }
    return false;
}

}  // namespace dyadic

std::string dyadic_string(Dyadic x) {
    std::string s = std::to_string(x.num);
    if (x.exp > 0) s += "/" + std::to_string(std::uint64_t{1} << x.exp);
    return s;
}

}  // namespace gg
