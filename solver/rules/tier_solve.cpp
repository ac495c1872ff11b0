#include "rules/tier_solve.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

// How solve_tier works (what it computes: tier_solve.hpp).
//
// Every position of the tier gets one of these states, kept in the outcome array
// until it is final: kUndecided, kPendingWin / kPendingLose (queued in the FIFO,
// see below), or its final Outcome (0, 1, 2).
//
// Direct positions: those with a fixed outcome and those without an inner move are
// decided from the input alone, before anything else: fixed WIN/LOSE at depth 0, a
// fixed DRAW; with no move at all, the convention at depth 0; else from their
// external summary, WIN at ext_lose_min + 1 when they have an external LOSE, LOSE
// at ext_win_max + 1 when every external child is a WIN, DRAW otherwise.
//
// Entries. A position is finalised (its outcome and depth written) when an entry
// for it is taken at its depth, and only then looks at its inner predecessors.
// Entries are taken level by level, in non-decreasing depth d, from two sources:
//   - static entries, at most one per position, whose depth comes from the input
//     alone: a direct WIN/LOSE at its depth; the WIN candidate of a position with
//     inner moves and an external LOSE (at ext_lose_min + 1); the LOSE check of a
//     position with inner moves whose external children are all WINs, at least one
//     (at ext_win_max + 1). They are radix-sorted by depth before the solve;
//   - dynamic entries, at most one per position, in a FIFO: when a position
//     finalised at depth d makes one of its predecessors a WIN or a LOSE at d + 1,
//     the predecessor is queued (kPendingWin, kPendingLose); all of the FIFO's
//     entries made at level d are taken at level d + 1.
// A position finalised at depth d, with each predecessor p not final yet:
//   LOSE: p is a WIN at d + 1 at most: queued as kPendingWin, unless it is queued
//         already (at d + 1 too) or its static WIN candidate is not later (it
//         decides p at the same depth or earlier);
//   WIN:  counts down p's inner moves not known to reach a WIN; when none is left
//         and every external child of p is a WIN (so p has no LOSE child), p is a
//         LOSE at 1 + max(d, ext_win_max): at d + 1, queued as kPendingLose, when
//         d > ext_win_max; else p's static LOSE check (at ext_win_max + 1 > d, not
//         taken yet) decides it. d is the greatest depth of p's inner children:
//         they are finalised in non-decreasing depth and this one is the last.
// A static entry taken when its position is final already (a dynamic entry came
// first at a smaller depth) is stale and skipped; so is a LOSE check of a position
// that still has moves not known to reach a WIN.
//
// Why these are the whole-graph engine's results: by induction on the depth D
// (= the engine's results on the whole game), a position of the tier is finalised
// at D with the engine's outcome. A WIN at D has a LOSE child at D - 1 and none
// below: an external one gives its static candidate at D, an inner one is
// finalised at D - 1 (induction) and queues it at D; nothing queues it earlier,
// since every entry stands for an actual child. A LOSE at D has only WIN children,
// the slowest at D - 1: the inner ones are finalised at their depths (induction), so
// the count reaches zero at the last of them, at max(inner depths), and the entry
// is at 1 + max(that, ext_win_max) = D. Conversely every finalisation is justified
// by the children it names, so a DRAW of the engine is never finalised here.
//
// The levels: a level's dynamic entries all come from the level before, static
// entries are sorted, so taking the next level is d + 1 while the FIFO is not
// empty, else the next static depth (empty levels are skipped: time O(n + m),
// whatever the depths).

namespace gg {

namespace {

constexpr std::uint8_t kUndecided = 3;
constexpr std::uint8_t kPendingWin = 4;   // queued: a WIN at the next level
constexpr std::uint8_t kPendingLose = 5;  // queued: a LOSE at the next level
constexpr std::uint32_t kProgressEvery = 1u << 18;

std::string pos_name(std::uint32_t u) { return "tier position " + std::to_string(u); }

}  // namespace

std::uint64_t tier_solve_bytes(std::uint64_t n, std::uint64_t m) {
    return n                      // outcomes (the states while solving)
           + 4 * n                // depths
           + 4 * n                // counters: the inner moves not known to reach a WIN
           + 4 * (n + 1) + 4 * m  // the inner moves, reversed (CSR)
           + 4 * n + 4 * n;       // the static entries and the radix sort's second buffer, then the FIFO
}

TierSolution solve_tier(const TierInput& in, const ProgressFn& progress, std::uint64_t max_memory) {
    const std::uint32_t n = in.n;
    if (n > 0x7FFFFFFFu) throw std::invalid_argument("too many tier positions: at most 2147483647 are supported");

    // The checks that need no allocation: shapes, then the budget, then the values.
    const std::uint32_t* const start = in.inner_start;
    std::uint64_t m = 0;
    if (start) {
        for (std::uint32_t u = 0; u < n; ++u)
            if (start[u + 1] < start[u])
                throw std::invalid_argument("inner_start[" + std::to_string(u + 1) + "] = " +
                                            std::to_string(start[u + 1]) + " is less than inner_start[" +
                                            std::to_string(u) + "] = " + std::to_string(start[u]) +
                                            ": the offsets must not decrease");
        m = start[n] - start[0];
        if (m > 0 && !in.inner_to)
            throw std::invalid_argument("inner_to is null but inner_start lists " + std::to_string(m) +
                                        " inner moves");
    }
    const bool ext = in.ext_count != nullptr;
    if (ext && (!in.ext_lose_min || !in.ext_win_max || !in.ext_win_count))
        throw std::invalid_argument(
            "ext_count is given without ext_lose_min, ext_win_max and ext_win_count (all four or none)");
    check_budget(tier_solve_bytes(n, m), max_memory,
                 "a tier of " + std::to_string(n) + " positions and " + std::to_string(m) +
                     " inner moves: solving it");

    const std::uint8_t* const fixed = in.fixed;
    std::int64_t max_ext = -1;  // the greatest external depth (of the unfixed positions)
    for (std::uint32_t u = 0; u < n; ++u) {
        if (fixed && fixed[u] > 3)
            throw std::invalid_argument("fixed[" + std::to_string(u) + "] = " + std::to_string(fixed[u]) +
                                        ": expected 0 (none), 1 (win), 2 (lose) or 3 (draw)");
        if (start)
            for (std::uint32_t k = start[u]; k < start[u + 1]; ++k)
                if (in.inner_to[k] >= n)
                    throw std::invalid_argument("inner move " + std::to_string(k) + " (from " + pos_name(u) +
                                                ") goes to " + std::to_string(in.inner_to[k]) +
                                                ": out of range 0.." + std::to_string(std::int64_t{n} - 1));
        if (!ext || (fixed && fixed[u] != 0)) continue;
        const std::uint32_t c = in.ext_count[u], w = in.ext_win_count[u];
        const std::int32_t l = in.ext_lose_min[u], x = in.ext_win_max[u];
        const char* bad = w > c                  ? "more WIN children than children"
                          : l < -1 || x < -1      ? "a depth below -1"
                          : (w > 0) != (x >= 0)   ? "ext_win_max must be -1 exactly when there is no external WIN"
                          : l >= 0 && w == c      ? "an external LOSE, but every external child is a WIN"
                                                  : nullptr;
        if (bad)
            throw std::invalid_argument(pos_name(u) + " (ext_count " + std::to_string(c) + ", ext_win_count " +
                                        std::to_string(w) + ", ext_lose_min " + std::to_string(l) +
                                        ", ext_win_max " + std::to_string(x) + "): " + bad);
        max_ext = std::max<std::int64_t>({max_ext, l, x});
    }
    // A depth follows an optimal line through at most n positions of the tier and
    // then, maybe, one external child: at most n + max_ext.
    if (std::int64_t{n} + max_ext > 0x7FFFFFFF)
        throw std::overflow_error("a tier of " + std::to_string(n) + " positions with external depths up to " +
                                  std::to_string(max_ext) + ": its depths could pass 2147483647");

    auto inner_degree = [&](std::uint32_t u) -> std::uint32_t { return start ? start[u + 1] - start[u] : 0; };
    auto is_fixed = [&](std::uint32_t u) { return fixed && fixed[u] != 0; };
    auto direct = [&](std::uint32_t u) { return is_fixed(u) || inner_degree(u) == 0; };
    auto ext_n = [&](std::uint32_t u) -> std::uint32_t { return ext ? in.ext_count[u] : 0; };
    // The depth of u's static entry (see has_static): from the input alone, so that
    // the order of the sorted entries can be read back while solving.
    auto static_key = [&](std::uint32_t u) -> std::uint32_t {
        if (is_fixed(u) || ext_n(u) == 0) return 0;
        const std::int32_t l = in.ext_lose_min[u];
        return static_cast<std::uint32_t>((l >= 0 ? l : in.ext_win_max[u]) + 1);
    };
    auto has_static = [&](std::uint32_t u) {
        if (is_fixed(u)) return fixed[u] != 3;
        const std::uint32_t c = ext_n(u);
        if (c == 0) return inner_degree(u) == 0 && in.no_move != Outcome::Draw;  // no move at all
        return in.ext_lose_min[u] >= 0 || in.ext_win_count[u] == c;
    };

    TierSolution sol;
    sol.outcome.assign(n, kUndecided);
    sol.depth.assign(n, -1);
    std::uint8_t* const out = sol.outcome.data();
    std::int32_t* const depth = sol.depth.data();
    std::vector<std::uint32_t> counter(n, 0);
    std::vector<std::uint32_t> pred_start(static_cast<std::size_t>(n) + 1, 0);
    std::vector<std::uint32_t> entries(n), other(n);

    // The direct positions, the counters, the static entries.
    std::uint32_t num_static = 0;
    std::uint64_t num_pred = 0;
    for (std::uint32_t u = 0; u < n; ++u) {
        if (has_static(u)) entries[num_static++] = u;
        if (is_fixed(u)) {
            out[u] = fixed[u] == 3 ? static_cast<std::uint8_t>(Outcome::Draw) : fixed[u];
            depth[u] = fixed[u] == 3 ? -1 : 0;
            continue;
        }
        const std::uint32_t deg = inner_degree(u);
        if (deg > 0) {
            counter[u] = deg;
            num_pred += deg;
            for (std::uint32_t k = start[u]; k < start[u + 1]; ++k) ++pred_start[in.inner_to[k]];
            continue;
        }
        const std::uint32_t c = ext_n(u);
        Outcome o = in.no_move;
        if (c > 0) o = in.ext_lose_min[u] >= 0 ? Outcome::Win : in.ext_win_count[u] == c ? Outcome::Lose : Outcome::Draw;
        out[u] = static_cast<std::uint8_t>(o);
        depth[u] = o == Outcome::Draw ? -1 : static_cast<std::int32_t>(static_key(u));
    }

    // The inner moves of the unfixed positions, reversed: pred_start[t] counts
    // t's predecessors, then their running total, then each move is put at
    // --pred_start[t], which leaves pred_start[t] at the start of t's range.
    std::vector<std::uint32_t> pred(static_cast<std::size_t>(num_pred));
    {
        std::uint32_t sum = 0;
        for (std::uint32_t t = 0; t < n; ++t) pred_start[t] = sum += pred_start[t];
        pred_start[n] = sum;
        for (std::uint32_t u = 0; u < n; ++u)
            if (!is_fixed(u) && start)
                for (std::uint32_t k = start[u]; k < start[u + 1]; ++k) pred[--pred_start[in.inner_to[k]]] = u;
    }

    // The static entries sorted by depth: a radix sort, a byte at a time from the
    // lowest, skipping the bytes where all of them agree.
    {
        std::uint32_t hist[4][256] = {};
        for (std::uint32_t i = 0; i < num_static; ++i) {
            const std::uint32_t key = static_key(entries[i]);
            for (int b = 0; b < 4; ++b) ++hist[b][(key >> (8 * b)) & 0xFF];
        }
        for (int b = 0; b < 4; ++b) {
            std::uint32_t* const h = hist[b];
            if (num_static == 0 || *std::max_element(h, h + 256) == num_static) continue;
            std::uint32_t sum = 0;
            for (int i = 0; i < 256; ++i) {
                const std::uint32_t c = h[i];
                h[i] = sum;
                sum += c;
            }
            for (std::uint32_t i = 0; i < num_static; ++i) {
                const std::uint32_t u = entries[i];
                other[h[(static_key(u) >> (8 * b)) & 0xFF]++] = u;
            }
            entries.swap(other);
        }
    }
    const std::uint32_t* const stat = entries.data();
    std::uint32_t* const queue = other.data();  // the FIFO (free once the sort is over)

    const ProgressFn* const report = progress ? &progress : nullptr;
    std::uint64_t taken = 0;
    std::uint32_t head = 0, tail = 0;
    // Finalises u at depth d and moves its predecessors.
    auto finalise = [&](std::uint32_t u, Outcome o, std::int32_t d) {
        out[u] = static_cast<std::uint8_t>(o);
        depth[u] = d;
        if (report && (++taken & (kProgressEvery - 1)) == 0) (*report)(taken, n);
        const std::uint32_t* p = pred.data() + pred_start[u];
        const std::uint32_t* const end = pred.data() + pred_start[u + 1];
        if (o == Outcome::Lose) {
            for (; p != end; ++p) {
                const std::uint32_t v = *p;
                if (out[v] != kUndecided) continue;  // final, or queued already at d + 1
                if (ext && in.ext_lose_min[v] >= 0 && in.ext_lose_min[v] <= d) continue;  // its static WIN is not later
                out[v] = kPendingWin;
                queue[tail++] = v;
            }
        } else {
            for (; p != end; ++p) {
                const std::uint32_t v = *p;
                if (out[v] != kUndecided || --counter[v] != 0) continue;
                const std::uint32_t c = ext_n(v);
                if (c > 0 && in.ext_win_count[v] != c) continue;  // an external LOSE or DRAW: never a LOSE
                if (c > 0 && in.ext_win_max[v] >= d) continue;    // its static LOSE check decides it
                out[v] = kPendingLose;
                queue[tail++] = v;
            }
        }
    };

    std::uint32_t next_static = 0;
    std::int64_t level = -1;
    while (next_static < num_static || head < tail) {
        level = head < tail ? level + 1 : std::int64_t{static_key(stat[next_static])};
        const std::int32_t d = static_cast<std::int32_t>(level);
        const std::uint32_t level_end = tail;
        for (; next_static < num_static && static_key(stat[next_static]) == static_cast<std::uint32_t>(d);
             ++next_static) {
            const std::uint32_t u = stat[next_static];
            if (direct(u)) {
                finalise(u, static_cast<Outcome>(out[u]), d);
            } else if (out[u] != kUndecided) {
                continue;  // stale: finalised earlier
            } else if (in.ext_lose_min[u] >= 0) {
                finalise(u, Outcome::Win, d);
            } else if (counter[u] == 0) {
                finalise(u, Outcome::Lose, d);
            }
        }
        for (; head < level_end; ++head) {
            const std::uint32_t u = queue[head];
            if (out[u] == kPendingWin) finalise(u, Outcome::Win, d);
            else if (out[u] == kPendingLose) finalise(u, Outcome::Lose, d);
        }
    }

    // Whatever was never decided is a DRAW (depth -1 already).
    for (std::uint32_t u = 0; u < n; ++u)
        if (out[u] >= kUndecided) out[u] = static_cast<std::uint8_t>(Outcome::Draw);
    if (report) (*report)(n, n);
    return sol;
}

}  // namespace gg
