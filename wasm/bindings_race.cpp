// Embind bindings of the race game of BOI 2008 "Game" (solver/race/race_game.hpp).
// One call parses the official input and explains every board; each per-square
// or per-step array crosses the boundary in one copy. api_race.js wraps it.
#include <chrono>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "common.hpp"
#include "core/limits.hpp"
#include "race/race_game.hpp"

using emscripten::val;
using bind::copy_to_js;
using bind::guarded;

namespace {

constexpr std::uint32_t kMaxFullLimit = 4000;  // as the CLI's --full-limit

double ms_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// The steps as records of 6 int32: player (0 = A, 1 = B), extra (0/1), from, to, pos_a, pos_b.
val steps_to_js(const std::vector<gg::RaceStep>& steps) {
    std::vector<std::int32_t> flat;
    flat.reserve(steps.size() * 6);
    for (const gg::RaceStep& s : steps) {
        flat.push_back(s.player == gg::Player::A ? 0 : 1);
        flat.push_back(s.extra ? 1 : 0);
        flat.push_back(s.from);
        flat.push_back(s.to);
        flat.push_back(s.pos_a);
        flat.push_back(s.pos_b);
    }
    return copy_to_js("Int32Array", flat.data(), flat.size());
}

std::string player_name(gg::Player p) { return std::string(1, gg::player_char(p)); }

val full_state(const gg::RaceBoard& board, gg::Player layered_winner, gg::JumpRule rule, std::uint32_t limit) {
    val f = val::object();
    const std::uint32_t cells = gg::race_reachable_cells(board);
    f.set("cells", cells);
    f.set("limit", limit);
    f.set("jump", std::string(rule == gg::JumpRule::Optional ? "optional" : "mandatory"));
    if (cells > limit) {
        f.set("available", false);
        f.set("reason", limit == 0 ? std::string("not requested (fullLimit = 0)")
                                   : std::to_string(cells) + " white squares are reachable, more than the limit of " +
                                         std::to_string(limit) + " for the full-state solver");
        return f;
    }
    const auto t0 = std::chrono::steady_clock::now();
    const gg::RaceFullResult r = gg::solve_race_full(board, rule, limit);
    f.set("ms", ms_since(t0));
    f.set("available", true);
    const bool draw = r.outcome == gg::Outcome::Draw;
    f.set("outcome", draw ? std::string("draw") : player_name(r.winner()));
    f.set("winner", draw ? val::null() : val(player_name(r.winner())));
    f.set("agrees", !draw && r.winner() == layered_winner);
    f.set("depth", r.depth);
    f.set("states", r.states);
    f.set("drawStates", r.draw_states);
    f.set("line", steps_to_js(r.line));
    return f;
}

// The memory the whole call needs at its peak: the boards, plus the largest need of
// one board (the layered analysis, and the full-state solve when it runs: at most
// `limit` white squares reachable). Refuses over the budget before anything big is
// allocated, naming the board that needs the most.
void check_race_memory(const std::vector<gg::RaceBoard>& boards, std::uint32_t limit, std::uint64_t budget) {
    std::uint64_t stored = 0, most = 0;
    std::size_t worst = 0;
    std::uint32_t worst_cells = 0;
    bool worst_full = false;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const gg::RaceBoard& bd = boards[i];
        stored += sizeof(gg::RaceBoard) + bd.free.size();
        const std::uint32_t cells = gg::race_reachable_cells(bd);
        const bool full = cells <= limit;
        const std::uint64_t need = gg::race_explain_bytes(bd) + (full ? gg::race_full_bytes(cells) : 0);
        if (need > most) {
            most = need;
            worst = i;
            worst_cells = cells;
            worst_full = full;
        }
    }
    if (boards.empty()) return;
    const gg::RaceBoard& bd = boards[worst];
    gg::check_budget(stored + most, budget,
                     "board " + std::to_string(worst + 1) + " (line " + std::to_string(bd.line) + ", " +
                         std::to_string(bd.n) + " x " + std::to_string(bd.n) + ", " + std::to_string(worst_cells) +
                         " white squares reachable" +
                         (worst_full ? ", with the full-state solve; a lower options.fullLimit skips it)" : ")"));
}

val solve_race(const std::string& text, double full_limit_in, const std::string& jump, double max_memory) {
    return guarded([&] {
        if (!(full_limit_in >= 0) || full_limit_in > kMaxFullLimit || full_limit_in != std::floor(full_limit_in))
            throw std::invalid_argument("options.fullLimit must be a whole number from 0 to " +
                                        std::to_string(kMaxFullLimit));
        const auto limit = static_cast<std::uint32_t>(full_limit_in);
        gg::JumpRule rule;
        if (jump == "mandatory") rule = gg::JumpRule::Mandatory;
        else if (jump == "optional") rule = gg::JumpRule::Optional;
        else throw std::invalid_argument("options.jump must be 'mandatory' or 'optional'");

        const auto t_parse = std::chrono::steady_clock::now();
        const std::vector<gg::RaceBoard> boards = gg::parse_race_input(text);
        const double parse_ms = ms_since(t_parse);
        check_race_memory(boards, limit, bind::budget_of(max_memory));
        val out = val::array();
        for (std::size_t i = 0; i < boards.size(); ++i) {
            const gg::RaceBoard& bd = boards[i];
            const auto t0 = std::chrono::steady_clock::now();
            const gg::RaceExplanation ex = gg::explain_race(bd);
            const double layered_ms = ms_since(t0);
            const std::size_t nn = static_cast<std::size_t>(ex.n) * static_cast<std::size_t>(ex.n);
            val r = val::object();
            r.set("index", static_cast<double>(i));
            r.set("line", static_cast<double>(bd.line));
            r.set("n", ex.n);
            r.set("a", ex.a);
            r.set("b", ex.b);
            r.set("cells", copy_to_js("Uint8Array", bd.free.data(), nn));
            r.set("winner", player_name(ex.winner));
            r.set("distance", ex.distance);
            r.set("odd", ex.odd);
            r.set("catcher", player_name(ex.catcher));
            r.set("middleLayer", ex.middle_layer);
            r.set("middle", copy_to_js("Int32Array", ex.middle.data(), ex.middle.size()));
            r.set("jumpForced", ex.jump_forced);
            r.set("jumpSquare", ex.jump_square);
            r.set("distA", copy_to_js("Int32Array", ex.dist_a.data(), nn));
            r.set("distB", copy_to_js("Int32Array", ex.dist_b.data(), nn));
            r.set("layerSize", copy_to_js("Int32Array", ex.layer_size.data(), ex.layer_size.size()));
            r.set("race", steps_to_js(ex.race));
            r.set("pairs", static_cast<double>(ex.pairs));
            r.set("ms", layered_ms + (i == 0 ? parse_ms : 0.0));
            r.set("full", full_state(bd, ex.winner, rule, limit));
            out.call<void>("push", r);
        }
        val result = val::object();
        result.set("boards", out);
        return result;
    });
}

}  // namespace

EMSCRIPTEN_BINDINGS(race) {
    emscripten::function("_solveRace", &solve_race);
}
