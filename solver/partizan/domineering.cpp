#include "partizan/domineering.hpp"

#include <stdexcept>
#include <unordered_map>

#include "core/limits.hpp"

namespace gg {

std::uint64_t domineering_full(int rows, int cols) {
    if (rows < 0 || cols < 0 || rows * cols > 64)
        throw std::invalid_argument("domineering: the board must have at most 64 cells");
    const int cells = rows * cols;
    return cells == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << cells) - 1;
}

DomineeringGame domineering(int rows, int cols, std::uint64_t start, std::uint64_t max_positions) {
    const std::uint64_t full = domineering_full(rows, cols);
    if (start & ~full) throw std::invalid_argument("domineering: the start has cells off the board");
    DomineeringGame d;
    d.rows = rows;
    d.cols = cols;
    // The two cells of each domino: Left's vertical ones, Right's horizontal ones.
    std::vector<std::uint64_t> dominoes[2];
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const std::uint64_t cell = std::uint64_t{1} << (r * cols + c);
            if (r + 1 < rows) dominoes[0].push_back(cell | cell << cols);
            if (c + 1 < cols) dominoes[1].push_back(cell | cell << 1);
        }
    std::unordered_map<std::uint64_t, std::uint32_t> id;
    std::vector<std::int32_t> moves[2];
    d.board.push_back(start);
    id.emplace(start, 0);
    for (std::size_t head = 0; head < d.board.size(); ++head) {
        const std::uint64_t b = d.board[head];
        for (int s = 0; s < 2; ++s)
            for (const std::uint64_t dom : dominoes[s]) {
                if ((b & dom) != dom) continue;
                const std::uint64_t next = b & ~dom;
                auto it = id.find(next);
                if (it == id.end()) {
                    if (d.board.size() >= max_positions)
                        throw TooLarge("Domineering on " + std::to_string(rows) + " x " + std::to_string(cols) +
                                           ": more than " + std::to_string(max_positions) + " positions",
                                       0, 0, TooLarge::Kind::Size);
                    it = id.emplace(next, static_cast<std::uint32_t>(d.board.size())).first;
                    d.board.push_back(next);
                }
                moves[s].push_back(static_cast<std::int32_t>(head));
                moves[s].push_back(static_cast<std::int32_t>(it->second));
            }
    }
    d.graph = PartizanGraph(static_cast<std::uint32_t>(d.board.size()), moves[0].data(), moves[0].size() / 2,
                            moves[1].data(), moves[1].size() / 2);
    return d;
}

std::string domineering_board_string(int rows, int cols, std::uint64_t free_cells) {
    std::string s;
    for (int r = 0; r < rows; ++r) {
        if (r > 0) s += '/';
        for (int c = 0; c < cols; ++c) s += (free_cells >> (r * cols + c) & 1) ? '.' : '#';
    }
    return s;
}

}  // namespace gg
