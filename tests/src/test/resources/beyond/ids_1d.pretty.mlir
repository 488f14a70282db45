module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @ids(%arg0: memref<8xi32>, %arg1: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %block_dim_x = gpu.block_dim  x
      %global_id_x = gpu.global_id  x
      %c100 = arith.constant 100 : index
      %0 = arith.muli %block_id_x, %c100 : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = arith.index_cast %1 : index to i32
      memref.store %2, %arg0[%global_id_x] : memref<8xi32>
      %3 = arith.muli %block_id_x, %block_dim_x : index
      %4 = arith.addi %3, %thread_id_x : index
      %5 = arith.index_cast %global_id_x : index to i32
      memref.store %5, %arg1[%4] : memref<8xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xi32>
    %alloc_0 = memref.alloc() : memref<8xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func  @kernels::@ids blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<8xi32>, %alloc_0 : memref<8xi32>)
    %cast = memref.cast %alloc : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

