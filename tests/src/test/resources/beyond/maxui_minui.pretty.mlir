module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @umaxmin(%arg0: memref<8xi32>, %arg1: memref<8xi32>, %arg2: memref<2x8xi32>, %arg3: memref<4xi64>, %arg4: memref<4xi64>, %arg5: memref<2x4xi64>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      scf.for %arg6 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg6] : memref<8xi32>
        %1 = memref.load %arg1[%arg6] : memref<8xi32>
        %2 = arith.maxui %0, %1 : i32
        %3 = arith.minui %0, %1 : i32
        memref.store %2, %arg2[%c0, %arg6] : memref<2x8xi32>
        memref.store %3, %arg2[%c1, %arg6] : memref<2x8xi32>
      }
      scf.for %arg6 = %c0 to %c4 step %c1 {
        %0 = memref.load %arg3[%arg6] : memref<4xi64>
        %1 = memref.load %arg4[%arg6] : memref<4xi64>
        %2 = arith.maxui %0, %1 : i64
        %3 = arith.minui %0, %1 : i64
        memref.store %2, %arg5[%c0, %arg6] : memref<2x4xi64>
        memref.store %3, %arg5[%c1, %arg6] : memref<2x4xi64>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xi32>
    %alloc_0 = memref.alloc() : memref<8xi32>
    %alloc_1 = memref.alloc() : memref<2x8xi32>
    %alloc_2 = memref.alloc() : memref<4xi64>
    %alloc_3 = memref.alloc() : memref<4xi64>
    %alloc_4 = memref.alloc() : memref<2x4xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c1_i32 = arith.constant 1 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c0_i32 = arith.constant 0 : i32
    %c7_i32 = arith.constant 7 : i32
    %c-5_i32 = arith.constant -5 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    memref.store %c1_i32, %alloc[%c0] : memref<8xi32>
    memref.store %c-1_i32, %alloc[%c1] : memref<8xi32>
    memref.store %c5_i32, %alloc[%c2] : memref<8xi32>
    memref.store %c-2147483648_i32, %alloc[%c3] : memref<8xi32>
    memref.store %c0_i32, %alloc[%c4] : memref<8xi32>
    memref.store %c7_i32, %alloc[%c5] : memref<8xi32>
    memref.store %c-5_i32, %alloc[%c6] : memref<8xi32>
    memref.store %c2147483647_i32, %alloc[%c7] : memref<8xi32>
    %c2_i32 = arith.constant 2 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %c-3_i32 = arith.constant -3 : i32
    %c2147483647_i32_6 = arith.constant 2147483647 : i32
    %c-1_i32_7 = arith.constant -1 : i32
    %c7_i32_8 = arith.constant 7 : i32
    %c-6_i32 = arith.constant -6 : i32
    %c-2147483648_i32_9 = arith.constant -2147483648 : i32
    memref.store %c2_i32, %alloc_0[%c0] : memref<8xi32>
    memref.store %c1_i32_5, %alloc_0[%c1] : memref<8xi32>
    memref.store %c-3_i32, %alloc_0[%c2] : memref<8xi32>
    memref.store %c2147483647_i32_6, %alloc_0[%c3] : memref<8xi32>
    memref.store %c-1_i32_7, %alloc_0[%c4] : memref<8xi32>
    memref.store %c7_i32_8, %alloc_0[%c5] : memref<8xi32>
    memref.store %c-6_i32, %alloc_0[%c6] : memref<8xi32>
    memref.store %c-2147483648_i32_9, %alloc_0[%c7] : memref<8xi32>
    %c1_i64 = arith.constant 1 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c4294967296_i64 = arith.constant 4294967296 : i64
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
    memref.store %c1_i64, %alloc_2[%c0] : memref<4xi64>
    memref.store %c-1_i64, %alloc_2[%c1] : memref<4xi64>
    memref.store %c4294967296_i64, %alloc_2[%c2] : memref<4xi64>
    memref.store %c-9223372036854775808_i64, %alloc_2[%c3] : memref<4xi64>
    %c-2_i64 = arith.constant -2 : i64
    %c2_i64 = arith.constant 2 : i64
    %c4294967295_i64 = arith.constant 4294967295 : i64
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    memref.store %c-2_i64, %alloc_3[%c0] : memref<4xi64>
    memref.store %c2_i64, %alloc_3[%c1] : memref<4xi64>
    memref.store %c4294967295_i64, %alloc_3[%c2] : memref<4xi64>
    memref.store %c9223372036854775807_i64, %alloc_3[%c3] : memref<4xi64>
    gpu.launch_func  @kernels::@umaxmin blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xi32>, %alloc_0 : memref<8xi32>, %alloc_1 : memref<2x8xi32>, %alloc_2 : memref<4xi64>, %alloc_3 : memref<4xi64>, %alloc_4 : memref<2x4xi64>)
    %cast = memref.cast %alloc_1 : memref<2x8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_10 = memref.cast %alloc_4 : memref<2x4xi64> to memref<*xi64>
    call @printMemrefI64(%cast_10) : (memref<*xi64>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
}

