// gamegraph: the command-line face of the solver, for batch use, tests and benchmarks.
//
//   gamegraph graph [--no-move lose|win] [--format auto|named|cp] [--moves] [FILE]
//
// Reads a game graph (standard input without FILE) and prints one line per vertex,
// in order of first appearance: NAME OUTCOME DEPTH (DEPTH is '-' for DRAW), and with
// --moves a fourth column, the optimal move's target ('-' where there is none).
// Bad input: a message on standard error and exit code 1; bad usage: exit code 2.
#include <charconv>
#include <cstdio>
#include <cstring>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

#include "../solver/graph_game.hpp"

namespace {

const char* const kUsage =
    "usage: gamegraph graph [--no-move lose|win] [--format auto|named|cp] [--moves] [FILE]\n"
    "  Solves a game graph: one line per vertex, NAME OUTCOME DEPTH [MOVE].\n";

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

std::string read_all(const char* path) {
    std::FILE* f = path ? std::fopen(path, "rb") : stdin;
    if (!f) throw std::runtime_error(std::string("cannot open '") + path + "': " + std::strerror(errno));
    std::string data;
    if (path && std::fseek(f, 0, SEEK_END) == 0) {
        const long size = std::ftell(f);
        if (size > 0) data.reserve(static_cast<std::size_t>(size));
        std::fseek(f, 0, SEEK_SET);
    }
    char buf[1 << 16];
    std::size_t got;
    while ((got = std::fread(buf, 1, sizeof buf, f)) > 0) data.append(buf, got);
    const bool bad = std::ferror(f);
    if (path) std::fclose(f);
    if (bad) throw std::runtime_error(std::string("cannot read '") + (path ? path : "stdin") + "'");
    return data;
}

// Buffered standard output: one fwrite per megabyte.
class Out {
public:
    ~Out() { flush(); }
    void put(std::string_view s) {
        if (buf_.size() + s.size() > kFlushAt) flush();
        buf_.append(s);
    }
    void put(char c) { buf_.push_back(c); }
    void put_int(long long v) {
        char tmp[24];
        const auto r = std::to_chars(tmp, tmp + sizeof tmp, v);
        put(std::string_view(tmp, static_cast<std::size_t>(r.ptr - tmp)));
    }
    void flush() {
        if (!buf_.empty()) std::fwrite(buf_.data(), 1, buf_.size(), stdout);
        buf_.clear();
    }

private:
    static constexpr std::size_t kFlushAt = 1 << 20;
    std::string buf_;
};

int cmd_graph(const std::vector<std::string_view>& args) {
    gg::Outcome no_move = gg::Outcome::Lose;
    gg::Format format = gg::Format::Auto;
    bool moves = false;
    const char* path = nullptr;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        auto value = [&]() -> std::string_view {
            if (i + 1 >= args.size()) throw UsageError(std::string(a) + " needs a value");
            return args[++i];
        };
        try {
            if (a == "--no-move") no_move = gg::parse_no_move(value());
            else if (a == "--format") format = gg::parse_format_name(value());
            else if (a == "--moves") moves = true;
            else if (a == "-h" || a == "--help") { std::fputs(kUsage, stdout); return 0; }
            else if (a.size() > 1 && a[0] == '-') throw UsageError("unknown option " + std::string(a));
            else if (path) throw UsageError("more than one FILE given");
            else path = a.data();
        } catch (const std::invalid_argument& e) {
            throw UsageError(e.what());
        }
    }
    const std::string text = read_all(path);
    gg::SolvedGraph r;
    try {
        r = gg::solve_graph_text(text, no_move, format);
    } catch (const gg::ParseError& e) {
        throw std::runtime_error(std::string(path ? path : "<stdin>") + ": " + e.what());
    }
    Out out;
    const auto& sol = r.solution;
    for (std::uint32_t v = 0; v < r.graph.n; ++v) {
        out.put(r.graph.name(v));
        switch (sol.outcome[v]) {
            case gg::Outcome::Win: out.put(" WIN "); break;
            case gg::Outcome::Lose: out.put(" LOSE "); break;
            default: out.put(" DRAW "); break;
        }
        if (sol.depth[v] < 0) out.put('-');
        else out.put_int(sol.depth[v]);
        if (moves) {
            out.put(' ');
            if (sol.move[v] < 0) out.put('-');
            else out.put(r.graph.name(static_cast<std::uint32_t>(sol.move[v])));
        }
        out.put('\n');
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string_view> args(argv + 1, argv + argc);
    try {
        if (args.empty()) throw UsageError("no command given");
        const std::string_view cmd = args[0];
        args.erase(args.begin());
        if (cmd == "graph") return cmd_graph(args);
        if (cmd == "-h" || cmd == "--help") { std::fputs(kUsage, stdout); return 0; }
        throw UsageError("unknown command '" + std::string(cmd) + "'");
    } catch (const UsageError& e) {
        std::fprintf(stderr, "gamegraph: %s\n%s", e.what(), kUsage);
        return 2;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "gamegraph: out of memory\n");
        return 1;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gamegraph: %s\n", e.what());
        return 1;
    }
}
