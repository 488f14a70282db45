#!/usr/bin/env bash
# Interop check with the reference: mlir-runner-22 executes what rw's two pipelines print
# (rw opt --test-spirv-cpu-runner-pipeline, MLIR's; rw opt --spirv-cpu-runner-pipeline, rw's own)
# for every program of the conformance corpus, and must print the recorded NAME.run.out. The
# outcome is written to src/test/resources/corpus/programs/INTEROP.md (committed with the tests;
# CI does not need MLIR). Usage: tests/interop-check.sh   (after mvn install)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
programs=$here/src/test/resources/corpus/programs
lib=/usr/lib/llvm-22/lib
cache=${TMPDIR:-/tmp}/mlir22-ref
"$root/../shared/reference/mlir22" generic "$programs/add_i32_1d.mlir" >/dev/null   # builds the fillers
command -v mlir-runner-22 >/dev/null || { echo "interop-check: mlir-runner-22 not installed" >&2; exit 2; }
run_with_mlir() {
  mlir-runner-22 -e main --entry-point-result=void --link-nested-modules \
    --shared-libs="$lib/libmlir_runner_utils.so.22.1,$lib/libmlir_c_runner_utils.so.22.1,$cache/libwrappers.so" |
    sed -E 's/base@ = 0x[0-9a-f]+/base@ = 0xADDR/'
}
check() { # pipeline program -> ok | reason
  local lowered
  lowered=$(mktemp)
  if ! "$root/rw" opt "--$1" "$2" > "$lowered" 2>/dev/null; then echo "rw lowering failed"; rm -f "$lowered"; return; fi
  if run_with_mlir < "$lowered" 2>/dev/null | cmp -s - "${2%.mlir}.run.out"; then echo ok; else echo "different output"; fi
  rm -f "$lowered"
}
out=$programs/INTEROP.md
{
  echo "# mlir-runner-22 on rw's lowered output"
  echo
  echo "Written by \`tests/interop-check.sh\` on $(date -u +%F) (rw $(git -C "$root" rev-parse --short HEAD)):"
  echo "each program lowered by rw's pipelines, executed by mlir-runner-22, compared with NAME.run.out."
  echo
  echo "| program | test-spirv-cpu-runner-pipeline | spirv-cpu-runner-pipeline |"
  echo "|---|---|---|"
  for src in $(find "$programs" -maxdepth 1 -name '*.mlir' ! -name '*.*.mlir' | sort); do
    echo "| $(basename "$src" .mlir) | $(check test-spirv-cpu-runner-pipeline "$src") | $(check spirv-cpu-runner-pipeline "$src") |"
  done
} > "$out.tmp"
mv "$out.tmp" "$out"
n=$(grep -c '| ok | ok |$' "$out" || true)
echo "interop-check: $n programs pass with both pipelines; see $out"
