// bench_graph: the native benchmark of the game-graph solver. A program, not a
// test: fixed inputs (fixed seeds), times printed as ratios against plain
// reference implementations run by the same process. Times are never asserted;
// the only hard failure is a wrong answer (outcomes or depths that differ from the
// reference, or CLI outputs that differ), which aborts loudly.
//
//   bench_graph [--section all|native|cli] [--reps N] [--quick] [--json FILE]
//               [--gamegraph PATH] [--plain-cli PATH] [--tmp DIR] [--keep]
//               [--filter LABEL-SUBSTRING]
//
// Section "native": in-process, on generated edge lists (bench/gen.hpp), times
//   ours  = gg::ExplicitGraph (CSR build) + gg::retrograde (solve), and
//   plain = plain::build + plain::solve (bench/plain_solver.hpp),
// alternating the two, N repetitions each; reports best and median thread CPU
// time (and the best wall time), the ratio ours/plain, edges per second, and the
// peak heap bytes of each (counted by this program's operator new) and the
// process's peak RSS. After each pair, the same CSR build and gg::grundy (Sprague-
// Grundy values), timed against ours: the ratio grundy/ours (goal <= 3).
// Section "cli": writes a named graph file to a temporary directory, checks that
// `gamegraph graph FILE` and `plain_graph_cli FILE` print the same bytes, then
// times each as a subprocess (fork + exec) writing to /dev/null: wall time, and
// the child's CPU time (the ratio's basis) and peak RSS from wait4.
#include <fcntl.h>
#include <malloc.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

#include "graph/explicit_graph.hpp"
#include "graph/graph_solve.hpp"
#include "graph/graph_text.hpp"
#include "core/grundy.hpp"
#include "core/retrograde.hpp"
#include "gen.hpp"
#include "plain_solver.hpp"


// ---------------------------------------------------------------------------
// Heap accounting: every operator new/delete of this program goes through here.
namespace heap {
std::size_t live = 0;
std::size_t peak = 0;
inline void* take(std::size_t n) {
    void* p = std::malloc(n == 0 ? 1 : n);
    if (!p) throw std::bad_alloc();
    live += malloc_usable_size(p);
    if (live > peak) peak = live;
    return p;
}
inline void give(void* p) {
    if (!p) return;
    live -= malloc_usable_size(p);
    std::free(p);
}
// Peak above the current level from now on.
inline std::size_t reset() { peak = live; return live; }
}  // namespace heap

void* operator new(std::size_t n) { return heap::take(n); }
void* operator new[](std::size_t n) { return heap::take(n); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
    try { return heap::take(n); } catch (...) { return nullptr; }
}
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept {
    try { return heap::take(n); } catch (...) { return nullptr; }
}
void operator delete(void* p) noexcept { heap::give(p); }
void operator delete[](void* p) noexcept { heap::give(p); }
void operator delete(void* p, std::size_t) noexcept { heap::give(p); }
void operator delete[](void* p, std::size_t) noexcept { heap::give(p); }

namespace {

using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

// CPU time of this thread (user + system, page faults included): unlike wall time
// it does not count the time spent descheduled while other jobs use the cores, the
// main noise on a shared 2-core machine. On an idle machine both agree.
double thread_cpu() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

// Both clocks at once.
struct Stopwatch {
    Clock::time_point wall0 = Clock::now();
    double cpu0 = thread_cpu();
    double cpu() const { return thread_cpu() - cpu0; }
    double wall() const { return seconds_since(wall0); }
};

double best(std::vector<double> v) { return *std::min_element(v.begin(), v.end()); }
double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t k = v.size();
    return k % 2 ? v[k / 2] : (v[k / 2 - 1] + v[k / 2]) / 2;
}

double max_rss_mb() {
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss / 1024.0;  // Linux: kilobytes
}
double mb(std::size_t bytes) { return bytes / (1024.0 * 1024.0); }

std::string hex(std::uint32_t x) {
    char b[16];
    std::snprintf(b, sizeof b, "%08x", x);
    return b;
}

[[noreturn]] void die(const std::string& what) {
    std::fprintf(stderr, "\nbench_graph: FAILURE: %s\n", what.c_str());
    std::fflush(stdout);
    std::abort();
}

// A tiny JSON writer for the results run.sh summarises.
struct Json {
    std::string s;
    bool first = true;
    void open(const char* key, char bracket) {
        sep();
        if (key) s += "\"" + std::string(key) + "\":";
        s += bracket;
        first = true;
    }
    void close(char bracket) { s += bracket; first = false; }
    void num(const char* key, double v) {
        sep();
        char b[64];
        std::snprintf(b, sizeof b, "\"%s\":%.6g", key, v);
        s += b;
    }
    void str(const char* key, const std::string& v) {
        sep();
        s += "\"" + std::string(key) + "\":\"" + v + "\"";
    }
    void sep() {
        if (!first) s += ',';
        first = false;
    }
};

struct Options {
    std::string section = "all";
    int reps = 5;
    bool quick = false;
    std::string json;
    std::string gamegraph = GG_GAMEGRAPH_PATH;
    std::string plain_cli = GG_PLAIN_CLI_PATH;
    std::string tmp;
    bool keep = false;
    std::string filter;  // run only the native graphs whose label contains this
};

// ---------------------------------------------------------------------------
// Section 1: in-process solver against the plain reference.

struct Timing {
    std::vector<double> build, solve, total;  // thread CPU time
    std::vector<double> wall;                 // wall time of build + solve
    std::size_t heap_peak = 0;
};

// One timed run: the graph from build(), then solve(graph), each on the thread's
// CPU clock, into t (with the wall time and the heap peak of both); returns what
// solve returned.
template <class Build, class Solve>
auto timed(Timing& t, Build&& build, Solve&& solve) {
    const std::size_t base = heap::reset();
    const Stopwatch all;
    Stopwatch a;
    const auto g = build();
    const double b = a.cpu();
    a = Stopwatch();
    auto res = solve(g);
    const double c = a.cpu();
    t.wall.push_back(all.wall());
    t.build.push_back(b);
    t.solve.push_back(c);
    t.total.push_back(b + c);
    t.heap_peak = std::max(t.heap_peak, heap::peak - base);
    return res;
}

void native_one(const bench::GraphSpec& spec, int reps, Json& js) {
    std::printf("\n== %s: n = %u vertices, m = %u edges, seed %u\n", spec.label().c_str(), spec.n,
                spec.m, spec.seed);
    auto t0 = Clock::now();
    const std::vector<std::int32_t> edges = bench::generate(spec);
    const double gen_s = seconds_since(t0);
    const std::uint32_t echeck = bench::edge_checksum(edges);
    std::printf("   generated in %.2f s, edge checksum %s\n", gen_s, hex(echeck).c_str());

    Timing ours, pl, gr;
    std::vector<std::uint8_t> ours_outcome;
    std::vector<std::uint8_t> grundy_outcome;
    std::uint32_t grundy_values = 0;
    std::vector<std::int32_t> ours_depth;
    plain::Result plain_first;
    for (int r = 0; r < reps; ++r) {
        // Alternate who goes first, so that neither always runs on a warmer machine;
        // the Sprague-Grundy engine (the same CSR build, then gg::grundy) goes last.
        for (int turn = 0; turn < 3; ++turn) {
            const bool run_ours = (turn == 0) == (r % 2 == 0);
            if (turn == 2) {
                const gg::GrundyResult res = timed(
                    gr, [&] { return gg::ExplicitGraph(spec.n, edges.data(), spec.m); },
                    [](const gg::ExplicitGraph& g) { return gg::grundy(g); });
                if (r == 0) {
                    grundy_outcome.resize(spec.n);
                    for (std::uint32_t v = 0; v < spec.n; ++v)
                        grundy_outcome[v] = static_cast<std::uint8_t>(res.outcome(v));
                    grundy_values = res.num_values;
                }
            } else if (run_ours) {
                gg::Solution s = timed(
                    ours, [&] { return gg::ExplicitGraph(spec.n, edges.data(), spec.m); },
                    [](const gg::ExplicitGraph& g) { return gg::retrograde(g); });
                if (r == 0) {
                    ours_outcome.resize(spec.n);
                    std::memcpy(ours_outcome.data(), s.outcome.data(), spec.n);
                    ours_depth = std::move(s.depth);
                }
            } else {
                plain::Result res = timed(
                    pl, [&] { return plain::build(static_cast<int>(spec.n), edges.data(), spec.m); },
                    [](const plain::Csr& g) { return plain::solve(g); });
                if (r == 0) plain_first = std::move(res);
            }
        }
    }

    // Same answers, or nothing printed here means anything.
    std::size_t counts[3] = {0, 0, 0};
    std::int32_t max_depth = -1;
    for (std::uint32_t v = 0; v < spec.n; ++v) {
        if (ours_outcome[v] != plain_first.res[v] || ours_depth[v] != plain_first.dist[v])
            die(spec.label() + ": vertex " + std::to_string(v) + ": ours says outcome " +
                std::to_string(ours_outcome[v]) + " depth " + std::to_string(ours_depth[v]) +
                ", the plain reference says outcome " + std::to_string(plain_first.res[v]) +
                " depth " + std::to_string(plain_first.dist[v]));
        if (grundy_outcome[v] != ours_outcome[v])
            die(spec.label() + ": vertex " + std::to_string(v) + ": the Sprague-Grundy value says outcome " +
                std::to_string(grundy_outcome[v]) + ", the win/lose/draw engine " + std::to_string(ours_outcome[v]));
        ++counts[ours_outcome[v]];
        max_depth = std::max(max_depth, ours_depth[v]);
    }
    const std::uint32_t scheck = bench::solution_checksum(spec.n, ours_outcome.data(), ours_depth.data());
    std::printf("   outcomes identical to the plain reference: WIN %.1f%%  LOSE %.1f%%  DRAW %.1f%%,"
                " max depth %d, solution checksum %s\n",
                100.0 * counts[1] / spec.n, 100.0 * counts[2] / spec.n, 100.0 * counts[0] / spec.n,
                max_depth, hex(scheck).c_str());

    std::printf("   %-22s %10s %10s %10s %10s %12s %11s\n", "(CPU seconds, best of", "build", "solve",
                "total", "median", "Medges/s", "heap peak");
    auto row = [&](const char* name, const Timing& t) {
        std::printf("   %-22s %10.3f %10.3f %10.3f %10.3f %12.1f %8.0f MB\n", name, best(t.build),
                    best(t.solve), best(t.total), median(t.total), spec.m / best(t.total) / 1e6,
                    mb(t.heap_peak));
    };
    std::printf("   %-22s\n", (std::to_string(reps) + " runs each)").c_str());
    row("ours (solver/)", ours);
    row("plain reference", pl);
    const double ratio = best(ours.total) / best(pl.total);
    std::printf("   %-22s %10.2f %10.2f %10.2f %10.2f   <- ours/plain, goal total <= 1.00\n",
                "ratio ours/plain", best(ours.build) / best(pl.build),
                best(ours.solve) / best(pl.solve), ratio, median(ours.total) / median(pl.total));
    std::printf("   %-22s ours %.3f s, plain %.3f s: ratio %.2f\n", "(wall clock, best)", best(ours.wall),
                best(pl.wall), best(ours.wall) / best(pl.wall));
    row("Sprague-Grundy", gr);
    const double grundy_ratio = best(gr.total) / best(ours.total);
    std::printf("   %-22s %10s %10.2f %10.2f %10.2f   <- grundy/win-lose-draw, goal total <= 3.00"
                " (%u finite values, outcomes identical)\n",
                "ratio grundy/ours", "", best(gr.solve) / best(ours.solve), grundy_ratio,
                median(gr.total) / median(ours.total), grundy_values);

    js.open(nullptr, '{');
    js.str("graph", spec.label());
    js.num("n", spec.n);
    js.num("m", spec.m);
    js.num("seed", spec.seed);
    js.str("edge_checksum", hex(echeck));
    js.str("solution_checksum", hex(scheck));
    js.num("win", counts[1]);
    js.num("lose", counts[2]);
    js.num("draw", counts[0]);
    js.num("max_depth", max_depth);
    for (int k = 0; k < 2; ++k) {
        const Timing& t = k == 0 ? ours : pl;
        js.open(k == 0 ? "ours" : "plain", '{');
        js.num("build_s", best(t.build));
        js.num("solve_s", best(t.solve));
        js.num("total_s", best(t.total));
        js.num("total_median_s", median(t.total));
        js.num("total_wall_s", best(t.wall));
        js.num("heap_peak_bytes", static_cast<double>(t.heap_peak));
        js.close('}');
    }
    js.num("ratio_total", ratio);
    js.num("grundy_total_s", best(gr.total));
    js.num("grundy_solve_s", best(gr.solve));
    js.num("grundy_values", grundy_values);
    js.num("ratio_grundy_total", grundy_ratio);
    js.close('}');
}

std::vector<bench::GraphSpec> native_specs(bool quick) {
    using bench::Kind;
    if (quick) return {{Kind::Uniform, 1000000, 3000000, 1}, {Kind::Mixed, 1000000, 3000000, 2}};
    return {{Kind::Uniform, 1000000, 3000000, 1},
            {Kind::Uniform, 4000000, 12000000, 1},
            {Kind::Mixed, 1000000, 3000000, 2},
            {Kind::Mixed, 4000000, 12000000, 2}};
}

// ---------------------------------------------------------------------------
// Section 2: the whole CLI job, as subprocesses.

struct RunResult {
    double wall = 0, cpu = 0, maxrss_mb = 0;
};

// Current resident set of this process, in MB.
double rss_now_mb() {
    std::FILE* f = std::fopen("/proc/self/statm", "r");
    long pages = 0, resident = 0;
    if (f) {
        if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
        std::fclose(f);
    }
    return resident * (sysconf(_SC_PAGESIZE) / (1024.0 * 1024.0));
}

// fork + exec, not posix_spawn: a vfork-style child would report this process's
// peak RSS as its own. A forked child starts from this process's current RSS,
// which the caller keeps small (see rss_now_mb in the report).
RunResult run_child(const std::vector<std::string>& argv, const std::string& stdout_path) {
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    std::fflush(stdout);
    const auto t0 = Clock::now();
    const pid_t pid = fork();
    if (pid < 0) die("fork failed: " + std::string(std::strerror(errno)));
    if (pid == 0) {
        const int in = open("/dev/null", O_RDONLY);
        const int out = open(stdout_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (in < 0 || out < 0 || dup2(in, 0) < 0 || dup2(out, 1) < 0) _exit(126);
        execv(args[0], args.data());
        _exit(127);
    }
    int status = 0;
    rusage ru{};
    if (wait4(pid, &status, 0, &ru) < 0) die("wait4 failed: " + std::string(std::strerror(errno)));
    RunResult r;
    r.wall = seconds_since(t0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        die(argv[0] + " failed (status " + std::to_string(status) + ")");
    r.cpu = ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
    r.maxrss_mb = ru.ru_maxrss / 1024.0;
    return r;
}

std::string read_file(const std::string& path) {
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) die("cannot open " + path);
    std::string s;
    char buf[1 << 16];
    std::size_t k;
    while ((k = std::fread(buf, 1, sizeof buf, f)) > 0) s.append(buf, k);
    std::fclose(f);
    return s;
}

void write_file(const std::string& path, const std::string& data) {
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (!f || std::fwrite(data.data(), 1, data.size(), f) != data.size() || std::fclose(f) != 0)
        die("cannot write " + path);
}

void cli_section(const Options& o, Json& js) {
    const bench::GraphSpec spec{bench::Kind::Uniform, 1000000, 3000000, 7};
    std::printf("\n== CLI: the whole job (read, parse, solve, print) on a named graph\n");
    for (const std::string& p : {o.gamegraph, o.plain_cli})
        if (access(p.c_str(), X_OK) != 0) die("no executable " + p + " (build it first)");

    std::string dir = o.tmp;
    if (dir.empty()) {
        const char* t = std::getenv("TMPDIR");
        std::string templ = std::string(t && *t ? t : "/tmp") + "/gg-bench-XXXXXX";
        std::vector<char> buf(templ.begin(), templ.end());
        buf.push_back(0);
        if (!mkdtemp(buf.data())) die("mkdtemp failed");
        dir = buf.data();
    }
    const std::string graph = dir + "/named_1M_3M.txt";
    const std::string out_ours = dir + "/out_ours.txt";
    const std::string out_plain = dir + "/out_plain.txt";

    std::size_t file_bytes = 0;
    std::uint32_t distinct = 0;
    {
        auto t0 = Clock::now();
        const std::vector<std::int32_t> edges = bench::generate(spec);
        std::string text;
        text.reserve(static_cast<std::size_t>(spec.m) * 24);
        std::vector<std::uint8_t> seen(spec.n, 0);
        for (std::size_t i = 0; i < edges.size(); i += 2) {
            bench::append_name(text, static_cast<std::uint32_t>(edges[i]));
            text += ' ';
            bench::append_name(text, static_cast<std::uint32_t>(edges[i + 1]));
            text += '\n';
            for (int k = 0; k < 2; ++k)
                if (!seen[edges[i + k]]) { seen[edges[i + k]] = 1; ++distinct; }
        }
        write_file(graph, text);
        file_bytes = text.size();
        std::printf("   %s: generator %s (seed %u), %u distinct names appear, %.1f MB, written in %.2f s\n",
                    graph.c_str(), spec.label().c_str(), spec.seed, distinct, mb(file_bytes),
                    seconds_since(t0));
    }

    // Where ours spends its time (in this process, one run, informational).
    {
        auto a = Clock::now();
        const std::string t = read_file(graph);
        const double read_s = seconds_since(a);
        a = Clock::now();
        const gg::ParsedGraph g = gg::parse_graph_text(t);
        const double parse_s = seconds_since(a);
        a = Clock::now();
        const gg::Solution s = gg::solve_graph_edges(g.n, g.edges.data(), g.num_edges());
        const double solve_s = seconds_since(a);
        std::printf("   ours in-process, one run: read %.3f s, parse %.3f s, solve %.3f s\n", read_s,
                    parse_s, solve_s);
        js.num("ours_read_s", read_s);
        js.num("ours_parse_s", parse_s);
        js.num("ours_solve_s", solve_s);
    }

    malloc_trim(0);  // give freed memory back: forked children start from this RSS
    const double parent_rss = rss_now_mb();
    const std::vector<std::string> ours_cmd = {o.gamegraph, "graph", graph};
    const std::vector<std::string> plain_cmd = {o.plain_cli, graph};
    // Correctness first: byte-identical outputs.
    run_child(ours_cmd, out_ours);
    run_child(plain_cmd, out_plain);
    {
        const std::string a = read_file(out_ours), b = read_file(out_plain);  // freed before the timed runs
        if (a != b) {
            std::size_t i = 0;
            while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
            const std::size_t line = static_cast<std::size_t>(std::count(a.begin(), a.begin() + i, '\n')) + 1;
            die("CLI outputs differ at byte " + std::to_string(i) + " (line " + std::to_string(line) +
                "): compare " + out_ours + " and " + out_plain);
        }
        std::printf("   outputs identical: %zu lines, %.1f MB\n",
                    static_cast<std::size_t>(std::count(a.begin(), a.end(), '\n')), mb(a.size()));
    }

    const int reps = std::max(1, o.quick ? 1 : std::min(o.reps, 3));
    std::vector<double> wo, wp, co, cp;
    double rss_o = 0, rss_p = 0;
    for (int r = 0; r < reps; ++r) {
        for (int turn = 0; turn < 2; ++turn) {
            const bool run_ours = (turn == 0) == (r % 2 == 0);
            const RunResult x = run_child(run_ours ? ours_cmd : plain_cmd, "/dev/null");
            (run_ours ? wo : wp).push_back(x.wall);
            (run_ours ? co : cp).push_back(x.cpu);
            (run_ours ? rss_o : rss_p) = std::max(run_ours ? rss_o : rss_p, x.maxrss_mb);
        }
    }
    std::printf("   %-30s %10s %10s %10s %12s\n", "(stdout to /dev/null, best of", "wall s", "median",
                "cpu s", "peak RSS");
    std::printf("   %-30s\n", (std::to_string(reps) + " runs each)").c_str());
    std::printf("   %-30s %10.3f %10.3f %10.3f %9.0f MB\n", "gamegraph graph FILE", best(wo), median(wo),
                best(co), rss_o);
    std::printf("   %-30s %10.3f %10.3f %10.3f %9.0f MB\n", "plain_graph_cli FILE", best(wp), median(wp),
                best(cp), rss_p);
    std::printf("   (peak RSS of a child includes the %.0f MB this process had resident when it forked)\n",
                parent_rss);
    const double ratio_wall = best(wo) / best(wp);
    const double ratio = best(co) / best(cp);
    std::printf("   %-30s %10.2f %10.2f %10.2f %12.2f   <- goal <= 0.50 (on CPU time)\n", "ratio ours/plain",
                ratio_wall, median(wo) / median(wp), ratio, rss_o / rss_p);

    js.str("graph", spec.label());
    js.num("distinct_names", distinct);
    js.num("file_bytes", static_cast<double>(file_bytes));
    js.num("ours_wall_s", best(wo));
    js.num("plain_wall_s", best(wp));
    js.num("ours_cpu_s", best(co));
    js.num("plain_cpu_s", best(cp));
    js.num("ours_maxrss_mb", rss_o);
    js.num("plain_maxrss_mb", rss_p);
    js.num("ratio_wall", ratio_wall);
    js.num("ratio_cpu", ratio);

    if (!o.keep) {
        std::remove(graph.c_str());
        std::remove(out_ours.c_str());
        std::remove(out_plain.c_str());
        if (o.tmp.empty()) rmdir(dir.c_str());
    } else {
        std::printf("   kept %s\n", dir.c_str());
    }
}

int usage() {
    std::fprintf(stderr,
                 "usage: bench_graph [--section all|native|cli] [--reps N] [--quick] [--json FILE]\n"
                 "                   [--gamegraph PATH] [--plain-cli PATH] [--tmp DIR] [--keep]\n"
                 "                   [--filter LABEL-SUBSTRING]\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) std::exit(usage());
            return argv[++i];
        };
        if (a == "--section") o.section = value();
        else if (a == "--reps") o.reps = std::max(1, std::atoi(value().c_str()));
        else if (a == "--quick") o.quick = true;
        else if (a == "--json") o.json = value();
        else if (a == "--gamegraph") o.gamegraph = value();
        else if (a == "--plain-cli") o.plain_cli = value();
        else if (a == "--tmp") o.tmp = value();
        else if (a == "--keep") o.keep = true;
        else if (a == "--filter") o.filter = value();
        else return usage();
    }
    if (o.section != "all" && o.section != "native" && o.section != "cli") return usage();
    if (o.quick) o.reps = std::min(o.reps, 2);
    std::setvbuf(stdout, nullptr, _IOLBF, 0);

    std::printf("bench_graph: build type %s, compiler %s, %s\n", GG_BUILD_TYPE, __VERSION__,
#ifdef NDEBUG
                "assertions off"
#else
                "ASSERTIONS ON (not a Release build: numbers are not representative)"
#endif
    );
    Json js;
    js.open(nullptr, '{');
    if (o.section != "cli") {
        std::printf("\n# 1. Native solver vs the plain reference (in-process, no text parsing)\n");
        js.open("native", '[');
        for (const auto& spec : native_specs(o.quick))
            if (spec.label().find(o.filter) != std::string::npos) native_one(spec, o.reps, js);
        js.close(']');
        std::printf("\n   process peak RSS so far: %.0f MB\n", max_rss_mb());
    }
    if (o.section != "native") {
        std::printf("\n# 2. CLI vs a plain iostream/unordered_map CLI (subprocesses)\n");
        js.open("cli", '{');
        cli_section(o, js);
        js.close('}');
    }
    js.num("maxrss_mb", max_rss_mb());
    js.close('}');
    if (!o.json.empty()) write_file(o.json, js.s + "\n");
    return 0;
}
