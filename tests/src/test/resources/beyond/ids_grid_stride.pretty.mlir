module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @stride(%arg0: memref<20xi32>, %arg1: memref<20xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %global_id_x = gpu.global_id  x
      %grid_dim_x = gpu.grid_dim  x
      %block_dim_x = gpu.block_dim  x
      %0 = arith.muli %grid_dim_x, %block_dim_x : index
      %c20 = arith.constant 20 : index
      %1 = arith.index_cast %global_id_x : index to i32
      scf.for %arg2 = %global_id_x to %c20 step %0 {
        %2 = arith.index_cast %arg2 : index to i32
        %3 = arith.muli %2, %2 : i32
        memref.store %3, %arg0[%arg2] : memref<20xi32>
        memref.store %1, %arg1[%arg2] : memref<20xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<20xi32>
    %alloc_0 = memref.alloc() : memref<20xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func  @kernels::@stride blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)  args(%alloc : memref<20xi32>, %alloc_0 : memref<20xi32>)
    %cast = memref.cast %alloc : memref<20xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<20xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

