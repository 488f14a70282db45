module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @yz(%arg0: memref<6x4xi32>, %arg1: memref<6x4xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 2, 2]>} {
      %global_id_x = gpu.global_id  x
      %global_id_y = gpu.global_id  y
      %global_id_z = gpu.global_id  z
      %block_id_y = gpu.block_id  y
      %block_id_z = gpu.block_id  z
      %thread_id_y = gpu.thread_id  y
      %thread_id_z = gpu.thread_id  z
      %c10 = arith.constant 10 : index
      %c100 = arith.constant 100 : index
      %c1000 = arith.constant 1000 : index
      %0 = arith.muli %global_id_z, %c10 : index
      %1 = arith.addi %0, %global_id_y : index
      %2 = arith.muli %global_id_x, %c1000 : index
      %3 = arith.addi %1, %2 : index
      %4 = arith.index_cast %3 : index to i32
      memref.store %4, %arg0[%global_id_z, %global_id_y] : memref<6x4xi32>
      %5 = arith.muli %block_id_y, %c1000 : index
      %6 = arith.muli %block_id_z, %c100 : index
      %7 = arith.muli %thread_id_y, %c10 : index
      %8 = arith.addi %5, %6 : index
      %9 = arith.addi %8, %7 : index
      %10 = arith.addi %9, %thread_id_z : index
      %11 = arith.index_cast %10 : index to i32
      memref.store %11, %arg1[%global_id_z, %global_id_y] : memref<6x4xi32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6x4xi32>
    %alloc_0 = memref.alloc() : memref<6x4xi32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    gpu.launch_func  @kernels::@yz blocks in (%c1, %c2, %c3) threads in (%c1, %c2, %c2)  args(%alloc : memref<6x4xi32>, %alloc_0 : memref<6x4xi32>)
    %cast = memref.cast %alloc : memref<6x4xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<6x4xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

