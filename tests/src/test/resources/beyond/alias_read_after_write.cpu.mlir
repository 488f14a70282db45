// CPU twin of alias_read_after_write.mlir: the kernel is func.func @raw with the same body; each
// 1x1x1 launch is one call with the same arguments (the first passes %p twice: real aliasing).
module {
  func.func @raw(%a : memref<6xi32>, %b : memref<6xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %one = arith.constant 1 : i32
    scf.for %i = %c0 to %c6 step %c1 {
      %x = memref.load %a[%i] : memref<6xi32>
      %x2 = arith.addi %x, %x : i32
      memref.store %x2, %b[%i] : memref<6xi32>
      %y = memref.load %a[%i] : memref<6xi32>
      %y1 = arith.addi %y, %one : i32
      memref.store %y1, %a[%i] : memref<6xi32>
    }
    return
  }
  func.func @main() {
    %p = memref.alloc() : memref<6xi32>
    %q = memref.alloc() : memref<6xi32>
    %r = memref.alloc() : memref<6xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %v1 = arith.constant 1 : i32
    %v2 = arith.constant 2 : i32
    %v3 = arith.constant 3 : i32
    %v4 = arith.constant 4 : i32
    %v5 = arith.constant 5 : i32
    %v6 = arith.constant 6 : i32
    memref.store %v1, %p[%c0] : memref<6xi32>
    memref.store %v2, %p[%c1] : memref<6xi32>
    memref.store %v3, %p[%c2] : memref<6xi32>
    memref.store %v4, %p[%c3] : memref<6xi32>
    memref.store %v5, %p[%c4] : memref<6xi32>
    memref.store %v6, %p[%c5] : memref<6xi32>
    memref.store %v1, %q[%c0] : memref<6xi32>
    memref.store %v2, %q[%c1] : memref<6xi32>
    memref.store %v3, %q[%c2] : memref<6xi32>
    memref.store %v4, %q[%c3] : memref<6xi32>
    memref.store %v5, %q[%c4] : memref<6xi32>
    memref.store %v6, %q[%c5] : memref<6xi32>
    call @raw(%p, %p) : (memref<6xi32>, memref<6xi32>) -> ()
    call @raw(%q, %r) : (memref<6xi32>, memref<6xi32>) -> ()
    %pp = memref.cast %p : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%pp) : (memref<*xi32>) -> ()
    %pq = memref.cast %q : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%pq) : (memref<*xi32>) -> ()
    %pr = memref.cast %r : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%pr) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
