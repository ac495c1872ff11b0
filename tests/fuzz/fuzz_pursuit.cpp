// One pursuit format (FUZZ_PRESET: 0 police-thief, 1 cat-mouse, 2 cat-mouse-grid,
// 3 cop-robber), as the commands and solvePursuitText read it: parse, size the game
// from the board and rules alone, and when it is small solve it within the budget
// and give the preset's answer. The arithmetic size must bound what is built.
#include "fuzz_common.hpp"
#include "pursuit/pursuit_formats.hpp"

#ifndef FUZZ_PRESET
#error "FUZZ_PRESET must be 0..3"
#endif

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::text_of(data, size);
    fuzz::run([&] {
        const gg::PursuitSetup s = FUZZ_PRESET == 0   ? gg::parse_police_thief(text)
                                   : FUZZ_PRESET == 1 ? gg::parse_cat_mouse(text)
                                   : FUZZ_PRESET == 2 ? gg::parse_cat_mouse_grid(text)
                                                      : gg::parse_cop_robber(text);
        const gg::PursuitSize z = gg::pursuit_size(s.board, s.rules);
        if (!z.fits_index() || z.bytes > (std::uint64_t{4} << 20)) return;
        const gg::PursuitSolution sol = gg::solve_pursuit(s.board, s.rules, fuzz::kBudget);
        const gg::PursuitGame& g = sol.game();
        FUZZ_CHECK(g.num_positions() == z.positions && z.max_degree >= g.max_degree());
        for (int k = 0; k < 2; ++k) FUZZ_CHECK(z.moves[k] >= g.moves(static_cast<gg::Side>(k)).out.size());
        if (FUZZ_PRESET == 3) {
            (void)gg::cop_robber_winning_corners(sol);
            return;
        }
        const std::uint32_t start = gg::start_state(sol, s);
        (void)gg::police_thief_verdict(sol, s);
        // Optimal play from the start ends, or repeats within the states.
        std::uint32_t st = start;
        for (std::uint32_t i = 0; i < 64; ++i) {
            const std::int64_t t = sol.optimal_move(st);
            if (t < 0) break;
            FUZZ_CHECK(t < static_cast<std::int64_t>(sol.num_states()));
            st = static_cast<std::uint32_t>(t);
        }
    });
    return 0;
}
