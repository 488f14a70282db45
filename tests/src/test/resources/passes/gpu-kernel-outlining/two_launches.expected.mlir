module attributes {gpu.container_module} {
  func.func @main(%arg0: index) {
    %alloc = memref.alloc() : memref<4xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c42_i32 = arith.constant 42 : i32
    %0 = arith.addi %c1, %c2 : index
    gpu.launch_func  @main_kernel_0::@main_kernel blocks in (%c1, %c1, %c1) threads in (%arg0, %c1, %c2)  args(%0 : index, %c42_i32 : i32, %alloc : memref<4xi32>)
    gpu.launch_func  @main_kernel_1::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%c1 : index, %c42_i32 : i32, %alloc : memref<4xi32>, %c0 : index)
    return
  }
  gpu.module @main_kernel_0 {
    gpu.func @main_kernel(%arg0: index, %arg1: i32, %arg2: memref<4xi32>) kernel attributes {known_grid_size = array<i32: 1, 1, 1>} {
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
      %0 = arith.addi %thread_id_x, %arg0 : index
      memref.store %arg1, %arg2[%0] : memref<4xi32>
      gpu.return
    }
  }
  gpu.module @main_kernel_1 {
    gpu.func @main_kernel(%arg0: index, %arg1: i32, %arg2: memref<4xi32>, %arg3: index) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
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
      %0 = arith.cmpi slt, %thread_id_x, %arg0 : index
      cf.cond_br %0, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      memref.store %arg1, %arg2[%arg3] : memref<4xi32>
      gpu.return
    ^bb2:  // pred: ^bb0
      gpu.return
    }
  }
  func.func @main_kernel() {
    return
  }
}

