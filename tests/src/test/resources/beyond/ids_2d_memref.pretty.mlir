module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @grid2(%arg0: memref<6x8xi32>, %arg1: memref<6x8xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 2, 1]>} {
      %global_id_x = gpu.global_id  x
      %global_id_y = gpu.global_id  y
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %block_dim_x = gpu.block_dim  x
      %block_dim_y = gpu.block_dim  y
      %c10 = arith.constant 10 : index
      %c100 = arith.constant 100 : index
      %cst = arith.constant 1.250000e-01 : f32
      %0 = arith.muli %global_id_y, %c100 : index
      %1 = arith.addi %0, %global_id_x : index
      %2 = arith.index_cast %1 : index to i32
      memref.store %2, %arg0[%global_id_y, %global_id_x] : memref<6x8xi32>
      %3 = arith.muli %block_id_y, %block_dim_y : index
      %4 = arith.addi %3, %thread_id_y : index
      %5 = arith.muli %block_id_x, %block_dim_x : index
      %6 = arith.addi %5, %thread_id_x : index
      %7 = arith.muli %block_id_x, %c10 : index
      %8 = arith.addi %7, %block_id_y : index
      %9 = arith.muli %thread_id_x, %c10 : index
      %10 = arith.addi %9, %thread_id_y : index
      %11 = arith.index_cast %8 : index to i32
      %12 = arith.index_cast %10 : index to i32
      %13 = arith.sitofp %11 : i32 to f32
      %14 = arith.sitofp %12 : i32 to f32
      %15 = arith.mulf %14, %cst : f32
      %16 = arith.addf %13, %15 : f32
      memref.store %16, %arg1[%4, %6] : memref<6x8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6x8xi32>
    %alloc_0 = memref.alloc() : memref<6x8xf32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func  @kernels::@grid2 blocks in (%c2, %c3, %c1) threads in (%c4, %c2, %c1)  args(%alloc : memref<6x8xi32>, %alloc_0 : memref<6x8xf32>)
    %cast = memref.cast %alloc : memref<6x8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<6x8xf32> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

