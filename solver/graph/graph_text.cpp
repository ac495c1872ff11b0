#include "graph/graph_text.hpp"

#include <algorithm>
#include <charconv>
#include <limits>
#include <memory>

#include "core/line_tokens.hpp"
#include "core/name_table.hpp"
#include "core/text.hpp"

namespace gg {

namespace {

constexpr std::uint64_t kMaxCpVertices = 100000000;  // a typo in a header must not allocate 100 GB

// Calls progress(bytes read, all bytes) every 65,536 lines.
void report(const LineTokens& lines, const ParseProgressFn& progress) {
    if (progress && (lines.line() & 0xFFFF) == 0) progress(lines.read(), lines.size());
}

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
    Lookahead(const char* begin, const char* end, const NameTable& table) : p_(begin), end_(end), table_(table) {
        for (int i = 0; i < kLines; ++i) line();
    }
    void extend(const char* end) { end_ = end; }
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
    Lookahead(const char* begin, const char* end, const NameTable& table) : p_(begin), end_(end), table_(table) {
        refill();
    }
    void extend(const char* end) { end_ = end; }
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

bool parse_uint(const LineToken& t, std::uint64_t& out) {
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

// The named form, resumable: feed(end) reads the complete lines up to end,
// finish() ends the graph once every line has been fed.
class NamedParser {
public:
    NamedParser(const char* begin, const char* end, const char* total_end, ParsedGraph& g,
                const ParseProgressFn& progress)
        : g_(g), progress_(progress), table_(1024), lines_(begin, end, total_end), ahead_(begin, end, table_) {
        g_.format = Format::Named;
        g_.name_start.push_back(0);
    }

    void feed(const char* end) {
        lines_.extend(end);
        ahead_.extend(end);
        auto is_eq = [](const LineToken& t) { return t.len == 1 && t.p[0] == '='; };
        const char* const usage =
            "a line holds an edge 'u v', a vertex 'u' or an outcome 'u = win|lose|draw'";
        while (lines_.next()) {
            ahead_.line();
            report(lines_, progress_);
            const std::size_t k = lines_.count();
            if (k == 0) continue;
            if (k > 3) lines_.fail(lines_[3].p, "unexpected " + quoted(lines_[3].view()) + ": " + usage);
            if (is_eq(lines_[0]))
                lines_.fail(lines_[0].p, "expected a vertex name before '=': " + std::string(usage));
            if (k == 1) {
                id_of(lines_[0]);
                continue;
            }
            if (k == 2 && !is_eq(lines_[1])) {
                const std::int32_t u = id_of(lines_[0]);
                const std::int32_t v = id_of(lines_[1]);
                g_.edges.push_back(u);
                g_.edges.push_back(v);
                continue;
            }
            if (!is_eq(lines_[1]))
                lines_.fail(lines_[2].p, "unexpected " + quoted(lines_[2].view()) + " after the edge " +
                                             quoted(std::string(lines_[0].view()) + " " +
                                                    std::string(lines_[1].view())) + ": " + usage);
            if (k == 2) lines_.fail(lines_.line_end(), "expected win, lose or draw after '='");
            const LineToken& o = lines_[2];
            Fixed f;
            if (equals_ci(o.view(), "win")) f = Fixed::Win;
            else if (equals_ci(o.view(), "lose")) f = Fixed::Lose;
            else if (equals_ci(o.view(), "draw")) f = Fixed::Draw;
            else lines_.fail(o.p, "expected win, lose or draw after '=', found " + quoted(o.view()));
            const std::int32_t v = id_of(lines_[0]);
            if (g_.fixed.size() <= static_cast<std::size_t>(v)) g_.fixed.resize(table_.size(), Fixed::None);
            if (g_.fixed[v] != Fixed::None && g_.fixed[v] != f)
                lines_.fail(o.p, "the outcome of " + quoted(lines_[0].view()) + " is already fixed to " +
                                     fixed_name(g_.fixed[v]));
            g_.fixed[v] = f;
            if (g_.first_fixed_line == 0) {
                g_.first_fixed_line = lines_.line();
                g_.first_fixed_column = lines_.column(lines_[0].p);
            }
        }
    }

    void finish() {
        g_.n = table_.size();
        g_.lines = lines_.line();
        if (!g_.fixed.empty()) g_.fixed.resize(g_.n, Fixed::None);
    }

private:
    std::int32_t id_of(const LineToken& t) {
        bool added = false;
        const std::uint32_t id = table_.intern(t.view(), &added);
        if (added) {
            if (id > 0x7FFFFFFEu) lines_.fail(t.p, "too many vertices");
            append_name(g_, t.view());
        }
        return static_cast<std::int32_t>(id);
    }

    ParsedGraph& g_;
    const ParseProgressFn& progress_;
    NameTable table_;
    LineTokens lines_;
    Lookahead ahead_;
};

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
// Format::Cp0), resumable as NamedParser. With strict == false (Format::Auto)
// feed and finish return false instead of throwing, so that Format::Auto can fall
// back to the named form, and the vertices are read from 1 or from 0, whichever
// fits: 1..n when every vertex is in 1..n, 0..n-1 when a 0 appears and every
// vertex is in 0..n-1 (a text with both a 0 and an n is not this form). The
// memory is checked from the header before anything of the graph's size is
// allocated: at once when strict, else once the text is known to be this form
// (until then only the edges read so far are held, no more than the text).
class CpParser {
public:
    CpParser(const char* begin, const char* end, const char* total_end, bool strict, ParsedGraph& g,
             std::uint64_t max_memory, std::uint32_t first, bool names, const ParseProgressFn& progress)
        : lines_(begin, end, total_end), text_size_(static_cast<std::size_t>(total_end - begin)), strict_(strict),
          g_(g), max_memory_(max_memory), first_(first), names_(names), progress_(progress) {}

    bool feed(const char* end) {
        lines_.extend(end);
        if (!have_header_) {
            while (lines_.next() && lines_.count() == 0) {}
            if (lines_.count() == 0) return true;  // not yet: finish() says so if it never comes
            if (!header()) return false;
        }
        while (lines_.next()) {
            report(lines_, progress_);
            const std::size_t k = lines_.count();
            if (k == 0) continue;
            if (seen_ == m_)
                return fail(lines_[0].p, "more edge lines than the m = " + std::to_string(m_) +
                                             " announced in the header");
            if (k != 2)
                return fail(k > 2 ? lines_[2].p : lines_.line_end(),
                            k > 2 ? "expected two vertices 'u v', found a third token " + quoted(lines_[2].view())
                                  : "expected two vertices 'u v', found one");
            for (std::size_t i = 0; i < 2; ++i) {
                std::uint64_t x = 0;
                if (!parse_uint(lines_[i], x))
                    return fail(lines_[i].p, "expected a vertex number in " + range_ + ", found " +
                                                 quoted(lines_[i].view()));
                if (!strict_) {
                    // Format::Auto: 1..n or 0..n-1, decided at the end; kept as x - 1
                    // (a 0 as -1) and shifted back once if it is 0..n-1.
                    if (x > n_) return false;
                    if (x == 0) saw_zero_ = true;
                    if (x == n_) saw_n_ = true;
                    if (saw_zero_ && saw_n_) return false;
                    g_.edges.push_back(static_cast<std::int32_t>(x) - 1);
                    continue;
                }
                if (x < first_ || x - first_ >= n_)
                    return fail(lines_[i].p, "vertex " + std::to_string(x) + " is out of range " + range_);
                g_.edges.push_back(static_cast<std::int32_t>(x - first_));
            }
            ++seen_;
        }
        return true;
    }

    bool finish() {
        if (!have_header_) {
            if (!strict_) return false;
            throw ParseError(lines_.line() == 0 ? 1 : lines_.line(), 1, "expected the header 'n m'");
        }
        if (seen_ != m_)
            return fail(lines_.line_end(), "expected " + std::to_string(m_) + " edges after the header, found " +
                                               std::to_string(seen_));
        if (!strict_) {
            check_cp_memory(header_line_, n_, m_, max_memory_);
            if (saw_zero_) {  // 0..n-1: the ids as they are
                first_ = 0;
                g_.format = Format::Cp0;
                for (std::int32_t& v : g_.edges) ++v;
            }
        }
        g_.lines = lines_.line();
        g_.names.clear();
        g_.name_start.clear();
        if (!names_) return true;
        g_.names.reserve(static_cast<std::size_t>(cp_name_bytes(n_) + n_));
        g_.name_start.assign(1, 0);
        g_.name_start.reserve(g_.n + 1);
        char buf[24];
        for (std::uint32_t v = 0; v < g_.n; ++v) {
            const auto r = std::to_chars(buf, buf + sizeof buf, v + first_);
            append_name(g_, std::string_view(buf, static_cast<std::size_t>(r.ptr - buf)));
        }
        return true;
    }

private:
    bool fail(const char* at, const std::string& message) {
        if (strict_) lines_.fail(at, message);
        return false;
    }

    // The current line, the first that is not blank: the header 'n m'.
    bool header() {
        have_header_ = true;
        if (lines_.count() != 2)
            return fail(lines_.count() > 2 ? lines_[2].p : lines_.line_end(),
                        lines_.count() > 2 ? "expected the header 'n m' alone on its line"
                                           : "expected the header 'n m': the number of edges is missing");
        if (!parse_uint(lines_[0], n_))
            return fail(lines_[0].p, "expected the number of vertices n, found " + quoted(lines_[0].view()));
        if (!parse_uint(lines_[1], m_))
            return fail(lines_[1].p, "expected the number of edges m, found " + quoted(lines_[1].view()));
        if (n_ > kMaxCpVertices)
            return fail(lines_[0].p, "n = " + std::to_string(n_) + " is more than the " +
                                         std::to_string(kMaxCpVertices) + " vertices supported");
        if (m_ >= 0x7FFFFFFFull)
            return fail(lines_[1].p, "m = " + std::to_string(m_) + " is too many edges");
        header_line_ = lines_.line();
        if (strict_) check_cp_memory(header_line_, n_, m_, max_memory_);
        g_.format = first_ == 0 ? Format::Cp0 : Format::Cp;
        g_.n = static_cast<std::uint32_t>(n_);
        range_ = std::to_string(first_) + ".." +
                 (n_ + first_ == 0 ? std::string("-1") : std::to_string(n_ + first_ - 1));
        g_.edges.clear();
        g_.edges.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(m_, text_size_ / 4 + 1)) * 2);
        return true;
    }

    LineTokens lines_;
    std::size_t text_size_;
    bool strict_;
    ParsedGraph& g_;
    std::uint64_t max_memory_;
    std::uint32_t first_;
    bool names_;
    const ParseProgressFn& progress_;
    bool have_header_ = false;
    bool saw_zero_ = false, saw_n_ = false;  // Format::Auto: a vertex 0, a vertex n seen
    std::uint64_t n_ = 0, m_ = 0, seen_ = 0;
    std::size_t header_line_ = 0;
    std::string range_;
};

// Whether the first line that is not blank among the complete lines [begin, end)
// is two integers (*decided: there is such a line, or end is the text's end).
bool looks_like_cp_header(const char* begin, const char* end, bool at_end, bool* decided) {
    LineTokens lines(begin, end, end);
    *decided = true;
    while (lines.next()) {
        if (lines.count() == 0) continue;
        std::uint64_t x;
        return lines.count() == 2 && parse_uint(lines[0], x) && parse_uint(lines[1], x);
    }
    *decided = at_end;
    return false;
}

}  // namespace

struct GraphTextReader::State {
    State(const char* d, std::size_t n, Format f, std::uint64_t mm, bool names, ParseProgressFn p)
        : data(d), size(n), format(f), max_memory(mm), cp_names(names), progress(std::move(p)) {}
    const char* data;
    std::size_t size;
    Format format;
    std::uint64_t max_memory;
    bool cp_names;
    ParseProgressFn progress;
    const char* begin = nullptr;  // after the byte-order mark; null until known
    const char* end = nullptr;    // where the complete lines fed so far end
    ParsedGraph g;
    std::unique_ptr<CpParser> cp;
    std::unique_ptr<NamedParser> named;

    const char* text_end() const { return data + size; }
    void start_named() {
        cp.reset();
        g = ParsedGraph();
        named = std::make_unique<NamedParser>(begin, end, text_end(), g, progress);
    }
    // Parses the complete lines up to end with the parser of the form read.
    void run() {
        if (named) {
            named->feed(end);
        } else if (!cp->feed(end)) {
            start_named();  // Format::Auto, not the cp form after all: read again as named
            named->feed(end);
        }
    }
};

GraphTextReader::GraphTextReader(const char* data, std::size_t size, Format format, std::uint64_t max_memory,
                                 bool cp_names, ParseProgressFn progress)
    : s_(std::make_unique<State>(data, size, format, max_memory, cp_names, std::move(progress))) {}

GraphTextReader::~GraphTextReader() = default;

void GraphTextReader::feed(std::size_t available) {
    State& s = *s_;
    available = std::min(available, s.size);
    // the complete lines: up to the last '\n' (searched back to the previous end only)
    const char* end = s.data + available;
    if (available < s.size) {
        const char* stop = s.end ? s.end : s.data;
        while (end > stop && end[-1] != '\n') --end;
    }
    if (!s.begin) {
        if (available < 3 && available < s.size) return;  // the byte-order mark is not known yet
        s.begin = skip_bom(std::string_view(s.data, s.size)).data();
        if (end < s.begin) end = s.begin;
        s.end = end;
        const bool at_end = end == s.text_end();
        if (s.format == Format::Named) {
            s.start_named();
        } else if (s.format == Format::Cp || s.format == Format::Cp0) {
            s.cp = std::make_unique<CpParser>(s.begin, end, s.text_end(), true, s.g, s.max_memory,
                                              s.format == Format::Cp0 ? 0 : 1, s.cp_names, s.progress);
        } else {
            bool decided = false;
            const bool cp = looks_like_cp_header(s.begin, end, at_end, &decided);
            if (!decided) {
                s.begin = nullptr;  // the first line is not all there yet
                s.end = nullptr;
                return;
            }
            if (cp)
                s.cp = std::make_unique<CpParser>(s.begin, end, s.text_end(), false, s.g, s.max_memory, 1,
                                                  s.cp_names, s.progress);
            else
                s.start_named();
        }
    }
    if (end < s.end) end = s.end;
    s.end = end;
    s.run();
}

ParsedGraph GraphTextReader::finish() {
    feed(s_->size);
    State& s = *s_;
    if (s.cp && !s.cp->finish()) {
        s.start_named();
        s.named->feed(s.end);
    }
    if (s.named) s.named->finish();
    return std::move(s.g);
}

ParsedGraph parse_graph_text(std::string_view text, Format format, std::uint64_t max_memory, bool cp_names,
                             const ParseProgressFn& progress) {
    GraphTextReader reader(text.data(), text.size(), format, max_memory, cp_names, progress);
    return reader.finish();
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
