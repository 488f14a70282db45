// CPU twin of math_cf_grid.mlir. The kernel is func.func @mix taking its ids as index arguments
// (gpu.global_id x = block_id x * block_dim x + thread_id x), body otherwise the same; @main runs
// it once per work-item of blocks (2,1,1) x threads (4,1,1).
module {
  func.func @mix(%bx : index, %by : index, %bz : index, %tx : index, %ty : index, %tz : index,
                 %bdx : index, %bdy : index, %bdz : index, %gdx : index, %gdy : index, %gdz : index,
                 %f : memref<8xf32>, %n : memref<8xi32>) {
    %g0 = arith.muli %bx, %bdx : index
    %g = arith.addi %g0, %tx : index
    %gi = arith.index_cast %g : index to i32
    %ti = arith.index_cast %tx : index to i32
    %gf = arith.sitofp %gi : i32 to f32
    %one = arith.constant 1 : i32
    %par = arith.andi %ti, %one : i32
    %odd = arith.cmpi eq, %par, %one : i32
    cf.cond_br %odd, ^odd, ^even
  ^odd:
    %s = math.sqrt %gf : f32
    cf.br ^join(%s : f32)
  ^even:
    %k = arith.constant -0.75 : f32
    %m = arith.mulf %k, %gf : f32
    %fl = math.floor %m : f32
    cf.br ^join(%fl : f32)
  ^join(%r : f32):
    memref.store %r, %f[%g] : memref<8xf32>
    %four = arith.constant 4 : i32
    %three = arith.constant 3 : i32
    %d = arith.subi %gi, %four : i32
    %q = arith.remsi %d, %three : i32
    %u = arith.maxui %q, %one : i32
    memref.store %u, %n[%g] : memref<8xi32>
    return
  }
  func.func @main() {
    %f = memref.alloc() : memref<8xf32>
    %n = memref.alloc() : memref<8xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    // grid (2,1,1), block (4,1,1)
    scf.for %bx = %c0 to %c2 step %c1 {
      scf.for %tx = %c0 to %c4 step %c1 {
        func.call @mix(%bx, %c0, %c0, %tx, %c0, %c0, %c4, %c1, %c1, %c2, %c1, %c1, %f, %n)
          : (index, index, index, index, index, index, index, index, index, index, index, index,
             memref<8xf32>, memref<8xi32>) -> ()
      }
    }
    %pf = memref.cast %f : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%pf) : (memref<*xf32>) -> ()
    %pn = memref.cast %n : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%pn) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
