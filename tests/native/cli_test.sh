#!/bin/sh
# Checks the gamegraph CLI: exact standard output on a few inputs, exit code 1 and a
# 'line L, column C' message on bad input, exit code 2 on bad usage.
# Usage: cli_test.sh PATH/TO/gamegraph
set -u
GG=${1:?usage: cli_test.sh PATH/TO/gamegraph}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/gamegraph-cli-test.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
. "$(dirname "$0")/cli_lib.sh"

G='a b
b c
c a
c d
z
'
expect_out "named, --moves" 'a WIN 3 b
b LOSE 2 c
c WIN 1 d
d LOSE 0 -
z LOSE 0 -
' "$G" graph --moves

expect_out "named" 'a WIN 3
b LOSE 2
c WIN 1
d LOSE 0
z LOSE 0
' "$G" graph

expect_out "--no-move win" 'a DRAW - b
b DRAW - c
c DRAW - a
d WIN 0 -
z WIN 0 -
' "$G" graph --no-move win --moves

# The same graph from a file rather than standard input ($TMP/want is still the
# expected output of the previous check).
checks=$((checks + 1))
printf '%s' "$G" >"$TMP/g.txt"
"$GG" graph "$TMP/g.txt" --no-move win --moves </dev/null >"$TMP/out" 2>"$TMP/err" || fail "file input: exit code $?"
cmp -s "$TMP/out" "$TMP/want" || fail "file input: wrong output: $(cat "$TMP/out")"

CP='3 2
1 2
2 3
'
expect_out "cp form detected" '1 LOSE 2
2 WIN 1
3 LOSE 0
' "$CP" graph
expect_out "cp form forced" '1 LOSE 2 2
2 WIN 1 3
3 LOSE 0 -
' "$CP" graph --format cp --moves
# A 0-based contest input (a 0 among the vertices, all in 0..n-1) is read 0-based,
# not as a named graph with an edge "5 6" made up from its header (issue 20).
CP0='5 6
0 1
1 2
2 0
2 3
3 4
1 4
'
expect_out "cp0 form detected" '0 LOSE 2 1
1 WIN 1 4
2 WIN 3 0
3 WIN 1 4
4 LOSE 0 -
' "$CP0" graph --moves
expect_out "named form forced on cp text" '3 DRAW - 2
2 DRAW - 3
1 DRAW - 2
' "$CP" graph --format named --moves

expect_out "fixed outcomes" 'full DRAW - -
x WIN 1 t
t LOSE 0 -
w WIN 0 -
y LOSE 1 w
' 'full = draw
x full
x t
w = WIN
y w
w y
' graph --moves

expect_out "CRLF, comments, no trailing newline" 'a WIN 1
b LOSE 0
' "$(printf '# comment\r\na b # edge\r\nb')" graph

expect_out "empty input" '' '' graph
expect_out "UTF-8 names" 'é WIN 1 ü
ü LOSE 0 -
' 'é ü
' graph --moves

# Bad input: exit code 1, position on standard error.
expect_err "bad outcome, stdin" 1 "<stdin>: line 2, column 5: expected win, lose or draw after '=', found 'maybe'" \
  'a b
a = maybe
' graph
expect_err "bad outcome, file" 1 "bad.txt: line 2, column 5:" 'a b
a = maybe
' graph @FILE@
expect_err "four tokens" 1 "line 3, column 7: unexpected 'd'" '
# x
a b c d
' graph
expect_err "UTF-8 column" 1 "line 1, column 7:" 'ünï = wîn
' graph
expect_err "control character" 1 "line 1, column 2: unexpected control character" "$(printf 'a\001b c')" graph
expect_err "cp vertex out of range" 1 "line 2, column 3: vertex 4 is out of range 1..3" '3 1
1 4
' graph --format cp
expect_err "cp edge count" 1 "line 2, column 4: expected 2 edges after the header, found 1" '3 2
1 2
' graph --format cp
expect_err "missing file" 1 "cannot open" '' graph "$TMP/does-not-exist.txt"

# Bad usage: exit code 2.
expect_err "no command" 2 "no command given" ''
expect_err "unknown command" 2 "unknown command" '' solve
expect_err "bad --no-move" 2 "draw" '' graph --no-move draw
expect_err "bad --format" 2 "unknown graph format" '' graph --format xml
expect_err "missing value" 2 "needs a value" '' graph --format
expect_err "unknown option" 2 "unknown option --fast" '' graph --fast
expect_err "two files" 2 "more than one FILE" '' graph a.txt b.txt

# The memory budget: a graph is refused, with the memory it needs, before it is
# built; a cp header from its numbers alone (this one used 3.7 GB and 21 s, and
# printed 1.6 GB).
expect_err "cp header over the default budget" 1 \
  "line 1: the header announces 100000000 vertices and 0 edges: reading and solving them needs 4.09 GiB of memory, more than the budget of 2.00 GiB" \
  '100000000 0
' graph
expect_err "named graph over --max-memory" 1 "the graph has 5 vertices and 4 edges: solving it needs 265 bytes of memory, more than the budget of 100 bytes" "$G" graph --max-memory 100
expect_out "under --max-memory 1M" '1 LOSE 2
2 WIN 1
3 LOSE 0
' "$CP" graph --max-memory 1M
expect_err "bad --max-memory" 2 "--max-memory: expected a memory size (a number of bytes" '' graph --max-memory lots
expect_err "zero --max-memory" 2 "must be positive" '' graph --max-memory 0
expect_err "unknown unit" 2 "unknown unit" '' graph --max-memory 5X

# Help: exit code 0, usage on stdout.
checks=$((checks + 1))
"$GG" graph --help >"$TMP/out" 2>&1 || fail "graph --help: exit code $?"
grep -q "gamegraph graph" "$TMP/out" || fail "graph --help: no usage"

report cli_test
