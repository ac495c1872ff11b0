#!/usr/bin/env bash
# Installs what is missing, builds everything and runs every test:
# C++ unit and differential tests (doctest via CTest) and the CLI checks, built
# with GCC, with Clang, and with Clang under AddressSanitizer + UBSan; each
# libFuzzer target for a few seconds; the WASM module in Node, and the page in
# headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
scripts/build.sh
if [ -d ../shared/peer-tests ]; then
  echo "test: peer data found in ../shared/peer-tests"
else
  echo "test: ../shared/peer-tests is absent: the peer-data tests will say they are skipped"
fi
echo "== C++ tests (ctest)"
ctest --test-dir build/native --output-on-failure
echo "== C++ tests built with Clang"
scripts/build.sh clang
ctest --test-dir build/clang --output-on-failure
echo "== C++ tests under AddressSanitizer and UBSan (Clang)"
scripts/build.sh asan
ctest --test-dir build/asan --output-on-failure
echo "== Fuzz targets, a few seconds each (scripts/fuzz.sh SECONDS for longer)"
scripts/fuzz.sh "${GG_FUZZ_SECONDS:-5}"
echo "== TypeScript declarations (wasm/gamegraph.d.ts and its families, tests/types)"
node_modules/.bin/tsc -p tests/types
echo "== WebAssembly module in Node"
node --test tests/node/
echo "== The page in headless Chromium"
node scripts/test-browser.js   # node --test tests/browser/ with one Chromium and one server for all files
