#!/usr/bin/env bash
# Profiles `./rw opt --test-spirv-cpu-runner-pipeline` on gen-module.py K with JFR and prints
# where the samples go, by phase (bench/jfr-phases.py): CPU samples every millisecond, or with
# --alloc the allocation, one event per 16 KB TLAB (JFR's default sampling, one event per
# resized TLAB, is too coarse to rank small sites). RUNS runs are pooled (default 3); the raw
# recordings stay in bench/out/profile-*.jfr.
# Usage: bench/profile.sh [--alloc] [K=5000] [RUNS=3]
set -euo pipefail
cd "$(dirname "$0")/.."
mode=cpu
if [[ ${1:-} == --alloc ]]; then mode=alloc; shift; fi
k=${1:-5000}; runs=${2:-3}
in=bench/out/module-$k.mlir
mkdir -p bench/out
[[ -s $in ]] || python3 ../shared/bench/gen-module.py "$k" > "$in" 2>/dev/null
./rw opt examples/add_i32_1d.mlir >/dev/null # builds the jar and the class archive first
java_home=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")
settings=bench/out/profile-$mode.jfc
if [[ $mode == cpu ]]; then
  sed 's/control="method-sampling-java-interval">20 ms</control="method-sampling-java-interval">1 ms</' \
    "$java_home/lib/jfr/default.jfc" > "$settings"
  events=jdk.ExecutionSample opts=()
else
  cat > "$settings" <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<configuration version="2.0">
  <event name="jdk.ObjectAllocationInNewTLAB"><setting name="enabled">true</setting><setting name="stackTrace">true</setting></event>
  <event name="jdk.ObjectAllocationOutsideTLAB"><setting name="enabled">true</setting><setting name="stackTrace">true</setting></event>
</configuration>
EOF
  events=jdk.ObjectAllocationInNewTLAB,jdk.ObjectAllocationOutsideTLAB opts=(-XX:TLABSize=16k -XX:-ResizeTLAB)
fi
echo "K=$k, $runs runs, $mode, $(date -u '+%F %H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg)"
for ((i = 1; i <= runs; i++)); do
  RW_JAVA_OPTS="${opts[*]} -XX:StartFlightRecording=filename=bench/out/profile-$mode-$i.jfr,settings=$settings" \
    ./rw opt "$in" --test-spirv-cpu-runner-pipeline >/dev/null 2>&1
done
for ((i = 1; i <= runs; i++)); do
  jfr print --events "$events" --stack-depth 64 "bench/out/profile-$mode-$i.jfr"
done | python3 bench/jfr-phases.py 16
