// The plain reference: retrograde analysis as a competitive programmer writes it.
// Reverse CSR in vector<int> built from the edge list, out-degree counters, a
// vector<int> used as a FIFO queue, an outcome array and a depth array. Nothing
// clever, nothing deliberately slow: it is the yardstick the engine in solver/
// must at least match (the engine does more: it also records an optimal move for
// every vertex, supports fixed outcomes, progress callbacks and range checks).
//
// Same convention as gg::retrograde with no_move = LOSE: a vertex with no move is
// LOSE at depth 0; codes 0 DRAW, 1 WIN, 2 LOSE; depth -1 for DRAW.
#pragma once
#include <cstdint>
#include <vector>

namespace plain {

struct Csr {
    int n = 0;
    std::vector<int> deg;    // out-degree
    std::vector<int> start;  // n + 1 offsets into radj
    std::vector<int> radj;   // predecessors, grouped by target
};

inline Csr build(int n, const std::int32_t* edges, long long m) {
    Csr g;
    g.n = n;
    g.deg.assign(n, 0);
    g.start.assign(n + 1, 0);
    for (long long i = 0; i < m; ++i) {
        g.deg[edges[2 * i]]++;
        g.start[edges[2 * i + 1] + 1]++;
    }
    for (int v = 0; v < n; ++v) g.start[v + 1] += g.start[v];
    g.radj.resize(m);
    std::vector<int> pos(g.start.begin(), g.start.end() - 1);
    for (long long i = 0; i < m; ++i) g.radj[pos[edges[2 * i + 1]]++] = edges[2 * i];
    return g;
}

struct Result {
    std::vector<std::uint8_t> res;  // 0 DRAW (never decided), 1 WIN, 2 LOSE
    std::vector<int> dist;          // -1 for DRAW
};

inline Result solve(const Csr& g) {
    const int n = g.n;
    Result r;
    r.res.assign(n, 0);
    r.dist.assign(n, -1);
    std::vector<int> cnt = g.deg;
    std::vector<int> q;
    q.reserve(n);
    for (int v = 0; v < n; ++v)
        if (g.deg[v] == 0) {
            r.res[v] = 2;
            r.dist[v] = 0;
            q.push_back(v);
        }
    for (std::size_t h = 0; h < q.size(); ++h) {
        const int v = q[h];
        for (int k = g.start[v]; k < g.start[v + 1]; ++k) {
            const int u = g.radj[k];
            if (r.res[u] != 0) continue;
            if (r.res[v] == 2) {
                r.res[u] = 1;
                r.dist[u] = r.dist[v] + 1;
                q.push_back(u);
            } else if (--cnt[u] == 0) {
                r.res[u] = 2;
                r.dist[u] = r.dist[v] + 1;
                q.push_back(u);
            }
        }
    }
    return r;
}

}  // namespace plain
