module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @a {
    gpu.func @iota(%arg0: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %global_id_x = gpu.global_id  x
      %0 = arith.index_cast %global_id_x : index to i32
      memref.store %0, %arg0[%global_id_x] : memref<8xi32>
      gpu.return
    }
  }
  gpu.module @b {
    gpu.func @square(%arg0: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 1, 1]>} {
      %thread_id_x = gpu.thread_id  x
      %0 = arith.index_cast %thread_id_x : index to i32
      %1 = memref.load %arg0[%thread_id_x] : memref<8xi32>
      %2 = arith.muli %1, %0 : i32
      memref.store %2, %arg0[%thread_id_x] : memref<8xi32>
      gpu.return
    }
    gpu.func @shift(%arg0: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 1, 1]>} {
      %global_id_x = gpu.global_id  x
      %block_id_x = gpu.block_id  x
      %c1000 = arith.constant 1000 : index
      %0 = arith.muli %block_id_x, %c1000 : index
      %1 = arith.index_cast %0 : index to i32
      %2 = memref.load %arg0[%global_id_x] : memref<8xi32>
      %3 = arith.addi %2, %1 : i32
      memref.store %3, %arg0[%global_id_x] : memref<8xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func  @a::@iota blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<8xi32>)
    gpu.launch_func  @b::@square blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)  args(%alloc : memref<8xi32>)
    gpu.launch_func  @b::@shift blocks in (%c4, %c1, %c1) threads in (%c2, %c1, %c1)  args(%alloc : memref<8xi32>)
    %cast = memref.cast %alloc : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

