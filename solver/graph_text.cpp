#include "graph_text.hpp"

#include <algorithm>
#include <charconv>
#include <limits>
#include <memory>
#include <optional>
#include <utility>

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
    // The bytes read so far (the lines up to the current one, with its '\n').
    std::size_t pos() const { return static_cast<std::size_t>(p_ - begin_); }
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

const char* const kUsage = "a line holds an edge 'u v', a vertex 'u' or an outcome 'u = win|lose|draw'";

}  // namespace

// The one parser, a line at a time. Stages:
//   CpHeader, CpEdges, CpNames  the competitive-programming forms, vertices from
//       `first` (1, or 0 for Format::Cp0). Not strict (Format::Auto): where the text
//       turns out not to be that form, the parse starts again from its first line
//       as the named form instead of failing. The memory is checked from the header
//       before anything of the graph's size is allocated: at once when strict, else
//       once the text is known to be this form (until then only the edges read so
//       far are held, no more than the text).
//   Named                       the named form.
// Every step reads whole lines until it has read `budget` bytes or more (at least
// one line), or writes about budget / 8 cp names.
struct GraphTextParser::State {
    enum class Stage { CpHeader, CpEdges, CpNames, Named, Done };

    State(std::string_view t, Format f, std::uint64_t mm, bool names, ParseProgressFn pr)
        : text(t), max_memory(mm), cp_names(names), progress(std::move(pr)) {
        if (f == Format::Named) {
            start_named();
        } else {
            strict = f != Format::Auto;
            first = f == Format::Cp0 ? 0 : 1;
            lines.emplace(text);
            stage = Stage::CpHeader;
        }
    }

    std::string_view text;
    std::uint64_t max_memory;
    bool cp_names;
    ParseProgressFn progress;
    Stage stage = Stage::Done;
    std::optional<Lines> lines;
    ParsedGraph g;
    // the cp forms
    bool strict = false;
    std::uint32_t first = 1;
    std::uint64_t n = 0, m = 0, seen = 0;
    std::size_t header_line = 0;
    std::string range;
    std::uint32_t next_name = 0;
    // the named form
    std::unique_ptr<NameTable> table;
    std::unique_ptr<Lookahead> ahead;

    void start_named() {
        g = ParsedGraph();
        g.format = Format::Named;
        table = std::make_unique<NameTable>(1024);
        g.name_start.push_back(0);
        lines.emplace(text);
        ahead = std::make_unique<Lookahead>(text, *table);
        stage = Stage::Named;
    }

    // A cp text that breaks the form: the error when strict, else the named form from the start.
    void cp_fail(const char* at, const std::string& message) {
        if (strict) lines->fail(at, message);
        start_named();
    }

    // Where a step that may read `budget` bytes stops (it ends its line first).
    std::size_t stop_of(std::uint64_t budget) const {
        const std::size_t at = lines->pos();
        return budget >= text.size() - at ? text.size() : at + static_cast<std::size_t>(budget);
    }

    std::int32_t id_of(const Token& t) {
        bool added = false;
        const std::uint32_t id = table->intern(t.view(), &added);
        if (added) {
            if (id > 0x7FFFFFFEu) lines->fail(t.p, "too many vertices");
            append_name(g, t.view());
        }
        return static_cast<std::int32_t>(id);
    }

    static bool is_eq(const Token& t) { return t.len == 1 && t.p[0] == '='; }

    // One line of the named form, read by lines->next().
    void named_line() {
        Lines& L = *lines;
        const std::size_t k = L.count();
        if (k == 0) return;
        if (k > 3) L.fail(L[3].p, "unexpected " + quoted(L[3].view()) + ": " + kUsage);
        if (is_eq(L[0])) L.fail(L[0].p, "expected a vertex name before '=': " + std::string(kUsage));
        if (k == 1) {
            id_of(L[0]);
            return;
        }
        if (k == 2 && !is_eq(L[1])) {
            const std::int32_t u = id_of(L[0]);
            const std::int32_t v = id_of(L[1]);
            g.edges.push_back(u);
            g.edges.push_back(v);
            return;
        }
        if (!is_eq(L[1]))
            L.fail(L[2].p, "unexpected " + quoted(L[2].view()) + " after the edge " +
                               quoted(std::string(L[0].view()) + " " + std::string(L[1].view())) + ": " + kUsage);
        if (k == 2) L.fail(L.line_end(), "expected win, lose or draw after '='");
        const Token& o = L[2];
        Fixed f;
        if (equals_ci(o.view(), "win")) f = Fixed::Win;
        else if (equals_ci(o.view(), "lose")) f = Fixed::Lose;
        else if (equals_ci(o.view(), "draw")) f = Fixed::Draw;
        else L.fail(o.p, "expected win, lose or draw after '=', found " + quoted(o.view()));
        const std::int32_t v = id_of(L[0]);
        if (g.fixed.size() <= static_cast<std::size_t>(v)) g.fixed.resize(table->size(), Fixed::None);
        if (g.fixed[v] != Fixed::None && g.fixed[v] != f)
            L.fail(o.p, "the outcome of " + quoted(L[0].view()) + " is already fixed to " + fixed_name(g.fixed[v]));
        g.fixed[v] = f;
        if (g.first_fixed_line == 0) {
            g.first_fixed_line = L.line();
            g.first_fixed_column = L.column(L[0].p);
        }
    }

    bool named_step(std::uint64_t budget) {
        Lines& L = *lines;
        const std::size_t stop = stop_of(budget);
        do {
            if (!L.next()) {
                g.n = table->size();
                g.lines = L.line();
                if (!g.fixed.empty()) g.fixed.resize(g.n, Fixed::None);
                ahead.reset();
                table.reset();
                stage = Stage::Done;
                return true;
            }
            ahead->line();
            L.report(progress);
            named_line();
        } while (L.pos() < stop);
        return false;
    }

    // Blank lines up to the header, then the header 'n m'.
    void cp_header_step(std::uint64_t budget) {
        Lines& L = *lines;
        const std::size_t stop = stop_of(budget);
        for (;;) {
            if (!L.next()) {
                if (!strict) return start_named();
                throw ParseError(L.line() == 0 ? 1 : L.line(), 1, "expected the header 'n m'");
            }
            if (L.count() != 0) break;
            if (L.pos() >= stop) return;
        }
        if (L.count() != 2)
            return cp_fail(L.count() > 2 ? L[2].p : L.line_end(),
                           L.count() > 2 ? "expected the header 'n m' alone on its line"
                                         : "expected the header 'n m': the number of edges is missing");
        if (!parse_uint(L[0], n)) return cp_fail(L[0].p, "expected the number of vertices n, found " + quoted(L[0].view()));
        if (!parse_uint(L[1], m)) return cp_fail(L[1].p, "expected the number of edges m, found " + quoted(L[1].view()));
        if (n > kMaxCpVertices)
            return cp_fail(L[0].p, "n = " + std::to_string(n) + " is more than the " +
                                       std::to_string(kMaxCpVertices) + " vertices supported");
        if (m >= 0x7FFFFFFFull) return cp_fail(L[1].p, "m = " + std::to_string(m) + " is too many edges");
        header_line = L.line();
        if (strict) check_cp_memory(header_line, n, m, max_memory);
        g.format = first == 0 ? Format::Cp0 : Format::Cp;
        g.n = static_cast<std::uint32_t>(n);
        range = std::to_string(first) + ".." + (n + first == 0 ? std::string("-1") : std::to_string(n + first - 1));
        g.edges.clear();
        g.edges.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(m, text.size() / 4 + 1)) * 2);
        seen = 0;
        stage = Stage::CpEdges;
    }

    // The edge lines; false when the text broke the form (then the named form is next).
    bool cp_edge_line() {
        Lines& L = *lines;
        const std::size_t k = L.count();
        if (k == 0) return true;
        if (seen == m)
            return cp_fail(L[0].p, "more edge lines than the m = " + std::to_string(m) + " announced in the header"),
                   false;
        if (k != 2)
            return cp_fail(k > 2 ? L[2].p : L.line_end(),
                           k > 2 ? "expected two vertices 'u v', found a third token " + quoted(L[2].view())
                                 : "expected two vertices 'u v', found one"),
                   false;
        for (std::size_t i = 0; i < 2; ++i) {
            std::uint64_t x = 0;
            if (!parse_uint(L[i], x))
                return cp_fail(L[i].p, "expected a vertex number in " + range + ", found " + quoted(L[i].view())),
                       false;
            if (x < first || x - first >= n)
                return cp_fail(L[i].p, "vertex " + std::to_string(x) + " is out of range " + range), false;
            g.edges.push_back(static_cast<std::int32_t>(x - first));
        }
        ++seen;
        return true;
    }

    void cp_edges_step(std::uint64_t budget) {
        Lines& L = *lines;
        const std::size_t stop = stop_of(budget);
        do {
            if (!L.next()) {
                if (seen != m)
                    return cp_fail(L.line_end(), "expected " + std::to_string(m) + " edges after the header, found " +
                                                     std::to_string(seen));
                if (!strict) check_cp_memory(header_line, n, m, max_memory);
                g.lines = L.line();
                g.names.clear();
                g.name_start.clear();
                if (!cp_names) {
                    stage = Stage::Done;
                    return;
                }
                g.names.reserve(static_cast<std::size_t>(cp_name_bytes(n) + n));
                g.name_start.assign(1, 0);
                g.name_start.reserve(g.n + 1);
                next_name = 0;
                stage = Stage::CpNames;
                return;
            }
            L.report(progress);
            if (!cp_edge_line()) return;
        } while (L.pos() < stop);
    }

    void cp_names_step(std::uint64_t budget) {
        const std::uint64_t count = std::max<std::uint64_t>(1, budget / 8);
        const std::uint32_t end =
            static_cast<std::uint32_t>(std::min<std::uint64_t>(g.n, std::uint64_t{next_name} + count));
        char buf[24];
        for (std::uint32_t v = next_name; v < end; ++v) {
            const auto r = std::to_chars(buf, buf + sizeof buf, v + first);
            append_name(g, std::string_view(buf, static_cast<std::size_t>(r.ptr - buf)));
        }
        next_name = end;
        if (next_name == g.n) stage = Stage::Done;
    }

    bool step(std::uint64_t budget) {
        switch (stage) {
            case Stage::CpHeader: cp_header_step(budget); break;
            case Stage::CpEdges: cp_edges_step(budget); break;
            case Stage::CpNames: cp_names_step(budget); break;
            case Stage::Named: return named_step(budget);
            case Stage::Done: break;
        }
        return stage == Stage::Done;
    }
};

GraphTextParser::GraphTextParser(std::string_view text, Format format, std::uint64_t max_memory, bool cp_names,
                                 ParseProgressFn progress)
    : s_(std::make_unique<State>(skip_bom(text), format, max_memory, cp_names, std::move(progress))) {}

GraphTextParser::~GraphTextParser() = default;

bool GraphTextParser::step(std::uint64_t budget) {
    if (!s_) throw std::logic_error("GraphTextParser::step after take()");
    return s_->step(budget);
}

bool GraphTextParser::done() const { return !s_ || s_->stage == State::Stage::Done; }

std::uint64_t GraphTextParser::bytes_read() const {
    if (!s_) return 0;
    if (s_->stage == State::Stage::Done || s_->stage == State::Stage::CpNames) return s_->text.size();
    return s_->lines->pos();
}

std::uint64_t GraphTextParser::bytes_total() const { return s_ ? s_->text.size() : 0; }

ParsedGraph GraphTextParser::take() {
    if (!done()) throw std::logic_error("GraphTextParser::take before the parse is done");
    if (!s_) throw std::logic_error("GraphTextParser::take twice");
    ParsedGraph g = std::move(s_->g);
    s_.reset();
    return g;
}

ParseError::ParseError(std::size_t l, std::size_t c, const std::string& m)
    : std::runtime_error("line " + std::to_string(l) + ", column " + std::to_string(c) + ": " + m),
      line(l), column(c), message(m) {}

ParsedGraph parse_graph_text(std::string_view text, Format format, std::uint64_t max_memory, bool cp_names,
                             const ParseProgressFn& progress) {
    GraphTextParser parser(text, format, max_memory, cp_names, progress);
    while (!parser.step(GraphTextParser::kAll)) {}
    return parser.take();
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
