module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @zero(%arg0: memref<12xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %global_id_x = gpu.global_id  x
      %c0_i32 = arith.constant 0 : i32
      memref.store %c0_i32, %arg0[%global_id_x] : memref<12xi32>
      gpu.return
    }
    gpu.func @acc(%arg0: memref<12xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %global_id_x = gpu.global_id  x
      %grid_dim_x = gpu.grid_dim  x
      %c1000 = arith.constant 1000 : index
      %0 = arith.muli %grid_dim_x, %c1000 : index
      %1 = arith.addi %0, %global_id_x : index
      %2 = arith.index_cast %1 : index to i32
      %3 = memref.load %arg0[%global_id_x] : memref<12xi32>
      %4 = arith.addi %3, %2 : i32
      memref.store %4, %arg0[%global_id_x] : memref<12xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<12xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %0 = arith.addi %c1, %c2 : index
    gpu.launch_func  @kernels::@zero blocks in (%0, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<12xi32>)
    gpu.launch_func  @kernels::@acc blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<12xi32>)
    gpu.launch_func  @kernels::@acc blocks in (%0, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<12xi32>)
    gpu.launch_func  @kernels::@acc blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<12xi32>)
    %cast = memref.cast %alloc : memref<12xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

