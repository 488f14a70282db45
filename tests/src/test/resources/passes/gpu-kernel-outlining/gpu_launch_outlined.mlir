// gpu_launch_outlined (corpus/pipeline-errors): an inline gpu.launch with captured values and constant sizes; no constant is sunk.
// pipeline: builtin.module(gpu-kernel-outlining)
// Expected output (gpu_launch_outlined.expected.mlir) recorded with mlir-opt-22 --pass-pipeline='builtin.module(gpu-kernel-outlining)'.
// gpu_launch_outlined: an inline gpu.launch; gpu-kernel-outlining turns it into a kernel
// without spirv.entry_point_abi, so the conversion to SPIR-V fails on the outlined gpu.func.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %v = arith.constant 42 : i32
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      memref.store %v, %a[%c0] : memref<4xi32>
      gpu.terminator
    }
    return
  }
}
