#!/usr/bin/env bash
# The whole benchmark, one command: builds what is missing or stale (incrementally),
# then runs the native benchmark, the CLI comparison, partizan games (Domineering
# valued, bench_partizan), the WebAssembly benchmark,
# the module on text bytes against the CLI (bench_bytes.js) and the graph page in
# Chromium against the CLI (bench_page.js), and prints a summary table of the
# three goal ratios (the last two print their own). Informational: exits 0
# whatever the ratios; only a wrong answer (a solution differing from the plain
# reference) or a build failure stops it with an error.
#   bench/run.sh [--quick] [--reps N]
# Results (JSON) go to build/bench-results/. See bench/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) args+=(--quick) ;;
    --reps) args+=(--reps "$2"); shift ;;
    *) echo "usage: bench/run.sh [--quick] [--reps N]" >&2; exit 2 ;;
  esac
  shift
done
jobs=$(nproc 2>/dev/null || echo 2)
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}  # Emscripten's optimizer needs it
out=build/bench-results
mkdir -p "$out"

echo "== building (incremental)"
if [ ! -f build/native/CMakeCache.txt ]; then
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build build/native -j "$jobs" --target gamegraph plain_graph_cli bench_graph bench_partizan >/dev/null

have_wasm=1
if ! command -v emcc >/dev/null; then
  echo "   emcc not found: the WebAssembly benchmark is skipped (scripts/setup.sh build installs Emscripten)"
  have_wasm=0
else
  if [ ! -f build/wasm/CMakeCache.txt ]; then
    emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
  fi
  cmake --build build/wasm -j "$jobs" >/dev/null
  plain=build/bench-wasm/plain_wasm.js
  if [ ! -f "$plain" ] || [ bench/plain_wasm.cpp -nt "$plain" ] || [ bench/plain_solver.hpp -nt "$plain" ]; then
    mkdir -p build/bench-wasm
    em++ -O3 -std=c++17 bench/plain_wasm.cpp -Ibench -o "$plain" \
      -sMODULARIZE=1 -sEXPORT_NAME=PlainWasm -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=2GB \
      -sENVIRONMENT=node -sSINGLE_FILE=1 '-sEXPORTED_FUNCTIONS=["_plain_solve","_malloc","_free"]'
  fi
fi

echo
build/native/bench/bench_graph "${args[@]}" --json "$out/native.json"
echo
# Partizan games: Domineering valued (canonical forms) against the naive reference.
build/native/bench/bench_partizan "${args[@]}" --json "$out/partizan.json"
if [ "$have_wasm" = 1 ]; then
  echo
  # --native-bin: native times re-measured next to the wasm runs, under the same load.
  node --expose-gc bench/bench_wasm.js "${args[@]}" --native-json "$out/native.json" \
    --native-bin build/native/bench/bench_graph --json "$out/wasm.json"
else
  rm -f "$out/wasm.json"
fi
if [ "$have_wasm" = 1 ]; then
  echo
  node --expose-gc bench/bench_rules.js "${args[@]}"   # games from rules: positions per second, bytes per position
  # a partizan script valued: Domineering 4 x 5 in solveRules and through gamegraph-rules --value
  node bench/bench_partizan_rules.js $([ "${args[0]:-}" = --quick ] && echo --reps 1)
  # games from rules at scale: Connect Four 5 x 4 against the script alone, a plain
  # reference and (GG_BASELINE=DIR, a built checkout of an earlier commit) today's
  # command; GG_RULES_FULL=1 adds Connect Four 6 x 4 and 5 x 5 (minutes, gigabytes)
  node --expose-gc bench/bench_rules_scale.js ${GG_BASELINE:+--baseline "$GG_BASELINE"} ${GG_RULES_FULL:+--full} $([ "${args[0]:-}" = --quick ] && echo --quick)
  # Bytes to solution: the module alone against the CLI on text files, cp and named.
  node --expose-gc bench/bench_bytes.js "${args[@]}" --json "$out/bytes.json"
  # The graph page in Chromium against the CLI (skipped without Chromium or playwright-core).
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && [ -f node_modules/playwright-core/package.json ]; then
    echo
    node scripts/build-web.js >/dev/null
    node bench/bench_page.js "${args[@]}"
  else
    echo "   Chromium or playwright-core missing: the page benchmark (bench/bench_page.js) is skipped"
  fi
fi
node bench/summary.js "$out/native.json" "$out/wasm.json"
