module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @ids(%arg0: memref<16xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 3, 1]>} {
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %block_id_z = gpu.block_id  z
      %global_id_x = gpu.global_id  x
      %grid_dim_x = gpu.grid_dim  x
      %grid_dim_y = gpu.grid_dim  y
      %block_dim_x = gpu.block_dim  x
      %block_dim_y = gpu.block_dim  y
      %0 = arith.muli %thread_id_y, %block_dim_x : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = arith.addi %1, %grid_dim_x : index
      %3 = arith.addi %2, %grid_dim_y : index
      %4 = arith.addi %3, %block_id_z : index
      %5 = arith.addi %4, %block_dim_y : index
      %6 = arith.index_cast %5 : index to i32
      memref.store %6, %arg0[%global_id_x] : memref<16xi32>
      gpu.return
    }
  }
  gpu.module @other {
    gpu.func @nosize(%arg0: memref<16xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<>} {
      %block_dim_z = gpu.block_dim  z
      %global_id_y = gpu.global_id  y
      %block_id_y = gpu.block_id  y
      %0 = arith.addi %block_dim_z, %block_id_y : index
      %1 = arith.index_cast %0 : index to i32
      memref.store %1, %arg0[%global_id_y] : memref<16xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<16xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    gpu.launch_func  @kernels::@ids blocks in (%c2, %c1, %c1) threads in (%c2, %c3, %c1)  args(%alloc : memref<16xi32>)
    gpu.launch_func  @other::@nosize blocks in (%c1, %c2, %c1) threads in (%c1, %c3, %c2)  args(%alloc : memref<16xi32>)
    return
  }
}

