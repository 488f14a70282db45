// Workgroup and private attributions of the launch become the kernel's attributions.
// pipeline: builtin.module(gpu-kernel-outlining)
// Expected output (attributions.expected.mlir) recorded with mlir-opt-22 --pass-pipeline='builtin.module(gpu-kernel-outlining)'.
module {
  func.func @w(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1)
               workgroup(%wg : memref<4xf32, #gpu.address_space<workgroup>>)
               private(%pr : memref<1xf32, #gpu.address_space<private>>) {
      %v = memref.load %a[%c0] : memref<4xf32>
      memref.store %v, %wg[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
      memref.store %v, %pr[%c0] : memref<1xf32, #gpu.address_space<private>>
      gpu.terminator
    }
    return
  }
}
