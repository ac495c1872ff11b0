#!/usr/bin/env bash
# Builds the native CLI, tests and benchmark (build/native) and the WebAssembly
# module (build/wasm, copied to web/generated/gamegraph.js for the page).
#   scripts/build.sh          both
#   scripts/build.sh wasm     only the module
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}
jobs=$(nproc 2>/dev/null || echo 2)
# Emscripten's optimizer needs Debian's Node modules.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

if [ "$what" != wasm ]; then
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/native -j "$jobs"
fi
if [ ! -f build/wasm/CMakeCache.txt ]; then
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build build/wasm -j "$jobs"
