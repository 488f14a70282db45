module attributes {gpu.container_module} {
  func.func @f_kernel() {
    return
  }
  func.func @g_kernel() {
    return
  }
  func.func @f(%arg0: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    gpu.launch_func  @f_kernel_0::@f_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg0 : memref<4xf32>, %c0 : index, %c1 : index)
    return
  }
  gpu.module @f_kernel_0 {
    gpu.func @f_kernel(%arg0: memref<4xf32>, %arg1: index, %arg2: index) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
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
      scf.for %arg3 = %arg1 to %arg2 step %arg2 {
        %0 = memref.load %arg0[%arg3] : memref<4xf32>
        memref.store %0, %arg0[%thread_id_x] : memref<4xf32>
      }
      gpu.return
    }
  }
  func.func @g(%arg0: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func  @g_kernel_1::@g_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  
    return
  }
  gpu.module @g_kernel_1 {
    gpu.func @g_kernel() kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
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
      gpu.return
    }
  }
}

