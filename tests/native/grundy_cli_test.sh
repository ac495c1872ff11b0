#!/bin/sh
# Checks `gamegraph grundy` and `gamegraph sum`: exact outputs, files and standard
# input, errors with line and column (exit 1), usage errors (exit 2), and every
# sum of two positions of two small loopy graphs against `gamegraph graph` on
# their explicit product graph.
# Usage: grundy_cli_test.sh PATH/TO/gamegraph
set -u
GG=${1:?usage: grundy_cli_test.sh PATH/TO/gamegraph}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/gamegraph-grundy-test.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
. "$(dirname "$0")/cli_lib.sh"

# a -> b -> c: a chain; d <-> e: a cycle; f reaches c or the cycle; g loops.
G='a b
b c
c
d e
e d
f d
f c
g g
'
expect_out "grundy --moves" 'a 0 -
b 1 c
c 0 -
d inf() e
e inf() d
f inf(0) c
g inf() g
' "$G" grundy --moves
expect_out "grundy" 'a 0
b 1
c 0
d inf()
e inf()
f inf(0)
g inf()
' "$G" grundy @FILE@
expect_out "Nim heap of 3, cp form" '1 0
2 1
3 2
4 3
' '4 6
2 1
3 1
3 2
4 1
4 2
4 3
' grundy
expect_out "a cycle that reverses out" 'a 0 -
b 1 c
c 0 -
' 'a b
b a
b c
' grundy --moves
expect_out "inf(K) with K sorted" 'x inf(0,1,2)
z2 2
z0 0
z1 1
' 'x x
x z2
x z0
x z1
z1 z0
z2 z1
z2 z0
' grundy
expect_out "empty input" '' '' grundy

expect_err "fixed outcome refused" 1 "<stdin>: line 3, column 2: a fixed outcome" 'a b
# b is fixed below
 b = lose
' grundy
expect_err "bad line" 1 "line 2, column 7: unexpected 'x'" 'a b
a b c x
' grundy
expect_err "--no-move win" 2 "normal play only" '' grundy --no-move win
expect_err "grundy, two files" 2 "more than one FILE" '' grundy a b
expect_err "grundy, unknown option" 2 "unknown option --depth" '' grundy --depth

# Sums. The same file may come twice; FILE:VERTEX splits at the last colon.
printf '%s' "$G" >"$TMP/g.txt"
mkdir "$TMP/dir:x"
printf 'p q\nq r\nr\n' >"$TMP/dir:x/h.txt"
expect_out "sum 1 + 0: win, move in component 1" '1 WIN
1 b c
' '' sum "$TMP/g.txt:b" "$TMP/g.txt:a"
expect_out "sum 1 + 1: lose" '0 LOSE
-
' '' sum "$TMP/g.txt:b" "$TMP/dir:x/h.txt:q"
expect_out "sum inf(0) + 1: a draw" 'inf(1) DRAW
-
' '' sum "$TMP/g.txt:f" "$TMP/g.txt:b"
expect_out "sum inf(0) + 0 + 0: win by the move to the 0" 'inf(0) WIN
2 f c
' '' sum "$TMP/dir:x/h.txt:p" "$TMP/g.txt:f" "$TMP/g.txt:c"
expect_out "sum inf(0) + inf(0): a draw" 'inf() DRAW
-
' '' sum "$TMP/g.txt:f" "$TMP/g.txt:f"
expect_out "sum of one component" '1 WIN
1 q r
' '' sum "$TMP/dir:x/h.txt:q"
expect_err "sum, unknown vertex" 1 "g.txt: no vertex named 'zz'" '' sum "$TMP/g.txt:a" "$TMP/g.txt:zz"
expect_err "sum, missing file" 1 "cannot open" '' sum "$TMP/none.txt:a"
printf 'a b\na = win\n' >"$TMP/fixed.txt"
expect_err "sum, fixed outcome" 1 "fixed.txt: line 2, column 1: a fixed outcome" '' sum "$TMP/fixed.txt:a"
expect_err "sum, no colon" 2 "expected FILE:VERTEX" '' sum "$TMP/g.txt"
expect_err "sum, nothing" 2 "no FILE:VERTEX" '' sum

# Every sum of a vertex of A and a vertex of B against the product graph's
# win / lose / draw solve (vertex "x|y": x in A, y in B).
A='1 2
2 3
3 1
3 4
4
5 5
5 4
6 1
6 5
'
B='p q
q p
q r
r
s s
s r
t p
'
printf '%s' "$A" >"$TMP/a.txt"
printf '%s' "$B" >"$TMP/b.txt"
# Vertices of a graph: every name, once, in order of first appearance.
vertices() { tr -s ' \n' '\n\n' <"$1" | awk 'NF && !seen[$0]++'; }
vertices "$TMP/a.txt" >"$TMP/va"
vertices "$TMP/b.txt" >"$TMP/vb"
awk 'FNR == 1 { f++ }
     f == 1 { va[++na] = $1 } f == 2 { vb[++nb] = $1 }
     f == 3 && NF == 2 { for (j = 1; j <= nb; j++) print $1 "|" vb[j], $2 "|" vb[j] }
     f == 4 && NF == 2 { for (i = 1; i <= na; i++) print va[i] "|" $1, va[i] "|" $2 }
     END { for (i = 1; i <= na; i++) for (j = 1; j <= nb; j++) print va[i] "|" vb[j] }' \
  "$TMP/va" "$TMP/vb" "$TMP/a.txt" "$TMP/b.txt" >"$TMP/product.txt"
"$GG" graph "$TMP/product.txt" >"$TMP/product.out" || fail "graph on the product: exit code $?"
pairs=0
for x in $(cat "$TMP/va"); do
  for y in $(cat "$TMP/vb"); do
    pairs=$((pairs + 1))
    checks=$((checks + 1))
    want=$(awk -v v="$x|$y" '$1 == v { print $2 }' "$TMP/product.out")
    "$GG" sum "$TMP/a.txt:$x" "$TMP/b.txt:$y" >"$TMP/sum.out" 2>"$TMP/err" || { fail "sum $x $y: exit code $?"; continue; }
    got=$(sed -n 1p "$TMP/sum.out" | cut -d' ' -f2)
    [ "$got" = "$want" ] || fail "sum $x + $y: $got, the product graph says $want"
    move=$(sed -n 2p "$TMP/sum.out")
    if [ "$got" = WIN ]; then
      # The move must lead to a LOSE of the product.
      set -- $move
      if [ "$1" = 1 ]; then to="$3|$y"; else to="$x|$3"; fi
      after=$(awk -v v="$to" '$1 == v { print $2 }' "$TMP/product.out")
      [ "$after" = LOSE ] || fail "sum $x + $y: the move '$move' leads to $after, not LOSE"
      grep -qx "$([ "$1" = 1 ] && echo "$x" || echo "$y") $3" "$([ "$1" = 1 ] && echo "$TMP/a.txt" || echo "$TMP/b.txt")" ||
        fail "sum $x + $y: '$move' is not a move"
    elif [ "$move" != - ]; then
      fail "sum $x + $y: $got with a move '$move'"
    fi
  done
done
[ "$pairs" -eq 30 ] || fail "expected 30 pairs, walked $pairs"

report grundy_cli_test
