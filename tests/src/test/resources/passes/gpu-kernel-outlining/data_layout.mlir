// data-layout-str is attached to every new kernel module as dlti.dl_spec.
// pipeline: builtin.module(gpu-kernel-outlining{data-layout-str="#dlti.dl_spec<index = 32 : i32>"})
// Expected output (data_layout.expected.mlir, or data_layout.stderr for errors) recorded with mlir-opt-22 --pass-pipeline='builtin.module(gpu-kernel-outlining{data-layout-str="#dlti.dl_spec<index = 32 : i32>"})'.
module {
  func.func @f_kernel() { return }
  func.func @g_kernel() { return }
  func.func @f(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      scf.for %i = %c0 to %c1 step %c1 {
        %v = memref.load %a[%i] : memref<4xf32>
        memref.store %v, %a[%tx] : memref<4xf32>
      }
      gpu.terminator
    }
    return
  }
  func.func @g(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      gpu.terminator
    }
    return
  }
}
