module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_special_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<4 x f64>)>
  llvm.mlir.global linkonce @__spv__kernels_special_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<8 x f32>)>
  llvm.func @__spv__kernels_special()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Float64, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @special_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @special_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f64, stride=8> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_special() "None" attributes {workgroup_attributions = 0 : i64} {
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
    spirv.EntryPoint "GLCompute" @__spv__kernels_special
    spirv.ExecutionMode @__spv__kernels_special "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(8 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
    %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.mlir.constant(0 : index) : i64
    %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.mlir.constant(4 : index) : i64
    %14 = llvm.mlir.constant(1 : index) : i64
    %15 = llvm.mlir.zero : !llvm.ptr
    %16 = llvm.getelementptr %15[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
    %18 = llvm.call @malloc(%17) : (i64) -> !llvm.ptr
    %19 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.mlir.constant(0 : index) : i64
    %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %13, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %14, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.mlir.constant(1 : index) : i64
    %27 = llvm.mlir.constant(8 : index) : i64
    %28 = llvm.mlir.constant(1 : index) : i64
    %29 = llvm.mlir.zero : !llvm.ptr
    %30 = llvm.getelementptr %29[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
    %32 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.mlir.addressof @__spv__kernels_special_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%33, %32, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %34 = llvm.mlir.constant(4 : index) : i64
    %35 = llvm.mlir.constant(1 : index) : i64
    %36 = llvm.mlir.zero : !llvm.ptr
    %37 = llvm.getelementptr %36[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %38 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %39 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.mlir.addressof @__spv__kernels_special_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%40, %39, %38) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_special() : () -> ()
    "llvm.intr.memcpy"(%32, %33, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%39, %40, %38) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %41 = llvm.mlir.constant(1 : index) : i64
    %42 = llvm.alloca %41 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %12, %42 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %43 = llvm.mlir.constant(1 : index) : i64
    %44 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %45 = llvm.insertvalue %43, %44[0] : !llvm.struct<(i64, ptr)> 
    %46 = llvm.insertvalue %42, %45[1] : !llvm.struct<(i64, ptr)> 
    %47 = llvm.extractvalue %46[0] : !llvm.struct<(i64, ptr)> 
    %48 = llvm.extractvalue %46[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%47, %48) : (i64, !llvm.ptr) -> ()
    %49 = llvm.mlir.constant(1 : index) : i64
    %50 = llvm.alloca %49 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %25, %50 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %51 = llvm.mlir.constant(1 : index) : i64
    %52 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %53 = llvm.insertvalue %51, %52[0] : !llvm.struct<(i64, ptr)> 
    %54 = llvm.insertvalue %50, %53[1] : !llvm.struct<(i64, ptr)> 
    %55 = llvm.extractvalue %54[0] : !llvm.struct<(i64, ptr)> 
    %56 = llvm.extractvalue %54[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF64(%55, %56) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_main() attributes {llvm.emit_c_interface} {
    llvm.call @main() : () -> ()
    llvm.return
  }
  llvm.func private @printMemrefF32(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefF32(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefF32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @printMemrefF64(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefF64(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefF64(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
}

