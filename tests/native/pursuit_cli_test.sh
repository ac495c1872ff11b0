#!/bin/sh
# Checks the pursuit-game commands of the gamegraph CLI (police-thief, cat-mouse,
# cat-mouse-grid, cop-robber): exact standard output, exit code 1 and a 'line L,
# column C' message on bad input, exit code 2 on bad usage; and, when the peer test
# data is there, the official files through the CLI.
# Usage: pursuit_cli_test.sh PATH/TO/gamegraph [PEER_TESTS_DIR]
set -u
GG=${1:?usage: pursuit_cli_test.sh PATH/TO/gamegraph [PEER_TESTS_DIR]}
PEER=${2:-}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/gamegraph-pursuit-test.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
. "$(dirname "$0")/cli_lib.sh"

# police-thief: the article's three sentences.
expect_out "police wins" 'Police catches the thief
' '3 4
P...
.**.
...T
' police-thief
expect_out "thief escapes" 'The thief escapes
' '1 5
P..TE
' police-thief
expect_out "draw" 'Draw
' '2 3
P*.
.*T
' police-thief
expect_out "'C' for the police, CRLF" 'Police catches the thief
' "$(printf '2 2\r\nC.\r\n.T\r\n')" police-thief
# No 100-cell cap: a 40 x 40 open board.
BIG=$(awk 'BEGIN { print "40 40"; for (r = 0; r < 40; r++) { s = ""; for (c = 0; c < 40; c++) s = s ((r == 0 && c == 0) ? "P" : (r == 39 && c == 39) ? "T" : "."); print s } }')
expect_out "40 x 40" 'Police catches the thief
' "$BIG" police-thief
# From a file.
checks=$((checks + 1))
printf '1 5\nP..TE\n' >"$TMP/board.txt"
out=$("$GG" police-thief "$TMP/board.txt" </dev/null) || fail "police-thief FILE: exit code $?"
[ "$out" = "The thief escapes" ] || fail "police-thief FILE: got '$out'"

# cat-mouse (LeetCode 913 examples).
expect_out "913 example 1" '0
' '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]' cat-mouse
expect_out "913 example 2" '1
' '[[1,3],[0],[3],[0,2]]
' cat-mouse
expect_out "913 cat wins" '2
' '[[2,3],[2],[0,1],[0,4],[3]]' cat-mouse

# cat-mouse-grid (LeetCode 1728 examples).
expect_out "1728 example 1" 'true
' '["####F","#C...","M...."]
1 2
' cat-mouse-grid
expect_out "1728 example 3" 'false
' '["M.C...F"]
1 3
' cat-mouse-grid

# cop-robber: the answer, then the cop's winning start corners (1-based).
expect_out "BOI statement example" '1
1 2 3 4
' '4
0 1 1 1
1 0 0 0
1 0 0 0
1 0 0 0
1
0 0 0 0 1
2 0 0 0 2
1 0 0 0 1
1 0 0 0 1
' cop-robber
expect_out "path: the middle and the ends" '1
1 2 3
' '3
0 1 0
1 0 1
0 1 0
' cop-robber
expect_out "5-cycle: the robber escapes" '0

' '5
0 1 0 0 1
1 0 1 0 0
0 1 0 1 0
0 0 1 0 1
1 0 0 1 0
' cop-robber

# Bad input: exit code 1, file or <stdin>, line and column.
expect_err "no police" 1 "<stdin>: line 4, column 1: no police officer" '2 2
..
.T
' police-thief
expect_err "two thieves" 1 "line 3, column 2: a second thief" '2 2
PT
.T
' police-thief
expect_err "ragged rows, file" 1 "bad.txt: line 3, column 3: row 2 has 2 cells, expected m = 3" '2 3
P..
.T
' police-thief @FILE@
expect_err "unknown character" 1 "line 2, column 2: unknown cell 'x'" '2 2
Px
.T
' police-thief
expect_err "bad JSON" 1 "line 1, column 15: expected ',' or ']'" '[[1,2],[0],[0]' cat-mouse
expect_err "neighbour out of range" 1 "line 1, column 15: vertex 2 lists neighbour 5" '[[1,2],[0],[0,5]]' cat-mouse
expect_err "1728 ragged" 1 "line 1, column 16: row 2 has 3 cells" '["M.C...F","..."]
1 4
' cat-mouse-grid
expect_err "1728 two mice" 1 "line 1, column 7: a second mouse" '["M.C.MF"]
1 2
' cat-mouse-grid
expect_err "non-square matrix" 1 "line 4, column 4: row 3 of the matrix has 2 entries, expected N = 3" '3
0 1 0
1 0 1
0 1
' cop-robber
expect_err "matrix entry" 1 "line 3, column 5: a matrix entry must be 0 or 1" '3
0 1 0
1 0 2
0 1 0
' cop-robber
# --max-memory in bytes, as graph's, partizan's and race's: plain or with K, M, G.
OPEN64=$(awk 'BEGIN { print "64 64"; for (r = 0; r < 64; r++) { s = ""; for (c = 0; c < 64; c++) s = s ((r + c == 0) ? "P" : (r + c == 126) ? "T" : "."); print s } }')
expect_err "over the memory budget" 1 "needs 224.5 MiB of memory, more than the budget of 100.0 MiB" \
  "$OPEN64" police-thief --max-memory 100M
expect_err "over a budget in plain bytes" 1 "needs 224.5 MiB of memory, more than the budget of 100.0 MiB" \
  "$OPEN64" police-thief --max-memory 104857600
expect_err "missing file" 1 "cannot open" '' cop-robber "$TMP/does-not-exist.txt"

# Bad usage: exit code 2.
expect_err "unknown option" 2 "unknown option --fast" '' police-thief --fast
expect_err "two files" 2 "more than one FILE" '' cat-mouse a.txt b.txt
expect_err "bad --max-memory" 2 "--max-memory: expected a memory size (a number of bytes" '' cop-robber --max-memory lots
expect_err "missing --max-memory" 2 "--max-memory needs a value" '' cat-mouse-grid --max-memory

# Help: exit code 0, usage on stdout.
for c in police-thief cat-mouse cat-mouse-grid cop-robber; do
  checks=$((checks + 1))
  "$GG" "$c" --help >"$TMP/out" 2>&1 || fail "$c --help: exit code $?"
  grep -q "gamegraph $c" "$TMP/out" || fail "$c --help: no usage"
done
checks=$((checks + 1))
"$GG" --help | grep -q "gamegraph cop-robber" || fail "gamegraph --help does not list cop-robber"

# The official BOI 2014 files and the LeetCode cases through the CLI.
if [ -n "$PEER" ] && [ -d "$PEER/boi2014-coprobber" ]; then
  n=0
  tail -n +2 "$PEER/boi2014-coprobber/expected.tsv" | while read -r f _ want; do
    got=$("$GG" cop-robber "$PEER/boi2014-coprobber/$f" | head -n 1)
    [ "$got" = "$want" ] || echo "FAIL: cop-robber $f: got '$got', want '$want'"
  done >"$TMP/boi"
  checks=$((checks + 1))
  if [ -s "$TMP/boi" ]; then fail "$(cat "$TMP/boi")"; fi
  grep -v '^#' "$PEER/leetcode913-cat-and-mouse/cases.tsv" | while IFS='	' read -r g want _; do
    got=$(printf '%s\n' "$g" | "$GG" cat-mouse)
    [ "$got" = "$want" ] || echo "FAIL: cat-mouse $g: got '$got', want '$want'"
  done >"$TMP/913"
  checks=$((checks + 1))
  if [ -s "$TMP/913" ]; then fail "$(cat "$TMP/913")"; fi
  grep -v '^#' "$PEER/leetcode1728-cat-and-mouse-ii/cases.tsv" | while IFS='	' read -r g cj mj want _; do
    got=$(printf '%s\n%s %s\n' "$g" "$cj" "$mj" | "$GG" cat-mouse-grid)
    [ "$got" = "$want" ] || echo "FAIL: cat-mouse-grid $g $cj $mj: got '$got', want '$want'"
  done >"$TMP/1728"
  checks=$((checks + 1))
  if [ -s "$TMP/1728" ]; then fail "$(cat "$TMP/1728")"; fi
else
  echo "pursuit_cli_test: SKIPPED the peer data checks: peer test data not found (${PEER:-no path given})"
fi

report pursuit_cli_test
