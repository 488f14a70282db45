#!/usr/bin/env bash
# Issue 2 benchmark: parse + print the generic form of a ~290k-op module, whole process, median
# of 5, rw next to mlir-opt-22. Needs python3 and ../shared/reference/mlir22 (to make the input
# and for the comparison). Usage: bench/parse-print.sh [K=5000]
set -euo pipefail
cd "$(dirname "$0")/.."
k=${1:-5000}
ref=../shared/reference/mlir22
mkdir -p bench/out
in=bench/out/module-$k.generic.mlir
if [[ ! -s $in ]]; then
  python3 ../shared/bench/gen-module.py "$k" > "bench/out/module-$k.mlir"
  "$ref" generic "bench/out/module-$k.mlir" > "$in"
fi
[[ -f cli/target/rw.jar ]] || mvn -q -DskipTests install
echo "input: $in ($(wc -c < "$in") bytes, $(grep -c '= "\|^ *"' "$in") op lines)"
printf 'rw opt --mlir-print-op-generic:          '
bench/median-run.sh 5 ./rw opt "$in" --mlir-print-op-generic
printf 'mlir-opt-22 --mlir-print-op-generic:     '
bench/median-run.sh 5 mlir-opt-22 "$in" --mlir-print-op-generic
