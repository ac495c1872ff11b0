#include "graph_text.hpp"

#include <algorithm>
#include <charconv>
#include <limits>

#include "name_table.hpp"
#include "text.hpp"

namespace gg {

namespace {

constexpr std::uint64_t kMaxCpVertices = 100000000;  // a typo in a header must not allocate 100 GB

struct Token {
    const char* p;
    std::size_t len;
    std::string_view view() const { return {p, len}; }
};

// Reads a text line by line, splitting each line into blank-separated tokens and
// dropping comments. Knows positions, so that errors can name line and column.
class Lines {
public:
    explicit Lines(std::string_view text)
        : begin_(text.data()), p_(text.data()), end_(text.data() + text.size()) {}

    // Calls progress(bytes read, all bytes) every 65,536 lines.
    void report(const ParseProgressFn& progress) const {
        if (progress && (line_ & 0xFFFF) == 0)
            progress(static_cast<std::uint64_t>(p_ - begin_), static_cast<std::uint64_t>(end_ - begin_));
    }

    // Reads the next line into tokens (at most kMax are kept, count() tells how
    // many there were). Returns false at the end of the text.
    bool next() {
        if (p_ >= end_) return false;
        ++line_;
        line_begin_ = p_;
        count_ = 0;
        const char* p = p_;
        for (;;) {
            while (p < end_ && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' || *p == '\v')) ++p;
            if (p >= end_ || *p == '\n') break;
            if (*p == '#') {
                while (p < end_ && *p != '\n') ++p;
                break;
            }
            const char* t = p;
            while (p < end_ && static_cast<unsigned char>(*p) > 0x20) ++p;
            if (p < end_ && static_cast<unsigned char>(*p) < 0x20 && *p != '\n' && *p != '\t' &&
                *p != '\r' && *p != '\f' && *p != '\v') {
                p_ = p;
                fail(p, "unexpected control character (byte " +
                            std::to_string(static_cast<unsigned char>(*p)) + ")");
            }
            if (count_ < kMax) tok_[count_] = Token{t, static_cast<std::size_t>(p - t)};
            ++count_;
        }
        line_end_ = p;
        // The end of a CRLF line is before its '\r': the same column as with LF.
        while (line_end_ > line_begin_ && line_end_[-1] == '\r') --line_end_;
        p_ = (p < end_) ? p + 1 : p;
        return true;
    }

    std::size_t count() const { return count_; }
    const Token& operator[](std::size_t i) const { return tok_[i]; }
    std::size_t line() const { return line_; }
    const char* line_end() const { return line_end_; }

    // The 1-based column of at, on the current line, in characters.
    std::size_t column(const char* at) const {
        return 1 + count_chars(std::string_view(line_begin_, static_cast<std::size_t>(at - line_begin_)));
    }
    [[noreturn]] void fail(const char* at, const std::string& message) const {
        throw ParseError(line_, column(at), message);
    }

    static constexpr std::size_t kMax = 4;

private:
    const char* begin_;
    const char* p_;
    const char* end_;
    const char* line_begin_ = nullptr;
    const char* line_end_ = nullptr;
    std::size_t line_ = 0;
    Token tok_[kMax];
    std::size_t count_ = 0;
};

// Runs a few lines ahead of the parser and prefetches the table slots of the
// names it is about to look up, so that their cache misses overlap instead of
// coming one after another. A hint only: it never fails; odd input merely makes
// it prefetch something useless.
//
// first_two_names: the first two names of the line starting at p (a comment
// ends it), each passed to f; returns where the next line starts.
template <class F>
const char* first_two_names(const char* p, const char* end, F&& f) {
    int k = 0;
    while (p < end && *p != '\n') {
        if (static_cast<unsigned char>(*p) <= 0x20) {
            ++p;
            continue;
        }
        if (*p == '#') {
            while (p < end && *p != '\n') ++p;
            break;
        }
        const char* t = p;
        while (p < end && static_cast<unsigned char>(*p) > 0x20) ++p;
        if (k++ < 2) f(std::string_view(t, static_cast<std::size_t>(p - t)));
    }
    return p < end ? p + 1 : p;
}
#if GG_HAVE_PREFETCH
class Lookahead {
public:
    static constexpr int kLines = 8;
    Lookahead(std::string_view text, const NameTable& table)
        : p_(text.data()), end_(text.data() + text.size()), table_(table) {
        for (int i = 0; i < kLines; ++i) line();
    }
    void line() {
        p_ = first_two_names(p_, end_, [&](std::string_view name) { table_.prefetch(name); });
    }

private:
    const char* p_;
    const char* end_;
    const NameTable& table_;
};
#else
// Without prefetch instructions (WebAssembly): every kLines lines, the next
// kLines lines are scanned, the home slots of their first two names computed,
// and those slots read in one tight loop of independent loads, whose cache
// misses the processor overlaps; the parser then finds them in the cache.
class Lookahead {
public:
    static constexpr int kLines = 32;
    Lookahead(std::string_view text, const NameTable& table)
        : p_(text.data()), end_(text.data() + text.size()), table_(table) {
        refill();
    }
    void line() {
        if (--left_ <= 0) refill();
    }

private:
    void refill() {
        std::uint32_t hashes[2 * kLines];
        int k = 0;
        for (int i = 0; i < kLines && p_ < end_; ++i)
            p_ = first_two_names(p_, end_, [&](std::string_view name) { hashes[k++] = NameTable::hash_of(name); });
        std::uint32_t sink = 0;
        for (int i = 0; i < k; ++i) sink ^= table_.touch(hashes[i]);
        sink_ = sink;
        left_ = kLines;
    }

    const char* p_;
    const char* end_;
    const NameTable& table_;
    int left_ = 0;
    static inline volatile std::uint32_t sink_ = 0;  // keeps the loads
};
#endif

bool parse_uint(const Token& t, std::uint64_t& out) {
    if (t.len == 0 || t.len > 19) return false;
    std::uint64_t v = 0;
    for (std::size_t i = 0; i < t.len; ++i) {
        const unsigned d = static_cast<unsigned char>(t.p[i]) - '0';
        if (d > 9) return false;
        v = v * 10 + d;
    }
    out = v;
    return true;
}

bool equals_ci(std::string_view a, const char* b) {
    std::size_t i = 0;
    for (; i < a.size() && b[i]; ++i) {
        char c = a[i];
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        if (c != b[i]) return false;
    }
    return i == a.size() && b[i] == 0;
}

const char* fixed_name(Fixed f) {
    switch (f) {
        case Fixed::Win: return "win";
        case Fixed::Lose: return "lose";
        case Fixed::Draw: return "draw";
        default: return "none";
    }
}

void append_name(ParsedGraph& g, std::string_view name) {
    g.names.append(name);
    g.names.push_back('\n');
    g.name_start.push_back(static_cast<std::uint32_t>(g.names.size()));
}

ParsedGraph parse_named(std::string_view text, const ParseProgressFn& progress) {
    ParsedGraph g;
    g.format = Format::Named;
    NameTable table(1024);
    g.name_start.push_back(0);
    Lines lines(text);
    auto id_of = [&](const Token& t) -> std::int32_t {
        bool added = false;
        const std::uint32_t id = table.intern(t.view(), &added);
        if (added) {
            if (id > 0x7FFFFFFEu) lines.fail(t.p, "too many vertices");
            append_name(g, t.view());
        }
        return static_cast<std::int32_t>(id);
    };
    auto is_eq = [](const Token& t) { return t.len == 1 && t.p[0] == '='; };
    const char* const usage =
        "a line holds an edge 'u v', a vertex 'u' or an outcome 'u = win|lose|draw'";
    struct FixedAt { std::int32_t v; Fixed f; };
    std::vector<FixedAt> fixes;
    Lookahead ahead(text, table);
    while (lines.next()) {
        ahead.line();
        lines.report(progress);
        const std::size_t k = lines.count();
        if (k == 0) continue;
        if (k > 3) lines.fail(lines[3].p, "unexpected " + quoted(lines[3].view()) + ": " + usage);
        if (is_eq(lines[0]))
            lines.fail(lines[0].p, "expected a vertex name before '=': " + std::string(usage));
        if (k == 1) {
            id_of(lines[0]);
            continue;
        }
        if (k == 2 && !is_eq(lines[1])) {
            const std::int32_t u = id_of(lines[0]);
            const std::int32_t v = id_of(lines[1]);
            g.edges.push_back(u);
            g.edges.push_back(v);
            continue;
        }
        if (!is_eq(lines[1]))
            lines.fail(lines[2].p, "unexpected " + quoted(lines[2].view()) + " after the edge " +
                                       quoted(std::string(lines[0].view()) + " " +
                                              std::string(lines[1].view())) + ": " + usage);
        if (k == 2) lines.fail(lines.line_end(), "expected win, lose or draw after '='");
        const Token& o = lines[2];
        Fixed f;
        if (equals_ci(o.view(), "win")) f = Fixed::Win;
        else if (equals_ci(o.view(), "lose")) f = Fixed::Lose;
        else if (equals_ci(o.view(), "draw")) f = Fixed::Draw;
        else lines.fail(o.p, "expected win, lose or draw after '=', found " + quoted(o.view()));
        const std::int32_t v = id_of(lines[0]);
        if (g.fixed.size() <= static_cast<std::size_t>(v)) g.fixed.resize(table.size(), Fixed::None);
        if (g.fixed[v] != Fixed::None && g.fixed[v] != f)
            lines.fail(o.p, "the outcome of " + quoted(lines[0].view()) + " is already fixed to " +
                                fixed_name(g.fixed[v]));
        g.fixed[v] = f;
        if (g.first_fixed_line == 0) {
            g.first_fixed_line = lines.line();
            g.first_fixed_column = lines.column(lines[0].p);
        }
    }
    g.n = table.size();
    g.lines = lines.line();
    if (!g.fixed.empty()) g.fixed.resize(g.n, Fixed::None);
    return g;
}

// The total length of the names 1..n.
std::uint64_t cp_name_bytes(std::uint64_t n) {
    std::uint64_t total = 0;
    for (std::uint64_t from = 1, digits = 1; from <= n; from *= 10, ++digits)
        total += (std::min(n, from * 10 - 1) - from + 1) * digits;
    return total;
}

// Refuses a cp graph whose header announces more than max_memory can hold.
void check_cp_memory(std::size_t line, std::uint64_t n, std::uint64_t m, std::uint64_t max_memory) {
    check_budget(graph_bytes_needed(n, m, cp_name_bytes(n)), max_memory,
                 "line " + std::to_string(line) + ": the header announces " + std::to_string(n) + " vertices and " +
                     std::to_string(m) + " edges: reading and solving them");
}

// Reads the competitive-programming form, vertices from `first` (1, or 0 for
// Format::Cp0). With strict == false it returns false
// instead of throwing, so that Format::Auto can fall back to the named form. The
// memory is checked from the header before anything of the graph's size is
// allocated: at once when strict, else once the text is known to be this form
// (until then only the edges read so far are held, no more than the text).
bool parse_cp(std::string_view text, bool strict, ParsedGraph& g, std::uint64_t max_memory, std::uint32_t first,
              bool names, const ParseProgressFn& progress) {
    Lines lines(text);
    auto fail = [&](const char* at, const std::string& message) -> bool {
        if (strict) lines.fail(at, message);
        return false;
    };
    while (lines.next() && lines.count() == 0) {}
    if (lines.count() == 0) {
        if (!strict) return false;
        throw ParseError(lines.line() == 0 ? 1 : lines.line(), 1, "expected the header 'n m'");
    }
    if (lines.count() != 2)
        return fail(lines.count() > 2 ? lines[2].p : lines.line_end(),
                    lines.count() > 2 ? "expected the header 'n m' alone on its line"
                                      : "expected the header 'n m': the number of edges is missing");
    std::uint64_t n = 0, m = 0;
    if (!parse_uint(lines[0], n))
        return fail(lines[0].p, "expected the number of vertices n, found " + quoted(lines[0].view()));
    if (!parse_uint(lines[1], m))
        return fail(lines[1].p, "expected the number of edges m, found " + quoted(lines[1].view()));
    if (n > kMaxCpVertices)
        return fail(lines[0].p, "n = " + std::to_string(n) + " is more than the " +
                                    std::to_string(kMaxCpVertices) + " vertices supported");
    if (m >= 0x7FFFFFFFull)
        return fail(lines[1].p, "m = " + std::to_string(m) + " is too many edges");
    const std::size_t header_line = lines.line();
    if (strict) check_cp_memory(header_line, n, m, max_memory);
    g.format = first == 0 ? Format::Cp0 : Format::Cp;
    g.n = static_cast<std::uint32_t>(n);
    const std::string range =
        std::to_string(first) + ".." + (n + first == 0 ? std::string("-1") : std::to_string(n + first - 1));
    g.edges.clear();
    g.edges.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(m, text.size() / 4 + 1)) * 2);
    std::uint64_t seen = 0;
    while (lines.next()) {
        lines.report(progress);
        const std::size_t k = lines.count();
        if (k == 0) continue;
        if (seen == m)
            return fail(lines[0].p, "more edge lines than the m = " + std::to_string(m) +
                                        " announced in the header");
        if (k != 2)
            return fail(k > 2 ? lines[2].p : lines.line_end(),
                        k > 2 ? "expected two vertices 'u v', found a third token " + quoted(lines[2].view())
                              : "expected two vertices 'u v', found one");
        for (std::size_t i = 0; i < 2; ++i) {
            std::uint64_t x = 0;
            if (!parse_uint(lines[i], x))
                return fail(lines[i].p, "expected a vertex number in " + range + ", found " +
                                            quoted(lines[i].view()));
            if (x < first || x - first >= n)
                return fail(lines[i].p, "vertex " + std::to_string(x) + " is out of range " + range);
            g.edges.push_back(static_cast<std::int32_t>(x - first));
        }
        ++seen;
    }
    if (seen != m)
        return fail(lines.line_end(), "expected " + std::to_string(m) + " edges after the header, found " +
                                          std::to_string(seen));
    if (!strict) check_cp_memory(header_line, n, m, max_memory);
    g.lines = lines.line();
    if (!names) {
        g.names.clear();
        g.name_start.clear();
        return true;
    }
    g.names.clear();
    g.names.reserve(static_cast<std::size_t>(cp_name_bytes(n) + n));
    g.name_start.assign(1, 0);
    g.name_start.reserve(g.n + 1);
    char buf[24];
    for (std::uint32_t v = 0; v < g.n; ++v) {
        const auto r = std::to_chars(buf, buf + sizeof buf, v + first);
        append_name(g, std::string_view(buf, static_cast<std::size_t>(r.ptr - buf)));
    }
    return true;
}

bool looks_like_cp_header(std::string_view text) {
    Lines lines(text);
    while (lines.next()) {
        if (lines.count() == 0) continue;
        std::uint64_t x;
        return lines.count() == 2 && parse_uint(lines[0], x) && parse_uint(lines[1], x);
    }
    return false;
}

}  // namespace

ParseError::ParseError(std::size_t l, std::size_t c, const std::string& m)
    : std::runtime_error("line " + std::to_string(l) + ", column " + std::to_string(c) + ": " + m),
      line(l), column(c), message(m) {}

ParsedGraph parse_graph_text(std::string_view text, Format format, std::uint64_t max_memory, bool cp_names,
                             const ParseProgressFn& progress) {
    text = skip_bom(text);
    if (format == Format::Named) return parse_named(text, progress);
    ParsedGraph g;
    if (format == Format::Cp || format == Format::Cp0) {
        parse_cp(text, true, g, max_memory, format == Format::Cp0 ? 0 : 1, cp_names, progress);
        return g;
    }
    if (looks_like_cp_header(text) && parse_cp(text, false, g, max_memory, 1, cp_names, progress)) return g;
    return parse_named(text, progress);
}

std::uint64_t graph_solve_bytes(std::uint64_t n, std::uint64_t m) {
    const std::uint64_t graph = 4 * n + 4 * (n + 1) + 4 * m + n  // out-degrees, offsets, predecessors, fixed
                                + 6 * m;                         // the partitioned build's scratch
    const std::uint64_t engine = 21 * n;  // 17 bytes per vertex while solving, the results as it ends
    return graph + engine;
}

std::uint64_t graph_bytes_needed(std::uint64_t n, std::uint64_t m, std::uint64_t name_bytes) {
    const std::uint64_t parsed = 8 * m + name_bytes + n + 4 * (n + 1) + n;  // edges, names, offsets, fixed
    return parsed + graph_solve_bytes(n, m);
}

Format parse_format_name(std::string_view s) {
    if (s == "auto") return Format::Auto;
    if (s == "named") return Format::Named;
    if (s == "cp") return Format::Cp;
    if (s == "cp0") return Format::Cp0;
    throw std::invalid_argument("unknown graph format " + quoted(s) + ": expected auto, named, cp or cp0");
}

const char* format_name(Format f) {
    switch (f) {
        case Format::Named: return "named";
        case Format::Cp: return "cp";
        case Format::Cp0: return "cp0";
        default: return "auto";
    }
}

}  // namespace gg
