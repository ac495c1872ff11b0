#!/bin/sh
# Checks `gamegraph race` (BOI 2008 "Game"): exact standard output (plain and
# --explain), files and standard input, the full-state limit and the jump rule,
# a 300 x 300 board, exit code 1 and a 'line L, column C' message on bad input,
# exit code 2 on bad usage; and the official sample when the peer data is there.
# Usage: race_cli_test.sh PATH/TO/gamegraph [PEER_TESTS_DIR]
set -u
GG=${1:?usage: race_cli_test.sh PATH/TO/gamegraph [PEER_TESTS_DIR]}
PEER=${2:-}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/gamegraph-race-test.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
. "$(dirname "$0")/cli_lib.sh"

SAMPLE='2
4
A...
.#..
....
...B
4
A...
....
..#.
...B
'

expect_out "sample, stdin" 'B
A
' "$SAMPLE" race
expect_out "sample, file" 'B
A
' "$SAMPLE" race @FILE@
expect_out "CRLF, blank lines, byte order mark" 'B
' "$(printf '\357\273\2771\r\n\r\n2\r\nA.\r\n.B\r\n')" race
expect_out "D = 1" 'A
' '1
2
AB
..
' race
expect_out "odd corridor" 'A
' '1
4
A..B
####
####
####
' race

expect_out "sample, --explain" 'board 1: B
  n = 4, A at r1c1, B at r4c4
  D = 6 (even): A wins the plain race by one move unless B lands on him in the middle layer 3; B can force that jump
  middle layer (4 squares): r1c4 r2c3 r3c2 r4c1
  race (11 steps): A r1c1-r1c2, B r4c4-r3c4, A r1c2-r1c3, B r3c4-r2c4, A r1c3-r1c4, B r2c4-r1c4 jumps, B then r1c4-r1c3, A r1c4-r2c4, B r1c3-r1c2, A r2c4-r3c4, B r1c2-r1c1 wins
  full state (extra step mandatory): B wins in 12 turns, 450 states, 0 drawn; agrees
  full-state line: A r1c1-r2c1, B r4c4-r4c3, A r2c1-r1c1, B r4c3-r3c3, A r1c1-r1c2, B r3c3-r2c3, A r1c2-r1c1, B r2c3-r1c3, A r1c1-r2c1, B r1c3-r1c2, A r2c1-r3c1, B r1c2-r1c1 wins
board 2: A
  n = 4, A at r1c1, B at r4c4
  D = 6 (even): A wins the plain race by one move unless B lands on him in the middle layer 3; B cannot force that jump
  middle layer (4 squares): r1c4 r2c3 r3c2 r4c1
  race (11 steps): A r1c1-r1c2, B r4c4-r3c4, A r1c2-r2c2, B r3c4-r2c4, A r2c2-r3c2, B r2c4-r1c4, A r3c2-r4c2, B r1c4-r1c3, A r4c2-r4c3, B r1c3-r1c2, A r4c3-r4c4 wins
  full state (extra step mandatory): A wins in 11 turns, 450 states, 0 drawn; agrees
  full-state line: A r1c1-r1c2, B r4c4-r3c4, A r1c2-r2c2, B r3c4-r2c4, A r2c2-r3c2, B r2c4-r3c4, A r3c2-r4c2, B r3c4-r4c4, A r4c2-r4c3, B r4c4-r4c3 jumps, B then r4c3-r4c4, A r4c3-r4c4 wins
' "$SAMPLE" race --explain

# Over the memory budget the full-state check is skipped with the figure (15
# squares: 450 states).
printf "%s" "$SAMPLE" >"$TMP/sample.txt"
"$GG" race --explain --max-memory 10K <"$TMP/sample.txt" >"$TMP/out" 2>"$TMP/err" ||
  fail "--max-memory 10K: exit code $?"
checks=$((checks + 1))
grep -q "full state (extra step mandatory): skipped, 15 white squares reachable: it needs 12.8 KiB of memory, more than the budget of 10.0 KiB (--max-memory)" "$TMP/out" ||
  fail "--max-memory 10K: $(cat "$TMP/out" "$TMP/err")"
expect_err "bad race --max-memory" 2 "--max-memory: expected a memory size" '' race --max-memory x

expect_out "odd corridor, --explain: A jumps and wins" 'board 1: A
  n = 4, A at r1c1, B at r1c4
  D = 3 (odd): A wins the race by moving first; he can step onto B in layer 2 and can force that jump (one move sooner)
  middle layer (1 square): r1c3
  race (4 steps): A r1c1-r1c2, B r1c4-r1c3, A r1c2-r1c3 jumps, A then r1c3-r1c4 wins
  full state (extra step mandatory): A wins in 3 turns, 32 states, 0 drawn; agrees
  full-state line: A r1c1-r1c2, B r1c4-r1c3, A r1c2-r1c3 jumps, A then r1c3-r1c4 wins
' '1
4
A..B
####
####
####
' race --explain

# The full-state limit and the jump rule.
"$GG" race --explain --full-limit 3 <"$TMP/in.txt" >"$TMP/out" 2>&1
checks=$((checks + 1))
grep -qF 'full state (extra step mandatory): skipped, 4 white squares reachable (limit 3)' "$TMP/out" ||
  fail "--full-limit 3: $(cat "$TMP/out")"
printf '%s' "$SAMPLE" | "$GG" race --explain --optional-jump >"$TMP/out" 2>&1
checks=$((checks + 1))
[ "$(grep -c 'full state (extra step optional): .*; agrees$' "$TMP/out")" -eq 2 ] ||
  fail "--optional-jump: $(cat "$TMP/out")"

# 300 x 300: open (B wins on the anti-diagonal) and with A one square to the right (D odd: A).
awk 'BEGIN { print 2; for (b = 0; b < 2; b++) { print 300; for (r = 0; r < 300; r++) { s = "";
  for (c = 0; c < 300; c++) s = s ((r == 0 && c == b) ? "A" : (r == 299 && c == 299) ? "B" : (b == 1 && r == 0 && c == 0) ? "#" : ".");
  print s } } }' >"$TMP/big.txt"
checks=$((checks + 1))
got=$("$GG" race "$TMP/big.txt" | tr '\n' ' ')
[ "$got" = "B A " ] || fail "300 x 300: got '$got', want 'B A '"
"$GG" race --explain "$TMP/big.txt" >"$TMP/out"
checks=$((checks + 1))
grep -qF '  D = 598 (even)' "$TMP/out" && grep -qF 'middle layer (300 squares)' "$TMP/out" &&
  grep -qF 'skipped, 90000 white squares reachable (limit 400)' "$TMP/out" || fail "300 x 300 --explain: $(head -c 600 "$TMP/out")"

# Bad input: line and column.
expect_err "empty" 1 'gamegraph: <stdin>: line 1, column 1: empty input: expected the number of boards t' '' race
expect_err "bad character" 1 "gamegraph: <stdin>: line 4, column 2: board 1: unknown character 'C' in row 2" '1
2
A.
.C
' race
expect_err "short row, in a file" 1 "bad.txt: line 4, column 3: board 1: row 2 has 2 squares, expected n = 3" '1
3
A..
.#
..B
' race @FILE@
expect_err "no path" 1 'line 3, column 2: board 1: no path of white squares between A (here) and B (line 5, column 2)' '1
3
.A.
###
.B.
' race
expect_err "t too big" 1 'line 5, column 1: expected board 2 (its size n), found the end of the input' '2
2
A.
.B
' race
expect_err "n out of range" 1 'line 2, column 1: board 1: n = 301 is out of range 2..300' '1
301
' race
# Bad usage.
expect_err "unknown option" 2 'unknown option --bogus' '' race --bogus
expect_err "--full-limit without value" 2 '--full-limit needs a value' '' race --full-limit
expect_err "--full-limit too big" 2 "--full-limit expects a number of squares in 0..4000, found '5000'" '' race --full-limit 5000
expect_err "two files" 2 'more than one FILE given' '' race a b
expect_err "missing file" 1 "cannot open '$TMP/none.txt'" '' race "$TMP/none.txt"
checks=$((checks + 1))
"$GG" race --help >"$TMP/out" 2>&1 && grep -qF 'gamegraph race [--explain]' "$TMP/out" || fail "--help: $(cat "$TMP/out")"

# The statement's sample from the peer data, read in place.
if [ -n "$PEER" ] && [ -f "$PEER/boi2008-game/sample.in" ]; then
  checks=$((checks + 1))
  "$GG" race "$PEER/boi2008-game/sample.in" >"$TMP/out" 2>"$TMP/err"
  if ! cmp -s "$TMP/out" "$PEER/boi2008-game/sample.out"; then
    fail "peer sample: got '$(cat "$TMP/out" "$TMP/err")', want '$(cat "$PEER/boi2008-game/sample.out")'"
  fi
else
  echo "race_cli_test: SKIPPED the official sample: peer test data not found (${PEER:-no path given}/boi2008-game)"
fi

report race_cli_test
