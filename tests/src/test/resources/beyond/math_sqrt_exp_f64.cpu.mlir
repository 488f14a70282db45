// CPU twin of math_sqrt_exp_f64.mlir (CPU-only MLIR; see README.md): the same host data;
// the kernel is func.func @sqrtexp with the same body (gpu.return -> return);
// each 1x1x1 launch is one call with the same arguments.
module {
  func.func @sqrtexp(%x : memref<4xf64>, %y : memref<4xf64>, %r : memref<2x4xf64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      %a = memref.load %x[%i] : memref<4xf64>
      %s = math.sqrt %a : f64
      memref.store %s, %r[%c0, %i] : memref<2x4xf64>
      %b = memref.load %y[%i] : memref<4xf64>
      %e = math.exp %b : f64
      memref.store %e, %r[%c1, %i] : memref<2x4xf64>
    }
    return

  }
  func.func @main() {
    %x = memref.alloc() : memref<4xf64>
    %y = memref.alloc() : memref<4xf64>
    %r = memref.alloc() : memref<2x4xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %x0 = arith.constant 2.0 : f64
    %x1 = arith.constant 1.0e-300 : f64
    %x2 = arith.constant 1.0e300 : f64
    %x3 = arith.constant 0.0625 : f64
    memref.store %x0, %x[%c0] : memref<4xf64>
    memref.store %x1, %x[%c1] : memref<4xf64>
    memref.store %x2, %x[%c2] : memref<4xf64>
    memref.store %x3, %x[%c3] : memref<4xf64>
    %y0 = arith.constant 1.0 : f64
    %y1 = arith.constant -700.0 : f64
    %y2 = arith.constant 700.0 : f64
    %y3 = arith.constant 0.5 : f64
    memref.store %y0, %y[%c0] : memref<4xf64>
    memref.store %y1, %y[%c1] : memref<4xf64>
    memref.store %y2, %y[%c2] : memref<4xf64>
    memref.store %y3, %y[%c3] : memref<4xf64>
    call @sqrtexp(%x, %y, %r) : (memref<4xf64>, memref<4xf64>, memref<2x4xf64>) -> ()
    %p_r = memref.cast %r : memref<2x4xf64> to memref<*xf64>
    call @printMemrefF64(%p_r) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF64(%m : memref<*xf64>) attributes {llvm.emit_c_interface}
}
