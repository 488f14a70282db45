module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @grid3(%arg0: memref<2x6x6xi32>, %arg1: memref<2x6x6xi32>, %arg2: memref<72xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [3, 2, 2]>} {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %block_id_z = gpu.block_id  z
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %thread_id_z = gpu.thread_id  z
      %block_dim_x = gpu.block_dim  x
      %block_dim_y = gpu.block_dim  y
      %block_dim_z = gpu.block_dim  z
      %grid_dim_x = gpu.grid_dim  x
      %grid_dim_y = gpu.grid_dim  y
      %global_id_x = gpu.global_id  x
      %global_id_y = gpu.global_id  y
      %global_id_z = gpu.global_id  z
      %c6 = arith.constant 6 : index
      %c10 = arith.constant 10 : index
      %c36 = arith.constant 36 : index
      %c100 = arith.constant 100 : index
      %0 = arith.muli %block_id_z, %c100 : index
      %1 = arith.muli %block_id_y, %c10 : index
      %2 = arith.addi %0, %1 : index
      %3 = arith.addi %2, %block_id_x : index
      %4 = arith.index_cast %3 : index to i32
      memref.store %4, %arg0[%global_id_z, %global_id_y, %global_id_x] : memref<2x6x6xi32>
      %5 = arith.muli %thread_id_z, %c100 : index
      %6 = arith.muli %thread_id_y, %c10 : index
      %7 = arith.addi %5, %6 : index
      %8 = arith.addi %7, %thread_id_x : index
      %9 = arith.index_cast %8 : index to i32
      memref.store %9, %arg1[%global_id_z, %global_id_y, %global_id_x] : memref<2x6x6xi32>
      %10 = arith.muli %block_id_z, %grid_dim_y : index
      %11 = arith.addi %10, %block_id_y : index
      %12 = arith.muli %11, %grid_dim_x : index
      %13 = arith.addi %12, %block_id_x : index
      %14 = arith.muli %block_dim_x, %block_dim_y : index
      %15 = arith.muli %14, %block_dim_z : index
      %16 = arith.muli %thread_id_z, %block_dim_y : index
      %17 = arith.addi %16, %thread_id_y : index
      %18 = arith.muli %17, %block_dim_x : index
      %19 = arith.addi %18, %thread_id_x : index
      %20 = arith.muli %13, %15 : index
      %21 = arith.addi %20, %19 : index
      %22 = arith.muli %global_id_z, %c36 : index
      %23 = arith.muli %global_id_y, %c6 : index
      %24 = arith.addi %22, %23 : index
      %25 = arith.addi %24, %global_id_x : index
      %26 = arith.index_cast %25 : index to i32
      memref.store %26, %arg2[%21] : memref<72xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<2x6x6xi32>
    %alloc_0 = memref.alloc() : memref<2x6x6xi32>
    %alloc_1 = memref.alloc() : memref<72xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    gpu.launch_func  @kernels::@grid3 blocks in (%c2, %c3, %c1) threads in (%c3, %c2, %c2)  args(%alloc : memref<2x6x6xi32>, %alloc_0 : memref<2x6x6xi32>, %alloc_1 : memref<72xi32>)
    %cast = memref.cast %alloc : memref<2x6x6xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_2 = memref.cast %alloc_0 : memref<2x6x6xi32> to memref<*xi32>
    call @printMemrefI32(%cast_2) : (memref<*xi32>) -> ()
    %cast_3 = memref.cast %alloc_1 : memref<72xi32> to memref<*xi32>
    call @printMemrefI32(%cast_3) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

