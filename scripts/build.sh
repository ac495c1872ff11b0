#!/usr/bin/env bash
# Builds the native CLI, tests and benchmark (build/native), the WebAssembly
# module (build/wasm, copied to web/generated/gamegraph.js for the pages) and the
# pages' bundles (web/src -> web/generated/*.js and *.css, esbuild).
#   scripts/build.sh          all three
#   scripts/build.sh wasm     the module and the bundles (enough to serve the pages)
#   scripts/build.sh web      only the bundles
#   scripts/build.sh clang    the native build with Clang (build/clang)
#   scripts/build.sh asan     the native build with Clang, AddressSanitizer and UBSan (build/asan)
#   scripts/build.sh dist     the bundles, then dist/site and dist/package (scripts/build-dist.js)
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}
jobs=$(nproc 2>/dev/null || echo 2)
# Emscripten's optimizer needs Debian's Node modules.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

build_web() {
  [ -f node_modules/esbuild/package.json ] || npm ci --no-audit --no-fund --loglevel=error
  node scripts/build-web.js
}
if [ "$what" = web ]; then
  build_web
  exit 0
fi
case "$what" in
  clang|asan)
    flags=""
    # Any finding stops the test with a report (none is only printed).
    [ "$what" = asan ] && flags="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g"
    cmake -S . -B "build/$what" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++ \
      "-DCMAKE_CXX_FLAGS=$flags" >/dev/null
    cmake --build "build/$what" -j "$jobs" --target gamegraph solver_tests peer_tests
    exit 0 ;;
esac
if [ "$what" = dist ]; then
  build_web
  node scripts/build-dist.js --no-build
  exit 0
fi
if [ "$what" != wasm ]; then
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/native -j "$jobs"
fi
if [ ! -f build/wasm/CMakeCache.txt ]; then
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build build/wasm -j "$jobs"
build_web
