// The partizan graph text, as `gamegraph partizan` reads it: parse within a
// budget, the outcomes for both starters (each move checked against the rules),
// and on small graphs the start's value within a budget (a cycle refused), which
// must agree with the outcomes, printed in the notation and as JSON.
#include "fuzz_common.hpp"
#include "partizan/canonical.hpp"
#include "partizan/partizan_outcomes.hpp"
#include "partizan/partizan_values.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::text_of(data, size);
    fuzz::run([&] {
        const gg::ParsedPartizan p = gg::parse_partizan_text(text, fuzz::kBudget);
        const gg::PartizanGraph& g = p.graph;
        FUZZ_CHECK(p.name_start.size() == g.num_positions() + std::size_t{1});
        const gg::PartizanOutcomes o = gg::partizan_outcomes(g);
        for (std::uint32_t q = 0; q < g.num_positions(); ++q) {
            FUZZ_CHECK(!p.name(q).empty());
            for (const gg::Side s : {gg::Side::Left, gg::Side::Right}) {
                const std::int32_t m = o.move(s, q);
                FUZZ_CHECK(m >= -1 && m < static_cast<std::int64_t>(g.num_positions()));
                FUZZ_CHECK((m < 0) == (g.option_count(s, q) == 0));
                if (m < 0) continue;
                const gg::Outcome here = o.outcome(s, q), there = o.outcome(gg::opponent(s), static_cast<std::uint32_t>(m));
                if (here == gg::Outcome::Win) FUZZ_CHECK(there == gg::Outcome::Lose);
                if (here == gg::Outcome::Lose) FUZZ_CHECK(there == gg::Outcome::Win);
                if (here == gg::Outcome::Draw) FUZZ_CHECK(there == gg::Outcome::Draw);
            }
        }
        if (g.num_positions() == 0 || g.num_positions() > 300 || g.num_moves() > 3000) return;
        gg::GameStore store(fuzz::kBudget);
        const gg::GameId v = gg::partizan_values_from(g, store, 0)[0];  // NotShortGame: an invalid_argument
        for (const gg::Side s : {gg::Side::Left, gg::Side::Right})
            FUZZ_CHECK((o.outcome(s, 0) == gg::Outcome::Win) == store.first_player_wins(v, s));
        fuzz::check_message(store.str(v, 100000).c_str());
        const std::string json = store.json(v, 100000);
        FUZZ_CHECK(json.size() >= 7 && json.front() == '[' && json.back() == ']');
    });
    return 0;
}
