// The plain reference solver (plain_solver.hpp) compiled to WebAssembly, so that
// bench_wasm.js can compare the module's solveGraphEdges against it in the same
// Node process, on the same graphs. Built by bench/run.sh with em++ -O3.
#include <emscripten/emscripten.h>

#include <cstring>

#include "plain_solver.hpp"

extern "C" {

// edges: 2m vertex ids; writes n outcome codes (0 DRAW, 1 WIN, 2 LOSE) and n depths.
EMSCRIPTEN_KEEPALIVE int plain_solve(int n, const std::int32_t* edges, int m, std::uint8_t* outcome,
                                     std::int32_t* depth) {
    const plain::Csr g = plain::build(n, edges, m);
    const plain::Result r = plain::solve(g);
    std::memcpy(outcome, r.res.data(), static_cast<std::size_t>(n));
    std::memcpy(depth, r.dist.data(), static_cast<std::size_t>(n) * 4);
    return 0;
}

}  // extern "C"
