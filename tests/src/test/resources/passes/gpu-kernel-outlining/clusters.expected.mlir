module attributes {gpu.container_module} {
  func.func @c(%arg0: memref<4xf32>, %arg1: i32) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func  @c_kernel::@c_kernel clusters in (%c2, %c1, %c1) blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)  dynamic_shared_memory_size %arg1 args(%arg0 : memref<4xf32>)
    return
  }
  gpu.module @c_kernel {
    gpu.func @c_kernel(%arg0: memref<4xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 2, 1, 1>} {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %block_id_z = gpu.block_id  z
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %thread_id_z = gpu.thread_id  z
      %grid_dim_x = gpu.grid_dim  x
      %grid_dim_y = gpu.grid_dim  y
      %grid_dim_z = gpu.grid_dim  z
      %block_dim_x = gpu.block_dim  x
      %block_dim_y = gpu.block_dim  y
      %block_dim_z = gpu.block_dim  z
      %cluster_id_x = gpu.cluster_id  x
      %cluster_id_y = gpu.cluster_id  y
      %cluster_id_z = gpu.cluster_id  z
      %cluster_dim_x = gpu.cluster_dim  x
      %cluster_dim_y = gpu.cluster_dim  y
      %cluster_dim_z = gpu.cluster_dim  z
      %0 = memref.load %arg0[%cluster_id_x] : memref<4xf32>
      memref.store %0, %arg0[%thread_id_x] : memref<4xf32>
      gpu.return
    }
  }
}

