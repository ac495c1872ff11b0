// Embind bindings of games from rules (wasm/rules/, bundled into the module as
// its solveRules): the explored graph's moves are written by JS straight into a
// block of the module's memory (reserve, then views of it), solved there in place,
// and the block freed. Only the results cross back, one copy each.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "common.hpp"
#include "graph/graph_text.hpp"
#include "core/grundy.hpp"
#include "rules/tier_solve.hpp"

using emscripten::val;
using bind::copy_to_js;
using bind::guarded;
using bind::progress_of;
using bind::put_solution;
using bind::whole;

namespace {

// The bytes of the block for n positions and m moves: the moves (2 int32 each),
// then one fixed-outcome byte per position when has_fixed.
std::uint64_t block_bytes(std::uint64_t n, std::uint64_t m, bool has_fixed) {
    return 8 * m + (has_fixed ? n : 0);
}

// A block for the moves (and fixed outcomes) of n positions and m moves, refused
// before anything is allocated when it and the solve would be over the budget.
// Returns { ptr } (the block's address) or an error object.
val rules_reserve(double n_in, double m_in, bool has_fixed, double max_memory) {
    return guarded([&] {
        const std::uint64_t n = whole(n_in, 2147483647.0, "n");
        const std::uint64_t m = whole(m_in, 4294967295.0, "m");
        const std::uint64_t block = block_bytes(n, m, has_fixed);
        gg::check_budget(block + gg::graph_solve_bytes(n, m), bind::budget_of(max_memory),
                         "a game of " + std::to_string(n) + " positions and " + std::to_string(m) +
                             " moves: solving it");
        void* p = std::malloc(block == 0 ? 1 : block);
        if (p == nullptr) throw std::bad_alloc();
        val r = val::object();
        r.set("ptr", static_cast<double>(reinterpret_cast<std::uintptr_t>(p)));
        return r;
    });
}

void rules_free(double ptr) { std::free(reinterpret_cast<void*>(static_cast<std::uintptr_t>(ptr))); }

// A Uint8Array viewing bytes [offset, offset + count) of the block at ptr (valid
// until the module's memory grows: take a new one for each piece written).
val rules_view(double ptr, double offset, double count) {
    auto* base = reinterpret_cast<std::uint8_t*>(static_cast<std::uintptr_t>(ptr));
    return val(emscripten::typed_memory_view(static_cast<std::size_t>(count), base + static_cast<std::size_t>(offset)));
}

// Solves the graph in the block at ptr (see rules_reserve): outcome, depth and
// move of every position; with grundy, also the generalised Sprague-Grundy values
// (normal play, no fixed outcomes) as grundyGraphText gives them, with the
// labelling's order (grundyOrder, grundyStage: grundyGraphText's order, orderStage).
val rules_solve(double ptr, double n_in, double m_in, bool has_fixed, const std::string& no_move,
                const val& on_progress, double max_memory, bool grundy) {
    return guarded([&] {
        const auto n = static_cast<std::uint32_t>(whole(n_in, 2147483647.0, "n"));
        const std::size_t m = whole(m_in, 4294967295.0, "m");
        const auto* base = reinterpret_cast<const std::uint8_t*>(static_cast<std::uintptr_t>(ptr));
        const auto* edges = reinterpret_cast<const std::int32_t*>(base);  // ids checked by the solver
        std::vector<gg::Fixed> fixed;
        if (has_fixed) fixed = gg::fixed_from_codes(base + 8 * m, n);
        const std::uint64_t budget = bind::budget_of(max_memory);
        const gg::Solution s = gg::solve_graph_edges(n, edges, m, gg::parse_no_move(no_move), std::move(fixed),
                                                     progress_of(on_progress), budget);
        val r = val::object();
        put_solution(r, s, n);
        if (grundy) {
            gg::GrundyLog log;  // the labelling's order, for the rules page's step-through
            const gg::GrundyResult g = gg::grundy_graph_edges(n, edges, m, &log);
            r.set("grundy", copy_to_js("Int32Array", g.value.data(), n));
            r.set("infStart", copy_to_js("Int32Array", reinterpret_cast<const std::int32_t*>(g.inf_start.data()),
                                         g.inf_start.size()));
            r.set("infValues", copy_to_js("Int32Array", g.inf_values.data(), g.inf_values.size()));
            r.set("grundyMove", copy_to_js("Int32Array", g.move.data(), n));
            r.set("grundyOrder", copy_to_js("Int32Array", log.state.data(), log.state.size()));
            r.set("grundyStage", copy_to_js("Int32Array", log.stage.data(), log.stage.size()));
        }
        return r;
    });
}

// One tier of a tiered game (rules/tiers.js): a block holding, each part
// padded to 4 bytes, inner_start (n + 1 uint32), inner_to (m uint32), ext_count,
// ext_lose_min, ext_win_max, ext_win_count (n each, 4 bytes), fixed (n bytes).
std::uint64_t pad4(std::uint64_t b) { return (b + 3) / 4 * 4; }
std::uint64_t tier_block_bytes(std::uint64_t n, std::uint64_t m) { return 4 * (n + 1) + 4 * m + 16 * n + pad4(n); }

val rules_tier_reserve(double n_in, double m_in, double max_memory) {
    return guarded([&] {
        const std::uint64_t n = whole(n_in, 2147483647.0, "n");
        const std::uint64_t m = whole(m_in, 4294967295.0, "m");
        const std::uint64_t block = tier_block_bytes(n, m);
        gg::check_budget(block + gg::tier_solve_bytes(n, m), bind::budget_of(max_memory),
                         "a tier of " + std::to_string(n) + " positions and " + std::to_string(m) +
                             " moves inside it: solving it");
        void* p = std::malloc(block);
        if (p == nullptr) throw std::bad_alloc();
        val r = val::object();
        r.set("ptr", static_cast<double>(reinterpret_cast<std::uintptr_t>(p)));
        return r;
    });
}

val rules_solve_tier(double ptr, double n_in, double m_in, const std::string& no_move, double max_memory) {
    return guarded([&] {
        const auto n = static_cast<std::uint32_t>(whole(n_in, 2147483647.0, "n"));
        const std::uint64_t m = whole(m_in, 4294967295.0, "m");
        auto* base = reinterpret_cast<const std::uint8_t*>(static_cast<std::uintptr_t>(ptr));
        std::uint64_t at = 0;
        auto part = [&](std::uint64_t bytes) {
            const std::uint8_t* p = base + at;
            at += pad4(bytes);
            return p;
        };
        gg::TierInput in;
        in.n = n;
        in.inner_start = reinterpret_cast<const std::uint32_t*>(part(4 * (std::uint64_t{n} + 1)));
        in.inner_to = reinterpret_cast<const std::uint32_t*>(part(4 * m));
        in.ext_count = reinterpret_cast<const std::uint32_t*>(part(4 * std::uint64_t{n}));
        in.ext_lose_min = reinterpret_cast<const std::int32_t*>(part(4 * std::uint64_t{n}));
        in.ext_win_max = reinterpret_cast<const std::int32_t*>(part(4 * std::uint64_t{n}));
        in.ext_win_count = reinterpret_cast<const std::uint32_t*>(part(4 * std::uint64_t{n}));
        in.fixed = part(n);
        in.no_move = gg::parse_no_move(no_move);
        if (in.inner_start[n] != m) throw std::invalid_argument("inner_start[n] must be the number of inner moves");
        const gg::TierSolution s = gg::solve_tier(in, {}, bind::budget_of(max_memory));
        val r = val::object();
        r.set("outcome", copy_to_js("Uint8Array", s.outcome.data(), n));
        r.set("depth", copy_to_js("Int32Array", s.depth.data(), n));
        return r;
    });
}

}  // namespace

EMSCRIPTEN_BINDINGS(rules) {
    emscripten::function("_rulesTierReserve", &rules_tier_reserve);
    emscripten::function("_rulesSolveTier", &rules_solve_tier);
    emscripten::function("_rulesReserve", &rules_reserve);
    emscripten::function("_rulesFree", &rules_free);
    emscripten::function("_rulesView", &rules_view);
    emscripten::function("_rulesSolve", &rules_solve);
}
