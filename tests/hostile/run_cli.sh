#!/usr/bin/env bash
# Runs the catalogue of hostile inputs (index.tsv) against the gamegraph CLI: each
# case must give its exit code and message (or output), within a minute, under a
# 3 GB address-space limit (so that a command that tries to allocate what it
# cannot use fails the check instead of slowing the machine; skipped when
# GG_SANITIZED is set, as AddressSanitizer reserves far more address space).
# Usage: run_cli.sh PATH/TO/gamegraph
set -u
GG=${1:?usage: run_cli.sh PATH/TO/gamegraph}
here=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d "${TMPDIR:-/tmp}/gamegraph-hostile.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
node "$here/make.js" "$TMP/gen" || { echo "hostile: make.js failed"; exit 1; }
failures=0
checks=0
esc=$(printf '\033')
while IFS=$'\t' read -r input command want_exit code expect; do
  case "$input" in ''|'#'*) continue ;; esac
  checks=$((checks + 1))
  file="$here/inputs/$input"
  [ -f "$file" ] || file="$TMP/gen/$input"
  name="$input / $command"
  # shellcheck disable=SC2086  # the command's words are meant to split
  (
    if [ -z "${GG_SANITIZED:-}" ]; then ulimit -v 3000000; fi
    exec timeout 60 "$GG" $command "$file"
  ) >"$TMP/out" 2>"$TMP/err"
  got=$?
  if [ "$got" -ne "$want_exit" ]; then
    failures=$((failures + 1))
    echo "FAIL: $name: exit code $got, want $want_exit ($(head -c 300 "$TMP/err"))"
    continue
  fi
  where="$TMP/err"
  if [ "$want_exit" -eq 0 ]; then
    where="$TMP/out"
    if [ -s "$TMP/err" ]; then failures=$((failures + 1)); echo "FAIL: $name: unexpected stderr: $(head -c 300 "$TMP/err")"; fi
  elif [ -s "$TMP/out" ]; then
    failures=$((failures + 1)); echo "FAIL: $name: unexpected stdout: $(head -c 300 "$TMP/out")"
  fi
  if [ -n "$expect" ] && ! grep -qF -- "$expect" "$where"; then
    failures=$((failures + 1))
    echo "FAIL: $name: lacks '$expect': $(head -c 300 "$where")"
  fi
  if grep -qF -- "$esc" "$TMP/err"; then
    failures=$((failures + 1)); echo "FAIL: $name: an escape character reached the message"
  fi
done <"$here/index.tsv"
if [ "$failures" -ne 0 ]; then
  echo "hostile_cli: $failures of $checks cases failed"
  exit 1
fi
echo "hostile_cli: all $checks cases passed"
