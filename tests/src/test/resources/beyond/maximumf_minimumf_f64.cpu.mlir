// CPU twin of maximumf_minimumf_f64.mlir (CPU-only MLIR; see README.md): the same host data;
// the kernel is func.func @dmaxmin with the same body (gpu.return -> return);
// each 1x1x1 launch is one call with the same arguments.
module {
  func.func @dmaxmin(%a : memref<4xf64>, %b : memref<4xf64>, %r : memref<4x4xf64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0.0 : f64
    %sentinel = arith.constant -999.0 : f64
    scf.for %i = %c0 to %c4 step %c1 {
      %x = memref.load %a[%i] : memref<4xf64>
      %y = memref.load %b[%i] : memref<4xf64>
      %m0 = arith.maximumf %x, %y : f64
      %n0 = arith.cmpf une, %m0, %m0 : f64
      %r0 = arith.select %n0, %sentinel, %m0 : f64
      memref.store %r0, %r[%c0, %i] : memref<4x4xf64>
      %m1 = arith.minimumf %x, %y : f64
      %n1 = arith.cmpf une, %m1, %m1 : f64
      %r1 = arith.select %n1, %sentinel, %m1 : f64
      memref.store %r1, %r[%c1, %i] : memref<4x4xf64>
      %m2 = arith.maxnumf %x, %y : f64
      %z2 = arith.addf %m2, %zero : f64
      %n2 = arith.cmpf une, %z2, %z2 : f64
      %r2 = arith.select %n2, %sentinel, %z2 : f64
      memref.store %r2, %r[%c2, %i] : memref<4x4xf64>
      %m3 = arith.minnumf %x, %y : f64
      %z3 = arith.addf %m3, %zero : f64
      %n3 = arith.cmpf une, %z3, %z3 : f64
      %r3 = arith.select %n3, %sentinel, %z3 : f64
      memref.store %r3, %r[%c3, %i] : memref<4x4xf64>
    }
    return

  }
  func.func @main() {
    %a = memref.alloc() : memref<4xf64>
    %b = memref.alloc() : memref<4xf64>
    %r = memref.alloc() : memref<4x4xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %a0 = arith.constant 1.5 : f64
    %a1 = arith.constant -0.0 : f64
    %a2 = arith.constant 0xFFF0000000000000 : f64
    %a3 = arith.constant 0x7FF8000000000000 : f64
    memref.store %a0, %a[%c0] : memref<4xf64>
    memref.store %a1, %a[%c1] : memref<4xf64>
    memref.store %a2, %a[%c2] : memref<4xf64>
    memref.store %a3, %a[%c3] : memref<4xf64>
    %b0 = arith.constant -2.5 : f64
    %b1 = arith.constant 0.0 : f64
    %b2 = arith.constant 1.0e300 : f64
    %b3 = arith.constant 2.0 : f64
    memref.store %b0, %b[%c0] : memref<4xf64>
    memref.store %b1, %b[%c1] : memref<4xf64>
    memref.store %b2, %b[%c2] : memref<4xf64>
    memref.store %b3, %b[%c3] : memref<4xf64>
    call @dmaxmin(%a, %b, %r) : (memref<4xf64>, memref<4xf64>, memref<4x4xf64>) -> ()
    %p_r = memref.cast %r : memref<4x4xf64> to memref<*xf64>
    call @printMemrefF64(%p_r) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF64(%m : memref<*xf64>) attributes {llvm.emit_c_interface}
}
