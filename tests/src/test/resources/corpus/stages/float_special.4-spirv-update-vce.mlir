module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Float64, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @special_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @special_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f64, stride=8> [0])>, StorageBuffer>
    spirv.func @special() "None" attributes {workgroup_attributions = 0 : i64} {
      %special_arg_0_addr = spirv.mlir.addressof @special_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
      %special_arg_1_addr = spirv.mlir.addressof @special_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f64, stride=8> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      %cst7_i32 = spirv.Constant 7 : i32
      %cst_f32 = spirv.Constant 0.000000e+00 : f32
      %cst_f32_0 = spirv.Constant 1.000000e+00 : f32
      %cst_f32_1 = spirv.Constant -1.000000e+00 : f32
      %cst_f32_2 = spirv.Constant 3.000000e+38 : f32
      %cst_f32_3 = spirv.Constant 1.401300e-45 : f32
      %cst_f32_4 = spirv.Constant 0x7F800000 : f32
      %cst0_i32_5 = spirv.Constant 0 : i32
      %cst0_i32_6 = spirv.Constant 0 : i32
      %cst1_i32_7 = spirv.Constant 1 : i32
      %0 = spirv.AccessChain %special_arg_0_addr[%cst0_i32_5, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %0, %cst_f32_4 : f32
      %cst_f32_8 = spirv.Constant 0xFF800000 : f32
      %cst0_i32_9 = spirv.Constant 0 : i32
      %cst0_i32_10 = spirv.Constant 0 : i32
      %cst1_i32_11 = spirv.Constant 1 : i32
      %1 = spirv.AccessChain %special_arg_0_addr[%cst0_i32_9, %cst1_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %1, %cst_f32_8 : f32
      %cst_f32_12 = spirv.Constant 0x7FC00000 : f32
      %cst0_i32_13 = spirv.Constant 0 : i32
      %cst0_i32_14 = spirv.Constant 0 : i32
      %cst1_i32_15 = spirv.Constant 1 : i32
      %2 = spirv.AccessChain %special_arg_0_addr[%cst0_i32_13, %cst2_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %2, %cst_f32_12 : f32
      %3 = spirv.FSub %cst_f32_4, %cst_f32_4 : f32
      %cst0_i32_16 = spirv.Constant 0 : i32
      %cst0_i32_17 = spirv.Constant 0 : i32
      %cst1_i32_18 = spirv.Constant 1 : i32
      %4 = spirv.AccessChain %special_arg_0_addr[%cst0_i32_16, %cst3_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %4, %3 : f32
      %cst_f32_19 = spirv.Constant -0.000000e+00 : f32
      %cst0_i32_20 = spirv.Constant 0 : i32
      %cst0_i32_21 = spirv.Constant 0 : i32
      %cst1_i32_22 = spirv.Constant 1 : i32
      %5 = spirv.AccessChain %special_arg_0_addr[%cst0_i32_20, %cst4_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %5, %cst_f32_19 : f32
      %cst0_i32_23 = spirv.Constant 0 : i32
      %cst0_i32_24 = spirv.Constant 0 : i32
      %cst1_i32_25 = spirv.Constant 1 : i32
      %6 = spirv.AccessChain %special_arg_0_addr[%cst0_i32_23, %cst5_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %6, %cst_f32_3 : f32
      %cst_f32_26 = spirv.Constant 0x7F800000 : f32
      %cst0_i32_27 = spirv.Constant 0 : i32
      %cst0_i32_28 = spirv.Constant 0 : i32
      %cst1_i32_29 = spirv.Constant 1 : i32
      %7 = spirv.AccessChain %special_arg_0_addr[%cst0_i32_27, %cst6_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %7, %cst_f32_26 : f32
      %cst_f32_30 = spirv.Constant 5.000000e-01 : f32
      %cst_f32_31 = spirv.Constant 0.000000e+00 : f32
      %cst0_i32_32 = spirv.Constant 0 : i32
      %cst0_i32_33 = spirv.Constant 0 : i32
      %cst1_i32_34 = spirv.Constant 1 : i32
      %8 = spirv.AccessChain %special_arg_0_addr[%cst0_i32_32, %cst7_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %8, %cst_f32_31 : f32
      %cst_f64 = spirv.Constant 3.1415926535897931 : f64
      %cst0_i32_35 = spirv.Constant 0 : i32
      %cst0_i32_36 = spirv.Constant 0 : i32
      %cst1_i32_37 = spirv.Constant 1 : i32
      %9 = spirv.AccessChain %special_arg_1_addr[%cst0_i32_35, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f64, StorageBuffer>
      spirv.Store "StorageBuffer" %9, %cst_f64 : f64
      %cst_f64_38 = spirv.Constant 1.000000e-310 : f64
      %cst0_i32_39 = spirv.Constant 0 : i32
      %cst0_i32_40 = spirv.Constant 0 : i32
      %cst1_i32_41 = spirv.Constant 1 : i32
      %10 = spirv.AccessChain %special_arg_1_addr[%cst0_i32_39, %cst1_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f64, StorageBuffer>
      spirv.Store "StorageBuffer" %10, %cst_f64_38 : f64
      %cst_f64_42 = spirv.Constant 0x419D6F3454000000 : f64
      %cst0_i32_43 = spirv.Constant 0 : i32
      %cst0_i32_44 = spirv.Constant 0 : i32
      %cst1_i32_45 = spirv.Constant 1 : i32
      %11 = spirv.AccessChain %special_arg_1_addr[%cst0_i32_43, %cst2_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f64, StorageBuffer>
      spirv.Store "StorageBuffer" %11, %cst_f64_42 : f64
      %cst_f64_46 = spirv.Constant 0.000000e+00 : f64
      %cst_f64_47 = spirv.Constant -5.000000e+00 : f64
      %cst_f64_48 = spirv.Constant 0xFFF0000000000000 : f64
      %cst0_i32_49 = spirv.Constant 0 : i32
      %cst0_i32_50 = spirv.Constant 0 : i32
      %cst1_i32_51 = spirv.Constant 1 : i32
      %12 = spirv.AccessChain %special_arg_1_addr[%cst0_i32_49, %cst3_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f64, StorageBuffer>
      spirv.Store "StorageBuffer" %12, %cst_f64_48 : f64
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @special
    spirv.ExecutionMode @special "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @special(%arg0: memref<8xf32>, %arg1: memref<4xf64>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant -1.000000e+00 : f32
      %cst_2 = arith.constant 3.000000e+38 : f32
      %cst_3 = arith.constant 1.401300e-45 : f32
      %0 = arith.divf %cst_0, %cst : f32
      memref.store %0, %arg0[%c0] : memref<8xf32>
      %1 = arith.divf %cst_1, %cst : f32
      memref.store %1, %arg0[%c1] : memref<8xf32>
      %2 = arith.divf %cst, %cst : f32
      memref.store %2, %arg0[%c2] : memref<8xf32>
      %3 = arith.subf %0, %0 : f32
      memref.store %3, %arg0[%c3] : memref<8xf32>
      %4 = arith.negf %cst : f32
      memref.store %4, %arg0[%c4] : memref<8xf32>
      memref.store %cst_3, %arg0[%c5] : memref<8xf32>
      %5 = arith.mulf %cst_2, %cst_2 : f32
      memref.store %5, %arg0[%c6] : memref<8xf32>
      %cst_4 = arith.constant 5.000000e-01 : f32
      %6 = arith.mulf %cst_3, %cst_4 : f32
      memref.store %6, %arg0[%c7] : memref<8xf32>
      %cst_5 = arith.constant 3.1415926535897931 : f64
      memref.store %cst_5, %arg1[%c0] : memref<4xf64>
      %cst_6 = arith.constant 1.000000e-310 : f64
      memref.store %cst_6, %arg1[%c1] : memref<4xf64>
      %cst_7 = arith.constant 0x419D6F3454000000 : f64
      memref.store %cst_7, %arg1[%c2] : memref<4xf64>
      %cst_8 = arith.constant 0.000000e+00 : f64
      %cst_9 = arith.constant -5.000000e+00 : f64
      %7 = arith.divf %cst_9, %cst_8 : f64
      memref.store %7, %arg1[%c3] : memref<4xf64>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<8xf32>
    %alloc_0 = memref.alloc() : memref<4xf64>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@special blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<8xf32>, %alloc_0 : memref<4xf64>)
    %cast = memref.cast %alloc : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<4xf64> to memref<*xf64>
    call @printMemrefF64(%cast_1) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
}

