// Module names taken by functions: the symbol table's uniquing counter runs across launches (f_kernel_0, then g_kernel_1); uses inside scf.for come first.
// pipeline: builtin.module(gpu-kernel-outlining)
// Expected output (taken_names.expected.mlir, or taken_names.stderr for errors) recorded with mlir-opt-22 --pass-pipeline='builtin.module(gpu-kernel-outlining)'.
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
