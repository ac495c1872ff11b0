// Maps vertex names (byte strings that stay alive elsewhere, e.g. in the input
// text) to dense ids 0, 1, 2, ... in order of first appearance. Open addressing
// with linear probing, 32-byte slots that hold short names inline (one cache
// miss per lookup instead of three), and a prefetch hint so that a parser can
// overlap the misses of the names it is about to look up.
#pragma once
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

#include "core/prefetch.hpp"

namespace gg {

inline std::uint64_t hash_bytes(const char* s, std::size_t n) {
    std::uint64_t h = 0x9E3779B97F4A7C15ull ^ (n * 0xC2B2AE3D27D4EB4Full);
    while (n >= 8) {
        std::uint64_t w;
        std::memcpy(&w, s, 8);
        h = (h ^ w) * 0xBF58476D1CE4E5B9ull;
        h ^= h >> 31;
        s += 8;
        n -= 8;
    }
    if (n > 0) {
        std::uint64_t w = 0;
        std::memcpy(&w, s, n);
        h = (h ^ w) * 0x94D049BB133111EBull;
    }
    h ^= h >> 32;
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 29;
    return h;
}

class NameTable {
public:
    explicit NameTable(std::size_t expected = 16) { rehash(capacity_for(expected)); }

    std::uint32_t size() const { return static_cast<std::uint32_t>(keys_.size()); }
    std::string_view key(std::uint32_t id) const { return keys_[id]; }

    // The id of name, adding it if new; *added tells which.
    std::uint32_t intern(std::string_view name, bool* added = nullptr) {
        const Probe pr(name);
        std::size_t i = pr.hash & mask_;
        for (;;) {
            Slot& s = slots_[i];
            if (s.id_plus_one == 0) break;
            if (matches(s, pr, name)) {
                if (added) *added = false;
                return s.id_plus_one - 1;
            }
            i = (i + 1) & mask_;
        }
        const std::uint32_t id = size();
        keys_.push_back(name);
        slots_[i] = pr.slot(id);
        if (added) *added = true;
        if (keys_.size() * 2 > slots_.size()) rehash(slots_.size() * 2);
        return id;
    }

    // The id of name, or -1.
    std::int64_t find(std::string_view name) const {
        const Probe pr(name);
        for (std::size_t i = pr.hash & mask_;; i = (i + 1) & mask_) {
            const Slot& s = slots_[i];
            if (s.id_plus_one == 0) return -1;
            if (matches(s, pr, name)) return s.id_plus_one - 1;
        }
    }

    // The hash that picks name's home slot, and a real load of that slot's first
    // word (where no prefetch instruction exists, a loop of these independent loads
    // overlaps their cache misses; the value itself means nothing).
    static std::uint32_t hash_of(std::string_view name) {
        return static_cast<std::uint32_t>(hash_bytes(name.data(), name.size()) >> 32);
    }
    std::uint32_t touch(std::uint32_t hash) const { return slots_[hash & mask_].hash; }

    // A hint: name will be looked up soon, start loading its slot.
    void prefetch(std::string_view name) const {
        const std::uint32_t h = static_cast<std::uint32_t>(hash_bytes(name.data(), name.size()) >> 32);
        const char* const slot = reinterpret_cast<const char*>(&slots_[h & mask_]);
        gg::prefetch(slot);
        gg::prefetch(slot + 63);  // the next line too when the slot ends one: probes go on there
    }

private:
    // A slot holds the name's first kInline bytes (zero-padded) and its length,
    // so that a lookup of a short name touches one cache line, not the key's copy
    // in the text; only a longer name also compares its tail through keys_.
    static constexpr std::size_t kInline = 23;
    struct alignas(32) Slot {  // aligned: never straddles two cache lines
        std::uint32_t hash;         // high half of hash_bytes; its low bits pick the home slot
        std::uint32_t id_plus_one;  // 0: empty
        std::uint8_t len;           // min(length, 255)
        char head[kInline];
    };
    static_assert(sizeof(Slot) == 32, "two slots per cache line");

    struct Probe {
        explicit Probe(std::string_view name)
            : hash(static_cast<std::uint32_t>(hash_bytes(name.data(), name.size()) >> 32)),
              len(static_cast<std::uint8_t>(name.size() < 255 ? name.size() : 255)) {
            std::memset(head, 0, kInline);
            std::memcpy(head, name.data(), name.size() < kInline ? name.size() : kInline);
        }
        Slot slot(std::uint32_t id) const {
            Slot s;
            s.hash = hash;
            s.id_plus_one = id + 1;
            s.len = len;
            std::memcpy(s.head, head, kInline);
            return s;
        }
        std::uint32_t hash;
        std::uint8_t len;
        char head[kInline];
    };

    bool matches(const Slot& s, const Probe& pr, std::string_view name) const {
        if (s.hash != pr.hash || s.len != pr.len || std::memcmp(s.head, pr.head, kInline) != 0) return false;
        if (name.size() <= kInline) return true;
        const std::string_view k = keys_[s.id_plus_one - 1];
        return k.size() == name.size() &&
               std::memcmp(k.data() + kInline, name.data() + kInline, k.size() - kInline) == 0;
    }

    static std::size_t capacity_for(std::size_t n) {
        std::size_t c = 16;
        while (c < n * 2) c *= 2;
        return c;
    }
    void rehash(std::size_t capacity) {
        std::vector<Slot> old(capacity, Slot{0, 0, 0, {}});
        old.swap(slots_);
        mask_ = capacity - 1;
        for (const Slot& s : old) {
            if (s.id_plus_one == 0) continue;
            std::size_t i = s.hash & mask_;
            while (slots_[i].id_plus_one != 0) i = (i + 1) & mask_;
            slots_[i] = s;
        }
    }

    std::vector<Slot> slots_;
    std::size_t mask_ = 0;
    std::vector<std::string_view> keys_;
};

}  // namespace gg
