module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @fused(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>, %arg3: memref<4xf32>, %arg4: memref<4xf64>, %arg5: memref<4xf64>, %arg6: memref<4xf64>, %arg7: memref<4xf64>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %arg8 = %c0 to %c4 step %c1 {
        %0 = memref.load %arg0[%arg8] : memref<4xf32>
        %1 = memref.load %arg1[%arg8] : memref<4xf32>
        %2 = memref.load %arg2[%arg8] : memref<4xf32>
        %3 = math.fma %0, %1, %2 : f32
        memref.store %3, %arg3[%arg8] : memref<4xf32>
        %4 = memref.load %arg4[%arg8] : memref<4xf64>
        %5 = memref.load %arg5[%arg8] : memref<4xf64>
        %6 = memref.load %arg6[%arg8] : memref<4xf64>
        %7 = math.fma %4, %5, %6 : f64
        memref.store %7, %arg7[%arg8] : memref<4xf64>
      }
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<4xf32>
    %alloc_0 = memref.alloc() : memref<4xf32>
    %alloc_1 = memref.alloc() : memref<4xf32>
    %alloc_2 = memref.alloc() : memref<4xf32>
    %alloc_3 = memref.alloc() : memref<4xf64>
    %alloc_4 = memref.alloc() : memref<4xf64>
    %alloc_5 = memref.alloc() : memref<4xf64>
    %alloc_6 = memref.alloc() : memref<4xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 2.000000e+00 : f32
    %cst_7 = arith.constant -1.500000e+00 : f32
    %cst_8 = arith.constant 1.00024414 : f32
    %cst_9 = arith.constant 1.000000e-01 : f32
    memref.store %cst, %alloc[%c0] : memref<4xf32>
    memref.store %cst_7, %alloc[%c1] : memref<4xf32>
    memref.store %cst_8, %alloc[%c2] : memref<4xf32>
    memref.store %cst_9, %alloc[%c3] : memref<4xf32>
    %cst_10 = arith.constant 3.000000e+00 : f32
    %cst_11 = arith.constant 2.000000e+00 : f32
    %cst_12 = arith.constant 1.00024414 : f32
    %cst_13 = arith.constant 1.000000e+01 : f32
    memref.store %cst_10, %alloc_0[%c0] : memref<4xf32>
    memref.store %cst_11, %alloc_0[%c1] : memref<4xf32>
    memref.store %cst_12, %alloc_0[%c2] : memref<4xf32>
    memref.store %cst_13, %alloc_0[%c3] : memref<4xf32>
    %cst_14 = arith.constant 4.000000e+00 : f32
    %cst_15 = arith.constant 5.000000e-01 : f32
    %cst_16 = arith.constant -1.00048828 : f32
    %cst_17 = arith.constant -1.000000e+00 : f32
    memref.store %cst_14, %alloc_1[%c0] : memref<4xf32>
    memref.store %cst_15, %alloc_1[%c1] : memref<4xf32>
    memref.store %cst_16, %alloc_1[%c2] : memref<4xf32>
    memref.store %cst_17, %alloc_1[%c3] : memref<4xf32>
    %cst_18 = arith.constant 2.000000e+00 : f64
    %cst_19 = arith.constant -1.500000e+00 : f64
    %cst_20 = arith.constant 1.0000000074505806 : f64
    %cst_21 = arith.constant 1.000000e-01 : f64
    memref.store %cst_18, %alloc_3[%c0] : memref<4xf64>
    memref.store %cst_19, %alloc_3[%c1] : memref<4xf64>
    memref.store %cst_20, %alloc_3[%c2] : memref<4xf64>
    memref.store %cst_21, %alloc_3[%c3] : memref<4xf64>
    %cst_22 = arith.constant 3.000000e+00 : f64
    %cst_23 = arith.constant 2.000000e+00 : f64
    %cst_24 = arith.constant 1.0000000074505806 : f64
    %cst_25 = arith.constant 1.000000e+01 : f64
    memref.store %cst_22, %alloc_4[%c0] : memref<4xf64>
    memref.store %cst_23, %alloc_4[%c1] : memref<4xf64>
    memref.store %cst_24, %alloc_4[%c2] : memref<4xf64>
    memref.store %cst_25, %alloc_4[%c3] : memref<4xf64>
    %cst_26 = arith.constant 4.000000e+00 : f64
    %cst_27 = arith.constant 5.000000e-01 : f64
    %cst_28 = arith.constant -1.0000000149011612 : f64
    %cst_29 = arith.constant -1.000000e+00 : f64
    memref.store %cst_26, %alloc_5[%c0] : memref<4xf64>
    memref.store %cst_27, %alloc_5[%c1] : memref<4xf64>
    memref.store %cst_28, %alloc_5[%c2] : memref<4xf64>
    memref.store %cst_29, %alloc_5[%c3] : memref<4xf64>
    gpu.launch_func  @kernels::@fused blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<4xf32>, %alloc_0 : memref<4xf32>, %alloc_1 : memref<4xf32>, %alloc_2 : memref<4xf32>, %alloc_3 : memref<4xf64>, %alloc_4 : memref<4xf64>, %alloc_5 : memref<4xf64>, %alloc_6 : memref<4xf64>)
    %cast = memref.cast %alloc_2 : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_30 = memref.cast %alloc_6 : memref<4xf64> to memref<*xf64>
    call @printMemrefF64(%cast_30) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
}

