module attributes {gpu.container_module} {
  func.func @w(%arg0: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    gpu.launch_func  @w_kernel::@w_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg0 : memref<4xf32>, %c0 : index)
    return
  }
  gpu.module @w_kernel {
    gpu.func @w_kernel(%arg0: memref<4xf32>, %arg1: index) workgroup(%arg2 : memref<4xf32, #gpu.address_space<workgroup>>) private(%arg3 : memref<1xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
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
      %0 = memref.load %arg0[%arg1] : memref<4xf32>
      memref.store %0, %arg2[%thread_id_x] : memref<4xf32, #gpu.address_space<workgroup>>
      memref.store %0, %arg3[%arg1] : memref<1xf32, #gpu.address_space<private>>
      gpu.return
    }
  }
}

