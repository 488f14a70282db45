// CPU twin of math_sqrt_exp_f32.mlir (CPU-only MLIR; see README.md): the same host data;
// the kernel is func.func @sqrtexp with the same body (gpu.return -> return);
// each 1x1x1 launch is one call with the same arguments.
module {
  func.func @sqrtexp(%x : memref<8xf32>, %y : memref<8xf32>, %r : memref<2x8xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %sentinel = arith.constant -999.0 : f32
    scf.for %i = %c0 to %c8 step %c1 {
      %a = memref.load %x[%i] : memref<8xf32>
      %s = math.sqrt %a : f32
      %n = arith.cmpf une, %s, %s : f32
      %s2 = arith.select %n, %sentinel, %s : f32
      memref.store %s2, %r[%c0, %i] : memref<2x8xf32>
      %b = memref.load %y[%i] : memref<8xf32>
      %e = math.exp %b : f32
      memref.store %e, %r[%c1, %i] : memref<2x8xf32>
    }
    return

  }
  func.func @main() {
    %x = memref.alloc() : memref<8xf32>
    %y = memref.alloc() : memref<8xf32>
    %r = memref.alloc() : memref<2x8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %x0 = arith.constant 0.0 : f32
    %x1 = arith.constant 1.0 : f32
    %x2 = arith.constant 2.0 : f32
    %x3 = arith.constant 16.0 : f32
    %x4 = arith.constant -0.0 : f32
    %x5 = arith.constant 1.0e10 : f32
    %x6 = arith.constant 0x7F800000 : f32
    %x7 = arith.constant -4.0 : f32
    memref.store %x0, %x[%c0] : memref<8xf32>
    memref.store %x1, %x[%c1] : memref<8xf32>
    memref.store %x2, %x[%c2] : memref<8xf32>
    memref.store %x3, %x[%c3] : memref<8xf32>
    memref.store %x4, %x[%c4] : memref<8xf32>
    memref.store %x5, %x[%c5] : memref<8xf32>
    memref.store %x6, %x[%c6] : memref<8xf32>
    memref.store %x7, %x[%c7] : memref<8xf32>
    %y0 = arith.constant 0.0 : f32
    %y1 = arith.constant 1.0 : f32
    %y2 = arith.constant -1.0 : f32
    %y3 = arith.constant 10.0 : f32
    %y4 = arith.constant -20.0 : f32
    %y5 = arith.constant 88.0 : f32
    %y6 = arith.constant 89.0 : f32
    %y7 = arith.constant 0xFF800000 : f32
    memref.store %y0, %y[%c0] : memref<8xf32>
    memref.store %y1, %y[%c1] : memref<8xf32>
    memref.store %y2, %y[%c2] : memref<8xf32>
    memref.store %y3, %y[%c3] : memref<8xf32>
    memref.store %y4, %y[%c4] : memref<8xf32>
    memref.store %y5, %y[%c5] : memref<8xf32>
    memref.store %y6, %y[%c6] : memref<8xf32>
    memref.store %y7, %y[%c7] : memref<8xf32>
    call @sqrtexp(%x, %y, %r) : (memref<8xf32>, memref<8xf32>, memref<2x8xf32>) -> ()
    %p_r = memref.cast %r : memref<2x8xf32> to memref<*xf32>
    call @printMemrefF32(%p_r) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
