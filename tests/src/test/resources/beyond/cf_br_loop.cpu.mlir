// CPU twin of cf_br_loop.mlir (CPU-only MLIR; see README.md): the same host data;
// the kernel is func.func @tri with the same body (gpu.return -> return);
// each 1x1x1 launch is one call with the same arguments.
module {
  func.func @tri(%x : memref<8xi32>, %out : memref<8xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    cf.br ^outer(%c0 : index)
  ^outer(%i : index):
    %more = arith.cmpi slt, %i, %c8 : index
    cf.cond_br %more, ^body, ^done
  ^body:
    %n = memref.load %x[%i] : memref<8xi32>
    cf.br ^inner(%one, %zero : i32, i32)
  ^inner(%k : i32, %acc : i32):
    %le = arith.cmpi sle, %k, %n : i32
    cf.cond_br %le, ^step, ^store
  ^step:
    %acc2 = arith.addi %acc, %k : i32
    %k2 = arith.addi %k, %one : i32
    cf.br ^inner(%k2, %acc2 : i32, i32)
  ^store:
    memref.store %acc, %out[%i] : memref<8xi32>
    %i2 = arith.addi %i, %c1 : index
    cf.br ^outer(%i2 : index)
  ^done:
    return

  }
  func.func @main() {
    %x = memref.alloc() : memref<8xi32>
    %out = memref.alloc() : memref<8xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %x0 = arith.constant 0 : i32
    %x1 = arith.constant 1 : i32
    %x2 = arith.constant 2 : i32
    %x3 = arith.constant 3 : i32
    %x4 = arith.constant 4 : i32
    %x5 = arith.constant 10 : i32
    %x6 = arith.constant -5 : i32
    %x7 = arith.constant 100 : i32
    memref.store %x0, %x[%c0] : memref<8xi32>
    memref.store %x1, %x[%c1] : memref<8xi32>
    memref.store %x2, %x[%c2] : memref<8xi32>
    memref.store %x3, %x[%c3] : memref<8xi32>
    memref.store %x4, %x[%c4] : memref<8xi32>
    memref.store %x5, %x[%c5] : memref<8xi32>
    memref.store %x6, %x[%c6] : memref<8xi32>
    memref.store %x7, %x[%c7] : memref<8xi32>
    call @tri(%x, %out) : (memref<8xi32>, memref<8xi32>) -> ()
    %p_out = memref.cast %out : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%p_out) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
