// Host memref ops: aligned alloc, alloca (with and without alignment), load/store with strides, dealloc, rank 0.
// NAME.expected.mlir is mlir-opt-22's output:  mlir-opt-22 host-memref-ops.mlir --lower-host-to-llvm
module attributes {gpu.container_module} {
  func.func @main() {
    %a = memref.alloc() {alignment = 64 : i64} : memref<4x3xf32>
    %b = memref.alloca() : memref<5xi32>
    %c = memref.alloca() {alignment = 16 : i64} : memref<2x2xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %v = memref.load %a[%c0, %c1] : memref<4x3xf32>
    memref.store %v, %a[%c1, %c0] : memref<4x3xf32>
    %w = memref.load %b[%c1] : memref<5xi32>
    memref.store %w, %b[%c0] : memref<5xi32>
    memref.dealloc %a : memref<4x3xf32>
    %s = memref.alloc() : memref<f32>
    %x = memref.load %s[] : memref<f32>
    return
  }
}
