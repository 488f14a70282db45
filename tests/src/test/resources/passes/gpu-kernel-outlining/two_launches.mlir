// Two launches in one function, a name taken by a function, a branch in the body, a value captured inside a nested op.
// pipeline: builtin.module(gpu-kernel-outlining)
// Expected output (two_launches.expected.mlir, or two_launches.stderr for errors) recorded with mlir-opt-22 --pass-pipeline='builtin.module(gpu-kernel-outlining)'.
module {
  func.func @main(%n: index) {
    %a = memref.alloc() : memref<4xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %v = arith.constant 42 : i32
    %s = arith.addi %c1, %c2 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c2) {
      %w = arith.addi %tx, %s : index
      memref.store %v, %a[%w] : memref<4xi32>
      gpu.terminator
    }
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %cond = arith.cmpi slt, %tx, %c1 : index
      cf.cond_br %cond, ^bb1, ^bb2
    ^bb1:
      memref.store %v, %a[%c0] : memref<4xi32>
      gpu.terminator
    ^bb2:
      gpu.terminator
    }
    return
  }
  func.func @main_kernel() { return }
}
