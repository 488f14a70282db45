// CPU twin of alias_in_place_add.mlir: the kernel is func.func @dbl with the same body; each
// 1x1x1 launch is one call with the same arguments (the first passes %a twice: real aliasing).
module {
  func.func @dbl(%out : memref<8xi32>, %in : memref<8xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {
      %x = memref.load %in[%i] : memref<8xi32>
      %y = arith.addi %x, %x : i32
      memref.store %y, %out[%i] : memref<8xi32>
    }
    return
  }
  func.func @main() {
    %a = memref.alloc() : memref<8xi32>
    %b = memref.alloc() : memref<8xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %v1 = arith.constant 1 : i32
    %v2 = arith.constant 2 : i32
    %v3 = arith.constant 3 : i32
    %v4 = arith.constant 4 : i32
    %v5 = arith.constant 5 : i32
    %v6 = arith.constant 6 : i32
    %v7 = arith.constant 7 : i32
    %v8 = arith.constant 8 : i32
    memref.store %v1, %a[%c0] : memref<8xi32>
    memref.store %v2, %a[%c1] : memref<8xi32>
    memref.store %v3, %a[%c2] : memref<8xi32>
    memref.store %v4, %a[%c3] : memref<8xi32>
    memref.store %v5, %a[%c4] : memref<8xi32>
    memref.store %v6, %a[%c5] : memref<8xi32>
    memref.store %v7, %a[%c6] : memref<8xi32>
    memref.store %v8, %a[%c7] : memref<8xi32>
    call @dbl(%a, %a) : (memref<8xi32>, memref<8xi32>) -> ()
    call @dbl(%b, %a) : (memref<8xi32>, memref<8xi32>) -> ()
    %pa = memref.cast %a : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%pa) : (memref<*xi32>) -> ()
    %pb = memref.cast %b : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%pb) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
