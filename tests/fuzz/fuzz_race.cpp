// The race format (BOI 2008), as `gamegraph race --explain` and solveRace read
// it: parse, then per board the layered winner and its explanation, and the
// full-state solver on small boards.
#include "fuzz_common.hpp"
#include "race/race_game.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::text_of(data, size);
    fuzz::run([&] {
        const std::vector<gg::RaceBoard> boards = gg::parse_race_input(text);
        FUZZ_CHECK(!boards.empty());
        for (const gg::RaceBoard& b : boards) {
            const gg::Player w = gg::race_winner(b);
            const gg::RaceExplanation ex = gg::explain_race(b);
            FUZZ_CHECK(ex.winner == w);
            FUZZ_CHECK(ex.layer_size.size() == static_cast<std::size_t>(ex.distance) + 1);
            if (gg::race_reachable_cells(b) <= 30) (void)gg::solve_race_full(b, gg::JumpRule::Mandatory, 30);
        }
    });
    fuzz::run([&] { (void)gg::parse_race_board(text); });
    return 0;
}
