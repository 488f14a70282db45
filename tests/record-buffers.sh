#!/usr/bin/env bash
# Re-records the MLIR 22 outputs of src/test/resources/buffers/ (see its README.md): mlir-opt-22's
# lowering of the strided-layout and view programs (MLIR's pipeline; rw must match it byte for
# byte) and the CPU twin's output of strided_run.mlir. Usage: tests/record-buffers.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
lib=/usr/lib/llvm-22/lib
cd "$here/src/test/resources/buffers"
mlir-opt-22 strided_kernel_args.mlir \
  --pass-pipeline='builtin.module(gpu-kernel-outlining, convert-gpu-to-spirv{use-64bit-index=false})' \
  > strided_kernel_args.spirv.mlir
mlir-opt-22 host_views.mlir --test-spirv-cpu-runner-pipeline > host_views.lowered.mlir
mlir-opt-22 strided_run.cpu.mlir --convert-scf-to-cf --convert-math-to-llvm --expand-strided-metadata \
    --lower-affine --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm \
    --convert-cf-to-llvm --reconcile-unrealized-casts |
  mlir-runner-22 -e main --entry-point-result=void \
    --shared-libs="$lib/libmlir_runner_utils.so.22.1,$lib/libmlir_c_runner_utils.so.22.1" |
  sed -E 's/base@ = 0x[0-9a-f]+/base@ = 0xADDR/' > strided_run.expected.out
echo "record-buffers: done"
