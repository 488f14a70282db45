#!/usr/bin/env bash
# Issue 5 benchmark: kernel time and whole-process time of `rw run` next to `mlir22 run`, on the
# two kernels of ../shared/bench/gen-kernels.py: a naive f32 matmul 256x256 and an i32
# elementwise kernel over 1M elements. Each program prints the time of its gpu.launch_func
# (rtclock) on its first line; kernel time = launch(R) - launch(0), both medians of N runs, rw
# and MLIR runs interleaved so that both see the same machine load.
# Until rw's own lowering pipeline exists (issue 4) rw runs the LLVM-dialect module that
# mlir-opt-22 --test-spirv-cpu-runner-pipeline makes (generic form), with --no-lower; MLIR runs
# the source with ../shared/reference/mlir22 run (lowering + mlir-runner-22).
# rw runs as `java -XX:+UseSerialGC -jar cli/target/rw.jar run --no-lower` (the ./rw launcher's
# flags without -XX:TieredStopAtLevel=1: C1-only code is chosen for parsing and printing, but is
# about 1.5x slower at interpreting long loops; and the jar is not rebuilt between runs).
# Usage: bench/kernels.sh [N=5] [R_MM=1] [R_EW=50]   (R: repetitions of the kernel loop; the
# elementwise kernel takes about 1 ms per repetition in mlir-runner, too little to measure once)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-5}; rmm=${2:-1}; rew=${3:-50}
ref=../shared/reference/mlir22
out=bench/out/kernels
mkdir -p "$out"
[[ -f cli/target/rw.jar ]] || mvn -q -Dmaven.test.skip=true -pl cli -am package
rw() { java -XX:+UseSerialGC -Xlog:disable ${RW_JAVA_OPTS:-} -jar cli/target/rw.jar "$@"; }

make() { # kind size reps -> base name
  local b=$out/$1-$2-r$3
  if [[ ! -s $b.lowered.generic.mlir ]]; then
    python3 ../shared/bench/gen-kernels.py "$1" "$2" "$3" > "$b.mlir"
    "$ref" opt "$b.mlir" --test-spirv-cpu-runner-pipeline --mlir-print-op-generic > "$b.lowered.generic.mlir"
  fi
  echo "$b"
}
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
now() { date +%s.%N; }

bench() { # kind size reps
  local b r0 rw_r rw_0 ml_r ml_0 rw_p ml_p t
  b=$(make "$1" "$2" "$3"); r0=$(make "$1" "$2" 0)
  for ((i = 0; i < n; i++)); do
    t=$(now); rw run --no-lower "$b.lowered.generic.mlir" | head -1 >> "$b.rw"; echo "$(now) - $t" | bc >> "$b.rwp"
    rw run --no-lower "$r0.lowered.generic.mlir" | head -1 >> "$r0.rw"
    t=$(now); "$ref" run "$b.mlir" | head -1 >> "$b.ml"; echo "$(now) - $t" | bc >> "$b.mlp"
    "$ref" run "$r0.mlir" | head -1 >> "$r0.ml"
  done
  rw_r=$(median < "$b.rw"); rw_0=$(median < "$r0.rw"); ml_r=$(median < "$b.ml"); ml_0=$(median < "$r0.ml")
  rw_p=$(median < "$b.rwp"); ml_p=$(median < "$b.mlp")
  rm -f "$b.rw" "$r0.rw" "$b.ml" "$r0.ml" "$b.rwp" "$b.mlp"
  awk -v k="$1 $2 R=$3" -v a="$rw_r" -v b="$rw_0" -v c="$ml_r" -v d="$ml_0" -v p="$rw_p" -v q="$ml_p" 'BEGIN {
    kr = a - b; km = c - d
    printf "%-18s kernel: rw %.4f s, mlir-runner %.4f s, ratio %.1fx | launch(R) rw %.4f mlir %.4f, launch(0) rw %.4f mlir %.4f | whole process: rw %.2f s, mlir22 run %.2f s\n", k, kr, km, (km > 0 ? kr / km : 0), a, c, b, d, p, q }'
}
echo "load: $(cut -d' ' -f1-3 /proc/loadavg), N=$n"
bench mm 256 "$rmm"
bench ew 1048576 "$rew"
