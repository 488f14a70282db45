// ids_3d_grid: blocks (2,3,1) x threads (3,2,2) = 72 work-items; the global grid is 6 x 6 x 2
// (x, y, z). Each work-item writes its own element of three buffers:
//   ob[gz][gy][gx] = bz*100 + by*10 + bx      (block ids)
//   ot[gz][gy][gx] = tz*100 + ty*10 + tx      (thread ids)
//   lin[L] = gz*36 + gy*6 + gx, where L = ((bz*gdy + by)*gdx + bx) * (bdx*bdy*bdz)
//            + (tz*bdy + ty)*bdx + tx is the work-item's block-major number (uses all dims).
// (gx, gy, gz = gpu.global_id; bx.. = block_id; tx.. = thread_id; bdx.. = block_dim; gdx.. = grid_dim.)
// Beyond item 2. Expected output: CPU twin ids_3d_grid.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @grid3(%ob : memref<2x6x6xi32>, %ot : memref<2x6x6xi32>, %lin : memref<72xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [3, 2, 2]>} {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bz = gpu.block_id z
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %tz = gpu.thread_id z
      %bdx = gpu.block_dim x
      %bdy = gpu.block_dim y
      %bdz = gpu.block_dim z
      %gdx = gpu.grid_dim x
      %gdy = gpu.grid_dim y
      %gx = gpu.global_id x
      %gy = gpu.global_id y
      %gz = gpu.global_id z
      %c6 = arith.constant 6 : index
      %c10 = arith.constant 10 : index
      %c36 = arith.constant 36 : index
      %c100 = arith.constant 100 : index
      // block and thread encodings
      %b1 = arith.muli %bz, %c100 : index
      %b2 = arith.muli %by, %c10 : index
      %b3 = arith.addi %b1, %b2 : index
      %b4 = arith.addi %b3, %bx : index
      %bv = arith.index_cast %b4 : index to i32
      memref.store %bv, %ob[%gz, %gy, %gx] : memref<2x6x6xi32>
      %t1 = arith.muli %tz, %c100 : index
      %t2 = arith.muli %ty, %c10 : index
      %t3 = arith.addi %t1, %t2 : index
      %t4 = arith.addi %t3, %tx : index
      %tv = arith.index_cast %t4 : index to i32
      memref.store %tv, %ot[%gz, %gy, %gx] : memref<2x6x6xi32>
      // block-major work-item number L and flattened global position
      %l1 = arith.muli %bz, %gdy : index
      %l2 = arith.addi %l1, %by : index
      %l3 = arith.muli %l2, %gdx : index
      %blk = arith.addi %l3, %bx : index
      %s1 = arith.muli %bdx, %bdy : index
      %bsize = arith.muli %s1, %bdz : index
      %l4 = arith.muli %tz, %bdy : index
      %l5 = arith.addi %l4, %ty : index
      %l6 = arith.muli %l5, %bdx : index
      %thr = arith.addi %l6, %tx : index
      %l7 = arith.muli %blk, %bsize : index
      %L = arith.addi %l7, %thr : index
      %p1 = arith.muli %gz, %c36 : index
      %p2 = arith.muli %gy, %c6 : index
      %p3 = arith.addi %p1, %p2 : index
      %p4 = arith.addi %p3, %gx : index
      %pv = arith.index_cast %p4 : index to i32
      memref.store %pv, %lin[%L] : memref<72xi32>
      gpu.return
    }
  }
  func.func @main() {
    %ob = memref.alloc() : memref<2x6x6xi32>
    %ot = memref.alloc() : memref<2x6x6xi32>
    %lin = memref.alloc() : memref<72xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    gpu.launch_func @kernels::@grid3
        blocks in (%c2, %c3, %c1) threads in (%c3, %c2, %c2)
        args(%ob : memref<2x6x6xi32>, %ot : memref<2x6x6xi32>, %lin : memref<72xi32>)
    %p = memref.cast %ob : memref<2x6x6xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    %q = memref.cast %ot : memref<2x6x6xi32> to memref<*xi32>
    call @printMemrefI32(%q) : (memref<*xi32>) -> ()
    %r = memref.cast %lin : memref<72xi32> to memref<*xi32>
    call @printMemrefI32(%r) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
