// ids_2d_memref: a 2-D grid, blocks (2,3,1) x threads (4,2,1) = 48 work-items covering a 6x8
// (rows = y, columns = x) index space; every work-item writes its own element of two 2-D buffers:
//   out[gy][gx] = gy*100 + gx                                    (gpu.global_id y, x)
//   f[by*bdy + ty][bx*bdx + tx] = (bx*10 + by) + (tx*10 + ty) * 0.125   (f32; block/thread ids)
// e.g. f[5][7] (bx=1, by=2, tx=3, ty=1) = 12 + 31 * 0.125 = 15.875.
// Beyond item 2. Expected output: CPU twin ids_2d_memref.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @grid2(%out : memref<6x8xi32>, %f : memref<6x8xf32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 2, 1]>} {
      %gx = gpu.global_id x
      %gy = gpu.global_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bdx = gpu.block_dim x
      %bdy = gpu.block_dim y
      %c10 = arith.constant 10 : index
      %c100 = arith.constant 100 : index
      %eighth = arith.constant 0.125 : f32
      %o1 = arith.muli %gy, %c100 : index
      %o2 = arith.addi %o1, %gx : index
      %ov = arith.index_cast %o2 : index to i32
      memref.store %ov, %out[%gy, %gx] : memref<6x8xi32>
      %r0 = arith.muli %by, %bdy : index
      %row = arith.addi %r0, %ty : index
      %k0 = arith.muli %bx, %bdx : index
      %col = arith.addi %k0, %tx : index
      %e1 = arith.muli %bx, %c10 : index
      %e2 = arith.addi %e1, %by : index
      %e3 = arith.muli %tx, %c10 : index
      %e4 = arith.addi %e3, %ty : index
      %i2 = arith.index_cast %e2 : index to i32
      %i4 = arith.index_cast %e4 : index to i32
      %f2 = arith.sitofp %i2 : i32 to f32
      %f4 = arith.sitofp %i4 : i32 to f32
      %f5 = arith.mulf %f4, %eighth : f32
      %fv = arith.addf %f2, %f5 : f32
      memref.store %fv, %f[%row, %col] : memref<6x8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %out = memref.alloc() : memref<6x8xi32>
    %f = memref.alloc() : memref<6x8xf32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@grid2
        blocks in (%c2, %c3, %c1) threads in (%c4, %c2, %c1)
        args(%out : memref<6x8xi32>, %f : memref<6x8xf32>)
    %p = memref.cast %out : memref<6x8xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    %q = memref.cast %f : memref<6x8xf32> to memref<*xf32>
    call @printMemrefF32(%q) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(%m : memref<*xf32>) attributes {llvm.emit_c_interface}
}
