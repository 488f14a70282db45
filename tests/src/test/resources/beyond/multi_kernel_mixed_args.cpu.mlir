// CPU twin of multi_kernel_mixed_args.mlir: @M::@k is func.func @M_k with the same body; each
// 1x1x1 launch is one call with the same arguments, in the same order.
module {
  func.func @conv_iota_i32(%a : memref<8xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {
      %v = arith.index_cast %i : index to i32
      memref.store %v, %a[%i] : memref<8xi32>
    }
    return
  }
  func.func @conv_to_f32(%a : memref<8xi32>, %f : memref<8xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {
      %x = memref.load %a[%i] : memref<8xi32>
      %y = arith.sitofp %x : i32 to f32
      memref.store %y, %f[%i] : memref<8xf32>
    }
    return
  }
  func.func @conv_halve(%f : memref<8xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %half = arith.constant 0.5 : f32
    scf.for %i = %c0 to %c8 step %c1 {
      %x = memref.load %f[%i] : memref<8xf32>
      %y = arith.mulf %x, %half : f32
      memref.store %y, %f[%i] : memref<8xf32>
    }
    return
  }
  func.func @red_sum_pairs(%f : memref<8xf32>, %s : memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    scf.for %j = %c0 to %c4 step %c1 {
      %i0 = arith.muli %j, %c2 : index
      %i1 = arith.addi %i0, %c1 : index
      %x = memref.load %f[%i0] : memref<8xf32>
      %y = memref.load %f[%i1] : memref<8xf32>
      %z = arith.addf %x, %y : f32
      memref.store %z, %s[%j] : memref<4xf32>
    }
    return
  }
  func.func @red_negate(%a : memref<8xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0 : i32
    scf.for %i = %c0 to %c8 step %c1 {
      %x = memref.load %a[%i] : memref<8xi32>
      %y = arith.subi %zero, %x : i32
      memref.store %y, %a[%i] : memref<8xi32>
    }
    return
  }
  func.func @main() {
    %a = memref.alloc() : memref<8xi32>
    %f = memref.alloc() : memref<8xf32>
    %s = memref.alloc() : memref<4xf32>
    call @conv_iota_i32(%a) : (memref<8xi32>) -> ()
    call @conv_to_f32(%a, %f) : (memref<8xi32>, memref<8xf32>) -> ()
    call @conv_halve(%f) : (memref<8xf32>) -> ()
    call @red_sum_pairs(%f, %s) : (memref<8xf32>, memref<4xf32>) -> ()
    call @conv_halve(%f) : (memref<8xf32>) -> ()
    call @red_negate(%a) : (memref<8xi32>) -> ()
    %pa = memref.cast %a : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%pa) : (memref<*xi32>) -> ()
    %pf = memref.cast %f : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%pf) : (memref<*xf32>) -> ()
    %ps = memref.cast %s : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%ps) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
