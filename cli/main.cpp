// gamegraph: the command-line face of the solver, for batch use, tests and benchmarks.
//
//   gamegraph graph [--no-move lose|win] [--format auto|named|cp|cp0] [--moves] [FILE]
//   gamegraph grundy [--format auto|named|cp] [--moves] [FILE]
//   gamegraph sum [--format auto|named|cp] FILE:VERTEX [FILE:VERTEX ...]
//   (and the others listed in commands.hpp)
//
// Each command reads its input (standard input without FILE) and prints its answer.
// Bad input: a message naming line and column on standard error, exit code 1.
// Bad usage: exit code 2.
#include <exception>
#include <new>
#include <string>

#include "core/limits.hpp"
#include "commands.hpp"

namespace {

struct Command {
    const char* name;
    int (*run)(const cli::Args&);
    const char* const* usage;
};

#define GG_CLI_ENTRY(name, function, usage) {name, cli::function, &cli::usage},
const Command kCommands[] = {GG_CLI_COMMANDS(GG_CLI_ENTRY)};
#undef GG_CLI_ENTRY

void print_usage(std::FILE* f) {
    std::fputs("usage:\n", f);
    for (const Command& c : kCommands) {
        std::fputs("  ", f);
        std::fputs(*c.usage, f);
    }
}

}  // namespace

int main(int argc, char** argv) {
    cli::Args args(argv + 1, argv + argc);
    try {
        if (args.empty()) throw cli::UsageError("no command given");
        const std::string_view cmd = args[0];
        args.erase(args.begin());
        if (cmd == "-h" || cmd == "--help") {
            print_usage(stdout);
            return 0;
        }
        for (const Command& c : kCommands)
            if (cmd == c.name) return c.run(args);
        throw cli::UsageError("unknown command '" + std::string(cmd) + "'");
    } catch (const cli::UsageError& e) {
        std::fprintf(stderr, "gamegraph: %s\n", e.what());
        print_usage(stderr);
        return 2;
    } catch (const gg::TooLarge& e) {
        std::fprintf(stderr, "gamegraph: %s%s\n", e.what(),
                     e.kind == gg::TooLarge::Kind::Memory ? " (--max-memory raises the budget)" : "");
        return 1;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "gamegraph: out of memory\n");
        return 1;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gamegraph: %s\n", e.what());
        return 1;
    }
}
