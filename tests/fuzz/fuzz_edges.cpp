// Graphs given as arrays, as the module's solveGraphEdges and the rules games
// (solveRules writes its explored moves into the module's memory) hand them to the
// solver: n, 2 * m vertex ids (any int32, in range or not) and perhaps fixed-outcome
// codes (any byte). Ids and codes out of range must be refused with a message;
// what is accepted is solved within a budget, with and without the fixed outcomes,
// and its Sprague-Grundy values must agree with the win/lose/draw solve.
#include <cstring>
#include <vector>

#include "fuzz_common.hpp"
#include "graph/graph_solve.hpp"
#include "core/grundy.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 3) return 0;
    // Byte 0-1: n (up to 65535); byte 2: flags (bit 0: fixed codes follow the edges;
    // bit 1: the other convention); then int32 ids, then the codes.
    const std::uint32_t n = data[0] | (std::uint32_t{data[1]} << 8);
    const bool has_fixed = data[2] & 1;
    const gg::Outcome no_move = (data[2] & 2) ? gg::Outcome::Win : gg::Outcome::Lose;
    data += 3;
    size -= 3;
    const std::size_t fixed_bytes = has_fixed ? std::min<std::size_t>(n, size) : 0;
    const std::size_t m = (size - fixed_bytes) / 8;
    std::vector<std::int32_t> edges(2 * m);
    if (m > 0) std::memcpy(edges.data(), data, 8 * m);
    std::vector<std::uint8_t> codes(n, 0);
    if (fixed_bytes > 0) std::memcpy(codes.data(), data + 8 * m, fixed_bytes);
    fuzz::run([&] {
        const std::vector<gg::Fixed> fixed = gg::fixed_from_codes(codes.data(), n);
        const gg::Solution s = gg::solve_graph_edges(n, edges.data(), m, no_move, fixed, {}, fuzz::kBudget);
        FUZZ_CHECK(s.outcome.size() == n);
        for (std::uint32_t v = 0; v < n; ++v) {
            const std::int32_t t = s.move[v];
            FUZZ_CHECK(t >= -1 && t < static_cast<std::int64_t>(n));
            if (fixed[v] != gg::Fixed::None) continue;
            if (s.outcome[v] == gg::Outcome::Win && t >= 0) FUZZ_CHECK(s.outcome[t] == gg::Outcome::Lose);
            if (s.outcome[v] == gg::Outcome::Draw) FUZZ_CHECK(s.depth[v] == -1);
        }
        if (has_fixed || no_move != gg::Outcome::Lose || n > 5000) return;
        // Normal play: a value 0 is a loss, a positive one a win, inf(K) a win iff 0 is in K.
        const gg::GrundyResult g = gg::grundy_graph_edges(n, edges.data(), m);
        for (std::uint32_t v = 0; v < n; ++v) FUZZ_CHECK(g.outcome(v) == s.outcome[v]);
    });
    return 0;
}
