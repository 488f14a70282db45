// The gpu id ops in kernels (rw's GpuIdsStagesTest): every op in x, y and z, gpu.block_dim from
// the workgroup size (kernel @ids) and, without one, from the WorkgroupSize builtin (kernel
// @nosize, in a second module). Expected files: mlir-opt-22 (see README.md).
module attributes {
  gpu.container_module,
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  gpu.module @kernels {
    gpu.func @ids(%out : memref<16xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 3, 1]>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bz = gpu.block_id z
      %gx = gpu.global_id x
      %nx = gpu.grid_dim x
      %ny = gpu.grid_dim y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %a = arith.muli %ty, %dx : index
      %b = arith.addi %a, %tx : index
      %c = arith.addi %b, %nx : index
      %d = arith.addi %c, %ny : index
      %e = arith.addi %d, %bz : index
      %f = arith.addi %e, %dy : index
      %v = arith.index_cast %f : index to i32
      memref.store %v, %out[%gx] : memref<16xi32>
      gpu.return
    }
  }
  gpu.module @other {
    gpu.func @nosize(%out : memref<16xi32>) kernel
        attributes { spirv.entry_point_abi = #spirv.entry_point_abi<>} {
      %dz = gpu.block_dim z
      %gy = gpu.global_id y
      %by = gpu.block_id y
      %s = arith.addi %dz, %by : index
      %v = arith.index_cast %s : index to i32
      memref.store %v, %out[%gy] : memref<16xi32>
      gpu.return
    }
  }
  func.func @main() {
    %out = memref.alloc() : memref<16xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    gpu.launch_func @kernels::@ids blocks in (%c2, %c1, %c1) threads in (%c2, %c3, %c1)
        args(%out : memref<16xi32>)
    gpu.launch_func @other::@nosize blocks in (%c1, %c2, %c1) threads in (%c1, %c3, %c2)
        args(%out : memref<16xi32>)
    return
  }
}
