# The checks shared by the CLI tests (cli_test.sh, pursuit_cli_test.sh,
# race_cli_test.sh), sourced by each after it has set GG (the gamegraph binary)
# and TMP (a scratch folder it removes at exit).
failures=0
checks=0

fail() {
  failures=$((failures + 1))
  echo "FAIL: $*"
}

# expect_out NAME EXPECTED_STDOUT INPUT_TEXT COMMAND [ARGS...]: `gamegraph COMMAND
# ARGS` with the input on standard input (and in the file @FILE@ stands for in
# ARGS); stdout must equal EXPECTED_STDOUT exactly, exit code 0, no stderr.
expect_out() {
  name=$1 expected=$2 input=$3
  shift 3
  checks=$((checks + 1))
  printf '%s' "$input" >"$TMP/in.txt"
  printf '%s' "$expected" >"$TMP/want"
  for a in "$@"; do
    shift
    if [ "$a" = "@FILE@" ]; then a="$TMP/in.txt"; fi
    set -- "$@" "$a"
  done
  "$GG" "$@" <"$TMP/in.txt" >"$TMP/out" 2>"$TMP/err"
  code=$?
  if [ "$code" -ne 0 ]; then fail "$name: exit code $code, stderr: $(cat "$TMP/err")"; return; fi
  if [ -s "$TMP/err" ]; then fail "$name: unexpected stderr: $(cat "$TMP/err")"; fi
  if ! cmp -s "$TMP/out" "$TMP/want"; then
    fail "$name: wrong output"
    diff "$TMP/want" "$TMP/out" | sed 's/^/    /'
  fi
}

# expect_err NAME CODE STDERR_PART INPUT_TEXT [COMMAND ARGS...]: `gamegraph COMMAND
# ARGS` with the input on standard input (and in @FILE@): exit code CODE, nothing
# on stdout, stderr containing STDERR_PART.
expect_err() {
  name=$1 want_code=$2 part=$3 input=$4
  shift 4
  checks=$((checks + 1))
  printf '%s' "$input" >"$TMP/bad.txt"
  for a in "$@"; do
    shift
    if [ "$a" = "@FILE@" ]; then a="$TMP/bad.txt"; fi
    set -- "$@" "$a"
  done
  "$GG" "$@" <"$TMP/bad.txt" >"$TMP/out" 2>"$TMP/err"
  code=$?
  if [ "$code" -ne "$want_code" ]; then fail "$name: exit code $code, want $want_code ($(cat "$TMP/err"))"; fi
  if [ -s "$TMP/out" ]; then fail "$name: unexpected stdout: $(cat "$TMP/out")"; fi
  if ! grep -qF -- "$part" "$TMP/err"; then fail "$name: stderr lacks '$part': $(cat "$TMP/err")"; fi
}

# report SUITE: the summary line; exit code 1 if a check failed.
report() {
  if [ "$failures" -ne 0 ]; then
    echo "$1: $failures of $checks checks failed"
    exit 1
  fi
  echo "$1: all $checks checks passed"
}
