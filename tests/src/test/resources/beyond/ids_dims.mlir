// ids_dims: gpu.block_dim and gpu.grid_dim in x, y, z with blocks (3,2,1) x threads (2,2,2) =
// 48 work-items (global grid 6 x 4 x 2). Each work-item, at its flattened global position
// P = gz*24 + gy*6 + gx (with 24 = Gx*Gy, Gx = gdx*bdx = 6, Gy = gdy*bdy = 4, computed from the
// dims), writes
//   dims[P] = gdx*100000 + gdy*10000 + gdz*1000 + bdx*100 + bdy*10 + bdz  (= 321222 everywhere)
//   num[P]  = ((bz*gdy + by)*gdx + bx) * (bdx*bdy*bdz) + (tz*bdy + ty)*bdx + tx
//             (its block-major work-item number: a permutation of 0..47).
// Beyond item 2. Expected output: CPU twin ids_dims.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @dims(%dims : memref<48xi32>, %num : memref<48xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 2, 2]>} {
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
      %gdz = gpu.grid_dim z
      %gx = gpu.global_id x
      %gy = gpu.global_id y
      %gz = gpu.global_id z
      %c10 = arith.constant 10 : index
      %c100 = arith.constant 100 : index
      %c1000 = arith.constant 1000 : index
      %c10000 = arith.constant 10000 : index
      %c100000 = arith.constant 100000 : index
      // flattened global position
      %Gx = arith.muli %gdx, %bdx : index
      %Gy = arith.muli %gdy, %bdy : index
      %Gxy = arith.muli %Gx, %Gy : index
      %q1 = arith.muli %gz, %Gxy : index
      %q2 = arith.muli %gy, %Gx : index
      %q3 = arith.addi %q1, %q2 : index
      %P = arith.addi %q3, %gx : index
      // dims encoding
      %d1 = arith.muli %gdx, %c100000 : index
      %d2 = arith.muli %gdy, %c10000 : index
      %d3 = arith.muli %gdz, %c1000 : index
      %d4 = arith.muli %bdx, %c100 : index
      %d5 = arith.muli %bdy, %c10 : index
      %e1 = arith.addi %d1, %d2 : index
      %e2 = arith.addi %e1, %d3 : index
      %e3 = arith.addi %e2, %d4 : index
      %e4 = arith.addi %e3, %d5 : index
      %e5 = arith.addi %e4, %bdz : index
      %dv = arith.index_cast %e5 : index to i32
      memref.store %dv, %dims[%P] : memref<48xi32>
      // block-major work-item number
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
      %nv = arith.index_cast %L : index to i32
      memref.store %nv, %num[%P] : memref<48xi32>
      gpu.return
    }
  }
  func.func @main() {
    %dims = memref.alloc() : memref<48xi32>
    %num = memref.alloc() : memref<48xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    gpu.launch_func @kernels::@dims
        blocks in (%c3, %c2, %c1) threads in (%c2, %c2, %c2)
        args(%dims : memref<48xi32>, %num : memref<48xi32>)
    %p = memref.cast %dims : memref<48xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    %q = memref.cast %num : memref<48xi32> to memref<*xi32>
    call @printMemrefI32(%q) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
