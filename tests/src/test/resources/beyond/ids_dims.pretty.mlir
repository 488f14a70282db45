module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @dims(%arg0: memref<48xi32>, %arg1: memref<48xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 2, 2]>} {
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
      %grid_dim_z = gpu.grid_dim  z
      %global_id_x = gpu.global_id  x
      %global_id_y = gpu.global_id  y
      %global_id_z = gpu.global_id  z
      %c10 = arith.constant 10 : index
      %c100 = arith.constant 100 : index
      %c1000 = arith.constant 1000 : index
      %c10000 = arith.constant 10000 : index
      %c100000 = arith.constant 100000 : index
      %0 = arith.muli %grid_dim_x, %block_dim_x : index
      %1 = arith.muli %grid_dim_y, %block_dim_y : index
      %2 = arith.muli %0, %1 : index
      %3 = arith.muli %global_id_z, %2 : index
      %4 = arith.muli %global_id_y, %0 : index
      %5 = arith.addi %3, %4 : index
      %6 = arith.addi %5, %global_id_x : index
      %7 = arith.muli %grid_dim_x, %c100000 : index
      %8 = arith.muli %grid_dim_y, %c10000 : index
      %9 = arith.muli %grid_dim_z, %c1000 : index
      %10 = arith.muli %block_dim_x, %c100 : index
      %11 = arith.muli %block_dim_y, %c10 : index
      %12 = arith.addi %7, %8 : index
      %13 = arith.addi %12, %9 : index
      %14 = arith.addi %13, %10 : index
      %15 = arith.addi %14, %11 : index
      %16 = arith.addi %15, %block_dim_z : index
      %17 = arith.index_cast %16 : index to i32
      memref.store %17, %arg0[%6] : memref<48xi32>
      %18 = arith.muli %block_id_z, %grid_dim_y : index
      %19 = arith.addi %18, %block_id_y : index
      %20 = arith.muli %19, %grid_dim_x : index
      %21 = arith.addi %20, %block_id_x : index
      %22 = arith.muli %block_dim_x, %block_dim_y : index
      %23 = arith.muli %22, %block_dim_z : index
      %24 = arith.muli %thread_id_z, %block_dim_y : index
      %25 = arith.addi %24, %thread_id_y : index
      %26 = arith.muli %25, %block_dim_x : index
      %27 = arith.addi %26, %thread_id_x : index
      %28 = arith.muli %21, %23 : index
      %29 = arith.addi %28, %27 : index
      %30 = arith.index_cast %29 : index to i32
      memref.store %30, %arg1[%6] : memref<48xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<48xi32>
    %alloc_0 = memref.alloc() : memref<48xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    gpu.launch_func  @kernels::@dims blocks in (%c3, %c2, %c1) threads in (%c2, %c2, %c2)  args(%alloc : memref<48xi32>, %alloc_0 : memref<48xi32>)
    %cast = memref.cast %alloc : memref<48xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<48xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

