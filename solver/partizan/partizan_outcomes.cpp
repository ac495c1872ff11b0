#include "partizan/partizan_outcomes.hpp"

#include <stdexcept>
#include <utility>

namespace gg {

DoubledGame::DoubledGame(const PartizanGraph& g, std::vector<Fixed> fixed) : g_(g), fixed_(std::move(fixed)) {
    const std::uint32_t n = g.num_positions();
    if (n > 0x3FFFFFFFu)
        throw std::invalid_argument("too many positions for both starters: at most 1073741823 are supported");
    if (!fixed_.empty() && fixed_.size() != 2 * static_cast<std::size_t>(n))
        throw std::invalid_argument("fixed outcomes: one per state (position and player to move) expected");
    // (q, Right) is reached by Left's moves into q, (q, Left) by Right's.
    pred_start_.assign(2 * static_cast<std::size_t>(n) + 1, 0);
    for (const Side s : {Side::Left, Side::Right})
        for (const std::uint32_t q : g.targets(s)) ++pred_start_[DoubledGame::state(q, opponent(s)) + 1];
    for (std::size_t i = 1; i < pred_start_.size(); ++i) pred_start_[i] += pred_start_[i - 1];
    pred_.resize(g.num_moves());
    std::vector<std::uint32_t> at(pred_start_.begin(), pred_start_.end() - 1);
    for (const Side s : {Side::Left, Side::Right})
        for (std::uint32_t p = 0; p < n; ++p)
            g.for_each_option(s, p, [&](std::uint32_t q) { pred_[at[state(q, opponent(s))]++] = state(p, s); });
}

PartizanOutcomes partizan_outcomes(const PartizanGraph& g, std::vector<Fixed> fixed) {
    const DoubledGame game(g, std::move(fixed));
    PartizanOutcomes r;
    r.doubled = retrograde(game);
    return r;
}

}  // namespace gg
