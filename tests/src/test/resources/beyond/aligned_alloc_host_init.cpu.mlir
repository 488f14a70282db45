// CPU twin of aligned_alloc_host_init.mlir: the same aligned allocations and host stores; the
// kernel is func.func @combine with the same body; the 1x1x1 launch is one call.
module {
  func.func @combine(%a : memref<4xi32>, %f : memref<2x2xf32>, %o : memref<4xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %three = arith.constant 3 : i32
    %two = arith.constant 2.0 : f32
    scf.for %i = %c0 to %c4 step %c1 {
      %r = arith.divui %i, %c2 : index
      %k = arith.remui %i, %c2 : index
      %x = memref.load %a[%i] : memref<4xi32>
      %y = memref.load %f[%r, %k] : memref<2x2xf32>
      %y2 = arith.mulf %y, %two : f32
      memref.store %y2, %f[%r, %k] : memref<2x2xf32>
      %yi = arith.fptosi %y2 : f32 to i32
      %x3 = arith.muli %x, %three : i32
      %s = arith.addi %x3, %yi : i32
      memref.store %s, %o[%i] : memref<4xi32>
    }
    return
  }
  func.func @main() {
    %a = memref.alloc() {alignment = 4096} : memref<4xi32>
    %f = memref.alloc() {alignment = 4096} : memref<2x2xf32>
    %o = memref.alloc() {alignment = 4096} : memref<4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %v1 = arith.constant 1 : i32
    %v2 = arith.constant 2 : i32
    %v3 = arith.constant 3 : i32
    %v4 = arith.constant 4 : i32
    %m1 = arith.constant -1 : i32
    %f0 = arith.constant 0.5 : f32
    %f1 = arith.constant 1.5 : f32
    %f2 = arith.constant 2.5 : f32
    %f3 = arith.constant 3.5 : f32
    memref.store %v1, %a[%c0] : memref<4xi32>
    memref.store %v2, %a[%c1] : memref<4xi32>
    memref.store %v3, %a[%c2] : memref<4xi32>
    memref.store %v4, %a[%c3] : memref<4xi32>
    memref.store %f0, %f[%c0, %c0] : memref<2x2xf32>
    memref.store %f1, %f[%c0, %c1] : memref<2x2xf32>
    memref.store %f2, %f[%c1, %c0] : memref<2x2xf32>
    memref.store %f3, %f[%c1, %c1] : memref<2x2xf32>
    memref.store %m1, %o[%c0] : memref<4xi32>
    memref.store %m1, %o[%c1] : memref<4xi32>
    memref.store %m1, %o[%c2] : memref<4xi32>
    memref.store %m1, %o[%c3] : memref<4xi32>
    call @combine(%a, %f, %o) : (memref<4xi32>, memref<2x2xf32>, memref<4xi32>) -> ()
    %po = memref.cast %o : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%po) : (memref<*xi32>) -> ()
    %pf = memref.cast %f : memref<2x2xf32> to memref<*xf32>
    call @printMemrefF32(%pf) : (memref<*xf32>) -> ()
    %pa = memref.cast %a : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%pa) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
