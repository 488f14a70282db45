// CPU twin of maximumf_minimumf_f32.mlir (CPU-only MLIR; see README.md): the same host data;
// the kernel is func.func @fmaxmin with the same body (gpu.return -> return);
// each 1x1x1 launch is one call with the same arguments.
module {
  func.func @fmaxmin(%a : memref<8xf32>, %b : memref<8xf32>, %r : memref<4x8xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0.0 : f32
    %sentinel = arith.constant -999.0 : f32
    scf.for %i = %c0 to %c8 step %c1 {
      %x = memref.load %a[%i] : memref<8xf32>
      %y = memref.load %b[%i] : memref<8xf32>
      %m0 = arith.maximumf %x, %y : f32
      %n0 = arith.cmpf une, %m0, %m0 : f32
      %r0 = arith.select %n0, %sentinel, %m0 : f32
      memref.store %r0, %r[%c0, %i] : memref<4x8xf32>
      %m1 = arith.minimumf %x, %y : f32
      %n1 = arith.cmpf une, %m1, %m1 : f32
      %r1 = arith.select %n1, %sentinel, %m1 : f32
      memref.store %r1, %r[%c1, %i] : memref<4x8xf32>
      %m2 = arith.maxnumf %x, %y : f32
      %z2 = arith.addf %m2, %zero : f32
      %n2 = arith.cmpf une, %z2, %z2 : f32
      %r2 = arith.select %n2, %sentinel, %z2 : f32
      memref.store %r2, %r[%c2, %i] : memref<4x8xf32>
      %m3 = arith.minnumf %x, %y : f32
      %z3 = arith.addf %m3, %zero : f32
      %n3 = arith.cmpf une, %z3, %z3 : f32
      %r3 = arith.select %n3, %sentinel, %z3 : f32
      memref.store %r3, %r[%c3, %i] : memref<4x8xf32>
    }
    return

  }
  func.func @main() {
    %a = memref.alloc() : memref<8xf32>
    %b = memref.alloc() : memref<8xf32>
    %r = memref.alloc() : memref<4x8xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %a0 = arith.constant 1.0 : f32
    %a1 = arith.constant 2.0 : f32
    %a2 = arith.constant -0.0 : f32
    %a3 = arith.constant 0.0 : f32
    %a4 = arith.constant 0xFF800000 : f32
    %a5 = arith.constant 0x7F800000 : f32
    %a6 = arith.constant 0x7FC00000 : f32
    %a7 = arith.constant 1.0 : f32
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
    %b2 = arith.constant 0.0 : f32
    %b3 = arith.constant -0.0 : f32
    %b4 = arith.constant 3.0 : f32
    %b5 = arith.constant -5.0 : f32
    %b6 = arith.constant 1.0 : f32
    %b7 = arith.constant 0x7FC00000 : f32
    memref.store %b0, %b[%c0] : memref<8xf32>
    memref.store %b1, %b[%c1] : memref<8xf32>
    memref.store %b2, %b[%c2] : memref<8xf32>
    memref.store %b3, %b[%c3] : memref<8xf32>
    memref.store %b4, %b[%c4] : memref<8xf32>
    memref.store %b5, %b[%c5] : memref<8xf32>
    memref.store %b6, %b[%c6] : memref<8xf32>
    memref.store %b7, %b[%c7] : memref<8xf32>
    call @fmaxmin(%a, %b, %r) : (memref<8xf32>, memref<8xf32>, memref<4x8xf32>) -> ()
    %p_r = memref.cast %r : memref<4x8xf32> to memref<*xf32>
    call @printMemrefF32(%p_r) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
