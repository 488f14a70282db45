#!/usr/bin/env bash
# Records the expected outputs of the def/ round-trip inputs with mlir-opt-22 (MLIR 22): the custom
# form (.pretty.mlir) and the generic form (.generic.mlir). The inputs hold ops inside unregistered
# "unreg.*" wrappers, so MLIR's verifier is turned off while parsing (ops like llvm.mlir.addressof
# would look for their symbols) and the printer is told the IR is verified.
set -euo pipefail
cd "$(dirname "$0")"
flags=(--allow-unregistered-dialect --mlir-very-unsafe-disable-verifier-on-parsing --mlir-print-assume-verified)
for f in arith llvm memref spirv gpu control; do
  mlir-opt-22 "${flags[@]}" "$f.mlir" > "$f.pretty.mlir"
  mlir-opt-22 "${flags[@]}" --mlir-print-op-generic "$f.mlir" > "$f.generic.mlir"
done
