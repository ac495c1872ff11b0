// The race game's boards (race_game.hpp): the official input and a board's rows
// parsed with their line and column, boards built and written back.
#include "race/race_game.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "race/race_grid.hpp"
#include "core/text.hpp"

namespace gg {

using namespace race_detail;

namespace {

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

}  // namespace gg
