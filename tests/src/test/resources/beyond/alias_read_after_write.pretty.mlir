module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @raw(%arg0: memref<6xi32>, %arg1: memref<6xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg2 = %c0 to %c6 step %c1 {
        %0 = memref.load %arg0[%arg2] : memref<6xi32>
        %1 = arith.addi %0, %0 : i32
        memref.store %1, %arg1[%arg2] : memref<6xi32>
        %2 = memref.load %arg0[%arg2] : memref<6xi32>
        %3 = arith.addi %2, %c1_i32 : i32
        memref.store %3, %arg0[%arg2] : memref<6xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6xi32>
    %alloc_0 = memref.alloc() : memref<6xi32>
    %alloc_1 = memref.alloc() : memref<6xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c5_i32 = arith.constant 5 : i32
    %c6_i32 = arith.constant 6 : i32
    memref.store %c1_i32, %alloc[%c0] : memref<6xi32>
    memref.store %c2_i32, %alloc[%c1] : memref<6xi32>
    memref.store %c3_i32, %alloc[%c2] : memref<6xi32>
    memref.store %c4_i32, %alloc[%c3] : memref<6xi32>
    memref.store %c5_i32, %alloc[%c4] : memref<6xi32>
    memref.store %c6_i32, %alloc[%c5] : memref<6xi32>
    memref.store %c1_i32, %alloc_0[%c0] : memref<6xi32>
    memref.store %c2_i32, %alloc_0[%c1] : memref<6xi32>
    memref.store %c3_i32, %alloc_0[%c2] : memref<6xi32>
    memref.store %c4_i32, %alloc_0[%c3] : memref<6xi32>
    memref.store %c5_i32, %alloc_0[%c4] : memref<6xi32>
    memref.store %c6_i32, %alloc_0[%c5] : memref<6xi32>
    gpu.launch_func  @kernels::@raw blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>, %alloc : memref<6xi32>)
    gpu.launch_func  @kernels::@raw blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc_0 : memref<6xi32>, %alloc_1 : memref<6xi32>)
    %cast = memref.cast %alloc : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_2 = memref.cast %alloc_0 : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%cast_2) : (memref<*xi32>) -> ()
    %cast_3 = memref.cast %alloc_1 : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%cast_3) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

