module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @step(%arg0: memref<6xi32>, %arg1: memref<6xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      scf.for %arg2 = %c0 to %c6 step %c1 {
        %0 = memref.load %arg0[%arg2] : memref<6xi32>
        %1 = memref.load %arg1[%arg2] : memref<6xi32>
        %2 = arith.addi %0, %0 : i32
        %3 = arith.addi %2, %1 : i32
        memref.store %3, %arg0[%arg2] : memref<6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6xi32>
    %alloc_0 = memref.alloc() : memref<6xi32>
    %c1_i32 = arith.constant 1 : i32
    %c3_i32 = arith.constant 3 : i32
    %cast = memref.cast %alloc : memref<6xi32> to memref<?xi32>
    %cast_1 = memref.cast %alloc_0 : memref<6xi32> to memref<?xi32>
    call @fillI32Buffer(%cast, %c1_i32) : (memref<?xi32>, i32) -> ()
    call @fillI32Buffer(%cast_1, %c3_i32) : (memref<?xi32>, i32) -> ()
    %c1 = arith.constant 1 : index
    %cast_2 = memref.cast %alloc : memref<6xi32> to memref<*xi32>
    gpu.launch_func  @kernels::@step blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>, %alloc_0 : memref<6xi32>)
    call @printMemrefI32(%cast_2) : (memref<*xi32>) -> ()
    gpu.launch_func  @kernels::@step blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>, %alloc_0 : memref<6xi32>)
    gpu.launch_func  @kernels::@step blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>, %alloc_0 : memref<6xi32>)
    call @printMemrefI32(%cast_2) : (memref<*xi32>) -> ()
    return
  }
  func.func private @fillI32Buffer(memref<?xi32>, i32) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

