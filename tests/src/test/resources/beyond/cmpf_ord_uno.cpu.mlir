// CPU twin of cmpf_ord_uno.mlir (CPU-only MLIR; see README.md): the same host data;
// the kernel is func.func @ordered with the same body (gpu.return -> return);
// each 1x1x1 launch is one call with the same arguments.
module {
  func.func @ordered(%a : memref<8xf32>, %b : memref<8xf32>, %r : memref<2x8xi32>, %A : memref<4xf64>, %B : memref<4xf64>, %R : memref<2x4xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {
      %x = memref.load %a[%i] : memref<8xf32>
      %y = memref.load %b[%i] : memref<8xf32>
      %o = arith.cmpf ord, %x, %y : f32
      %u = arith.cmpf uno, %x, %y : f32
      %oi = arith.extui %o : i1 to i32
      %ui = arith.extui %u : i1 to i32
      memref.store %oi, %r[%c0, %i] : memref<2x8xi32>
      memref.store %ui, %r[%c1, %i] : memref<2x8xi32>
    }
    scf.for %i = %c0 to %c4 step %c1 {
      %x = memref.load %A[%i] : memref<4xf64>
      %y = memref.load %B[%i] : memref<4xf64>
      %o = arith.cmpf ord, %x, %y : f64
      %u = arith.cmpf uno, %x, %y : f64
      %oi = arith.extui %o : i1 to i32
      %ui = arith.extui %u : i1 to i32
      memref.store %oi, %R[%c0, %i] : memref<2x4xi32>
      memref.store %ui, %R[%c1, %i] : memref<2x4xi32>
    }
    return

  }
  func.func @main() {
    %a = memref.alloc() : memref<8xf32>
    %b = memref.alloc() : memref<8xf32>
    %r = memref.alloc() : memref<2x8xi32>
    %A = memref.alloc() : memref<4xf64>
    %B = memref.alloc() : memref<4xf64>
    %R = memref.alloc() : memref<2x4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %a0 = arith.constant 1.0 : f32
    %a1 = arith.constant 0x7FC00000 : f32
    %a2 = arith.constant 1.0 : f32
    %a3 = arith.constant 0x7FC00000 : f32
    %a4 = arith.constant 0x7F800000 : f32
    %a5 = arith.constant 0.0 : f32
    %a6 = arith.constant 0xFF800000 : f32
    %a7 = arith.constant 2.0 : f32
    memref.store %a0, %a[%c0] : memref<8xf32>
    memref.store %a1, %a[%c1] : memref<8xf32>
    memref.store %a2, %a[%c2] : memref<8xf32>
    memref.store %a3, %a[%c3] : memref<8xf32>
    memref.store %a4, %a[%c4] : memref<8xf32>
    memref.store %a5, %a[%c5] : memref<8xf32>
    memref.store %a6, %a[%c6] : memref<8xf32>
    memref.store %a7, %a[%c7] : memref<8xf32>
    %b0 = arith.constant 2.0 : f32
    %b1 = arith.constant 1.0 : f32
    %b2 = arith.constant 0x7FC00000 : f32
    %b3 = arith.constant 0x7FC00000 : f32
    %b4 = arith.constant 0xFF800000 : f32
    %b5 = arith.constant -0.0 : f32
    %b6 = arith.constant 0xFF800000 : f32
    %b7 = arith.constant 2.0 : f32
    memref.store %b0, %b[%c0] : memref<8xf32>
    memref.store %b1, %b[%c1] : memref<8xf32>
    memref.store %b2, %b[%c2] : memref<8xf32>
    memref.store %b3, %b[%c3] : memref<8xf32>
    memref.store %b4, %b[%c4] : memref<8xf32>
    memref.store %b5, %b[%c5] : memref<8xf32>
    memref.store %b6, %b[%c6] : memref<8xf32>
    memref.store %b7, %b[%c7] : memref<8xf32>
    %A0 = arith.constant 0x7FF8000000000000 : f64
    %A1 = arith.constant 1.0 : f64
    %A2 = arith.constant -0.0 : f64
    %A3 = arith.constant 0x7FF0000000000000 : f64
    memref.store %A0, %A[%c0] : memref<4xf64>
    memref.store %A1, %A[%c1] : memref<4xf64>
    memref.store %A2, %A[%c2] : memref<4xf64>
    memref.store %A3, %A[%c3] : memref<4xf64>
    %B0 = arith.constant 1.0 : f64
    %B1 = arith.constant 1.0 : f64
    %B2 = arith.constant 0x7FF8000000000000 : f64
    %B3 = arith.constant 5.0 : f64
    memref.store %B0, %B[%c0] : memref<4xf64>
    memref.store %B1, %B[%c1] : memref<4xf64>
    memref.store %B2, %B[%c2] : memref<4xf64>
    memref.store %B3, %B[%c3] : memref<4xf64>
    call @ordered(%a, %b, %r, %A, %B, %R) : (memref<8xf32>, memref<8xf32>, memref<2x8xi32>, memref<4xf64>, memref<4xf64>, memref<2x4xi32>) -> ()
    %p_r = memref.cast %r : memref<2x8xi32> to memref<*xi32>
    call @printMemrefI32(%p_r) : (memref<*xi32>) -> ()
    %p_R = memref.cast %R : memref<2x4xi32> to memref<*xi32>
    call @printMemrefI32(%p_R) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
