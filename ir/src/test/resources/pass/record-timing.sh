#!/usr/bin/env bash
# Records timing.expected: the --mlir-timing report of mlir-opt-22 (single-threaded, as rw runs)
# for a two-function module and the pipeline builtin.module(func.func(cse,canonicalize),symbol-dce).
# Numbers vary from run to run, so each line's fixed-width columns "  %8.4f (%5.1f%)  " become
# "  <time> (<pct>)  " and the total "<total>"; tests mask rw's report the same way and compare
# the layout. Run from this directory: ./record-timing.sh
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
printf 'func.func @f() {\n  return\n}\nfunc.func @g() {\n  return\n}\n' > "$tmp/in.mlir"
mlir-opt-22 "$tmp/in.mlir" --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' \
  --mlir-timing --mlir-disable-threading -o /dev/null 2>&1 |
  sed -E 's/^  [ 0-9.]{8} \([ 0-9.]{5}%\)  /  <time> (<pct>)  /; s/Time: [0-9]+\.[0-9]{4} seconds/Time: <total> seconds/' \
  > timing.expected
