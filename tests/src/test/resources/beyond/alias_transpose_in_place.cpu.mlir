// CPU twin of alias_transpose_in_place.mlir: the kernel is func.func @tr with the same body; the
// 1x1x1 launch is one call passing %a twice (real aliasing).
module {
  func.func @tr(%m : memref<3x3xi32>, %t : memref<3x3xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    scf.for %i = %c0 to %c3 step %c1 {
      %j0 = arith.addi %i, %c1 : index
      scf.for %j = %j0 to %c3 step %c1 {
        %x = memref.load %m[%i, %j] : memref<3x3xi32>
        %y = memref.load %t[%j, %i] : memref<3x3xi32>
        memref.store %y, %m[%i, %j] : memref<3x3xi32>
        memref.store %x, %t[%j, %i] : memref<3x3xi32>
      }
    }
    return
  }
  func.func @main() {
    %a = memref.alloc() : memref<3x3xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %v00 = arith.constant 0 : i32
    %v01 = arith.constant 1 : i32
    %v02 = arith.constant 2 : i32
    %v10 = arith.constant 10 : i32
    %v11 = arith.constant 11 : i32
    %v12 = arith.constant 12 : i32
    %v20 = arith.constant 20 : i32
    %v21 = arith.constant 21 : i32
    %v22 = arith.constant 22 : i32
    memref.store %v00, %a[%c0, %c0] : memref<3x3xi32>
    memref.store %v01, %a[%c0, %c1] : memref<3x3xi32>
    memref.store %v02, %a[%c0, %c2] : memref<3x3xi32>
    memref.store %v10, %a[%c1, %c0] : memref<3x3xi32>
    memref.store %v11, %a[%c1, %c1] : memref<3x3xi32>
    memref.store %v12, %a[%c1, %c2] : memref<3x3xi32>
    memref.store %v20, %a[%c2, %c0] : memref<3x3xi32>
    memref.store %v21, %a[%c2, %c1] : memref<3x3xi32>
    memref.store %v22, %a[%c2, %c2] : memref<3x3xi32>
    call @tr(%a, %a) : (memref<3x3xi32>, memref<3x3xi32>) -> ()
    %p = memref.cast %a : memref<3x3xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
