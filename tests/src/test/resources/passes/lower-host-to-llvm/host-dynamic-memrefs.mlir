// Host memrefs with dynamic sizes: alloc, strides multiplied and read back from the descriptor, casts.
// NAME.expected.mlir is mlir-opt-22's output:  mlir-opt-22 host-dynamic-memrefs.mlir --lower-host-to-llvm
module {
  func.func @main(%n: index, %m: index) {
    %a = memref.alloc(%n, %m) : memref<?x4x?xf32>
    %b = memref.alloc(%n) : memref<3x?xi32>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0, %n, %m] : memref<?x4x?xf32>
    memref.store %v, %a[%m, %c0, %c0] : memref<?x4x?xf32>
    %w = memref.load %b[%c0, %n] : memref<3x?xi32>
    %d = memref.cast %b : memref<3x?xi32> to memref<?x?xi32>
    %x = memref.load %d[%n, %m] : memref<?x?xi32>
    return
  }
}
