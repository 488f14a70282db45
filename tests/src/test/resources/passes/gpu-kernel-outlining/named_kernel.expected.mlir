module attributes {gpu.container_module} {
  func.func private @helper(index) -> index
  func.func @foo(%arg0: index) {
    %c1 = arith.constant 1 : index
    %c4294967296 = arith.constant 4294967296 : index
    gpu.launch_func  @mymod::@myfn blocks in (%c1, %c1, %c1) threads in (%c4294967296, %c1, %c1)  
    return
  }
  gpu.module @mymod {
    gpu.func @myfn() kernel attributes {known_grid_size = array<i32: 1, 1, 1>} {
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
      %0 = func.call @helper(%thread_id_x) : (index) -> index
      gpu.return
    }
    func.func private @helper(index) -> index
  }
}

