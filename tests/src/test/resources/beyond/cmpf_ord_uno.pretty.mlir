module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @ordered(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: memref<2x8xi32>, %arg3: memref<4xf64>, %arg4: memref<4xf64>, %arg5: memref<2x4xi32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      scf.for %arg6 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg6] : memref<8xf32>
        %1 = memref.load %arg1[%arg6] : memref<8xf32>
        %2 = arith.cmpf ord, %0, %1 : f32
        %3 = arith.cmpf uno, %0, %1 : f32
        %4 = arith.extui %2 : i1 to i32
        %5 = arith.extui %3 : i1 to i32
        memref.store %4, %arg2[%c0, %arg6] : memref<2x8xi32>
        memref.store %5, %arg2[%c1, %arg6] : memref<2x8xi32>
      }
      scf.for %arg6 = %c0 to %c4 step %c1 {
        %0 = memref.load %arg3[%arg6] : memref<4xf64>
        %1 = memref.load %arg4[%arg6] : memref<4xf64>
        %2 = arith.cmpf ord, %0, %1 : f64
        %3 = arith.cmpf uno, %0, %1 : f64
        %4 = arith.extui %2 : i1 to i32
        %5 = arith.extui %3 : i1 to i32
        memref.store %4, %arg5[%c0, %arg6] : memref<2x4xi32>
        memref.store %5, %arg5[%c1, %arg6] : memref<2x4xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xf32>
    %alloc_0 = memref.alloc() : memref<8xf32>
    %alloc_1 = memref.alloc() : memref<2x8xi32>
    %alloc_2 = memref.alloc() : memref<4xf64>
    %alloc_3 = memref.alloc() : memref<4xf64>
    %alloc_4 = memref.alloc() : memref<2x4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_5 = arith.constant 0x7FC00000 : f32
    %cst_6 = arith.constant 1.000000e+00 : f32
    %cst_7 = arith.constant 0x7FC00000 : f32
    %cst_8 = arith.constant 0x7F800000 : f32
    %cst_9 = arith.constant 0.000000e+00 : f32
    %cst_10 = arith.constant 0xFF800000 : f32
    %cst_11 = arith.constant 2.000000e+00 : f32
    memref.store %cst, %alloc[%c0] : memref<8xf32>
    memref.store %cst_5, %alloc[%c1] : memref<8xf32>
    memref.store %cst_6, %alloc[%c2] : memref<8xf32>
    memref.store %cst_7, %alloc[%c3] : memref<8xf32>
    memref.store %cst_8, %alloc[%c4] : memref<8xf32>
    memref.store %cst_9, %alloc[%c5] : memref<8xf32>
    memref.store %cst_10, %alloc[%c6] : memref<8xf32>
    memref.store %cst_11, %alloc[%c7] : memref<8xf32>
    %cst_12 = arith.constant 2.000000e+00 : f32
    %cst_13 = arith.constant 1.000000e+00 : f32
    %cst_14 = arith.constant 0x7FC00000 : f32
    %cst_15 = arith.constant 0x7FC00000 : f32
    %cst_16 = arith.constant 0xFF800000 : f32
    %cst_17 = arith.constant -0.000000e+00 : f32
    %cst_18 = arith.constant 0xFF800000 : f32
    %cst_19 = arith.constant 2.000000e+00 : f32
    memref.store %cst_12, %alloc_0[%c0] : memref<8xf32>
    memref.store %cst_13, %alloc_0[%c1] : memref<8xf32>
    memref.store %cst_14, %alloc_0[%c2] : memref<8xf32>
    memref.store %cst_15, %alloc_0[%c3] : memref<8xf32>
    memref.store %cst_16, %alloc_0[%c4] : memref<8xf32>
    memref.store %cst_17, %alloc_0[%c5] : memref<8xf32>
    memref.store %cst_18, %alloc_0[%c6] : memref<8xf32>
    memref.store %cst_19, %alloc_0[%c7] : memref<8xf32>
    %cst_20 = arith.constant 0x7FF8000000000000 : f64
    %cst_21 = arith.constant 1.000000e+00 : f64
    %cst_22 = arith.constant -0.000000e+00 : f64
    %cst_23 = arith.constant 0x7FF0000000000000 : f64
    memref.store %cst_20, %alloc_2[%c0] : memref<4xf64>
    memref.store %cst_21, %alloc_2[%c1] : memref<4xf64>
    memref.store %cst_22, %alloc_2[%c2] : memref<4xf64>
    memref.store %cst_23, %alloc_2[%c3] : memref<4xf64>
    %cst_24 = arith.constant 1.000000e+00 : f64
    %cst_25 = arith.constant 1.000000e+00 : f64
    %cst_26 = arith.constant 0x7FF8000000000000 : f64
    %cst_27 = arith.constant 5.000000e+00 : f64
    memref.store %cst_24, %alloc_3[%c0] : memref<4xf64>
    memref.store %cst_25, %alloc_3[%c1] : memref<4xf64>
    memref.store %cst_26, %alloc_3[%c2] : memref<4xf64>
    memref.store %cst_27, %alloc_3[%c3] : memref<4xf64>
    gpu.launch_func  @kernels::@ordered blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xf32>, %alloc_0 : memref<8xf32>, %alloc_1 : memref<2x8xi32>, %alloc_2 : memref<4xf64>, %alloc_3 : memref<4xf64>, %alloc_4 : memref<2x4xi32>)
    %cast = memref.cast %alloc_1 : memref<2x8xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_28 = memref.cast %alloc_4 : memref<2x4xi32> to memref<*xi32>
    call @printMemrefI32(%cast_28) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
}

