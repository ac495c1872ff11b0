#include "partizan/partizan_game.hpp"

#include "core/line_tokens.hpp"
#include "core/name_table.hpp"
#include "core/text.hpp"

namespace gg {

PartizanGraph::PartizanGraph(std::uint32_t n, const std::int32_t* left_moves, std::size_t left_count,
                             const std::int32_t* right_moves, std::size_t right_count)
    : n_(n) {
    if (n > 0x7FFFFFFFu) throw std::invalid_argument("too many positions: at most 2147483647 are supported");
    const std::int32_t* moves[2] = {left_moves, right_moves};
    const std::size_t count[2] = {left_count, right_count};
    for (std::size_t s = 0; s < 2; ++s) {
        if (count[s] > 0xFFFFFFFFu - count[1 - s])
            throw std::invalid_argument("too many moves: at most 4294967295 are supported");
        std::vector<std::uint32_t>& start = start_[s];
        start.assign(static_cast<std::size_t>(n) + 1, 0);
        for (std::size_t i = 0; i < count[s]; ++i) {
            const std::int32_t u = moves[s][2 * i], v = moves[s][2 * i + 1];
            if (u < 0 || v < 0 || static_cast<std::uint32_t>(u) >= n || static_cast<std::uint32_t>(v) >= n)
                throw std::invalid_argument(std::string(s == 0 ? "Left" : "Right") + "'s move " + std::to_string(i) +
                                            " (" + std::to_string(u) + " -> " + std::to_string(v) +
                                            ") has a position out of range 0.." +
                                            std::to_string(static_cast<long long>(n) - 1));
            ++start[static_cast<std::size_t>(u) + 1];
        }
        for (std::uint32_t p = 0; p < n; ++p) start[p + 1] += start[p];
        std::vector<std::uint32_t> at(start.begin(), start.end() - 1);
        target_[s].resize(count[s]);
        for (std::size_t i = 0; i < count[s]; ++i) {
            const auto u = static_cast<std::uint32_t>(moves[s][2 * i]);
            target_[s][at[u]++] = static_cast<std::uint32_t>(moves[s][2 * i + 1]);
        }
    }
}

std::int64_t ParsedPartizan::find(std::string_view n) const {
    for (std::uint32_t p = 0; p < graph.num_positions(); ++p)
        if (name(p) == n) return p;
    return -1;
}

std::uint64_t partizan_bytes_needed(std::uint64_t n, std::uint64_t m, std::uint64_t name_bytes) {
    const std::uint64_t parsed = 8 * m + name_bytes + n + 4 * (n + 1)  // the moves read, the names, their offsets
                                 + 32 * n;                              // the name table (at most half full)
    const std::uint64_t graph = PartizanGraph::bytes_for(n, m) + 4 * n;  // CSR, and the build's cursor
    const std::uint64_t doubled = 4 * (2 * n + 1) + 4 * m;              // the doubled graph's predecessors
    const std::uint64_t engine = 21 * 2 * n;  // retrograde.hpp: 17 bytes per state while solving, the results
    return parsed + graph + doubled + engine;
}

namespace {

// 0 for L or l, 1 for R or r, -1 otherwise.
int side_of(const LineToken& t) {
    if (t.len != 1) return -1;
    if (t.p[0] == 'L' || t.p[0] == 'l') return 0;
    if (t.p[0] == 'R' || t.p[0] == 'r') return 1;
    return -1;
}

}  // namespace

ParsedPartizan parse_partizan_text(std::string_view text, std::uint64_t max_memory) {
    text = skip_bom(text);
    ParsedPartizan r;
    r.name_start.push_back(0);
    NameTable table(1024);
    std::vector<std::int32_t> moves[2];
    LineTokens lines(text);
    const char* const usage = "a line holds a move 'u L v' (Left's) or 'u R v' (Right's), or a position 'u'";
    auto id_of = [&](const LineToken& t) {
        bool added = false;
        const std::uint32_t id = table.intern(t.view(), &added);
        if (added) {
            if (id > 0x7FFFFFFEu) lines.fail(t.p, "too many positions");
            r.names.append(t.view());
            r.names.push_back('\n');
            r.name_start.push_back(static_cast<std::uint32_t>(r.names.size()));
        }
        return static_cast<std::int32_t>(id);
    };
    while (lines.next()) {
        const std::size_t k = lines.count();
        if (k == 0) continue;
        if (k == 1) {
            id_of(lines[0]);
            continue;
        }
        if (k > 3)
            lines.fail(lines[3].p, "unexpected " + quoted(lines[3].view()) + " after the move " +
                                       quoted(std::string(lines[0].view()) + " " + std::string(lines[1].view()) +
                                              " " + std::string(lines[2].view())) +
                                       ": " + usage);
        const int side = side_of(lines[1]);
        if (side < 0) {
            if (lines[1].view() == "=")
                lines.fail(lines[1].p, std::string("a fixed outcome ('u = win|lose|draw') is not part of a partizan "
                                                   "graph, decided by its moves alone: ") + usage);
            lines.fail(lines[1].p, "expected L or R (whose move it is) between the two positions, found " +
                                       quoted(lines[1].view()) + ": " + usage);
        }
        if (k == 2)
            lines.fail(lines.line_end(), std::string("expected the position ") + (side == 0 ? "Left" : "Right") +
                                             " moves to after " + quoted(lines[1].view()) + ": " + usage);
        const std::int32_t u = id_of(lines[0]);
        const std::int32_t v = id_of(lines[2]);
        moves[side].push_back(u);
        moves[side].push_back(v);
    }
    r.lines = lines.line();
    const std::uint32_t n = table.size();
    const std::uint64_t m = moves[0].size() / 2 + moves[1].size() / 2;
    check_budget(partizan_bytes_needed(n, m, r.names.size()), max_memory,
                 "the partizan graph of " + std::to_string(n) + " positions and " + std::to_string(m) +
                     " moves: reading it and solving it for both starters");
    r.graph = PartizanGraph(n, moves[0].data(), moves[0].size() / 2, moves[1].data(), moves[1].size() / 2);
    return r;
}

}  // namespace gg
