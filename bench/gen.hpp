// The benchmark's graph generators, bit for bit the same as bench/gen.js, so that
// the native and the WebAssembly benchmarks solve identical graphs (each prints a
// checksum of the edges and of the solution to prove it).
//
// PRNG: xoshiro128** (32-bit state words, only 32-bit operations, so JavaScript
// computes it exactly with Math.imul and >>> 0), seeded by the 32-bit finalizer
// of MurmurHash3 applied to seed + i * 0x9E3779B9 for the four state words.
// A uniform integer in [0, k) is floor(r * k / 2^32) with r a 32-bit output
// (64-bit product here; gen.js splits r into 16-bit halves to stay exact).
//
// Generators (n vertices, m edges, a list of 2m vertex ids u0 v0 u1 v1 ...):
//   uniform: every edge takes u and v uniform in [0, n) (self-loops and parallel
//            edges allowed). About e^-3 = 5% of the vertices have no move.
//   mixed:   u uniform in [1, n) (1 + a number in [0, n - 1)); with probability
//            15/16 (r & 15 != 0 for one extra draw r) v is uniform in [0, u), a
//            "backward" move: these alone make an acyclic game with vertex 0 as its
//            only sink, where everything is decided; otherwise v is uniform in
//            [0, n), which closes cycles and so creates some draws. Mostly decided
//            (about 58% WIN, 28% LOSE, 14% DRAW on 1M/3M) and deeper than uniform,
//            which is about half DRAWs.
#pragma once
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace bench {

inline std::uint32_t mix32(std::uint32_t z) {
    z ^= z >> 16;
    z *= 0x85EBCA6Bu;
    z ^= z >> 13;
    z *= 0xC2B2AE35u;
    z ^= z >> 16;
    return z;
}

class Rng {
public:
    explicit Rng(std::uint32_t seed) {
        for (std::uint32_t i = 0; i < 4; ++i) s_[i] = mix32(seed + i * 0x9E3779B9u);
        if ((s_[0] | s_[1] | s_[2] | s_[3]) == 0) s_[0] = 1;
    }
    std::uint32_t next() {
        const std::uint32_t result = rotl(s_[1] * 5u, 7) * 9u;
        const std::uint32_t t = s_[1] << 9;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 11);
        return result;
    }
    // Uniform in [0, k), k >= 1.
    std::uint32_t below(std::uint32_t k) {
        return static_cast<std::uint32_t>((static_cast<std::uint64_t>(next()) * k) >> 32);
    }

private:
    static std::uint32_t rotl(std::uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }
    std::uint32_t s_[4];
};

enum class Kind { Uniform, Mixed };

inline const char* kind_name(Kind k) { return k == Kind::Uniform ? "uniform" : "mixed"; }

struct GraphSpec {
    Kind kind;
    std::uint32_t n;
    std::uint32_t m;
    std::uint32_t seed;
    std::string label() const {
        auto mega = [](std::uint32_t x) {
            return x % 1000000 == 0 ? std::to_string(x / 1000000) + "M" : std::to_string(x);
        };
        return std::string(kind_name(kind)) + " " + mega(n) + "/" + mega(m);
    }
};

inline std::vector<std::int32_t> generate(const GraphSpec& g) {
    std::vector<std::int32_t> e(static_cast<std::size_t>(g.m) * 2);
    Rng rng(g.seed);
    for (std::size_t i = 0; i < g.m; ++i) {
        std::uint32_t u, v;
        if (g.kind == Kind::Uniform) {
            u = rng.below(g.n);
            v = rng.below(g.n);
        } else {
            u = 1 + rng.below(g.n - 1);
            const std::uint32_t coin = rng.next() & 15u;
            v = coin != 0 ? rng.below(u) : rng.below(g.n);
        }
        e[2 * i] = static_cast<std::int32_t>(u);
        e[2 * i + 1] = static_cast<std::int32_t>(v);
    }
    return e;
}

// FNV-1a over 32-bit words (not bytes): h = (h ^ w) * 16777619 mod 2^32.
struct Fnv {
    std::uint32_t h = 2166136261u;
    void add(std::uint32_t w) { h = (h ^ w) * 16777619u; }
};

inline std::uint32_t edge_checksum(const std::vector<std::int32_t>& e) {
    Fnv f;
    for (const std::int32_t x : e) f.add(static_cast<std::uint32_t>(x));
    return f.h;
}

// Over (outcome, depth) of every vertex in order; outcome codes DRAW 0, WIN 1, LOSE 2.
template <class OutcomeT>
std::uint32_t solution_checksum(std::size_t n, const OutcomeT* outcome, const std::int32_t* depth) {
    Fnv f;
    for (std::size_t v = 0; v < n; ++v) {
        f.add(static_cast<std::uint32_t>(outcome[v]));
        f.add(static_cast<std::uint32_t>(depth[v]));
    }
    return f.h;
}

// A vertex name for the named-graph CLI benchmark: two or three pseudo-random
// syllables, then '_' and the vertex number in base 36 (so names are unique),
// e.g. "kamori_lfls". 8 to 13 characters for a million vertices.
inline void append_name(std::string& out, std::uint32_t v) {
    static const char* const kSyl[16] = {"ka", "to", "ri", "mu", "ne", "so", "la", "vi",
                                         "po", "de", "xu", "ga", "be", "fo", "hi", "ju"};
    const std::uint32_t r = mix32(v * 0x9E3779B9u + 0x7F4A7C15u);
    const int syllables = 2 + static_cast<int>(r & 1u);
    for (int i = 0; i < syllables; ++i) out += kSyl[(r >> (1 + 4 * i)) & 15u];
    out += '_';
    char buf[8];
    int len = 0;
    do {
        const std::uint32_t d = v % 36;
        buf[len++] = static_cast<char>(d < 10 ? '0' + d : 'a' + d - 10);
        v /= 36;
    } while (v != 0);
    while (len > 0) out += buf[--len];
}

}  // namespace bench
