#!/usr/bin/env bash
# Issue 4 benchmark: --test-spirv-cpu-runner-pipeline on gen-module.py programs of K kernels,
# whole process, median of 5, rw next to mlir-opt-22 (skip the reference with MLIR=no). Also
# checks that both print the same module. Needs python3 and, for the comparison, mlir-opt-22.
# Usage: bench/lowering.sh [K...]   (default: 1000 5000)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@"); ((${#sizes[@]})) || sizes=(1000 5000)
mkdir -p bench/out
[[ -f cli/target/rw.jar ]] || mvn -q -DskipTests install
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%F)"
for k in "${sizes[@]}"; do
  in=bench/out/module-$k.mlir
  [[ -s $in ]] || python3 ../shared/bench/gen-module.py "$k" > "$in"
  echo "K=$k: $in ($(wc -c < "$in") bytes)"
  ./rw opt "$in" --test-spirv-cpu-runner-pipeline > "bench/out/module-$k.rw-lowered.mlir"
  printf '  rw opt --test-spirv-cpu-runner-pipeline:          '
  bench/median-run.sh 5 ./rw opt "$in" --test-spirv-cpu-runner-pipeline
  [[ ${MLIR:-yes} == no ]] && continue
  mlir-opt-22 "$in" --test-spirv-cpu-runner-pipeline > "bench/out/module-$k.mlir-lowered.mlir"
  if cmp -s "bench/out/module-$k.rw-lowered.mlir" "bench/out/module-$k.mlir-lowered.mlir"; then
    echo "  outputs: identical"
  else
    echo "  outputs: DIFFERENT (diff bench/out/module-$k.{rw,mlir}-lowered.mlir)"
  fi
  printf '  mlir-opt-22 --test-spirv-cpu-runner-pipeline:     '
  bench/median-run.sh 5 mlir-opt-22 "$in" --test-spirv-cpu-runner-pipeline
done
