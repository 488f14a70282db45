// Host functions: memref and scalar arguments, several results, a declaration with C interface, calls.
// NAME.expected.mlir is mlir-opt-22's output:  mlir-opt-22 host-functions.mlir --lower-host-to-llvm
module {
  func.func @f(%a: memref<4xf32>, %u: memref<*xi32>, %x: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<4xf32>
    return %x : i32
  }
  func.func private @g(%x: i32) -> (i32, f32) {
    %f = arith.constant 1.0 : f32
    return %x, %f : i32, f32
  }
  func.func private @h(memref<2x3xf32>) -> i64
  func.func @main() {
    %a = memref.alloc() : memref<4xf32>
    %u = memref.alloc() : memref<2xi32>
    %uu = memref.cast %u : memref<2xi32> to memref<*xi32>
    %c = arith.constant 3 : i32
    %r = call @f(%a, %uu, %c) : (memref<4xf32>, memref<*xi32>, i32) -> i32
    %p:2 = call @g(%r) : (i32) -> (i32, f32)
    return
  }
}
