// The graph text parser: the named form, the competitive-programming form, format
// detection, and the line and column of every error.
#include <string>
#include <string_view>
#include <vector>

#include "graph/graph_text.hpp"
#include "test_util.hpp"

using gg::Fixed;
using gg::Format;

namespace {

std::vector<std::string> names_of(const gg::ParsedGraph& g) {
    std::vector<std::string> r;
    for (std::uint32_t v = 0; v < g.n; ++v) r.emplace_back(g.name(v));
    return r;
}

struct Err {
    bool thrown = false;
    std::size_t line = 0, column = 0;
    std::string message, what;
};

Err error_of(std::string_view text, Format f) {
    Err e;
    try {
        gg::parse_graph_text(text, f);
    } catch (const gg::ParseError& ex) {
        e.thrown = true;
        e.line = ex.line;
        e.column = ex.column;
        e.message = ex.message;
        e.what = ex.what();
    }
    return e;
}

// Expects a ParseError at (line, column) whose message contains `part`.
void expect_error(std::string_view text, Format f, std::size_t line, std::size_t column, std::string_view part) {
    CAPTURE(text);
    const Err e = error_of(text, f);
    REQUIRE_MESSAGE(e.thrown, "no ParseError");
    CHECK(e.line == line);
    CHECK(e.column == column);
    CHECK_MESSAGE(e.message.find(part) != std::string::npos, "message: " << e.message);
    CHECK(e.what == "line " + std::to_string(e.line) + ", column " + std::to_string(e.column) + ": " + e.message);
}

}  // namespace

TEST_CASE("named form: edges, vertices in order of first appearance") {
    const gg::ParsedGraph g = gg::parse_graph_text("b a\nc\na d\na\n");
    CHECK(g.format == Format::Named);
    CHECK(g.n == 4);
    CHECK(names_of(g) == std::vector<std::string>{"b", "a", "c", "d"});
    CHECK(g.edges == std::vector<std::int32_t>{0, 1, 1, 3});
    CHECK(g.num_edges() == 2);
    CHECK(g.fixed.empty());
    CHECK(g.name_start.size() == 5);
}

TEST_CASE("named form: blanks and comments") {
    // '#' starts a comment at the start of a line or after a blank, not inside a name.
    const gg::ParsedGraph g = gg::parse_graph_text(
        "# a comment\n"
        "   # an indented comment\n"
        "a b # after an edge\n"
        "a#b c\n"
        "d\t# after a tab\n"
        "  e \t f  \n"
        "g\fh\n"
        "i\vj\n"
        "#k l\n"
        "x=1 y\n"
        "# control characters in a comment are ignored: \x01\x02\n",
        Format::Named);
    CHECK(names_of(g) == std::vector<std::string>{"a", "b", "a#b", "c", "d", "e", "f", "g", "h", "i", "j", "x=1", "y"});
    CHECK(g.edges == std::vector<std::int32_t>{0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12});
}

TEST_CASE("named form: fixed outcomes") {
    const gg::ParsedGraph g = gg::parse_graph_text(
        "a b\n"
        "d = draw\n"
        "D = DRAW\n"
        "e = Win\n"
        "f = lOsE\n"
        "e = WIN\n"  // the same fix twice is fine
        "g h\n"
        "b = lose\n");
    CHECK(names_of(g) == std::vector<std::string>{"a", "b", "d", "D", "e", "f", "g", "h"});
    REQUIRE(g.fixed.size() == g.n);
    CHECK(g.fixed == std::vector<Fixed>{Fixed::None, Fixed::Lose, Fixed::Draw, Fixed::Draw, Fixed::Win, Fixed::Lose,
                                        Fixed::None, Fixed::None});
    CHECK(g.edges == std::vector<std::int32_t>{0, 1, 6, 7});

    // A fix may name a vertex first; the vertices after it get Fixed::None.
    const gg::ParsedGraph z = gg::parse_graph_text("z = win\nz y\nx\n");
    CHECK(names_of(z) == std::vector<std::string>{"z", "y", "x"});
    CHECK(z.fixed == std::vector<Fixed>{Fixed::Win, Fixed::None, Fixed::None});
}

TEST_CASE("named form: errors name the line and column") {
    const Format N = Format::Named;
    expect_error("a b c d\n", N, 1, 7, "unexpected 'd'");
    expect_error("a b c d e f\n", N, 1, 7, "unexpected 'd'");
    expect_error("a b c\n", N, 1, 5, "unexpected 'c' after the edge 'a b'");
    expect_error("a b =\n", N, 1, 5, "unexpected '=' after the edge 'a b'");
    expect_error("= win\n", N, 1, 1, "expected a vertex name before '='");
    expect_error("=\n", N, 1, 1, "expected a vertex name before '='");
    expect_error("  = b\n", N, 1, 3, "expected a vertex name before '='");
    expect_error("a =\n", N, 1, 4, "expected win, lose or draw after '='");
    expect_error("a = maybe\n", N, 1, 5, "found 'maybe'");
    expect_error("a = winner\n", N, 1, 5, "found 'winner'");
    expect_error("a = wi\n", N, 1, 5, "found 'wi'");
    expect_error("a = =\n", N, 1, 5, "found '='");
    expect_error("a = win\na = lose\n", N, 2, 5, "the outcome of 'a' is already fixed to win");
    expect_error("a = draw\nb\na = Win\n", N, 3, 5, "already fixed to draw");
    expect_error("x y\n\n# comment\n  p q r s\n", N, 4, 9, "unexpected 's'");
    // No trailing newline.
    expect_error("a b\na = x", N, 2, 5, "found 'x'");
    // A long token is shortened in the message.
    const std::string longname(100, 'n');
    const Err e = error_of("a = " + longname, N);
    CHECK(e.message.find(std::string(40, 'n') + "...'") != std::string::npos);
    CHECK(e.message.find(std::string(41, 'n')) == std::string::npos);
}

TEST_CASE("errors: the column counts UTF-8 characters, not bytes") {
    const Format N = Format::Named;
    // ü ï ö é take two bytes each: the byte column of 'wîn' would be 15.
    expect_error("ünïcödé = wîn\n", N, 1, 11, "found 'wîn'");
    // Four-byte and three-byte characters: the fourth token is character 7 (byte 12).
    expect_error("\xF0\x9F\x98\x80 \xE2\x99\x9E x y\n", N, 1, 7, "unexpected 'y'");
    expect_error("α β\nγ = δ\n", N, 2, 5, "found 'δ'");
    // And in the cp form.
    expect_error("3 1\n1 ä\n", Format::Cp, 2, 3, "found 'ä'");
    // Non-ASCII names are fine otherwise.
    const gg::ParsedGraph g = gg::parse_graph_text("café thé\n");
    CHECK(names_of(g) == std::vector<std::string>{"café", "thé"});
}

TEST_CASE("errors: control characters") {
    const Format N = Format::Named;
    expect_error("a\x01" "b c\n", N, 1, 2, "unexpected control character (byte 1)");
    expect_error("a b\x07\n", N, 1, 4, "(byte 7)");
    expect_error("\x1b[0m a b\n", N, 1, 1, "(byte 27)");
    expect_error("ok\né\x02\n", N, 2, 2, "(byte 2)");
    expect_error(std::string("a b\0\n", 5), N, 1, 4, "(byte 0)");
    // Also when the format is detected or forced to cp.
    expect_error("2 1\n1\x03 2\n", Format::Auto, 2, 2, "(byte 3)");
    expect_error("2 1\n1\x03 2\n", Format::Cp, 2, 2, "(byte 3)");
}

TEST_CASE("cp form: header n m, then m edges 1-based") {
    const gg::ParsedGraph g = gg::parse_graph_text("3 2\n1 2\n2 3\n");
    CHECK(g.format == Format::Cp);
    CHECK(g.n == 3);
    CHECK(names_of(g) == std::vector<std::string>{"1", "2", "3"});
    CHECK(g.edges == std::vector<std::int32_t>{0, 1, 1, 2});
    CHECK(g.fixed.empty());

    // Comments, blank lines, self-loops, parallel edges, isolated vertices.
    const gg::ParsedGraph c = gg::parse_graph_text("# a graph\n5 3 # header\n\n1 1\n 2   3\n2 3 # again\n");
    CHECK(c.format == Format::Cp);
    CHECK(c.n == 5);
    CHECK(c.edges == std::vector<std::int32_t>{0, 0, 1, 2, 1, 2});

    const gg::ParsedGraph e = gg::parse_graph_text("3 0\n");
    CHECK(e.format == Format::Cp);
    CHECK(e.n == 3);
    CHECK(e.num_edges() == 0);

    const gg::ParsedGraph big = gg::parse_graph_text("12 1\n12 10\n");
    CHECK(big.n == 12);
    CHECK(big.name(11) == "12");
    CHECK(big.edges == std::vector<std::int32_t>{11, 9});

    // cp_names = false (the module): the same graph, no name strings
    const gg::ParsedGraph bare = gg::parse_graph_text("12 1\n12 10\n", Format::Auto, gg::kNoMemoryLimit, false);
    CHECK(bare.format == Format::Cp);
    CHECK(bare.n == 12);
    CHECK(bare.names.empty());
    CHECK(bare.name_start.empty());
    CHECK(bare.edges == big.edges);
    const gg::ParsedGraph named = gg::parse_graph_text("a b\n", Format::Auto, gg::kNoMemoryLimit, false);
    CHECK(named.name(1) == "b");
}

TEST_CASE("format detection: auto falls back to the named form") {
    auto check_named = [](const char* text, std::vector<std::string> names, std::vector<std::int32_t> edges) {
        CAPTURE(text);
        const gg::ParsedGraph g = gg::parse_graph_text(text, Format::Auto);
        CHECK(g.format == Format::Named);
        CHECK(names_of(g) == names);
        CHECK(g.edges == edges);
    };
    check_named("3 2\n1 2\n", {"3", "2", "1"}, {0, 1, 2, 1});               // one edge line missing
    check_named("2 1\n1 3\n", {"2", "1", "3"}, {0, 1, 1, 2});               // vertex out of range
    check_named("2 1\n1 2\n2 1\n", {"2", "1"}, {0, 1, 1, 0, 0, 1});         // one edge line too many
    check_named("2 1\n0 2\n", {"2", "1", "0"}, {0, 1, 2, 0});               // both 0 and n
    check_named("1 2\n", {"1", "2"}, {0, 1});                               // a single edge
    check_named("2 1\nx y\n", {"2", "1", "x", "y"}, {0, 1, 2, 3});          // names
    check_named("a b\n", {"a", "b"}, {0, 1});
    // Not a header: the named form's error, not the cp one.
    expect_error("3 1 0\n1 2\n", Format::Auto, 1, 5, "unexpected '0' after the edge '3 1'");
    expect_error("3 1\n1 4\n2\n4 5 6 7\n", Format::Auto, 4, 7, "unexpected '7'");
}

TEST_CASE("format forced: Format::Named and Format::Cp") {
    const gg::ParsedGraph n = gg::parse_graph_text("3 2\n1 2\n2 3\n", Format::Named);
    CHECK(n.format == Format::Named);
    CHECK(names_of(n) == std::vector<std::string>{"3", "2", "1"});
    CHECK(n.edges == std::vector<std::int32_t>{0, 1, 2, 1, 1, 0});

    const gg::ParsedGraph c = gg::parse_graph_text("3 2\n1 2\n2 3\n", Format::Cp);
    CHECK(c.format == Format::Cp);
    CHECK(c.edges == std::vector<std::int32_t>{0, 1, 1, 2});

    CHECK(gg::parse_format_name("auto") == Format::Auto);
    CHECK(gg::parse_format_name("named") == Format::Named);
    CHECK(gg::parse_format_name("cp") == Format::Cp);
    CHECK_THROWS_AS(gg::parse_format_name("CP"), std::invalid_argument);
    CHECK_THROWS_AS(gg::parse_format_name(""), std::invalid_argument);
    CHECK(std::string(gg::format_name(Format::Auto)) == "auto");
    CHECK(std::string(gg::format_name(Format::Named)) == "named");
    CHECK(std::string(gg::format_name(Format::Cp)) == "cp");
}

TEST_CASE("cp0 form: vertices 0..n-1 named 0..n-1") {
    const gg::ParsedGraph g = gg::parse_graph_text("4 3\n0 1\n3 0\n2 2\n", Format::Cp0);
    CHECK(g.format == Format::Cp0);
    CHECK(g.n == 4);
    CHECK(g.edges == std::vector<std::int32_t>{0, 1, 3, 0, 2, 2});
    CHECK(names_of(g) == std::vector<std::string>{"0", "1", "2", "3"});
    CHECK(gg::parse_format_name("cp0") == Format::Cp0);
    CHECK(std::string(gg::format_name(Format::Cp0)) == "cp0");
    // vertex n is out of range, and so is a negative one
    expect_error("2 1\n0 2\n", Format::Cp0, 2, 3, "vertex 2 is out of range 0..1");
    expect_error("2 1\n-1 0\n", Format::Cp0, 2, 1, "expected a vertex number in 0..1");
}

TEST_CASE("format detection: auto reads the contest form 1-based or 0-based, whichever its vertices fit") {
    // The 0-based contest input of issue 20: not a named graph of 7 vertices with
    // an edge 5 -> 6 made up from the header, but 5 vertices 0..4.
    const gg::ParsedGraph z = gg::parse_graph_text("5 6\n0 1\n1 2\n2 0\n2 3\n3 4\n1 4\n");
    CHECK(z.format == Format::Cp0);
    CHECK(z.n == 5);
    CHECK(names_of(z) == std::vector<std::string>{"0", "1", "2", "3", "4"});
    CHECK(z.edges == std::vector<std::int32_t>{0, 1, 1, 2, 2, 0, 2, 3, 3, 4, 1, 4});
    // the graph Format::Cp0 reads; and without the name strings (the module)
    const gg::ParsedGraph forced = gg::parse_graph_text("5 6\n0 1\n1 2\n2 0\n2 3\n3 4\n1 4\n", Format::Cp0);
    CHECK(forced.edges == z.edges);
    const gg::ParsedGraph bare = gg::parse_graph_text("3 1\n2 0\n", Format::Auto, gg::kNoMemoryLimit, false);
    CHECK(bare.format == Format::Cp0);
    CHECK(bare.names.empty());
    CHECK(bare.edges == std::vector<std::int32_t>{2, 0});
    // a 0 late in the text, after vertices that fit 1..n-1
    const gg::ParsedGraph late = gg::parse_graph_text("4 3\n1 2\n3 1\n2 0\n");
    CHECK(late.format == Format::Cp0);
    CHECK(late.edges == std::vector<std::int32_t>{1, 2, 3, 1, 2, 0});
    CHECK(gg::parse_graph_text("2 1\n0 1\n").format == Format::Cp0);
    // 1..n wins when no 0 appears, even if every vertex is also in 0..n-1
    const gg::ParsedGraph one = gg::parse_graph_text("4 2\n1 2\n2 3\n");
    CHECK(one.format == Format::Cp);
    CHECK(one.edges == std::vector<std::int32_t>{0, 1, 1, 2});
    CHECK(gg::parse_graph_text("3 1\n1 3\n").format == Format::Cp);
    // neither: a 0 and an n, or a vertex past n
    CHECK(gg::parse_graph_text("3 2\n0 1\n1 3\n").format == Format::Named);
    CHECK(gg::parse_graph_text("3 2\n3 1\n1 0\n").format == Format::Named);
    CHECK(gg::parse_graph_text("3 1\n0 4\n").format == Format::Named);
    CHECK(gg::parse_graph_text("1 1\n0 0\n").format == Format::Cp0);
    CHECK(gg::parse_graph_text("1 1\n1 1\n").format == Format::Cp);
}

TEST_CASE("cp form: errors name the line and column") {
    const Format C = Format::Cp;
    expect_error("", C, 1, 1, "expected the header 'n m'");
    expect_error("  \n", C, 1, 1, "expected the header 'n m'");
    expect_error("a b\n", C, 1, 1, "expected the number of vertices n, found 'a'");
    expect_error("x 1\n", C, 1, 1, "expected the number of vertices n, found 'x'");
    expect_error("-1 2\n", C, 1, 1, "expected the number of vertices n, found '-1'");
    expect_error("3 x\n", C, 1, 3, "expected the number of edges m, found 'x'");
    expect_error("3 2.0\n", C, 1, 3, "expected the number of edges m, found '2.0'");
    expect_error("3\n", C, 1, 2, "the number of edges is missing");
    expect_error("3 1 5\n", C, 1, 5, "expected the header 'n m' alone on its line");
    expect_error("1 2 3 4\n", C, 1, 5, "alone on its line");
    // Huge numbers.
    expect_error("100000001 0\n", C, 1, 1, "n = 100000001 is more than the 100000000 vertices supported");
    expect_error("99999999999999999999 1\n", C, 1, 1, "expected the number of vertices n");
    expect_error("3 2147483647\n", C, 1, 3, "m = 2147483647 is too many edges");
    // Edge lines.
    expect_error("3 1\n1 4\n", C, 2, 3, "vertex 4 is out of range 1..3");
    expect_error("3 1\n0 1\n", C, 2, 1, "vertex 0 is out of range 1..3");
    expect_error("3 1\n  3   99999999999\n", C, 2, 7, "vertex 99999999999 is out of range 1..3");
    expect_error("3 1\n1 x\n", C, 2, 3, "expected a vertex number in 1..3, found 'x'");
    expect_error("3 1\n1 2.5\n", C, 2, 3, "found '2.5'");
    expect_error("3 1\n-1 2\n", C, 2, 1, "found '-1'");
    expect_error("3 1\n+1 2\n", C, 2, 1, "found '+1'");
    expect_error("3 1\n1\n", C, 2, 2, "expected two vertices 'u v', found one");
    expect_error("3 1\n1 2 3\n", C, 2, 5, "found a third token '3'");
    // Wrong edge count.
    expect_error("3 2\n1 2\n", C, 2, 4, "expected 2 edges after the header, found 1");
    expect_error("3 2\n1 2", C, 2, 4, "expected 2 edges after the header, found 1");
    expect_error("3 1\n", C, 1, 4, "expected 1 edges after the header, found 0");
    expect_error("3 1\n1 2\n2 3\n", C, 3, 1, "more edge lines than the m = 1 announced in the header");
    expect_error("3 1\n1 2\n\n# c\n  2 3\n", C, 5, 3, "more edge lines");
}

TEST_CASE("CRLF line endings and no trailing newline") {
    const gg::ParsedGraph g = gg::parse_graph_text("a b\r\nb c\r\nd = draw\r\n");
    CHECK(g.format == Format::Named);
    CHECK(names_of(g) == std::vector<std::string>{"a", "b", "c", "d"});
    CHECK(g.edges == std::vector<std::int32_t>{0, 1, 1, 2});
    CHECK(g.fixed == std::vector<Fixed>{Fixed::None, Fixed::None, Fixed::None, Fixed::Draw});

    const gg::ParsedGraph c = gg::parse_graph_text("2 1\r\n1 2\r\n");
    CHECK(c.format == Format::Cp);
    CHECK(c.edges == std::vector<std::int32_t>{0, 1});

    const gg::ParsedGraph last = gg::parse_graph_text("a b\nb c");
    CHECK(names_of(last) == std::vector<std::string>{"a", "b", "c"});
    CHECK(last.num_edges() == 2);
    const gg::ParsedGraph fixed_last = gg::parse_graph_text("a b\nb = win");
    CHECK(fixed_last.fixed == std::vector<Fixed>{Fixed::None, Fixed::Win});
    const gg::ParsedGraph cp_last = gg::parse_graph_text("2 1\n1 2");
    CHECK(cp_last.format == Format::Cp);
    const gg::ParsedGraph cp_last_crlf = gg::parse_graph_text("2 1\r\n1 2\r");
    CHECK(cp_last_crlf.format == Format::Cp);

    // Every error is reported at the same place with CRLF as with LF line endings.
    const std::vector<std::pair<const char*, Format>> bad = {
        {"x\na b c d\n", Format::Named}, {"x\na = maybe\n", Format::Named}, {"x\na =\n", Format::Named},
        {"x\n= a\n", Format::Named},     {"x = win\nx = lose\n", Format::Named},
        {"3\n", Format::Cp},              {"3 1\n1\n", Format::Cp},        {"3 2\n1 2\n", Format::Cp},
        {"3 1\n1 4\n", Format::Cp},      {"3 1 1\n", Format::Cp},          {"3 1\n1 2\n1 2\n", Format::Cp},
    };
    for (const auto& [lf, format] : bad) {
        std::string crlf;
        for (const char* p = lf; *p; ++p) {
            if (*p == '\n') crlf += '\r';
            crlf += *p;
        }
        const std::string lf_text = lf;
        CAPTURE(lf_text);
        const Err a = error_of(lf, format);
        const Err b = error_of(crlf, format);
        REQUIRE(a.thrown);
        REQUIRE(b.thrown);
        CHECK(b.line == a.line);
        CHECK(b.column == a.column);
        CHECK(b.message == a.message);
    }
}

TEST_CASE("named form: many names of many lengths keep their ids") {
    // 60,000 distinct names, 1 to 70 bytes long, many sharing long prefixes or
    // differing only in their last byte (short and long names, several table rehashes).
    std::vector<std::string> names;
    const std::string prefix(64, 'p');
    for (int i = 0; i < 60000; ++i) {
        std::string s;
        switch (i % 4) {
            case 0: s = std::to_string(i); break;                                  // short, digits
            case 1: s = prefix.substr(0, static_cast<std::size_t>(i % 65)) + std::to_string(i); break;
            case 2: s = "name_" + std::to_string(i) + std::string(static_cast<std::size_t>(i % 37), 'x'); break;
            default: s = std::string(static_cast<std::size_t>(8 + i % 50), 'q') + static_cast<char>('A' + i % 26) +
                         std::to_string(i / 26); break;
        }
        names.push_back(s);
    }
    std::string text;
    std::vector<std::int32_t> edges;
    for (std::size_t i = 0; i < names.size(); ++i) {
        // Each name first appears as the target of an edge from an earlier one (or alone).
        if (i == 0) {
            text += names[0] + "\n";
            continue;
        }
        const std::size_t from = (i * 7919) % i;
        text += names[from] + " " + names[i] + "\n";
        edges.push_back(static_cast<std::int32_t>(from));
        edges.push_back(static_cast<std::int32_t>(i));
    }
    // And every name again, in another order.
    for (std::size_t i = 0; i < names.size(); ++i) {
        const std::size_t a = (i * 40503) % names.size(), b = (i * 7) % names.size();
        text += names[a] + " " + names[b] + "\n";
        edges.push_back(static_cast<std::int32_t>(a));
        edges.push_back(static_cast<std::int32_t>(b));
    }
    const gg::ParsedGraph g = gg::parse_graph_text(text, Format::Named);
    CHECK(g.n == names.size());
    CHECK(names_of(g) == names);
    CHECK(g.edges == edges);
}

namespace {

// What a parse gave: the graph's fields, or the ParseError's position and message.
struct Parsed {
    bool failed = false;
    std::size_t line = 0, column = 0;
    std::string message;
    Format format = Format::Auto;
    std::uint32_t n = 0;
    std::vector<std::int32_t> edges;
    std::vector<Fixed> fixed;
    std::string names;
    std::vector<std::uint32_t> name_start;
    std::size_t lines = 0, first_fixed_line = 0, first_fixed_column = 0;
    bool operator==(const Parsed& o) const {
        return failed == o.failed && line == o.line && column == o.column && message == o.message &&
               format == o.format && n == o.n && edges == o.edges && fixed == o.fixed && names == o.names &&
               name_start == o.name_start && lines == o.lines && first_fixed_line == o.first_fixed_line &&
               first_fixed_column == o.first_fixed_column;
    }
};

template <class F>
Parsed parsed_of(F&& parse) {
    Parsed p;
    try {
        const gg::ParsedGraph g = parse();
        p.format = g.format;
        p.n = g.n;
        p.edges = g.edges;
        p.fixed = g.fixed;
        p.names = g.names;
        p.name_start = g.name_start;
        p.lines = g.lines;
        p.first_fixed_line = g.first_fixed_line;
        p.first_fixed_column = g.first_fixed_column;
    } catch (const gg::ParseError& e) {
        p.failed = true;
        p.line = e.line;
        p.column = e.column;
        p.message = e.message;
    }
    return p;
}

// The text fed to a GraphTextReader in pieces ending at the given cuts, each
// piece copied into the buffer just before its feed: the bytes not yet there are
// '@', which no parse could take for the text's own.
Parsed fed_in_pieces(const std::string& text, Format f, const std::vector<std::size_t>& cuts) {
    std::string buf(text.size(), '@');
    return parsed_of([&] {
        gg::GraphTextReader reader(buf.data(), buf.size(), f);
        std::size_t at = 0;
        for (std::size_t cut : cuts) {
            if (cut <= at || cut > text.size()) continue;
            std::copy(text.begin() + static_cast<std::ptrdiff_t>(at), text.begin() + static_cast<std::ptrdiff_t>(cut),
                      buf.begin() + static_cast<std::ptrdiff_t>(at));
            at = cut;
            reader.feed(at);
        }
        std::copy(text.begin() + static_cast<std::ptrdiff_t>(at), text.end(), buf.begin() + static_cast<std::ptrdiff_t>(at));
        return reader.finish();
    });
}

}  // namespace

TEST_CASE("GraphTextReader: a text fed in pieces parses as the whole text, errors included") {
    const std::vector<std::string> texts = {
        "", "\n", "a b\nb c\nc\n", "\xEF\xBB\xBF" "a b\nb = win\n", "\xEF\xBB\xBF", "\xEF\xBB",
        "3 2\n1 2\n2 3\n", "3 2\r\n1 2\r\n2 3", "# c\n\n  3 2 # h\n1 2\n\n2 3\n", "3 2\n1 2\n2 4\n",
        "3 2\n1 2\n", "3 2\n1 2\n2 3\n3 1\n", "3 1\n1 2 3\n", "3\n1 2\n", "2 1\n1 x\n", "10 20\n",
        "1 2\n2 3\n3 4\n", "4 3\n1 2\n2 3\nfoo bar\n", "a b\nb = lose\nb = win\n", "a b c d\n",
        "a\x01 b\n", "x = maybe\n", "= win\n", "0 0\n", "2 1\n0 1\n", "5 4\n1 2\n2 3\n3 4\n4 5", "   \n\n",
        "2 1\n1 2\n#", "a b\n\xC3\xA9t\xC3\xA9 c d\n", "5 6\n0 1\n1 2\n2 0\n2 3\n3 4\n1 4\n",
        "4 3\n1 2\n3 1\n2 0\n", "3 2\n0 1\n1 3\n", "3 2\n3 1\n1 0\n",
    };
    const Format formats[] = {Format::Auto, Format::Named, Format::Cp, Format::Cp0};
    std::uint32_t seed = 12345;
    auto next = [&](std::uint32_t k) {
        seed = seed * 1103515245u + 12345u;
        return (seed >> 8) % k;
    };
    for (const std::string& text : texts) {
        for (Format f : formats) {
            CAPTURE(text);
            CAPTURE(static_cast<int>(f));
            const Parsed whole = parsed_of([&] { return gg::parse_graph_text(text, f); });
            std::vector<std::size_t> every;  // one byte at a time
            for (std::size_t i = 1; i <= text.size(); ++i) every.push_back(i);
            CHECK(fed_in_pieces(text, f, every) == whole);
            CHECK(fed_in_pieces(text, f, {}) == whole);
            for (int round = 0; round < 8; ++round) {
                std::vector<std::size_t> cuts;
                for (std::size_t at = 0; at < text.size();) cuts.push_back(at += 1 + next(6));
                CHECK(fed_in_pieces(text, f, cuts) == whole);
            }
        }
    }
}

TEST_CASE("GraphTextReader: big texts of both forms in pieces of every size") {
    std::string cp = "2000 6000\n", cp0 = "2000 6000\n", named;
    std::uint32_t x = 7;
    for (int i = 0; i < 6000; ++i) {
        x = x * 1103515245u + 12345u;
        const std::uint32_t u = 1 + (x >> 8) % 2000, v = 1 + (x >> 4) % 2000;
        cp += std::to_string(u) + " " + std::to_string(v) + "\n";
        cp0 += std::to_string(i == 5000 ? 0 : u - 1) + " " + std::to_string(v - 1) + "\n";
        named += "v" + std::to_string(u * 7) + " w" + std::to_string(v) + (i % 997 == 0 ? "\n# note\n" : "\n");
    }
    named += "v7 = draw\n";
    std::string bad = cp;
    bad.replace(bad.size() / 2, 1, "x");
    for (const std::string* text : {&cp, &cp0, &named, &bad}) {
        for (Format f : {Format::Auto, Format::Cp, Format::Cp0, Format::Named}) {
            const Parsed whole = parsed_of([&] { return gg::parse_graph_text(*text, f); });
            for (std::size_t piece : {1u, 7u, 64u, 4096u, 100000u}) {
                std::vector<std::size_t> cuts;
                for (std::size_t at = piece; at < text->size(); at += piece) cuts.push_back(at);
                CHECK(fed_in_pieces(*text, f, cuts) == whole);
            }
        }
    }
    // the whole cp text read as cp; the one with a bad byte as named in auto
    CHECK(parsed_of([&] { return gg::parse_graph_text(cp); }).format == Format::Cp);
    CHECK(parsed_of([&] { return gg::parse_graph_text(cp0); }).format == Format::Cp0);
    CHECK(parsed_of([&] { return gg::parse_graph_text(bad); }).format == Format::Named);
}
