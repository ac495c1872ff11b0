#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine, skipping what is there.
#   scripts/setup.sh build   compilers and Emscripten (enough to build and serve the page)
#   scripts/setup.sh test    the above, plus doctest and Chromium for the tests, and
#                            Clang with its sanitizer and libFuzzer runtime
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-test}

need=()
command -v g++ >/dev/null || need+=(g++)
command -v cmake >/dev/null || need+=(cmake)
command -v make >/dev/null || need+=(make)
command -v node >/dev/null || need+=(nodejs)
command -v npm >/dev/null || need+=(npm)
command -v emcc >/dev/null || need+=(emscripten)
if [ "$mode" = test ]; then
  [ -f /usr/include/doctest/doctest.h ] || need+=(doctest-dev)
  [ -x /usr/bin/chromium ] || need+=(chromium)
  command -v clang++ >/dev/null || need+=(clang)
  # AddressSanitizer, UBSan and libFuzzer (scripts/test.sh, scripts/fuzz.sh)
  ls /usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1 || need+=(libclang-rt-14-dev)
fi
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  echo "setup: installing ${need[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# npm packages (esbuild for the pages' bundles; the rest for the tests), pinned
# in package-lock.json; installed again when the lock file is newer.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi
