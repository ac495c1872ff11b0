// The graph text format, shared by the command line and the web page.
//
// Named form (default):
//   # a comment: '#' at the start of a line or after a blank runs to the line's end
//   a b            a move from a to b (names are any tokens without blanks)
//   c              declares the vertex c (it may have no move at all)
//   d = draw       fixes the outcome of d for the player to move there
//                  (win, lose or draw, any case); its moves are then ignored
// Competitive-programming form: a header line "n m", then m lines "u v" with
// 1 <= u, v <= n; the vertices are named 1..n.
// Format::Cp0 is the same with 0 <= u, v <= n - 1; the vertices are named 0..n-1.
// Format::Auto reads the competitive-programming form when the first line is two
// integers n m followed by exactly m lines of two integers: as Cp when every
// vertex is in 1..n, as Cp0 when a 0 appears and every vertex is in 0..n-1; and
// the named form otherwise (a vertex past n, or both a 0 and an n).
// Odd text follows the one rule of text.hpp, as every other format: a UTF-8
// byte-order mark at the very start is skipped; messages show the input's control
// characters escaped (\x1b, \x00) and invalid UTF-8 as U+FFFD, never raw; columns
// count characters; the module turns a JS string's lone surrogates into U+FFFD.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.hpp"
#include "core/outcome.hpp"
#include "core/text.hpp"  // ParseError

namespace gg {

enum class Format { Auto, Named, Cp, Cp0 };

struct ParsedGraph {
    Format format = Format::Named;       // the form actually read (never Auto)
    std::uint32_t n = 0;
    std::vector<std::int32_t> edges;     // 2 * m entries: (u, v) pairs, 0-based
    std::vector<Fixed> fixed;            // empty, or one entry per vertex
    std::size_t first_fixed_line = 0;    // where the first outcome 'u = ...' is (1-based; 0: none)
    std::size_t first_fixed_column = 0;
    std::string names;                   // every name followed by '\n', in vertex order
    std::vector<std::uint32_t> name_start;  // n + 1 offsets into names
    std::size_t lines = 0;               // the lines of the text (a last line without '\n' counts)

    std::size_t num_edges() const { return edges.size() / 2; }
    std::string_view name(std::uint32_t v) const {
        return std::string_view(names).substr(name_start[v], name_start[v + 1] - name_start[v] - 1);
    }
};

// Vertices are numbered in order of first appearance (named form), 1..n -> 0..n-1
// (Cp) or as they are (Cp0).
// Throws ParseError on bad input. max_memory: a competitive-programming header
// whose graph would need more to be read and solved (graph_bytes_needed) is
// refused with TooLarge (limits.hpp) before anything of its size is allocated.
// cp_names == false leaves names and name_start empty for the cp forms (their
// names are the numbers first..first + n - 1: the module computes them on demand);
// name(v) must not be called then.
// progress, if given, is called every 65,536 lines with (bytes read so far, the
// text's size) (in the auto form, again from 0 if the text turns out named).
using ParseProgressFn = std::function<void(std::uint64_t, std::uint64_t)>;
ParsedGraph parse_graph_text(std::string_view text, Format format = Format::Auto,
                             std::uint64_t max_memory = kNoMemoryLimit, bool cp_names = true,
                             const ParseProgressFn& progress = {});

// The same parse of a text that arrives in pieces (a file read by slices): its
// size bytes at data (they must stay there, unchanged, while the reader lives),
// of which the first `available` are there at each feed(available), which parses
// every complete line among them (a ParseError as soon as one is wrong);
// finish() parses the rest once all are there and returns the graph.
// parse_graph_text is one finish(). Between two feeds, the reader is idle: the
// bytes still to come may be copied in meanwhile.
class GraphTextReader {
public:
    GraphTextReader(const char* data, std::size_t size, Format format = Format::Auto,
                    std::uint64_t max_memory = kNoMemoryLimit, bool cp_names = true, ParseProgressFn progress = {});
    ~GraphTextReader();
    GraphTextReader(const GraphTextReader&) = delete;
    GraphTextReader& operator=(const GraphTextReader&) = delete;
    void feed(std::size_t available);
    ParsedGraph finish();

private:
    struct State;
    std::unique_ptr<State> s_;
};

// The memory, in bytes, of a graph of n vertices and m edges at the peak of its
// solve: solving it from arrays (graph_solve_bytes: the reverse adjacency, the
// engine's 17 bytes per vertex, the results), plus reading it from text first
// (graph_bytes_needed: the parsed edges, and the names, name_bytes in all).
std::uint64_t graph_solve_bytes(std::uint64_t n, std::uint64_t m);
std::uint64_t graph_bytes_needed(std::uint64_t n, std::uint64_t m, std::uint64_t name_bytes);

// Parses "auto", "named", "cp", "cp0"; throws std::invalid_argument otherwise.
Format parse_format_name(std::string_view s);
const char* format_name(Format f);

}  // namespace gg
