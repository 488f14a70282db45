#!/usr/bin/env bash
# Issue 4 benchmark: --test-spirv-cpu-runner-pipeline on gen-module.py programs of K kernels,
# whole process, median of 5, rw next to mlir-opt-22 (skip the reference with MLIR=no). The runs
# alternate, rw then mlir-opt-22, five times, so that both see the same state of a machine that
# drifts; the ratio of each pair is printed too. Also checks that both print the same module.
# Needs python3 and, for the comparison, mlir-opt-22.
# Usage: bench/lowering.sh [K...]   (default: 1000 5000)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@"); ((${#sizes[@]})) || sizes=(1000 5000)
runs=5
mkdir -p bench/out
[[ -f cli/target/rw.jar ]] || mvn -q -DskipTests install
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%F)"

# One whole-process run of the command: "wall cpu rss_mb" (stdout discarded; a failure aborts).
timed() {
  local tf wall user sys mem
  tf=$(mktemp)
  /usr/bin/time -o "$tf" -f '%e %U %S %M' "$@" >/dev/null 2>/dev/null
  read -r wall user sys mem < <(tail -n 1 "$tf"); rm -f "$tf"
  echo "$wall $(echo "$user + $sys" | bc) $((mem / 1024))"
}
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
summary() { # NAME WALLS... ; CPUS and RSS from the arrays named by $2 and $3
  local name=$1; local -n w=$2 c=$3 r=$4
  printf '  %-50s median %.2f s, CPU %.2f s, peak RSS %d MB (%d runs: %s)\n' "$name" \
    "$(median "${w[@]}")" "$(median "${c[@]}")" "$(median "${r[@]}")" "${#w[@]}" "${w[*]}"
}

for k in "${sizes[@]}"; do
  in=bench/out/module-$k.mlir
  [[ -s $in ]] || python3 ../shared/bench/gen-module.py "$k" > "$in"
  echo "K=$k: $in ($(wc -c < "$in") bytes)"
  ./rw opt "$in" --test-spirv-cpu-runner-pipeline > "bench/out/module-$k.rw-lowered.mlir"
  rw_w=(); rw_c=(); rw_r=(); ml_w=(); ml_c=(); ml_r=(); ratios=()
  for ((i = 0; i < runs; i++)); do
    read -r w c r < <(timed ./rw opt "$in" --test-spirv-cpu-runner-pipeline)
    rw_w+=("$w"); rw_c+=("$c"); rw_r+=("$r")
    [[ ${MLIR:-yes} == no ]] && continue
    read -r w c r < <(timed mlir-opt-22 "$in" --test-spirv-cpu-runner-pipeline)
    ml_w+=("$w"); ml_c+=("$c"); ml_r+=("$r")
    ratios+=("$(echo "scale=2; $w / ${rw_w[i]}" | bc)")
  done
  summary "rw opt --test-spirv-cpu-runner-pipeline:" rw_w rw_c rw_r
  [[ ${MLIR:-yes} == no ]] && continue
  mlir-opt-22 "$in" --test-spirv-cpu-runner-pipeline > "bench/out/module-$k.mlir-lowered.mlir"
  if cmp -s "bench/out/module-$k.rw-lowered.mlir" "bench/out/module-$k.mlir-lowered.mlir"; then
    echo "  outputs: identical"
  else
    echo "  outputs: DIFFERENT (diff bench/out/module-$k.{rw,mlir}-lowered.mlir)"
  fi
  summary "mlir-opt-22 --test-spirv-cpu-runner-pipeline:" ml_w ml_c ml_r
  printf '  %-50s median %.2fx (pairs: %s); of the medians %.2fx\n' "mlir-opt-22 / rw, run by run:" \
    "$(median "${ratios[@]}")" "${ratios[*]}" "$(echo "scale=4; $(median "${ml_w[@]}") / $(median "${rw_w[@]}")" | bc)"
done
