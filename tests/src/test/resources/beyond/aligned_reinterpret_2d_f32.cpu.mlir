// CPU twin of aligned_reinterpret_2d_f32.mlir: the same aligned allocation, host stores and
// reinterpret_cast; the kernel is func.func @rows with the same body; the 1x1x1 launch is one call.
module {
  func.func @rows(%m : memref<2x4xf32, strided<[4, 1], offset: 4>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %two = arith.constant 2.0 : f32
    scf.for %r = %c0 to %c2 step %c1 {
      scf.for %c = %c0 to %c4 step %c1 {
        %x = memref.load %m[%r, %c] : memref<2x4xf32, strided<[4, 1], offset: 4>>
        %x2 = arith.mulf %x, %two : f32
        %k0 = arith.muli %r, %c10 : index
        %k1 = arith.addi %k0, %c : index
        %ki = arith.index_cast %k1 : index to i32
        %kf = arith.sitofp %ki : i32 to f32
        %y = arith.addf %x2, %kf : f32
        memref.store %y, %m[%r, %c] : memref<2x4xf32, strided<[4, 1], offset: 4>>
      }
    }
    return
  }
  func.func @main() {
    %base = memref.alloc() {alignment = 4096} : memref<12xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c10 = arith.constant 10 : index
    %c11 = arith.constant 11 : index
    %f0 = arith.constant 0.5 : f32
    %f1 = arith.constant 1.5 : f32
    %f2 = arith.constant 2.5 : f32
    %f3 = arith.constant 3.5 : f32
    %f4 = arith.constant 4.5 : f32
    %f5 = arith.constant 5.5 : f32
    %f6 = arith.constant 6.5 : f32
    %f7 = arith.constant 7.5 : f32
    %f8 = arith.constant 8.5 : f32
    %f9 = arith.constant 9.5 : f32
    %f10 = arith.constant 10.5 : f32
    %f11 = arith.constant 11.5 : f32
    memref.store %f0, %base[%c0] : memref<12xf32>
    memref.store %f1, %base[%c1] : memref<12xf32>
    memref.store %f2, %base[%c2] : memref<12xf32>
    memref.store %f3, %base[%c3] : memref<12xf32>
    memref.store %f4, %base[%c4] : memref<12xf32>
    memref.store %f5, %base[%c5] : memref<12xf32>
    memref.store %f6, %base[%c6] : memref<12xf32>
    memref.store %f7, %base[%c7] : memref<12xf32>
    memref.store %f8, %base[%c8] : memref<12xf32>
    memref.store %f9, %base[%c9] : memref<12xf32>
    memref.store %f10, %base[%c10] : memref<12xf32>
    memref.store %f11, %base[%c11] : memref<12xf32>
    %m = memref.reinterpret_cast %base to offset: [4], sizes: [2, 4], strides: [4, 1]
        : memref<12xf32> to memref<2x4xf32, strided<[4, 1], offset: 4>>
    call @rows(%m) : (memref<2x4xf32, strided<[4, 1], offset: 4>>) -> ()
    %pb = memref.cast %base : memref<12xf32> to memref<*xf32>
    call @printMemrefF32(%pb) : (memref<*xf32>) -> ()
    %pm = memref.cast %m : memref<2x4xf32, strided<[4, 1], offset: 4>> to memref<*xf32>
    call @printMemrefF32(%pm) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
