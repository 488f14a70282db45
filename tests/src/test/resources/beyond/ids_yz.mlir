// ids_yz: a grid that is 1 wide in x: blocks (1,2,3) x threads (1,2,2); the global grid is
// 1 x 4 x 6, so y and z must not be confused with x (or with each other). Each work-item writes
//   pos[gz][gy] = gz*10 + gy + 1000*gx             (gx is always 0)
//   ids[gz][gy] = by*1000 + bz*100 + ty*10 + tz
// e.g. pos[5][3] = 53, ids[5][3] = 1211 (by=1, bz=2, ty=1, tz=1).
// Beyond item 2. Expected output: CPU twin ids_yz.cpu.mlir.
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @yz(%pos : memref<6x4xi32>, %ids : memref<6x4xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 2, 2]>} {
      %gx = gpu.global_id x
      %gy = gpu.global_id y
      %gz = gpu.global_id z
      %by = gpu.block_id y
      %bz = gpu.block_id z
      %ty = gpu.thread_id y
      %tz = gpu.thread_id z
      %c10 = arith.constant 10 : index
      %c100 = arith.constant 100 : index
      %c1000 = arith.constant 1000 : index
      %p1 = arith.muli %gz, %c10 : index
      %p2 = arith.addi %p1, %gy : index
      %p3 = arith.muli %gx, %c1000 : index
      %p4 = arith.addi %p2, %p3 : index
      %pv = arith.index_cast %p4 : index to i32
      memref.store %pv, %pos[%gz, %gy] : memref<6x4xi32>
      %i1 = arith.muli %by, %c1000 : index
      %i2 = arith.muli %bz, %c100 : index
      %i3 = arith.muli %ty, %c10 : index
      %i4 = arith.addi %i1, %i2 : index
      %i5 = arith.addi %i4, %i3 : index
      %i6 = arith.addi %i5, %tz : index
      %iv = arith.index_cast %i6 : index to i32
      memref.store %iv, %ids[%gz, %gy] : memref<6x4xi32>
      gpu.return
    }
  }
  func.func @main() {
    %pos = memref.alloc() : memref<6x4xi32>
    %ids = memref.alloc() : memref<6x4xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    gpu.launch_func @kernels::@yz
        blocks in (%c1, %c2, %c3) threads in (%c1, %c2, %c2)
        args(%pos : memref<6x4xi32>, %ids : memref<6x4xi32>)
    %p = memref.cast %pos : memref<6x4xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    %q = memref.cast %ids : memref<6x4xi32> to memref<*xi32>
    call @printMemrefI32(%q) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%m : memref<*xi32>) attributes {llvm.emit_c_interface}
}
