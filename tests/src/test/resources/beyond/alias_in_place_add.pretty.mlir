module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @dbl(%arg0: memref<8xi32>, %arg1: memref<8xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg1[%arg2] : memref<8xi32>
        %1 = arith.addi %0, %0 : i32
        memref.store %1, %arg0[%arg2] : memref<8xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xi32>
    %alloc_0 = memref.alloc() : memref<8xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c5_i32 = arith.constant 5 : i32
    %c6_i32 = arith.constant 6 : i32
    %c7_i32 = arith.constant 7 : i32
    %c8_i32 = arith.constant 8 : i32
    memref.store %c1_i32, %alloc[%c0] : memref<8xi32>
    memref.store %c2_i32, %alloc[%c1] : memref<8xi32>
    memref.store %c3_i32, %alloc[%c2] : memref<8xi32>
    memref.store %c4_i32, %alloc[%c3] : memref<8xi32>
    memref.store %c5_i32, %alloc[%c4] : memref<8xi32>
    memref.store %c6_i32, %alloc[%c5] : memref<8xi32>
    memref.store %c7_i32, %alloc[%c6] : memref<8xi32>
    memref.store %c8_i32, %alloc[%c7] : memref<8xi32>
    gpu.launch_func  @kernels::@dbl blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>, %alloc : memref<8xi32>)
    gpu.launch_func  @kernels::@dbl blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc_0 : memref<8xi32>, %alloc : memref<8xi32>)
    %cast = memref.cast %alloc : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%cast_1) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

