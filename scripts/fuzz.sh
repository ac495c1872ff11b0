#!/usr/bin/env bash
# Fuzzing: builds the libFuzzer targets of tests/fuzz (one per input format: the
# graph text, the four pursuit formats, the race format, graphs as arrays of ids
# as solveGraphEdges and solveRules pass them, the partizan graph text) with Clang,
# -fsanitize=fuzzer,address,undefined, in build/fuzz, and runs each for SECONDS on
# its seed corpus (tests/fuzz/corpus/FORMAT, and the matching peer data of
# ../shared/peer-tests, read in place). Exits 1 on any finding: a crash, a
# sanitizer report, a timeout, a broken invariant; the input that found it is left
# in build/fuzz/findings/, the log in build/fuzz/FORMAT.log.
#   scripts/fuzz.sh [SECONDS]     (default 30; scripts/test.sh runs a few seconds each)
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-30}
jobs=$(nproc 2>/dev/null || echo 2)
scripts/setup.sh test
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g"
cmake -S . -B build/fuzz -DGG_FUZZ=ON -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++ \
  "-DCMAKE_CXX_FLAGS=$flags" >/dev/null
cmake --build build/fuzz -j "$jobs" >/dev/null

peer=${GG_PEER_TESTS_DIR:-../shared/peer-tests}
peer_dirs() {
  case "$1" in
    graph_text) echo cf786a-berzerk cf936b-sleepy-game atcoder-abc209e-shiritori ;;
    cat_mouse) echo leetcode913-cat-and-mouse ;;
    cat_mouse_grid) echo leetcode1728-cat-and-mouse-ii ;;
    cop_robber) echo boi2014-coprobber ;;
    race) echo boi2008-game ;;
  esac
}
mkdir -p build/fuzz/findings
failed=0
for t in graph_text police_thief cat_mouse cat_mouse_grid cop_robber race edges partizan; do
  work=build/fuzz/corpus/$t  # where libFuzzer keeps what it finds interesting (first dir)
  mkdir -p "$work"
  dirs=("$work" "tests/fuzz/corpus/$t")
  for d in $(peer_dirs "$t"); do
    if [ -d "$peer/$d" ]; then dirs+=("$peer/$d"); fi
  done
  log=build/fuzz/$t.log
  if build/fuzz/tests/fuzz/fuzz_$t -max_total_time="$secs" -max_len=65536 -timeout=30 -rss_limit_mb=2560 \
      -artifact_prefix="build/fuzz/findings/$t-" "${dirs[@]}" >"$log" 2>&1; then
    echo "fuzz_$t: clean, $(grep -Eo '^Done [0-9]+ runs' "$log" | grep -Eo '[0-9]+') runs in ${secs} s"
  else
    echo "fuzz_$t: FINDING (log $log, input in build/fuzz/findings/):"
    grep -E 'ERROR|FUZZ_CHECK|SUMMARY|runtime error|Test unit written' "$log" | head -20 | sed 's/^/    /'
    failed=1
  fi
done
if [ "$failed" -ne 0 ]; then
  echo "fuzz: findings above"
  exit 1
fi
echo "fuzz: every target ran clean"
