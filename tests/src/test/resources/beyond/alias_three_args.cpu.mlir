// CPU twin of alias_three_args.mlir: the kernel is func.func @tri with the same body; the 1x1x1
// launch is one call with the same arguments (%a three times: real aliasing).
module {
  func.func @tri(%x : memref<4xi32>, %y : memref<4xi32>, %z : memref<4xi32>, %w : memref<4xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %thousand = arith.constant 1000 : i32
    scf.for %i = %c0 to %c4 step %c1 {
      %a = memref.load %x[%i] : memref<4xi32>
      %a1 = arith.addi %a, %one : i32
      memref.store %a1, %x[%i] : memref<4xi32>
      %b = memref.load %y[%i] : memref<4xi32>
      %b1 = arith.muli %b, %ten : i32
      memref.store %b1, %y[%i] : memref<4xi32>
      %c = memref.load %z[%i] : memref<4xi32>
      %c1k = arith.addi %c, %thousand : i32
      memref.store %c1k, %w[%i] : memref<4xi32>
    }
    return
  }
  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %b = memref.alloc() : memref<4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %v1 = arith.constant 1 : i32
    %v2 = arith.constant 2 : i32
    %v3 = arith.constant 3 : i32
    %v4 = arith.constant 4 : i32
    memref.store %v1, %a[%c0] : memref<4xi32>
    memref.store %v2, %a[%c1] : memref<4xi32>
    memref.store %v3, %a[%c2] : memref<4xi32>
    memref.store %v4, %a[%c3] : memref<4xi32>
    call @tri(%a, %a, %a, %b) : (memref<4xi32>, memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
    %pa = memref.cast %a : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%pa) : (memref<*xi32>) -> ()
    %pb = memref.cast %b : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%pb) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
