// An unranked memref argument cast back to a ranked memref and loaded from.
// NAME.expected.mlir is mlir-opt-22's output:  mlir-opt-22 host-unranked-cast.mlir --lower-host-to-llvm
module {
  func.func @main(%u: memref<*xf32>) {
    %r = memref.cast %u : memref<*xf32> to memref<4x?xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %r[%c0, %c0] : memref<4x?xf32>
    return
  }
}
