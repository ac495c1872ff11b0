#include "pursuit/pursuit_formats.hpp"

#include "core/text.hpp"

#include <algorithm>
#include <limits>

namespace gg {

namespace {

// A read position in a text that knows its line and column (columns count
// characters, not bytes, like graph_text's errors).
class Cursor {
public:
    explicit Cursor(std::string_view t) : t_(skip_bom(t)) {}

    bool at_end() const { return i_ >= t_.size(); }
    char peek() const { return at_end() ? '\0' : t_[i_]; }
    std::size_t pos() const { return i_; }
    std::size_t line() const { return line_; }

    void advance() {
        if (at_end()) return;
        if (t_[i_] == '\n') {
            ++line_;
            line_start_ = i_ + 1;
        }
        ++i_;
    }
    // Blanks within the line (spaces, tabs, and the '\r' of CRLF).
    void skip_blanks() {
        while (!at_end() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\r')) advance();
    }
    // Any white space, newlines included.
    void skip_space() {
        while (!at_end() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\r' || t_[i_] == '\n')) advance();
    }
    bool at_line_end() const { return at_end() || t_[i_] == '\n'; }
    // Skips blanks, then expects the end of the line (or of the text) and passes it.
    void end_line(const char* what) {
        skip_blanks();
        if (!at_line_end()) fail("unexpected " + shown() + " after " + what);
        advance();
    }

    std::size_t column() const { return column_at(i_); }
    // Columns are counted from the last one asked for when that is earlier on the
    // same line (items are asked for in order: reading the position of every item
    // keeps the parse linear), else from the line's start.
    std::size_t column_at(std::size_t pos) const {
        if (col_pos_ < line_start_ || col_pos_ > pos) {
            col_pos_ = line_start_;
            col_ = 1;
        }
        while (col_pos_ < pos && col_pos_ < t_.size()) {
            col_pos_ += char_length(t_, col_pos_);
            ++col_;
        }
        std::size_t c = col_;
        // The end of a CRLF line is before its '\r'.
        if (pos < t_.size() && t_[pos] == '\n' && pos > line_start_ && t_[pos - 1] == '\r') --c;
        return c;
    }
    [[noreturn]] void fail(const std::string& message) const { throw ParseError(line_, column(), message); }
    [[noreturn]] void fail_at(std::size_t pos, const std::string& message) const {
        throw ParseError(line_, column_at(pos), message);
    }

    // What is at the cursor, for messages: 'x', "the end of the line", "the end of the input".
    std::string shown() const {
        if (at_end()) return "end of input";
        if (t_[i_] == '\n' || (t_[i_] == '\r' && i_ + 1 < t_.size() && t_[i_ + 1] == '\n')) return "end of line";
        return quoted_char(t_.substr(i_));
    }

    // A non-negative integer (digits only), at most max.
    std::uint64_t integer(const char* what, std::uint64_t max) {
        if (!(peek() >= '0' && peek() <= '9')) fail(std::string("expected ") + what + ", found " + shown());
        const std::size_t start = i_;
        std::uint64_t v = 0;
        while (peek() >= '0' && peek() <= '9') {
            v = v * 10 + static_cast<std::uint64_t>(peek() - '0');
            if (v > max) fail_at(start, std::string(what) + " is too large (at most " + std::to_string(max) + ")");
            advance();
        }
        return v;
    }
    // Expects the character c (after white space).
    void expect(char c, const char* context) {
        skip_space();
        if (peek() != c) fail(std::string("expected '") + c + "' " + context + ", found " + shown());
        advance();
    }
    // After an item of a list: skips white space, then passes a ',' (true: another
    // item follows) or the closing ']' (false); anything else is an error naming where.
    bool next_in_list(const char* where) {
        skip_space();
        if (peek() == ',') {
            advance();
            return true;
        }
        if (peek() == ']') {
            advance();
            return false;
        }
        fail(std::string("expected ',' or ']' ") + where + ", found " + shown());
    }
    // After the input: only white space may remain.
    void expect_end(const char* what) {
        skip_space();
        if (!at_end()) fail("unexpected " + shown() + " after " + what);
    }

private:
    std::string_view t_;
    std::size_t i_ = 0;
    std::size_t line_ = 1;
    std::size_t line_start_ = 0;
    mutable std::size_t col_pos_ = 0;  // a position on the line (a character's start) ...
    mutable std::size_t col_ = 1;      // ... and its column
};

constexpr std::uint64_t kMaxSide = 1u << 20;  // rows, columns, vertices: a typo must not allocate terabytes

// Cells met while reading a board: where each piece was first seen.
struct Piece {
    bool seen = false;
    std::uint32_t cell = 0;
};

void place(Piece& piece, std::uint32_t cell, const Cursor& cur, std::size_t pos, const char* what) {
    if (piece.seen) cur.fail_at(pos, std::string("a second ") + what + " (there must be exactly one)");
    piece.seen = true;
    piece.cell = cell;
}

// A JSON array of arrays of non-negative integers: [[2,5],[3],[]], with the
// line and column of every entry (for errors found later).
struct JsonAdjacency {
    std::vector<std::vector<std::uint32_t>> adj;
    std::vector<std::vector<std::pair<std::size_t, std::size_t>>> where;
};

JsonAdjacency parse_json_adjacency(Cursor& cur) {
    JsonAdjacency r;
    auto& adj = r.adj;
    cur.expect('[', "to open the adjacency list");
    cur.skip_space();
    if (cur.peek() == ']') {
        cur.advance();
        return r;
    }
    for (;;) {
        cur.expect('[', "to open a vertex's list of neighbours");
        adj.emplace_back();
        r.where.emplace_back();
        if (adj.size() > kMaxSide) cur.fail("too many vertices (at most " + std::to_string(kMaxSide) + ")");
        cur.skip_space();
        if (cur.peek() == ']') {
            cur.advance();
        } else {
            for (;;) {
                cur.skip_space();
                if (cur.peek() == '-') cur.fail("a vertex id must not be negative");
                r.where.back().emplace_back(cur.line(), cur.column());
                adj.back().push_back(static_cast<std::uint32_t>(cur.integer("a vertex id", kMaxSide)));
                if (!cur.next_in_list("in a list of neighbours")) break;
            }
        }
        if (!cur.next_in_list("after a vertex's list")) return r;
    }
}

}  // namespace

PursuitRules police_thief_rules() {
    PursuitRules r;
    r.pursuer.moves = steps8();
    r.pursuer.may_pass = true;
    r.evader.moves = steps4();
    r.evader.may_pass = true;
    return r;
}

PursuitRules cat_mouse_rules(std::uint32_t n) {
    PursuitRules r;
    r.pursuer.forbidden.assign(n, 0);
    if (n > 0) r.pursuer.forbidden[0] = 1;  // the cat may not enter the hole
    return r;
}

PursuitRules cat_mouse_grid_rules(std::int32_t cat_jump, std::int32_t mouse_jump) {
    PursuitRules r;
    if (cat_jump > 0) r.pursuer.moves = slides4(cat_jump);
    if (mouse_jump > 0) r.evader.moves = slides4(mouse_jump);
    r.pursuer.may_pass = true;  // a jump of 0 cells
    r.evader.may_pass = true;
    r.pursuer_exit_wins = true;  // the cat on the food
    r.draw_as = DrawAs::PursuerWin;
    return r;
}

PursuitRules cop_robber_rules() {
    PursuitRules r;
    r.pursuer.may_pass = true;
    r.draw_as = DrawAs::EvaderWin;
    return r;
}

PursuitSetup parse_police_thief(std::string_view text) {
    Cursor cur(text);
    cur.skip_space();
    const std::uint64_t n = cur.integer("the number of rows n", kMaxSide);
    if (n == 0) cur.fail("the board needs at least one row");
    cur.skip_space();
    const std::uint64_t m = cur.integer("the number of columns m", kMaxSide);
    if (m == 0) cur.fail("the board needs at least one column");
    if (n * m > 0x7FFFFFFFu) cur.fail("the board has too many cells");
    cur.end_line("the header 'n m'");

    // Filled row by row: a header promising more cells than the text holds must
    // not allocate for them.
    std::vector<std::uint8_t> blocked, exit;
    blocked.reserve(std::min<std::uint64_t>(n * m, text.size()));
    exit.reserve(blocked.capacity());
    Piece police, thief;
    for (std::uint64_t r = 0; r < n; ++r) {
        cur.skip_space();  // blank lines between rows are fine
        if (cur.at_end())
            cur.fail("expected row " + std::to_string(r + 1) + " of " + std::to_string(n) + ", found end of input");
        std::uint64_t c = 0;
        while (!cur.at_end() && cur.peek() != '\n' && cur.peek() != ' ' && cur.peek() != '\t' && cur.peek() != '\r') {
            const char ch = cur.peek();
            if (c == m)
                cur.fail("row " + std::to_string(r + 1) + " is longer than m = " + std::to_string(m) + " cells");
            const std::uint32_t cell = static_cast<std::uint32_t>(r * m + c);
            blocked.push_back(ch == '*');
            exit.push_back(ch == 'E');
            switch (ch) {
                case '.': case '*': case 'E': break;
                case 'P': case 'C': place(police, cell, cur, cur.pos(), "police officer ('P')"); break;
                case 'T': place(thief, cell, cur, cur.pos(), "thief ('T')"); break;
                default:
                    cur.fail("unknown cell " + cur.shown() +
                             ": expected '.' free, '*' blocked, 'P' police, 'T' thief or 'E' exit");
            }
            cur.advance();
            ++c;
        }
        if (c < m)
            cur.fail("row " + std::to_string(r + 1) + " has " + std::to_string(c) + " cells, expected m = " +
                     std::to_string(m));
        cur.end_line("a row");
    }
    cur.skip_space();
    if (!cur.at_end()) cur.fail("unexpected " + cur.shown() + " after the " + std::to_string(n) + " rows");
    if (!police.seen) cur.fail("no police officer ('P' or 'C') on the board");
    if (!thief.seen) cur.fail("no thief ('T') on the board");

    PursuitSetup s;
    s.board = Board::grid(static_cast<std::int32_t>(n), static_cast<std::int32_t>(m), blocked.data(), exit.data());
    s.rules = police_thief_rules();
    s.pursuer_start = police.cell;
    s.evader_start = thief.cell;
    s.first = Side::Pursuer;
    return s;
}

PursuitSetup parse_cat_mouse(std::string_view text) {
    Cursor cur(text);
    const JsonAdjacency json = parse_json_adjacency(cur);
    const auto& adj = json.adj;
    cur.expect_end("the adjacency list");
    const std::uint32_t n = static_cast<std::uint32_t>(adj.size());
    if (n < 3) cur.fail("the graph has " + std::to_string(n) + " vertices: it needs at least 3 (hole 0, mouse 1, cat 2)");
    std::vector<std::int32_t> edges;
    for (std::uint32_t u = 0; u < n; ++u)
        for (std::size_t k = 0; k < adj[u].size(); ++k) {
            const std::uint32_t v = adj[u][k];
            if (v >= n)
                throw ParseError(json.where[u][k].first, json.where[u][k].second,
                                 "vertex " + std::to_string(u) + " lists neighbour " + std::to_string(v) +
                                     ", out of range 0.." + std::to_string(n - 1));
            edges.push_back(static_cast<std::int32_t>(u));
            edges.push_back(static_cast<std::int32_t>(v));
        }
    std::vector<std::uint8_t> exit(n, 0);
    exit[0] = 1;  // the mouse in the hole wins
    PursuitSetup s;
    s.board = Board::graph(n, edges.data(), edges.size() / 2, false, exit.data());
    s.rules = cat_mouse_rules(n);
    s.pursuer_start = 2;
    s.evader_start = 1;
    s.first = Side::Evader;
    return s;
}

PursuitSetup parse_cat_mouse_grid(std::string_view text) {
    Cursor cur(text);
    cur.expect('[', "to open the list of rows");
    std::vector<std::uint8_t> blocked, exit;
    Piece cat, mouse;
    std::uint64_t cols = 0, rows = 0;
    cur.skip_space();
    if (cur.peek() == ']') cur.fail("the grid has no row");
    for (;;) {
        cur.expect('"', "to open a row string");
        std::uint64_t c = 0;
        while (cur.peek() != '"') {
            const char ch = cur.peek();
            if (cur.at_line_end()) cur.fail("unterminated row string: expected '\"', found " + cur.shown());
            if (rows > 0 && c == cols)
                cur.fail("row " + std::to_string(rows + 1) + " is longer than row 1 (" + std::to_string(cols) +
                         " cells)");
            if (c >= kMaxSide) cur.fail("the row is too long");
            const std::uint32_t cell = static_cast<std::uint32_t>(blocked.size());
            blocked.push_back(0);
            exit.push_back(0);
            switch (ch) {
                case '.': break;
                case '#': blocked.back() = 1; break;
                case 'F': exit.back() = 1; break;
                case 'C': place(cat, cell, cur, cur.pos(), "cat ('C')"); break;
                case 'M': place(mouse, cell, cur, cur.pos(), "mouse ('M')"); break;
                default:
                    cur.fail("unknown cell " + cur.shown() +
                             ": expected '.' floor, '#' wall, 'C' cat, 'M' mouse or 'F' food");
            }
            cur.advance();
            ++c;
        }
        if (rows == 0) {
            if (c == 0) cur.fail("empty row string");
            cols = c;
        } else if (c < cols) {
            cur.fail("row " + std::to_string(rows + 1) + " has " + std::to_string(c) + " cells, row 1 has " +
                     std::to_string(cols));
        }
        cur.advance();  // the closing quote
        ++rows;
        if (rows * cols > 0x7FFFFFFFu || rows > kMaxSide) cur.fail("the grid has too many cells");
        if (!cur.next_in_list("after a row string")) break;
    }
    cur.skip_space();
    const std::uint64_t cat_jump = cur.integer("catJump", 1000000);
    cur.skip_space();
    const std::uint64_t mouse_jump = cur.integer("mouseJump", 1000000);
    cur.expect_end("'catJump mouseJump'");
    if (!cat.seen) cur.fail("no cat ('C') on the grid");
    if (!mouse.seen) cur.fail("no mouse ('M') on the grid");

    PursuitSetup s;
    s.board = Board::grid(static_cast<std::int32_t>(rows), static_cast<std::int32_t>(cols), blocked.data(),
                          exit.data());
    s.rules = cat_mouse_grid_rules(static_cast<std::int32_t>(cat_jump), static_cast<std::int32_t>(mouse_jump));
    s.pursuer_start = cat.cell;
    s.evader_start = mouse.cell;
    s.first = Side::Evader;
    return s;
}

PursuitSetup parse_cop_robber(std::string_view text) {
    Cursor cur(text);
    cur.skip_space();
    const std::uint64_t n = cur.integer("the number of corners N", 32767);
    if (n == 0) cur.fail("the graph needs at least one corner");
    cur.end_line("N");
    std::vector<std::int32_t> edges;
    for (std::uint64_t i = 0; i < n; ++i) {
        cur.skip_space();
        if (cur.at_end())
            cur.fail("expected row " + std::to_string(i + 1) + " of the " + std::to_string(n) + " x " +
                     std::to_string(n) + " matrix, found end of input");
        for (std::uint64_t j = 0; j < n; ++j) {
            cur.skip_blanks();
            if (cur.at_line_end())
                cur.fail("row " + std::to_string(i + 1) + " of the matrix has " + std::to_string(j) +
                         " entries, expected N = " + std::to_string(n));
            const char ch = cur.peek();
            const std::size_t at = cur.pos();
            cur.advance();
            const bool alone = cur.at_line_end() || cur.peek() == ' ' || cur.peek() == '\t' || cur.peek() == '\r';
            if ((ch != '0' && ch != '1') || !alone) cur.fail_at(at, "a matrix entry must be 0 or 1");
            if (ch == '1') {
                edges.push_back(static_cast<std::int32_t>(i));
                edges.push_back(static_cast<std::int32_t>(j));
            }
        }
        cur.skip_blanks();
        if (!cur.at_line_end())
            cur.fail("row " + std::to_string(i + 1) + " of the matrix has more than N = " + std::to_string(n) +
                     " entries");
        cur.advance();
    }
    // What follows the matrix (the official files' expected answer and grader
    // data) is ignored.
    PursuitSetup s;
    s.board = Board::graph(static_cast<std::uint32_t>(n), edges.data(), edges.size() / 2, false, nullptr);
    s.rules = cop_robber_rules();
    return s;
}

std::uint32_t start_state(const PursuitSolution& sol, const PursuitSetup& setup) {
    const PursuitGame& g = sol.game();
    const std::int32_t p = g.position_of(setup.pursuer_start), e = g.position_of(setup.evader_start);
    if (p < 0 || e < 0) throw PursuitError("a piece starts on a blocked cell");
    return g.state(static_cast<std::uint32_t>(p), static_cast<std::uint32_t>(e), setup.first);
}

const char* police_thief_verdict(const PursuitSolution& sol, const PursuitSetup& setup) {
    switch (sol.winner(start_state(sol, setup))) {
        case Winner::Pursuer: return "Police catches the thief";
        case Winner::Evader: return "The thief escapes";
        default: return "Draw";
    }
}

int cat_mouse_answer(const PursuitSolution& sol, const PursuitSetup& setup) {
    switch (sol.winner(start_state(sol, setup))) {
        case Winner::Evader: return 1;
        case Winner::Pursuer: return 2;
        default: return 0;
    }
}

bool cat_mouse_grid_answer(const PursuitSolution& sol, const PursuitSetup& setup) {
    return sol.winner(start_state(sol, setup)) == Winner::Evader;
}

std::vector<std::uint32_t> cop_robber_winning_corners(const PursuitSolution& sol) {
    const PursuitGame& g = sol.game();
    const std::uint32_t P = g.num_positions();
    std::vector<std::uint32_t> r;
    for (std::uint32_t c = 0; c < P; ++c) {
        bool all = true;
        for (std::uint32_t e = 0; e < P && all; ++e) all = sol.winner(g.state(c, e, Side::Pursuer)) == Winner::Pursuer;
        if (all) r.push_back(g.cell_of(c));
    }
    return r;
}

}  // namespace gg
