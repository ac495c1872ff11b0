#include "race_game.hpp"

#include "text.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "graph_text.hpp"
#include "retrograde.hpp"

namespace gg {

namespace {

// ------------------------------------------------------------------ the grid

// The neighbours of square s in the order up, left, right, down; f(t) for each white one.
template <class F>
inline void for_each_neighbor(std::int32_t n, const std::uint8_t* free, std::int32_t s, F&& f) {
    const std::int32_t r = s / n, c = s % n;
    if (r > 0 && free[s - n]) f(s - n);
    if (c > 0 && free[s - 1]) f(s - 1);
    if (c < n - 1 && free[s + 1]) f(s + 1);
    if (r < n - 1 && free[s + n]) f(s + n);
}

// Breadth-first distances from src over white squares; -1 where unreachable.
void bfs(std::int32_t n, const std::uint8_t* free, std::int32_t src, std::vector<std::int32_t>& dist,
         std::vector<std::int32_t>& queue) {
    const std::size_t nn = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    dist.assign(nn, -1);
    queue.resize(nn);
    std::size_t head = 0, tail = 0;
    dist[static_cast<std::size_t>(src)] = 0;
    queue[tail++] = src;
    while (head < tail) {
        const std::int32_t s = queue[head++];
        const std::int32_t d = dist[static_cast<std::size_t>(s)] + 1;
        for_each_neighbor(n, free, s, [&](std::int32_t t) {
            if (dist[static_cast<std::size_t>(t)] < 0) {
                dist[static_cast<std::size_t>(t)] = d;
                queue[tail++] = t;
            }
        });
    }
}

std::string square_name(std::int32_t n, std::int32_t s) {
    return "row " + std::to_string(s / n + 1) + ", column " + std::to_string(s % n + 1);
}

// Throws std::invalid_argument unless the board is well formed with a path from A to B.
void check_board(const RaceBoard& bd) {
    if (bd.n < kRaceMinN || bd.n > kRaceMaxN)
        throw std::invalid_argument("n = " + std::to_string(bd.n) + " is out of range " +
                                    std::to_string(kRaceMinN) + ".." + std::to_string(kRaceMaxN));
    const std::int32_t nn = bd.n * bd.n;
    if (bd.free.size() != static_cast<std::size_t>(nn))
        throw std::invalid_argument("the board has " + std::to_string(bd.free.size()) +
                                    " squares, expected n * n = " + std::to_string(nn));
    if (bd.a < 0 || bd.a >= nn || bd.b < 0 || bd.b >= nn)
        throw std::invalid_argument("a start square is off the board");
    if (bd.a == bd.b) throw std::invalid_argument("A and B start on the same square");
    if (!bd.free[static_cast<std::size_t>(bd.a)] || !bd.free[static_cast<std::size_t>(bd.b)])
        throw std::invalid_argument("a start square is black");
}

// -------------------------------------------------------------- parsing

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

std::string quoted(const char* p, const char* e) {
    return gg::quoted(std::string_view(p, static_cast<std::size_t>(e - p)));
}

// One non-blank line: [begin, end) is the raw line, [cb, ce) its content without
// the blanks around it.
struct Line {
    std::size_t number = 0;
    const char* begin = nullptr;
    const char* cb = nullptr;
    const char* ce = nullptr;
};

std::size_t column_of(const Line& l, const char* at) {
    return 1 + count_chars(std::string_view(l.begin, static_cast<std::size_t>(at - l.begin)));
}

class Reader {
public:
    explicit Reader(std::string_view text) : text_(text), p_(text.data()), end_(text.data() + text.size()) {
        text_ = skip_bom(text_);  // text.hpp's rule
        p_ = text_.data();
    }

    // The next non-blank line; false at the end of the text.
    bool next(Line& out) {
        while (p_ < end_) {
            const char* b = p_;
            const char* e = b;
            while (e < end_ && *e != '\n') ++e;
            ++line_;
            p_ = e < end_ ? e + 1 : e;
            const char* cb = b;
            const char* ce = e;
            while (cb < ce && is_blank(*cb)) ++cb;
            while (ce > cb && is_blank(ce[-1])) --ce;
            if (cb == ce) continue;
            out.number = line_;
            out.begin = b;
            out.cb = cb;
            out.ce = ce;
            return true;
        }
        return false;
    }

    [[noreturn]] static void fail(const Line& l, const char* at, const std::string& message) {
        throw ParseError(l.number, column_of(l, at), message);
    }

    // An error at the end of the text.
    [[noreturn]] void fail_at_end(const std::string& message) const {
        const char* b = text_.data();
        const char* e = b + text_.size();
        std::size_t line = 1;
        const char* last = b;
        for (const char* q = b; q < e; ++q)
            if (*q == '\n') {
                ++line;
                last = q + 1;
            }
        Line l;
        l.number = line;
        l.begin = last;
        fail(l, e, message);
    }

private:
    std::string_view text_;
    const char* p_;
    const char* end_;
    std::size_t line_ = 0;
};

// The line's content as a non-negative integer of at most 9 digits, or -1 if the
// first token is not one. Fails on a second token.
long long line_number(const Line& l, const std::string& what) {
    const char* p = l.cb;
    while (p < l.ce && !is_blank(*p)) ++p;
    long long v = 0;
    bool ok = p - l.cb <= 9;
    for (const char* q = l.cb; ok && q < p; ++q) {
        if (*q < '0' || *q > '9') ok = false;
        else v = v * 10 + (*q - '0');
    }
    if (!ok) return -1;
    const char* r = p;
    while (r < l.ce && is_blank(*r)) ++r;
    if (r < l.ce) Reader::fail(l, r, "unexpected " + quoted(r, l.ce) + " after " + what);
    return v;
}

bool all_digits(const char* p, const char* e) {
    for (; p < e; ++p)
        if (*p < '0' || *p > '9') return false;
    return true;
}

bool looks_like_row(const char* p, const char* e) {
    for (; p < e; ++p)
        if (*p != '.' && *p != '#' && *p != 'A' && *p != 'B') return false;
    return true;
}

std::string describe_char(const char* p, const char* end) {
    const unsigned char c = static_cast<unsigned char>(*p);
    if (c < 0x20 || c == 0x7F) return "control character (byte " + std::to_string(c) + ")";
    return "character " + gg::quoted_char(std::string_view(p, static_cast<std::size_t>(end - p)));
}

// Where a start square was seen.
struct Seen {
    std::size_t line = 0;
    std::size_t column = 0;
};



// Reads row r (0-based) of a board of size n into bd.
void read_row(const Line& l, std::int32_t n, std::int32_t r, const std::string& label, RaceBoard& bd,
              Seen& seen_a, Seen& seen_b) {
    if (all_digits(l.cb, l.ce))
        Reader::fail(l, l.cb, label + "expected row " + std::to_string(r + 1) + " of " + std::to_string(n) +
                                  ", found the number " + quoted(l.cb, l.ce) + " (is a row missing?)");
    std::int32_t c = 0;
    for (const char* p = l.cb; p < l.ce; ++p, ++c) {
        const char ch = *p;
        const std::string where = " in row " + std::to_string(r + 1);
        if (c >= n) {
            std::int32_t total = c;
            for (const char* q = p; q < l.ce; ++q)
                if ((static_cast<unsigned char>(*q) & 0xC0) != 0x80) ++total;
            Reader::fail(l, p, label + "row " + std::to_string(r + 1) + " has " + std::to_string(total) +
                                   " squares, expected n = " + std::to_string(n));
        }
        const std::int32_t s = r * n + c;
        switch (ch) {
            case '.': bd.free[static_cast<std::size_t>(s)] = 1; break;
            case '#': bd.free[static_cast<std::size_t>(s)] = 0; break;
            case 'A':
            case 'B': {
                Seen& seen = ch == 'A' ? seen_a : seen_b;
                if (seen.line != 0)
                    Reader::fail(l, p, label + "a second '" + ch + "' (the first is at line " +
                                           std::to_string(seen.line) + ", column " +
                                           std::to_string(seen.column) + "): a board has exactly one '" +
                                           ch + "'");
                seen.line = l.number;
                seen.column = column_of(l, p);
                bd.free[static_cast<std::size_t>(s)] = 1;
                (ch == 'A' ? bd.a : bd.b) = s;
                break;
            }
            default:
                if (is_blank(ch))
                    Reader::fail(l, p, label + "unexpected blank" + where +
                                           " (a row is n characters without blanks)");
                Reader::fail(l, p, label + "unknown " + describe_char(p, l.ce) + where +
                                       " (expected '.', '#', 'A' or 'B'" +
                                       (ch == 'a' || ch == 'b' ? std::string("; the starts are upper case")
                                                               : std::string()) +
                                       ")");
        }
    }
    if (c < n)
        Reader::fail(l, l.ce, label + "row " + std::to_string(r + 1) + " has " + std::to_string(c) +
                                  " squares, expected n = " + std::to_string(n));
}

// Checks the starts and the path once all rows are read; `at` is where to report
// a missing start.
void finish_board(const Line& at, const std::string& label, const RaceBoard& bd, const Seen& seen_a,
                  const Seen& seen_b) {
    if (seen_a.line == 0)
        Reader::fail(at, at.cb, label + "no 'A' on the board (the start square of A is missing)");
    if (seen_b.line == 0)
        Reader::fail(at, at.cb, label + "no 'B' on the board (the start square of B is missing)");
    std::vector<std::int32_t> dist, queue;
    bfs(bd.n, bd.free.data(), bd.a, dist, queue);
    if (dist[static_cast<std::size_t>(bd.b)] < 0)
        throw ParseError(seen_a.line, seen_a.column,
                         label + "no path of white squares between A (here) and B (line " +
                             std::to_string(seen_b.line) + ", column " + std::to_string(seen_b.column) +
                             "): the pieces can never meet nor reach each other's start");
}

}  // namespace

std::vector<RaceBoard> parse_race_input(std::string_view text) {
    Reader reader(text);
    Line l;
    if (!reader.next(l)) reader.fail_at_end("empty input: expected the number of boards t");
    const long long t = line_number(l, "the number of boards t");
    if (t < 0) Reader::fail(l, l.cb, "expected the number of boards t, found " + quoted(l.cb, l.ce));
    if (t == 0) Reader::fail(l, l.cb, "t = 0: expected at least one board");
    std::vector<RaceBoard> boards;
    for (long long i = 1; i <= t; ++i) {
        const std::string label = "board " + std::to_string(i) + ": ";
        if (!reader.next(l))
            reader.fail_at_end("expected board " + std::to_string(i) + " (its size n), found the end of the input: t = " +
                               std::to_string(t) + " announces " + std::to_string(t) + " boards, only " +
                               std::to_string(i - 1) + " found");
        const Line nline = l;
        const long long n = line_number(l, "the board size n");
        if (n < 0) {
            std::string hint;
            if (i > 1 && looks_like_row(l.cb, l.ce))
                hint = " (a row: does board " + std::to_string(i - 1) + " have more than n rows?)";
            Reader::fail(l, l.cb, label + "expected the board size n (" + std::to_string(kRaceMinN) + ".." +
                                      std::to_string(kRaceMaxN) + "), found " + quoted(l.cb, l.ce) + hint);
        }
        if (n < kRaceMinN || n > kRaceMaxN)
            Reader::fail(l, l.cb, label + "n = " + std::to_string(n) + " is out of range " +
                                      std::to_string(kRaceMinN) + ".." + std::to_string(kRaceMaxN));
        RaceBoard bd;
        bd.n = static_cast<std::int32_t>(n);
        bd.line = l.number;
        bd.free.assign(static_cast<std::size_t>(n * n), 0);
        Seen seen_a, seen_b;
        for (std::int32_t r = 0; r < bd.n; ++r) {
            if (!reader.next(l))
                reader.fail_at_end(label + "expected row " + std::to_string(r + 1) + " of " + std::to_string(n) +
                                   ", found the end of the input");
            read_row(l, bd.n, r, label, bd, seen_a, seen_b);
        }
        finish_board(nline, label, bd, seen_a, seen_b);
        boards.push_back(std::move(bd));
    }
    if (reader.next(l))
        Reader::fail(l, l.cb, "unexpected " + quoted(l.cb, l.ce) + " after the last board: t = " +
                                  std::to_string(t) + " announces " + std::to_string(t) +
                                  (t == 1 ? " board" : " boards"));
    return boards;
}

RaceBoard parse_race_board(std::string_view rows) {
    Reader counter(rows);
    Line l;
    std::int32_t n = 0;
    Line first;
    while (counter.next(l)) {
        if (n == 0) first = l;
        if (n == kRaceMaxN)
            Reader::fail(l, l.cb, "more than " + std::to_string(kRaceMaxN) + " rows: n is at most " +
                                      std::to_string(kRaceMaxN));
        ++n;
    }
    if (n == 0) counter.fail_at_end("empty board: expected n rows of n characters among '.', '#', 'A', 'B'");
    if (all_digits(first.cb, first.ce))
        Reader::fail(first, first.cb, "expected the first row of the board, found the number " +
                                          quoted(first.cb, first.ce) + " (give the rows only, without t and n)");
    if (n < kRaceMinN)
        Reader::fail(first, first.cb, "a single row: a board has n >= " + std::to_string(kRaceMinN) +
                                          " rows of n squares");
    RaceBoard bd;
    bd.n = n;
    bd.line = first.number;
    bd.free.assign(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), 0);
    Seen seen_a, seen_b;
    Reader reader(rows);
    for (std::int32_t r = 0; r < n; ++r) {
        reader.next(l);
        read_row(l, n, r, "", bd, seen_a, seen_b);
    }
    finish_board(first, "", bd, seen_a, seen_b);
    return bd;
}

RaceBoard make_race_board(std::int32_t n, std::string_view cells) {
    if (n < kRaceMinN || n > kRaceMaxN)
        throw std::invalid_argument("n = " + std::to_string(n) + " is out of range " +
                                    std::to_string(kRaceMinN) + ".." + std::to_string(kRaceMaxN));
    const std::size_t nn = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    if (cells.size() != nn)
        throw std::invalid_argument(std::to_string(cells.size()) + " squares given, expected n * n = " +
                                    std::to_string(nn));
    RaceBoard bd;
    bd.n = n;
    bd.free.assign(nn, 0);
    for (std::size_t s = 0; s < nn; ++s) {
        const char ch = cells[s];
        const std::int32_t si = static_cast<std::int32_t>(s);
        switch (ch) {
            case '.': bd.free[s] = 1; break;
            case '#': break;
            case 'A':
            case 'B': {
                std::int32_t& at = ch == 'A' ? bd.a : bd.b;
                if (at >= 0)
                    throw std::invalid_argument(std::string("a second '") + ch + "' at " + square_name(n, si) +
                                                " (the first is at " + square_name(n, at) + ")");
                at = si;
                bd.free[s] = 1;
                break;
            }
            default:
                throw std::invalid_argument("unknown " + describe_char(cells.data() + s, cells.data() + nn) +
                                            " at " + square_name(n, si) + " (expected '.', '#', 'A' or 'B')");
        }
    }
    if (bd.a < 0) throw std::invalid_argument("no 'A' on the board");
    if (bd.b < 0) throw std::invalid_argument("no 'B' on the board");
    std::vector<std::int32_t> dist, queue;
    bfs(n, bd.free.data(), bd.a, dist, queue);
    if (dist[static_cast<std::size_t>(bd.b)] < 0)
        throw std::invalid_argument("no path of white squares between A (" + square_name(n, bd.a) + ") and B (" +
                                    square_name(n, bd.b) + ")");
    return bd;
}

std::string race_board_rows(const RaceBoard& bd) {
    std::string s;
    s.reserve(static_cast<std::size_t>(bd.n) * static_cast<std::size_t>(bd.n + 1));
    for (std::int32_t r = 0; r < bd.n; ++r) {
        for (std::int32_t c = 0; c < bd.n; ++c) {
            const std::int32_t q = r * bd.n + c;
            s.push_back(q == bd.a ? 'A' : q == bd.b ? 'B' : bd.free[static_cast<std::size_t>(q)] ? '.' : '#');
        }
        s.push_back('\n');
    }
    return s;
}

// ------------------------------------------------------------ layered solver

namespace {

// Distances and the shortest-path layers.
struct Layers {
    std::int32_t n = 0;
    const std::uint8_t* free = nullptr;
    std::int32_t a = -1, b = -1;
    std::int32_t D = 0;
    std::vector<std::int32_t> da, db;
    std::vector<std::int32_t> start;  // D + 2 offsets into cells
    std::vector<std::int32_t> cells;  // layer by layer, ascending squares within a layer
    std::vector<std::int32_t> idx;    // per square: index within its layer, -1 if on no shortest path

    explicit Layers(const RaceBoard& bd) : n(bd.n), free(bd.free.data()), a(bd.a), b(bd.b) {
        check_board(bd);
        std::vector<std::int32_t> queue;
        bfs(n, free, a, da, queue);
        bfs(n, free, b, db, queue);
        D = da[static_cast<std::size_t>(b)];
        if (D < 0)
            throw std::invalid_argument("no path of white squares between A (" + square_name(n, a) +
                                        ") and B (" + square_name(n, b) + ")");
        const std::size_t nn = da.size();
        start.assign(static_cast<std::size_t>(D) + 2, 0);
        idx.assign(nn, -1);
        for (std::size_t s = 0; s < nn; ++s)
            if (on_path_raw(s)) ++start[static_cast<std::size_t>(da[s]) + 1];
        for (std::int32_t k = 0; k <= D; ++k) start[k + 1] += start[k];
        cells.resize(static_cast<std::size_t>(start[static_cast<std::size_t>(D) + 1]));
        std::vector<std::int32_t> fill(start.begin(), start.end() - 1);
        for (std::size_t s = 0; s < nn; ++s) {
            if (!on_path_raw(s)) continue;
            const std::int32_t k = da[s];
            idx[s] = fill[static_cast<std::size_t>(k)] - start[static_cast<std::size_t>(k)];
            cells[static_cast<std::size_t>(fill[static_cast<std::size_t>(k)]++)] = static_cast<std::int32_t>(s);
        }
    }

    bool on_path_raw(std::size_t s) const { return da[s] >= 0 && db[s] >= 0 && da[s] + db[s] == D; }
    std::int32_t size(std::int32_t k) const { return start[k + 1] - start[k]; }
    std::int32_t cell(std::int32_t k, std::int32_t i) const { return cells[static_cast<std::size_t>(start[k] + i)]; }
    std::int32_t index(std::int32_t s) const { return idx[static_cast<std::size_t>(s)]; }
    std::int32_t layer(std::int32_t s) const { return da[static_cast<std::size_t>(s)]; }

    // f(t) for each neighbour t of the shortest-path square s in layer layer(s) + dir (dir = +1 or -1).
    template <class F>
    void for_each_step(std::int32_t s, std::int32_t dir, F&& f) const {
        const std::int32_t want = da[static_cast<std::size_t>(s)] + dir;
        for_each_neighbor(n, free, s, [&](std::int32_t t) {
            if (idx[static_cast<std::size_t>(t)] >= 0 && da[static_cast<std::size_t>(t)] == want) f(t);
        });
    }
    // The first step of a player along a shortest path (A: +1, B: -1).
    std::int32_t first_step(Player p, std::int32_t s) const {
        std::int32_t r = -1;
        for_each_step(s, p == Player::A ? 1 : -1, [&](std::int32_t t) {
            if (r < 0) r = t;
        });
        return r;
    }
};

// A half-level of the catch game: bit (i, j) says whether the catcher can force
// the jump with A on square i of layer alpha and B on square j of layer beta.
struct Level {
    std::int32_t rows = 0;   // |layer beta|
    std::int32_t cols = 0;   // |layer alpha|
    std::int32_t words = 0;  // 64-bit words per row
    std::vector<std::uint64_t> bits;

    void reset(std::int32_t r, std::int32_t c) {
        rows = r;
        cols = c;
        words = (c + 63) / 64;
        bits.assign(static_cast<std::size_t>(rows) * static_cast<std::size_t>(words), 0);
    }
    bool get(std::int32_t i, std::int32_t j) const {
        return (bits[static_cast<std::size_t>(j) * static_cast<std::size_t>(words) + static_cast<std::size_t>(i >> 6)] >>
                (i & 63)) & 1u;
    }
    std::uint64_t* row(std::int32_t j) { return bits.data() + static_cast<std::size_t>(j) * static_cast<std::size_t>(words); }
    const std::uint64_t* row(std::int32_t j) const {
        return bits.data() + static_cast<std::size_t>(j) * static_cast<std::size_t>(words);
    }
};

// The catch game on the layers, half-level by half-level. Half-level t (0 <= t <= T
// = D - 1): A has made ceil(t / 2) moves and stands in layer alpha(t), B has made
// floor(t / 2) and stands in layer beta(t) = D - floor(t / 2); A moves when t is
// even, B when t is odd. At T the mover is the catcher and he is next to the other
// piece iff he can step onto it.
class CatchGame {
public:
    explicit CatchGame(const Layers& L)
        : L_(L), D_(L.D), catcher_(L.D % 2 == 1 ? Player::A : Player::B) {}

    std::int32_t T() const { return D_ - 1; }
    Player catcher() const { return catcher_; }
    static Player mover(std::int32_t t) { return t % 2 == 0 ? Player::A : Player::B; }
    static std::int32_t alpha(std::int32_t t) { return (t + 1) / 2; }
    std::int32_t beta(std::int32_t t) const { return D_ - t / 2; }
    std::uint64_t pairs() const { return pairs_; }

    void base(Level& out) {
        const std::int32_t t = T(), al = alpha(t), be = beta(t);
        out.reset(L_.size(be), L_.size(al));
        pairs_ += static_cast<std::uint64_t>(out.rows) * static_cast<std::uint64_t>(out.cols);
        for (std::int32_t j = 0; j < out.rows; ++j) {
            std::uint64_t* row = out.row(j);
            L_.for_each_step(L_.cell(be, j), -1, [&](std::int32_t x) {
                const std::int32_t i = L_.index(x);
                row[i >> 6] |= std::uint64_t{1} << (i & 63);
            });
        }
    }

    // Half-level t < T from half-level t + 1.
    void step(std::int32_t t, const Level& next, Level& out) {
        const std::int32_t al = alpha(t), be = beta(t);
        out.reset(L_.size(be), L_.size(al));
        pairs_ += static_cast<std::uint64_t>(out.rows) * static_cast<std::uint64_t>(out.cols);
        const bool any = mover(t) == catcher_;  // the catcher needs one good move, the other all
        if (mover(t) == Player::A) {
            // A moves from layer al to al + 1: a few bit reads per pair.
            succ_.clear();
            succ_start_.assign(1, 0);
            for (std::int32_t i = 0; i < out.cols; ++i) {
                L_.for_each_step(L_.cell(al, i), 1, [&](std::int32_t x) { succ_.push_back(L_.index(x)); });
                succ_start_.push_back(static_cast<std::int32_t>(succ_.size()));
            }
            for (std::int32_t j = 0; j < out.rows; ++j) {
                const std::uint64_t* nrow = next.row(j);
                std::uint64_t* orow = out.row(j);
                for (std::int32_t i = 0; i < out.cols; ++i) {
                    bool v = !any;
                    for (std::int32_t k = succ_start_[i]; k < succ_start_[i + 1]; ++k) {
                        const std::int32_t x = succ_[static_cast<std::size_t>(k)];
                        const bool bit = (nrow[x >> 6] >> (x & 63)) & 1u;
                        if (bit == any) {
                            v = any;
                            break;
                        }
                    }
                    if (v) orow[i >> 6] |= std::uint64_t{1} << (i & 63);
                }
            }
        } else {
            // B moves from layer be to be - 1: whole rows combined.
            const std::int32_t w = out.words;
            for (std::int32_t j = 0; j < out.rows; ++j) {
                std::uint64_t* orow = out.row(j);
                bool first = true;
                L_.for_each_step(L_.cell(be, j), -1, [&](std::int32_t y) {
                    const std::uint64_t* nrow = next.row(L_.index(y));
                    if (first) {
                        std::copy(nrow, nrow + w, orow);
                        first = false;
                    } else if (any) {
                        for (std::int32_t k = 0; k < w; ++k) orow[k] |= nrow[k];
                    } else {
                        for (std::int32_t k = 0; k < w; ++k) orow[k] &= nrow[k];
                    }
                });
            }
        }
    }

private:
    const Layers& L_;
    std::int32_t D_;
    Player catcher_;
    std::uint64_t pairs_ = 0;
    std::vector<std::int32_t> succ_, succ_start_;
};

bool catch_forced(const Layers& L, std::uint64_t* pairs) {
    CatchGame g(L);
    Level cur, nxt;
    g.base(cur);
    for (std::int32_t t = g.T() - 1; t >= 0; --t) {
        g.step(t, cur, nxt);
        std::swap(cur, nxt);
    }
    if (pairs) *pairs = g.pairs();
    return cur.get(0, 0);
}

Player other(Player p) { return p == Player::A ? Player::B : Player::A; }

}  // namespace

Player race_winner(const RaceBoard& board) {
    const Layers L(board);
    if (L.D % 2 == 1) return Player::A;
    return catch_forced(L, nullptr) ? Player::B : Player::A;
}

RaceExplanation explain_race(const RaceBoard& board) {
    const Layers L(board);
    RaceExplanation ex;
    ex.n = L.n;
    ex.a = L.a;
    ex.b = L.b;
    ex.distance = L.D;
    ex.odd = L.D % 2 == 1;
    ex.dist_a = L.da;
    ex.dist_b = L.db;
    ex.layer_size.resize(static_cast<std::size_t>(L.D) + 1);
    for (std::int32_t k = 0; k <= L.D; ++k) ex.layer_size[static_cast<std::size_t>(k)] = L.size(k);
    ex.catcher = ex.odd ? Player::A : Player::B;
    ex.middle_layer = (L.D + 1) / 2;
    for (std::int32_t i = 0; i < L.size(ex.middle_layer); ++i) ex.middle.push_back(L.cell(ex.middle_layer, i));

    // Pass 1: the decision, keeping a checkpoint every s half-levels.
    CatchGame g(L);
    const std::int32_t T = g.T();
    const std::int32_t s = std::max<std::int32_t>(1, static_cast<std::int32_t>(std::ceil(std::sqrt(static_cast<double>(T)))));
    std::vector<Level> checkpoint(static_cast<std::size_t>(T / s) + 1);
    Level cur, nxt;
    g.base(cur);
    for (std::int32_t t = T - 1; t >= 0; --t) {
        g.step(t, cur, nxt);
        std::swap(cur, nxt);
        if (t % s == 0 && t > 0) checkpoint[static_cast<std::size_t>(t / s)] = cur;
    }
    const bool forced = cur.get(0, 0);
    ex.jump_forced = forced;
    ex.winner = ex.odd ? Player::A : (forced ? Player::B : Player::A);
    ex.pairs = g.pairs();

    // Pass 2: the race.
    std::int32_t pa = L.a, pb = L.b;
    bool over = false;
    Player last = Player::A;
    auto record = [&](Player p, bool extra, std::int32_t from, std::int32_t to) {
        (p == Player::A ? pa : pb) = to;
        ex.race.push_back(RaceStep{p, extra, from, to, pa, pb});
        last = p;
    };
    // One turn of p onto `to`, with the jump's extra step along a shortest path.
    auto turn = [&](Player p, std::int32_t to) {
        const std::int32_t from = p == Player::A ? pa : pb;
        const std::int32_t opp = p == Player::A ? pb : pa;
        const std::int32_t goal = p == Player::A ? L.b : L.a;
        record(p, false, from, to);
        if (to == opp && ex.jump_square < 0) ex.jump_square = to;
        if (to == goal) {
            over = true;
            return;
        }
        if (to == opp) {
            const std::int32_t to2 = L.first_step(p, to);
            record(p, true, to, to2);
            if (to2 == goal) over = true;
        }
    };
    std::vector<Level> seg(static_cast<std::size_t>(s));
    CatchGame g2(L);
    for (std::int32_t c = 0; c < T; c += s) {
        const std::int32_t e = std::min(c + s, T);
        // seg[k] = half-level c + 1 + k for k = 0 .. e - c - 1.
        if (e == T) g2.base(seg[static_cast<std::size_t>(e - c - 1)]);
        else seg[static_cast<std::size_t>(e - c - 1)] = checkpoint[static_cast<std::size_t>(e / s)];
        for (std::int32_t t = e - 1; t >= c + 1; --t)
            g2.step(t, seg[static_cast<std::size_t>(t - c)], seg[static_cast<std::size_t>(t - c - 1)]);
        for (std::int32_t t = c; t < e; ++t) {
            const Level& next = seg[static_cast<std::size_t>(t - c)];
            const Player m = CatchGame::mover(t);
            // Keep the value of the catch game: the catcher to a pair where he still
            // wins it, the other to a pair where he still escapes; else any move.
            std::int32_t choice = -1;
            const std::int32_t from = m == Player::A ? pa : pb;
            L.for_each_step(from, m == Player::A ? 1 : -1, [&](std::int32_t x) {
                if (choice >= 0) return;
                const bool v = m == Player::A ? next.get(L.index(x), L.index(pb)) : next.get(L.index(pa), L.index(x));
                if (v == forced) choice = x;
            });
            if (choice < 0) throw std::logic_error("race: no move keeps the value of the catch game");
            turn(m, choice);
            if (over) throw std::logic_error("race: the game ended before the middle");
        }
    }
    // Half-level T: the catcher jumps if he can, then both run.
    {
        const Player m = g.catcher();
        const std::int32_t from = m == Player::A ? pa : pb;
        const std::int32_t opp = m == Player::A ? pb : pa;
        std::int32_t to = -1;
        L.for_each_step(from, m == Player::A ? 1 : -1, [&](std::int32_t x) {
            if (to < 0 || (forced && x == opp)) to = x;
        });
        if ((to == opp) != forced) throw std::logic_error("race: the catch game disagrees with the middle");
        turn(m, to);
        Player p = other(m);
        while (!over) {
            turn(p, L.first_step(p, p == Player::A ? pa : pb));
            p = other(p);
        }
    }
    if (last != ex.winner) throw std::logic_error("race: the race's winner differs from the analysis");
    return ex;
}

std::uint64_t race_explain_bytes(const RaceBoard& board) {
    const Layers L(board);
    const std::uint64_t nn = static_cast<std::uint64_t>(L.n) * static_cast<std::uint64_t>(L.n);
    const std::uint64_t D = static_cast<std::uint64_t>(L.D);
    // Layers: da, db, idx, cells, the BFS queue; the explanation: dist_a, dist_b,
    // layer_size, middle, the race (2D steps at most).
    std::uint64_t bytes = 4 * 5 * nn + 4 * (D + 2) + 8 * nn + 4 * (D + 1) + 4 * nn + 2 * (D + 1) * sizeof(RaceStep);
    if (L.D >= 1) {
        const CatchGame g(L);
        const std::int32_t T = g.T();
        std::uint64_t level = 0, widest = 0;  // the largest half-level, the widest layer
        for (std::int32_t t = 0; t <= T; ++t) {
            const std::uint64_t rows = static_cast<std::uint64_t>(L.size(g.beta(t)));
            const std::uint64_t cols = static_cast<std::uint64_t>(L.size(CatchGame::alpha(t)));
            level = std::max(level, rows * ((cols + 63) / 64) * 8 + sizeof(Level));
            widest = std::max(widest, cols);
        }
        const std::uint64_t s = std::max<std::uint64_t>(
            1, static_cast<std::uint64_t>(std::ceil(std::sqrt(static_cast<double>(T)))));
        // checkpoints (T / s + 1), the segment (s), cur and nxt; succ_ and succ_start_
        // of two games (at most 4 successors per square).
        bytes += (static_cast<std::uint64_t>(T) / s + 1 + s + 2) * level + 2 * 4 * 5 * (widest + 1);
    }
    return bytes;
}

// ---------------------------------------------------------- full-state solver
namespace {

// The real game, as a Game (game.hpp) for the retrograde engine: a move is a
// whole turn, so a jump (the step onto the other piece and the extra step) is one
// move. States: (side to move, square of A, square of B) = (turn * C + pa) * C + pb,
// squares numbered 0..C-1 among those reachable from A. A finished game is a fixed
// state: the player to move has lost when the other stands on his start. A jump
// onto the other standing on his own start wins at once: that move leads to the
// state with both pieces on that start, the other to move (lost). With
// JumpRule::Optional, declining the extra step leads to the state with both pieces
// on the square, the other to move. States that cannot occur in play (a piece on
// the other's start with that piece to move, both pieces on one square under the
// mandatory rule, ...) are kept, harmlessly: nothing that can occur leads to them.
class FullGame {
public:
    FullGame(const RaceBoard& bd, JumpRule rule, std::uint32_t max_cells) : optional_(rule == JumpRule::Optional) {
        check_board(bd);
        std::vector<std::int32_t> dist, queue;
        bfs(bd.n, bd.free.data(), bd.a, dist, queue);
        if (dist[static_cast<std::size_t>(bd.b)] < 0)
            throw std::invalid_argument("no path of white squares between A (" + square_name(bd.n, bd.a) +
                                        ") and B (" + square_name(bd.n, bd.b) + ")");
        std::vector<std::int32_t> id(dist.size(), -1);
        for (std::size_t s = 0; s < dist.size(); ++s)
            if (dist[s] >= 0) {
                id[s] = static_cast<std::int32_t>(square_.size());
                square_.push_back(static_cast<std::int32_t>(s));
            }
        C_ = static_cast<std::uint32_t>(square_.size());
        if (C_ > max_cells)
            throw std::length_error("the full-state solver handles at most " + std::to_string(max_cells) +
                                    " white squares reachable from A; this board has " + std::to_string(C_));
        CC_ = C_ * C_;
        nb_start_.push_back(0);
        for (std::uint32_t v = 0; v < C_; ++v) {
            for_each_neighbor(bd.n, bd.free.data(), square_[v], [&](std::int32_t t) {
                nb_.push_back(static_cast<std::uint32_t>(id[static_cast<std::size_t>(t)]));
            });
            nb_start_.push_back(static_cast<std::uint32_t>(nb_.size()));
        }
        start_[0] = static_cast<std::uint32_t>(id[static_cast<std::size_t>(bd.a)]);
        start_[1] = static_cast<std::uint32_t>(id[static_cast<std::size_t>(bd.b)]);
    }

    std::uint32_t cells() const { return C_; }
    std::uint32_t num_states() const { return 2 * CC_; }
    // The state with `turn` to move, his piece on `me` and the other's on `him`.
    std::uint32_t state(std::uint32_t turn, std::uint32_t me, std::uint32_t him) const {
        return turn == 0 ? (me * C_ + him) : (CC_ + him * C_ + me);
    }
    std::uint32_t start_state() const { return state(0, start_[0], start_[1]); }
    std::int32_t square(std::uint32_t v) const { return square_[v]; }
    std::uint32_t start(std::uint32_t player) const { return start_[player]; }
    bool adjacent(std::uint32_t u, std::uint32_t v) const {
        for (std::uint32_t k = nb_start_[u]; k < nb_start_[u + 1]; ++k)
            if (nb_[k] == v) return true;
        return false;
    }

    struct Decoded {
        std::uint32_t turn;  // the player to move
        std::uint32_t pa, pb;
        std::uint32_t me() const { return turn == 0 ? pa : pb; }
        std::uint32_t him() const { return turn == 0 ? pb : pa; }
    };
    Decoded decode(std::uint32_t s) const { return {s / CC_, (s / C_) % C_, s % C_}; }

    Fixed fixed(std::uint32_t s) const {
        const Decoded d = decode(s);
        if (d.him() == start_[d.turn]) return Fixed::Lose;    // he has reached my start
        if (d.me() == start_[1 - d.turn]) return Fixed::Win;  // cannot occur in play
        return Fixed::None;
    }

    Outcome no_move_outcome() const { return Outcome::Lose; }  // never used: every square has a neighbour

    std::uint32_t out_degree(std::uint32_t s) const {
        const Decoded d = decode(s);
        const std::uint32_t me = d.me(), him = d.him();
        std::uint32_t k = 0;
        for (std::uint32_t i = nb_start_[me]; i < nb_start_[me + 1]; ++i) {
            const std::uint32_t p = nb_[i];
            if (p != him) ++k;
            else if (p == start_[1 - d.turn]) ++k;
            else k += degree(p) + (optional_ ? 1u : 0u);
        }
        return k;
    }

    // f(successor) for each move from s: the neighbours p of my square in the
    // order up, left, right, down; a jump over p gives its extra steps in the same
    // order, then (Optional) the declined one. Stops at an f(t) that returns true.
    template <class F>
    void for_each_successor(std::uint32_t s, F&& f) const {
        const Decoded d = decode(s);
        const std::uint32_t me = d.me(), him = d.him(), o = 1 - d.turn;
        for (std::uint32_t i = nb_start_[me]; i < nb_start_[me + 1]; ++i) {
            const std::uint32_t p = nb_[i];
            if (p != him) {
                if (visit(f, state(o, him, p))) return;
            } else if (p == start_[o]) {
                if (visit(f, state(o, p, p))) return;  // landed on him on his start: won
            } else {
                for (std::uint32_t k = nb_start_[p]; k < nb_start_[p + 1]; ++k)
                    if (visit(f, state(o, him, nb_[k]))) return;
                if (optional_ && visit(f, state(o, p, p))) return;
            }
        }
    }

    template <class F>
    void for_each_predecessor(std::uint32_t s, F&& f) const {
        const Decoded d = decode(s);
        // The other player, P, has just moved to pp; the player to move stands on q.
        const std::uint32_t P = 1 - d.turn;
        const std::uint32_t pp = d.him(), q = d.me();
        if (pp != q) {
            // An ordinary step u -> pp (pp is not where the other stands).
            for (std::uint32_t k = nb_start_[pp]; k < nb_start_[pp + 1]; ++k) f(state(P, nb_[k], q));
            // A jump u -> q -> pp, unless landing on q already won (q = the mover's start).
            if (q != start_[d.turn] && adjacent(q, pp))
                for (std::uint32_t k = nb_start_[q]; k < nb_start_[q + 1]; ++k) f(state(P, nb_[k], q));
        } else if (q == start_[d.turn] || optional_) {
            // Landed on q and stopped there: the win on his start, or a declined extra step.
            for (std::uint32_t k = nb_start_[q]; k < nb_start_[q + 1]; ++k) f(state(P, nb_[k], q));
        }
    }

private:
    std::uint32_t degree(std::uint32_t v) const { return nb_start_[v + 1] - nb_start_[v]; }

    bool optional_;
    std::uint32_t C_ = 0, CC_ = 0;
    std::vector<std::int32_t> square_;
    std::vector<std::uint32_t> nb_start_, nb_;
    std::uint32_t start_[2] = {0, 0};
};
static_assert(is_game_v<FullGame>, "FullGame is a Game (game.hpp)");

}  // namespace

std::uint32_t race_reachable_cells(const RaceBoard& board) {
    check_board(board);
    std::vector<std::int32_t> dist, queue;
    bfs(board.n, board.free.data(), board.a, dist, queue);
    return static_cast<std::uint32_t>(std::count_if(dist.begin(), dist.end(), [](std::int32_t d) { return d >= 0; }));
}

RaceFullResult solve_race_full(const RaceBoard& board, JumpRule rule, std::uint32_t max_cells) {
    const FullGame game(board, rule, max_cells);
    const Solution sol = retrograde(game);
    RaceFullResult r;
    r.cells = game.cells();
    r.states = game.num_states();
    const std::uint32_t s0 = game.start_state();
    r.outcome = sol.outcome[s0];
    r.depth = sol.depth[s0];
    for (const Outcome o : sol.outcome)
        if (o == Outcome::Draw) ++r.draw_states;
    // The solver's line from the start, turn by turn, split into steps.
    std::vector<std::uint8_t> seen(r.states, 0);
    std::uint32_t s = s0;
    while (game.fixed(s) == Fixed::None && sol.move[s] >= 0 && !seen[s]) {
        seen[s] = 1;
        const std::uint32_t s2 = static_cast<std::uint32_t>(sol.move[s]);
        const auto d = game.decode(s);
        const auto d2 = game.decode(s2);
        const Player p = d.turn == 0 ? Player::A : Player::B;
        const std::uint32_t from = d.me(), him = d.him();
        const std::uint32_t to = d2.him();  // where the mover ends his turn
        std::int32_t pos_a = game.square(d.pa), pos_b = game.square(d.pb);
        auto step = [&](bool extra, std::uint32_t x, std::uint32_t y) {
            (p == Player::A ? pos_a : pos_b) = game.square(y);
            r.line.push_back(RaceStep{p, extra, game.square(x), game.square(y), pos_a, pos_b});
        };
        if (to != him && game.adjacent(from, to)) {
            step(false, from, to);  // an ordinary step (never a jump on a grid: other colour)
        } else {
            step(false, from, him);  // onto the other piece
            if (!(to == him && him == game.start(1 - d.turn))) step(true, him, to);
        }
        s = s2;
    }
    return r;
}

}  // namespace gg
