// math_cf_grid: items 2 and 5 together. blocks (2,1,1) x threads (4,1,1); each work-item
// (g = gpu.global_id x) branches with cf.cond_br on the parity of its thread id:
//   odd:  f[g] = math.sqrt(g)           even: f[g] = math.floor(-0.75 * g)
//   -> f = -0 1 -2 1.73205 -3 2.23607 -5 2.64575
// and, on the join block, n[g] = maxui(remsi(g - 4, 3), 1):
//   remsi = -1 0 -2 -1 0 1 2 0 -> n = -1 1 -2 -1 1 1 2 1 (-1, -2 are the largest unsigned values).
// Beyond items 2 and 5. Expected output: CPU twin math_cf_grid.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @mix(%f : memref<8xf32>, %n : memref<8xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %g = gpu.global_id x
      %t = gpu.thread_id x
      %gi = arith.index_cast %g : index to i32
      %ti = arith.index_cast %t : index to i32
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
      gpu.return
    }
  }
  func.func @main() {
    %f = memref.alloc() : memref<8xf32>
    %n = memref.alloc() : memref<8xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@mix
        blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%f : memref<8xf32>, %n : memref<8xi32>)
    %pf = memref.cast %f : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%pf) : (memref<*xf32>) -> ()
    %pn = memref.cast %n : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%pn) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
