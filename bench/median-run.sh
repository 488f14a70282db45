#!/usr/bin/env bash
# Runs a command N times (default 5) as a whole process and prints the median wall time (s), the
# median CPU time (user+sys, s: steadier than wall time on a shared machine) and the median peak
# RSS (MB), e.g.:  bench/median-run.sh 5 ./rw opt big.mlir --mlir-print-op-generic
# The command's stdout goes to /dev/null; a failing run aborts.
set -euo pipefail
runs=${1:?usage: median-run.sh RUNS COMMAND...}; shift
times=(); cpus=(); rss=()
for ((i = 0; i < runs; i++)); do
  tf=$(mktemp)
  /usr/bin/time -o "$tf" -f '%e %U %S %M' "$@" >/dev/null 2>/dev/null
  read -r wall user sys mem < <(tail -n 1 "$tf"); rm -f "$tf"
  times+=("$wall"); cpus+=("$(echo "$user + $sys" | bc)"); rss+=("$mem")
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
printf 'median %.2f s, CPU %.2f s, peak RSS %d MB (%d runs: %s)\n' "$(median "${times[@]}")" \
  "$(median "${cpus[@]}")" "$(( $(median "${rss[@]}") / 1024 ))" "$runs" "${times[*]}"
