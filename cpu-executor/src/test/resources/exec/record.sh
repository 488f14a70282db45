#!/usr/bin/env bash
# Regenerates the executor tests from src/NAME.mlir (LLVM-dialect custom form), with MLIR 22:
#   NAME.mlir  generic form (leading comment lines kept): mlir-opt-22 --mlir-print-op-generic
#   NAME.out   what mlir-runner-22 prints running it, with MLIR's runner utils as shared libs,
#              -e main --entry-point-result=void unless the '// ARGS:' line says otherwise, and
#              --link-nested-modules for files marked '// NESTED'.
# Usage: ./record.sh [NAME...]
set -euo pipefail
cd "$(dirname "$0")"
lib=/usr/lib/llvm-22/lib
names=("$@")
if [[ ${#names[@]} -eq 0 ]]; then for f in src/*.mlir; do names+=("$(basename "$f" .mlir)"); done; fi
for n in "${names[@]}"; do
  src=src/$n.mlir
  { grep -E '^//' "$src" || true; mlir-opt-22 --mlir-print-op-generic "$src"; } > "$n.mlir"
  args=$(grep '^// ARGS:' "$src" | sed 's|^// ARGS:||; s|-e=|-e |' || true)
  nested=$(grep -q '^// NESTED' "$src" && echo --link-nested-modules || true)
  # shellcheck disable=SC2086
  mlir-runner-22 -e main --entry-point-result=void $args $nested \
    --shared-libs="$lib/libmlir_runner_utils.so.22.1,$lib/libmlir_c_runner_utils.so.22.1" "$src" > "$n.out"
done
