#!/usr/bin/env bash
# Interop check of the beyond programs: mlir-runner-22 executes what rw's own pipeline prints
# (rw opt --spirv-cpu-runner-pipeline NAME.mlir) and must print NAME.expected.out. The outcome is
# written to src/test/resources/beyond/INTEROP.md (committed; tests do not need MLIR).
# Usage: tests/interop-beyond.sh [NAME...]   (after mvn install; all programs by default)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
beyond=$here/src/test/resources/beyond
lib=/usr/lib/llvm-22/lib
command -v mlir-runner-22 >/dev/null || { echo "interop-beyond: mlir-runner-22 not installed" >&2; exit 2; }
check() { # program -> ok | reason
  local lowered err
  lowered=$(mktemp); err=$(mktemp)
  if ! "$root/rw" opt --spirv-cpu-runner-pipeline "$1" > "$lowered" 2>/dev/null; then echo "rw lowering failed"; rm -f "$lowered" "$err"; return; fi
  if mlir-runner-22 -e main --entry-point-result=void --link-nested-modules \
       --shared-libs="$lib/libmlir_runner_utils.so.22.1,$lib/libmlir_c_runner_utils.so.22.1" < "$lowered" 2> "$err" |
     sed -E 's/base@ = 0x[0-9a-f]+/base@ = 0xADDR/' | cmp -s - "${1%.mlir}.expected.out"; then
    echo ok
  elif [ -s "$err" ]; then
    echo "mlir-runner-22: $(grep -m1 -o 'error: .*' "$err" | sed 's/|/\\|/g')"
  else
    echo "different output"
  fi
  rm -f "$lowered" "$err"
}
if [ $# -gt 0 ]; then names=("$@"); else names=($(cd "$beyond" && ls *.expected.out | sed 's/\.expected\.out$//')); fi
out=$beyond/INTEROP.md
{
  echo "# mlir-runner-22 on rw's lowering of the beyond programs"
  echo
  echo "Written by \`tests/interop-beyond.sh\` on $(date -u +%F) (rw $(git -C "$root" rev-parse --short HEAD)):"
  echo "each program lowered by \`rw opt --spirv-cpu-runner-pipeline\`, executed by mlir-runner-22"
  echo "(\`--link-nested-modules\`), compared with NAME.expected.out."
  echo
  echo "| program | spirv-cpu-runner-pipeline |"
  echo "|---|---|"
  for n in "${names[@]}"; do echo "| $n | $(check "$beyond/$n.mlir") |"; done
} > "$out.tmp"
mv "$out.tmp" "$out"
echo "interop-beyond: $(grep -c '| ok |$' "$out" || true) of ${#names[@]} programs ok; see $out"
