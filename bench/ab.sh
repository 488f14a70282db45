#!/usr/bin/env bash
# Interleaved A/B of two rw launchers on the runner pipeline (a shared machine drifts; runs in
# pairs see the same load): bench/ab.sh OLD/rw NEW/rw K [PAIRS=5]. Prints each run (wall s, CPU
# user+sys s, peak RSS MB, load) and the medians. Input: bench/out/module-K.mlir (bench/lowering.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
old=${1:?usage: ab.sh OLD_RW NEW_RW K [PAIRS]}; new=${2:?}; k=${3:?}; pairs=${4:-5}
in=bench/out/module-$k.mlir
[[ -s $in ]] || python3 ../shared/bench/gen-module.py "$k" > "$in"
declare -A wall cpu rss
for ((i = 0; i < pairs; i++)); do
  for side in old new; do
    rw=$old; [[ $side == new ]] && rw=$new
    tf=$(mktemp)
    /usr/bin/time -o "$tf" -f '%e %U %S %M' "$rw" opt "$in" --test-spirv-cpu-runner-pipeline >/dev/null 2>&1
    read -r w u s m < <(tail -n 1 "$tf"); rm -f "$tf"
    c=$(echo "$u + $s" | bc)
    echo "$side: $w s, CPU $c s, $((m / 1024)) MB, load $(cut -d' ' -f1 /proc/loadavg)"
    wall[$side]+="$w "; cpu[$side]+="$c "; rss[$side]+="$((m / 1024)) "
  done
done
median() { printf '%s\n' $1 | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for side in old new; do
  echo "$side median: $(median "${wall[$side]}") s, CPU $(median "${cpu[$side]}") s, $(median "${rss[$side]}") MB"
done
