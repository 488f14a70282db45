// Clusters (cluster ids and sizes after the block and thread ones) and a dynamic shared memory size.
// pipeline: builtin.module(gpu-kernel-outlining)
// Expected output (clusters.expected.mlir) recorded with mlir-opt-22 --pass-pipeline='builtin.module(gpu-kernel-outlining)'.
module {
  func.func @c(%a: memref<4xf32>, %s: i32) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch clusters(%cx, %cy, %cz) in (%ncx = %c2, %ncy = %c1, %ncz = %c1)
               blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1)
               dynamic_shared_memory_size %s {
      %v = memref.load %a[%cx] : memref<4xf32>
      memref.store %v, %a[%tx] : memref<4xf32>
      gpu.terminator
    }
    return
  }
}
