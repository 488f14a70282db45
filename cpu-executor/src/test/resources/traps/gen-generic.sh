#!/usr/bin/env bash
# Regenerates NAME.mlir (generic form, what rw parses today) from src/NAME.mlir (LLVM-dialect
# custom form) with MLIR 22: the leading comment lines are kept, the rest is
#   mlir-opt-22 --mlir-print-op-generic src/NAME.mlir
# Expected results (NAME.err, NAME.out) are written by hand: rw's own messages, at the line and
# column of the op in the generated file. Usage: ./gen-generic.sh [NAME...]
set -euo pipefail
cd "$(dirname "$0")"
names=("$@")
if [[ ${#names[@]} -eq 0 ]]; then for f in src/*.mlir; do names+=("$(basename "$f" .mlir)"); done; fi
for n in "${names[@]}"; do
  { grep -E '^//' "src/$n.mlir" || true; mlir-opt-22 --mlir-print-op-generic "src/$n.mlir"; } > "$n.mlir"
done
