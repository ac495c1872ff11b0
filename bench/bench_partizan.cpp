// bench_partizan: the native benchmark of partizan games (solver/partizan/). A
// program, not a test: fixed inputs, times printed, never asserted; the only hard
// failure is a wrong answer, which aborts loudly.
//
//   bench_partizan [--reps N] [--quick] [--json FILE]
//
// On Domineering boards (4 x 4, 4 x 5; 4 x 6 and 5 x 5 unless --quick), in one
// process, alternating, N runs each (best and median CPU time of the thread):
//   ours   the value of every position: gg::partizan_values in a fresh
//          gg::GameStore (canonical forms, each distinct game stored once);
//   naive  the same values by tests/native/partizan_naive.hpp, the tests'
//          reference: each position's canonical form as a tree of explicit option
//          lists, simplified by Conway's rules with plain recursive comparisons,
//          no hash-consing, no memo (bottom-up over the positions, fewest free
//          cells first); skipped past 100,000 positions.
// The ratio ours/naive per board, positions per second, the distinct games
// stored and the comparisons memoised, and the store's bytes. Every run's values
// are checked: the start's value and outcome class against the retrograde
// outcomes for both starters (gg::partizan_outcomes, also timed), and ours
// against the naive forms, structurally, position by position.
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "partizan/canonical.hpp"
#include "partizan/domineering.hpp"
#include "partizan/partizan_outcomes.hpp"
#include "partizan/partizan_values.hpp"
#include "partizan_naive.hpp"

namespace {

double cpu_now() {
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

[[noreturn]] void wrong(const std::string& what) {
    std::fprintf(stderr, "bench_partizan: WRONG ANSWER: %s\n", what.c_str());
    std::exit(1);
}

struct Times {
    std::vector<double> runs;
    double best() const { return *std::min_element(runs.begin(), runs.end()); }
    double median() const {
        std::vector<double> s = runs;
        std::sort(s.begin(), s.end());
        return s[s.size() / 2];
    }
};

naive::G expand(const gg::GameStore& st, gg::GameId g) {
    std::vector<naive::G> L, R;
    for (const gg::GameId x : st.left(g)) L.push_back(expand(st, x));
    for (const gg::GameId x : st.right(g)) R.push_back(expand(st, x));
    return naive::make(L, R);
}

// The naive values: positions by their free cells, fewest first (a move covers
// two cells, so every option comes before its position).
std::vector<naive::G> naive_values(const gg::DomineeringGame& d) {
    const std::uint32_t n = d.graph.num_positions();
    std::vector<std::uint32_t> order(n);
    for (std::uint32_t p = 0; p < n; ++p) order[p] = p;
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        return __builtin_popcountll(d.board[a]) < __builtin_popcountll(d.board[b]);
    });
    std::vector<naive::G> v(n);
    for (const std::uint32_t p : order) {
        std::vector<naive::G> L, R;
        d.graph.for_each_option(gg::Side::Left, p, [&](std::uint32_t q) { L.push_back(v[q]); });
        d.graph.for_each_option(gg::Side::Right, p, [&](std::uint32_t q) { R.push_back(v[q]); });
        v[p] = naive::canonical(naive::make(L, R));
    }
    return v;
}

struct Row {
    int rows, cols;
    std::uint32_t positions;
    std::size_t moves;
    double gen;
    Times ours, naive, outcomes;
    std::uint32_t games;
    std::uint64_t comparisons, bytes;
    std::string value, cls;
    bool has_naive;
};

}  // namespace

int main(int argc, char** argv) {
    int reps = 5;
    bool quick = false;
    const char* json = nullptr;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--reps") && i + 1 < argc) reps = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--quick")) quick = true;
        else if (!std::strcmp(argv[i], "--json") && i + 1 < argc) json = argv[++i];
        else {
            std::fprintf(stderr, "usage: bench_partizan [--reps N] [--quick] [--json FILE]\n");
            return 2;
        }
    }
    if (quick) reps = std::min(reps, 2);
    std::vector<std::pair<int, int>> boards{{4, 4}, {4, 5}};
    if (!quick) {
        boards.emplace_back(4, 6);
        boards.emplace_back(5, 5);
    }
    std::printf("== partizan games: Domineering, every position valued (best of %d, CPU time)\n", reps);
    std::vector<Row> rows;
    for (const auto& rc : boards) {
        Row row{};
        row.rows = rc.first;
        row.cols = rc.second;
        double t = cpu_now();
        const gg::DomineeringGame d = gg::domineering(rc.first, rc.second);
        row.gen = cpu_now() - t;
        row.positions = d.graph.num_positions();
        row.moves = d.graph.num_moves();
        row.has_naive = row.positions <= 100000;
        t = cpu_now();
        const gg::PartizanOutcomes o = gg::partizan_outcomes(d.graph);
        row.outcomes.runs.push_back(cpu_now() - t);
        for (int r = 0; r < reps; ++r) {
            // ours
            {
                gg::GameStore st;
                t = cpu_now();
                const std::vector<gg::GameId> v = gg::partizan_values(d.graph, st);
                row.ours.runs.push_back(cpu_now() - t);
                row.games = st.size();
                row.comparisons = st.comparisons_stored();
                row.bytes = st.memory_bytes();
                for (const gg::Side s : {gg::Side::Left, gg::Side::Right})
                    if ((o.outcome(s, 0) == gg::Outcome::Win) != st.first_player_wins(v[0], s))
                        wrong("the start's value disagrees with the outcome for " + std::string(gg::side_name(s)) +
                              " moving first");
                row.value = st.str(v[0]);
                if (row.value.size() > 90)
                    row.value = row.value.substr(0, 80) + "... (" + std::to_string(row.value.size()) + " characters)";
                row.cls = gg::outcome_class_letter(st.outcome_class(v[0]));
                // naive, and the two compared (after the first run)
                if (row.has_naive) {
                    t = cpu_now();
                    const std::vector<naive::G> nv = naive_values(d);
                    row.naive.runs.push_back(cpu_now() - t);
                    if (r == 0)
                        for (std::uint32_t p = 0; p < row.positions; ++p)
                            if (!naive::same(expand(st, v[p]), nv[p]))
                                wrong("position " + gg::domineering_board_string(rc.first, rc.second, d.board[p]) +
                                      ": ours " + st.str(v[p]) + ", naive " + naive::show(nv[p]));
                }
            }
            if (r > 0) {
                t = cpu_now();
                const gg::PartizanOutcomes again = gg::partizan_outcomes(d.graph);
                row.outcomes.runs.push_back(cpu_now() - t);
                if (again.doubled.outcome != o.doubled.outcome) wrong("the outcomes differ from run to run");
            }
        }
        std::printf("\nDomineering %d x %d: %u positions, %zu moves (generated in %.3f s); start %s, class %s\n",
                    rc.first, rc.second, row.positions, row.moves, row.gen, row.value.c_str(), row.cls.c_str());
        std::printf("  ours   values   best %.4f s  median %.4f s  %.2f M positions/s  %u distinct games stored, "
                    "%llu comparisons memoised, store %.2f MB\n",
                    row.ours.best(), row.ours.median(), row.positions / row.ours.best() / 1e6, row.games,
                    static_cast<unsigned long long>(row.comparisons), row.bytes / 1048576.0);
        if (row.has_naive) {
            std::printf("  naive  values   best %.4f s  median %.4f s  %.2f M positions/s\n", row.naive.best(),
                        row.naive.median(), row.positions / row.naive.best() / 1e6);
            std::printf("  ratio ours/naive: %.3f (the same values, position by position)\n",
                        row.ours.best() / row.naive.best());
        }
        std::printf("  outcomes for both starters (retrograde over the doubled graph): best %.4f s, "
                    "%.2f M positions/s\n",
                    row.outcomes.best(), row.positions / row.outcomes.best() / 1e6);
        rows.push_back(row);
    }
    if (json) {
        std::FILE* f = std::fopen(json, "w");
        if (!f) {
            std::perror(json);
            return 1;
        }
        std::fprintf(f, "{\"reps\": %d, \"boards\": [", reps);
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const Row& r = rows[i];
            std::fprintf(f,
                         "%s\n  {\"board\": \"%dx%d\", \"positions\": %u, \"moves\": %zu, \"ours_best_s\": %.6f, "
                         "\"positions_per_s\": %.0f, \"games\": %u, \"comparisons\": %llu, \"store_bytes\": %llu, "
                         "\"naive_best_s\": %s, \"outcomes_best_s\": %.6f, \"class\": \"%s\"}",
                         i ? "," : "", r.rows, r.cols, r.positions, r.moves, r.ours.best(), r.positions / r.ours.best(),
                         r.games, static_cast<unsigned long long>(r.comparisons),
                         static_cast<unsigned long long>(r.bytes),
                         r.has_naive ? std::to_string(r.naive.best()).c_str() : "null", r.outcomes.best(),
                         r.cls.c_str());
        }
        std::fprintf(f, "\n]}\n");
        std::fclose(f);
    }
    return 0;
}
