module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @consts_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @consts_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<7 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @consts() "None" attributes {workgroup_attributions = 0 : i64} {
      %consts_arg_0_addr = spirv.mlir.addressof @consts_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
      %consts_arg_1_addr = spirv.mlir.addressof @consts_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<7 x f32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      %cst2147483647_i32 = spirv.Constant 2147483647 : i32
      %cst-2147483648_i32 = spirv.Constant -2147483648 : i32
      %cst127_i32 = spirv.Constant 127 : i32
      %cst-2_i32 = spirv.Constant -2 : i32
      %true = spirv.Constant true
      %false = spirv.Constant false
      %cst1_i32_0 = spirv.Constant 1 : i32
      %cst0_i32_1 = spirv.Constant 0 : i32
      %cst0_i32_2 = spirv.Constant 0 : i32
      %cst0_i32_3 = spirv.Constant 0 : i32
      %cst1_i32_4 = spirv.Constant 1 : i32
      %0 = spirv.AccessChain %consts_arg_0_addr[%cst0_i32_2, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %0, %cst2147483647_i32 : i32
      %cst0_i32_5 = spirv.Constant 0 : i32
      %cst0_i32_6 = spirv.Constant 0 : i32
      %cst1_i32_7 = spirv.Constant 1 : i32
      %1 = spirv.AccessChain %consts_arg_0_addr[%cst0_i32_5, %cst1_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %1, %cst-2147483648_i32 : i32
      %cst0_i32_8 = spirv.Constant 0 : i32
      %cst0_i32_9 = spirv.Constant 0 : i32
      %cst1_i32_10 = spirv.Constant 1 : i32
      %2 = spirv.AccessChain %consts_arg_0_addr[%cst0_i32_8, %cst2_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %2, %cst127_i32 : i32
      %cst0_i32_11 = spirv.Constant 0 : i32
      %cst0_i32_12 = spirv.Constant 0 : i32
      %cst1_i32_13 = spirv.Constant 1 : i32
      %3 = spirv.AccessChain %consts_arg_0_addr[%cst0_i32_11, %cst3_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %3, %cst-2_i32 : i32
      %cst0_i32_14 = spirv.Constant 0 : i32
      %cst0_i32_15 = spirv.Constant 0 : i32
      %cst1_i32_16 = spirv.Constant 1 : i32
      %4 = spirv.AccessChain %consts_arg_0_addr[%cst0_i32_14, %cst4_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %4, %cst1_i32_0 : i32
      %cst0_i32_17 = spirv.Constant 0 : i32
      %cst0_i32_18 = spirv.Constant 0 : i32
      %cst1_i32_19 = spirv.Constant 1 : i32
      %5 = spirv.AccessChain %consts_arg_0_addr[%cst0_i32_17, %cst5_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %5, %cst0_i32_1 : i32
      %cst_f32 = spirv.Constant 1.500000e+03 : f32
      %cst_f32_20 = spirv.Constant -2.500000e-02 : f32
      %cst_f32_21 = spirv.Constant 3.14159274 : f32
      %cst_f32_22 = spirv.Constant -0.000000e+00 : f32
      %cst_f32_23 = spirv.Constant 3.000000e+38 : f32
      %cst_f32_24 = spirv.Constant 9.99999935E-39 : f32
      %cst_f32_25 = spirv.Constant 123456.789 : f32
      %cst0_i32_26 = spirv.Constant 0 : i32
      %cst0_i32_27 = spirv.Constant 0 : i32
      %cst1_i32_28 = spirv.Constant 1 : i32
      %6 = spirv.AccessChain %consts_arg_1_addr[%cst0_i32_26, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<7 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %6, %cst_f32 : f32
      %cst0_i32_29 = spirv.Constant 0 : i32
      %cst0_i32_30 = spirv.Constant 0 : i32
      %cst1_i32_31 = spirv.Constant 1 : i32
      %7 = spirv.AccessChain %consts_arg_1_addr[%cst0_i32_29, %cst1_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<7 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %7, %cst_f32_20 : f32
      %cst0_i32_32 = spirv.Constant 0 : i32
      %cst0_i32_33 = spirv.Constant 0 : i32
      %cst1_i32_34 = spirv.Constant 1 : i32
      %8 = spirv.AccessChain %consts_arg_1_addr[%cst0_i32_32, %cst2_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<7 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %8, %cst_f32_21 : f32
      %cst0_i32_35 = spirv.Constant 0 : i32
      %cst0_i32_36 = spirv.Constant 0 : i32
      %cst1_i32_37 = spirv.Constant 1 : i32
      %9 = spirv.AccessChain %consts_arg_1_addr[%cst0_i32_35, %cst3_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<7 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %9, %cst_f32_22 : f32
      %cst0_i32_38 = spirv.Constant 0 : i32
      %cst0_i32_39 = spirv.Constant 0 : i32
      %cst1_i32_40 = spirv.Constant 1 : i32
      %10 = spirv.AccessChain %consts_arg_1_addr[%cst0_i32_38, %cst4_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<7 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %10, %cst_f32_23 : f32
      %cst0_i32_41 = spirv.Constant 0 : i32
      %cst0_i32_42 = spirv.Constant 0 : i32
      %cst1_i32_43 = spirv.Constant 1 : i32
      %11 = spirv.AccessChain %consts_arg_1_addr[%cst0_i32_41, %cst5_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<7 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %11, %cst_f32_24 : f32
      %cst0_i32_44 = spirv.Constant 0 : i32
      %cst0_i32_45 = spirv.Constant 0 : i32
      %cst1_i32_46 = spirv.Constant 1 : i32
      %12 = spirv.AccessChain %consts_arg_1_addr[%cst0_i32_44, %cst6_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<7 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %12, %cst_f32_25 : f32
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @consts
    spirv.ExecutionMode @consts "LocalSize", 1, 1, 1
  }
  gpu.module @kernels {
    gpu.func @consts(%arg0: memref<6xi32>, %arg1: memref<7xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %c-2147483648_i32 = arith.constant -2147483648 : i32
      %c127_i32 = arith.constant 127 : i32
      %c-2_i32 = arith.constant -2 : i32
      %true = arith.constant true
      %false = arith.constant false
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %0 = arith.select %true, %c1_i32, %c0_i32 : i32
      %1 = arith.select %false, %c1_i32, %c0_i32 : i32
      memref.store %c2147483647_i32, %arg0[%c0] : memref<6xi32>
      memref.store %c-2147483648_i32, %arg0[%c1] : memref<6xi32>
      memref.store %c127_i32, %arg0[%c2] : memref<6xi32>
      memref.store %c-2_i32, %arg0[%c3] : memref<6xi32>
      memref.store %0, %arg0[%c4] : memref<6xi32>
      memref.store %1, %arg0[%c5] : memref<6xi32>
      %cst = arith.constant 1.500000e+03 : f32
      %cst_0 = arith.constant -2.500000e-02 : f32
      %cst_1 = arith.constant 3.14159274 : f32
      %cst_2 = arith.constant -0.000000e+00 : f32
      %cst_3 = arith.constant 3.000000e+38 : f32
      %cst_4 = arith.constant 9.99999935E-39 : f32
      %cst_5 = arith.constant 123456.789 : f32
      memref.store %cst, %arg1[%c0] : memref<7xf32>
      memref.store %cst_0, %arg1[%c1] : memref<7xf32>
      memref.store %cst_1, %arg1[%c2] : memref<7xf32>
      memref.store %cst_2, %arg1[%c3] : memref<7xf32>
      memref.store %cst_3, %arg1[%c4] : memref<7xf32>
      memref.store %cst_4, %arg1[%c5] : memref<7xf32>
      memref.store %cst_5, %arg1[%c6] : memref<7xf32>
      gpu.return
    }
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<6xi32>
    %alloc_0 = memref.alloc() : memref<7xf32>
    %c1 = arith.constant 1 : index
    gpu.launch_func  @kernels::@consts blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%alloc : memref<6xi32>, %alloc_0 : memref<7xf32>)
    %cast = memref.cast %alloc : memref<6xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    %cast_1 = memref.cast %alloc_0 : memref<7xf32> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

