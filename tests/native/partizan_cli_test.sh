#!/bin/sh
# Checks `gamegraph partizan` and `gamegraph partizan-sum`: exact outputs, files
# and standard input, values and classes, errors with line and column (exit 1),
# usage errors (exit 2), and every sum of a position of A and one of B against
# `gamegraph partizan --value` on their sum written out as one graph, each
# winning move checked on that graph's outcomes.
# Usage: partizan_cli_test.sh PATH/TO/gamegraph
set -u
GG=${1:?usage: partizan_cli_test.sh PATH/TO/gamegraph}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/gamegraph-partizan-test.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
. "$(dirname "$0")/cli_lib.sh"
PM=$(printf '\302\261')  # the sign of a switch, as the command prints it

# Domineering's 2 x 2 board, and two positions that play for ever.
G='# Domineering 2 x 2: {1 | -1}
board L col
board R row
col L empty
row R empty
empty
a L b
b R a
b L c
c R c
'
expect_out "outcomes for both starters" 'board WIN 1 WIN 1
col WIN 1 LOSE 0
row LOSE 0 WIN 1
empty LOSE 0 LOSE 0
a DRAW - LOSE 0
b LOSE 2 DRAW -
c LOSE 0 WIN 1
' "$G" partizan
expect_out "--moves" 'board WIN 1 WIN 1 col row
col WIN 1 LOSE 0 empty -
row LOSE 0 WIN 1 - empty
empty LOSE 0 LOSE 0 - -
a DRAW - LOSE 0 b -
b LOSE 2 DRAW - c a
c LOSE 0 WIN 1 - c
' "$G" partizan --moves @FILE@
expect_out "--value: the start, a switch" "${PM}1 N
" "$G" partizan --value
expect_out "--value-json" '[[[[[[],[]]],[]]],[[[],[[[],[]]]]]]
' "$G" partizan --value-json
expect_out "--value and --value-json" "${PM}1 N
[[[[[[],[]]],[]]],[[[],[[[],[]]]]]]
" "$G" partizan --value-json --value
# The 2 x 3 board of Winning Ways: {2 | -1/2}. Left places vertically.
D23='s L c2      # the first column: a 2 x 2 left
s L cc      # the middle column: two columns, 1 + 1
s L c2
s R ell     # every horizontal move leaves an L of three cells
c2 L col
c2 R row
col L e
row R e
cc L col1
col1 L e
ell L row2
ell R colb
ell R e
row2 R e
colb L e
e
'
expect_out "Domineering 2 x 3" "3/4${PM}5/4 N
" "$D23" partizan --value
expect_out "^ = {0 | *}" '^ L
' 'up L zero
up R star
star L zero
star R zero
zero
' partizan --value
expect_out "^^* = {0 | ^}" '^^* L
' 'g L z
g R up
up L z
up R st
st L z
st R z
z
' partizan --value
expect_out "^^ = {0 | ^*}, ^* = {0, * | 0}" '^^ L
' 'g L z
g R s1
s1 L z
s1 L st
s1 R z
st L z
st R z
z
' partizan --value
expect_out "a number: 3/4 = {1/2 | 1}" '3/4 L
' 'x L half
x R one
half L zero
half R one
one L zero
zero
' partizan --value
expect_out "Right wins: -2" '-2 R
' 'r R m1
m1 R z
z
' partizan --value
expect_out "P: 0" '0 P
[[],[]]
' 'only
' partizan --value --value-json
expect_out "a cycle that the start does not reach" '1 L
' 's L t
t
u L v
v R u
' partizan --value
expect_out "empty input" '' '' partizan
expect_out "CRLF, a byte-order mark, lower case l and r" "board WIN 1 WIN 1
col WIN 1 LOSE 0
row LOSE 0 WIN 1
empty LOSE 0 LOSE 0
" "$(printf '\357\273\277board l col\r\nboard r row\r\ncol L empty\r\nrow R empty\r\n')" partizan

expect_err "--value on a cycle" 1 "<stdin>: position 'a' is on a cycle: values are defined for short games only" \
  'a L b
b R a
' partizan --value
expect_err "--value on nothing" 1 "no position" '' partizan --value
expect_err "a missing side" 1 "<stdin>: line 2, column 3: expected L or R (whose move it is) between the two positions, found 'b'" \
  'a L b
a b
' partizan
expect_err "a missing target, in a file" 1 "bad.txt: line 1, column 4: expected the position Right moves to after 'R'" \
  'a R
' partizan @FILE@
expect_err "four tokens" 1 "line 1, column 7: unexpected 'd' after the move 'a L b'" 'a L b d
' partizan
expect_err "a fixed outcome" 1 "line 1, column 3: a fixed outcome" 'a = win
' partizan
expect_err "a control character, escaped" 1 "line 1, column 5: unexpected control character (byte 27)" \
  "$(printf 'a L \033[31mb')" partizan
# A NUL byte (which a shell string cannot hold): from a file.
checks=$((checks + 1))
printf 'a L b\nb\000c\n' >"$TMP/nul.txt"
"$GG" partizan "$TMP/nul.txt" >"$TMP/out" 2>"$TMP/err"
code=$?
[ "$code" -eq 1 ] || fail "a NUL byte: exit code $code"
[ ! -s "$TMP/out" ] || fail "a NUL byte: unexpected stdout"
grep -qF "nul.txt: line 2, column 2: unexpected control character (byte 0)" "$TMP/err" || fail "a NUL byte: $(cat "$TMP/err")"
expect_err "over the memory budget" 1 "needs" 'a L b
' partizan --max-memory 100
expect_err "unknown option" 2 "unknown option --format" '' partizan --format named
expect_err "two files" 2 "more than one FILE" '' partizan a b
expect_err "bad --max-memory" 2 "--max-memory" '' partizan --max-memory lots
expect_err "missing file" 1 "cannot open" '' partizan "$TMP/none.txt"

# Sums: A and B, and their sum written out as one graph (position "x|y").
A='a1 L a2
a1 R a3
a2 L a4
a2 R a4
a3 R a4
a3 L a5
a5 R a4
a4
'
B='b1 L b2
b1 R b3
b2 R b3
b3 L b4
b4 R b5
b5
'
printf '%s' "$A" >"$TMP/a.txt"
printf '%s' "$B" >"$TMP/b.txt"
printf '%s' "$G" >"$TMP/g.txt"
expect_out "partizan-sum, one component" "${PM}1 N
left 1 board col
right 1 board row
" '' partizan-sum "$TMP/g.txt:board"
expect_out "partizan-sum: +-1 + +-1 = 0" '0 P
left -
right -
' '' partizan-sum "$TMP/g.txt:board" "$TMP/g.txt:board"
expect_out "partizan-sum: +-1 + 1 = {2 | 0}, the first player wins" "1${PM}1 N
left 1 board col
right 1 board row
" '' partizan-sum "$TMP/g.txt:board" "$TMP/g.txt:col"
expect_err "partizan-sum, a cycle (c's self-loop, met first)" 1 "g.txt: position 'c' is on a cycle: values are defined for short games only (finite, without cycles)" '' partizan-sum "$TMP/g.txt:a"
expect_err "partizan-sum, unknown position" 1 "a.txt: no position named 'zz'" '' partizan-sum "$TMP/a.txt:zz"
expect_err "partizan-sum, no colon" 2 "expected FILE:POSITION" '' partizan-sum "$TMP/a.txt"
expect_err "partizan-sum, nothing" 2 "no FILE:POSITION" '' partizan-sum
# Positions of a graph: every name, once, in order of first appearance.
positions() { awk 'NF == 1 { print $1 } NF == 3 { print $1; print $3 }' "$1" | awk '!seen[$0]++'; }
positions "$TMP/a.txt" >"$TMP/pa"
positions "$TMP/b.txt" >"$TMP/pb"
pairs=0
for x in $(cat "$TMP/pa"); do
  for y in $(cat "$TMP/pb"); do
    pairs=$((pairs + 1))
    checks=$((checks + 1))
    # The sum as one graph, starting at x|y.
    awk -v x="$x" -v y="$y" 'FNR == 1 { f++ }
         f == 1 { pa[++na] = $1 } f == 2 { pb[++nb] = $1 }
         f == 3 && NF == 3 { for (j = 1; j <= nb; j++) print $1 "|" pb[j], $2, $3 "|" pb[j] }
         f == 4 && NF == 3 { for (i = 1; i <= na; i++) print pa[i] "|" $1, $2, pa[i] "|" $3 }
         BEGIN { print x "|" y }
         END { for (i = 1; i <= na; i++) for (j = 1; j <= nb; j++) print pa[i] "|" pb[j] }' \
      "$TMP/pa" "$TMP/pb" "$TMP/a.txt" "$TMP/b.txt" >"$TMP/sum.txt"
    want=$("$GG" partizan --value "$TMP/sum.txt") || { fail "value of $x + $y: exit code $?"; continue; }
    "$GG" partizan "$TMP/sum.txt" >"$TMP/sum.out" || { fail "outcomes of $x + $y: exit code $?"; continue; }
    "$GG" partizan-sum "$TMP/a.txt:$x" "$TMP/b.txt:$y" >"$TMP/got" 2>"$TMP/err" || { fail "partizan-sum $x $y: $(cat "$TMP/err")"; continue; }
    got=$(sed -n 1p "$TMP/got")
    [ "$got" = "$want" ] || fail "$x + $y: partizan-sum says '$got', the graph of the sum '$want'"
    for side in left right; do
      line=$(grep "^$side " "$TMP/got")
      # Who wins moving first, from the graph's outcomes (column 2: Left first, 4: Right first).
      col=2; [ "$side" = right ] && col=4
      first=$(awk -v p="$x|$y" -v c="$col" '$1 == p { print $c }' "$TMP/sum.out")
      set -- $line
      if [ "$first" = WIN ]; then
        [ "$2" != - ] || { fail "$x + $y: $side wins moving first but no move is given"; continue; }
        if [ "$2" = 1 ]; then to="$4|$y"; else to="$x|$4"; fi
        # After the move the other player is to move: column 4 after Left's, 2 after Right's.
        other=4; [ "$side" = right ] && other=2
        after=$(awk -v p="$to" -v c="$other" '$1 == p { print $c }' "$TMP/sum.out")
        [ "$after" = LOSE ] || fail "$x + $y: $side's move '$line' leaves $after, not LOSE"
        S=L; [ "$side" = right ] && S=R
        grep -qx "$3 $S $4" "$([ "$2" = 1 ] && echo "$TMP/a.txt" || echo "$TMP/b.txt")" || fail "$x + $y: '$line' is not a move"
      else
        [ "$line" = "$side -" ] || fail "$x + $y: $side loses moving first, yet '$line'"
      fi
    done
  done
done
[ "$pairs" -eq 25 ] || fail "expected 25 pairs, walked $pairs"

report partizan_cli_test
