module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_fcmp_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<48 x f32>)>
  llvm.func @__spv__kernels_fcmp()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @fcmp_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_fcmp() "None" attributes {workgroup_attributions = 0 : i64} {
      %fcmp_arg_0_addr = spirv.mlir.addressof @fcmp_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst_f32 = spirv.Constant 0.000000e+00 : f32
      %cst_f32_0 = spirv.Constant 1.000000e+00 : f32
      %cst_f32_1 = spirv.Constant -1.000000e+00 : f32
      %cst_f32_2 = spirv.Constant 0x7FC00000 : f32
      %cst_f32_3 = spirv.Constant 1.500000e+00 : f32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst4_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.ConvertSToF %0 : i32 to f32
        %cst_f32_4 = spirv.Constant 5.000000e-01 : f32
        %3 = spirv.FMul %2, %cst_f32_4 : f32
        %4 = spirv.FAdd %3, %cst_f32_0 : f32
        %cst3_i32 = spirv.Constant 3 : i32
        %5 = spirv.IEqual %0, %cst3_i32 : i32
        %6 = spirv.Select %5, %cst_f32_2, %4 : i1, f32
        %7 = spirv.FOrdEqual %6, %cst_f32_3 : f32
        %8 = spirv.Select %7, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst4_i32_8 = spirv.Constant 4 : i32
        %cst0_i32_9 = spirv.Constant 0 : i32
        %cst1_i32_10 = spirv.Constant 1 : i32
        %9 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_6, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %9, %8 : f32
        %10 = spirv.FOrdNotEqual %6, %cst_f32_3 : f32
        %11 = spirv.Select %10, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst1_i32_11 = spirv.Constant 1 : i32
        %cst0_i32_12 = spirv.Constant 0 : i32
        %cst0_i32_13 = spirv.Constant 0 : i32
        %cst4_i32_14 = spirv.Constant 4 : i32
        %cst4_i32_15 = spirv.Constant 4 : i32
        %cst1_i32_16 = spirv.Constant 1 : i32
        %12 = spirv.IAdd %0, %cst4_i32_15 : i32
        %13 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_12, %12] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %13, %11 : f32
        %14 = spirv.FOrdLessThan %6, %cst_f32_3 : f32
        %15 = spirv.Select %14, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst2_i32 = spirv.Constant 2 : i32
        %cst0_i32_17 = spirv.Constant 0 : i32
        %cst0_i32_18 = spirv.Constant 0 : i32
        %cst4_i32_19 = spirv.Constant 4 : i32
        %cst8_i32 = spirv.Constant 8 : i32
        %cst1_i32_20 = spirv.Constant 1 : i32
        %16 = spirv.IAdd %0, %cst8_i32 : i32
        %17 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_17, %16] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %17, %15 : f32
        %18 = spirv.FOrdLessThanEqual %6, %cst_f32_3 : f32
        %19 = spirv.Select %18, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst3_i32_21 = spirv.Constant 3 : i32
        %cst0_i32_22 = spirv.Constant 0 : i32
        %cst0_i32_23 = spirv.Constant 0 : i32
        %cst4_i32_24 = spirv.Constant 4 : i32
        %cst12_i32 = spirv.Constant 12 : i32
        %cst1_i32_25 = spirv.Constant 1 : i32
        %20 = spirv.IAdd %0, %cst12_i32 : i32
        %21 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_22, %20] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %21, %19 : f32
        %22 = spirv.FOrdGreaterThan %6, %cst_f32_3 : f32
        %23 = spirv.Select %22, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst4_i32_26 = spirv.Constant 4 : i32
        %cst0_i32_27 = spirv.Constant 0 : i32
        %cst0_i32_28 = spirv.Constant 0 : i32
        %cst4_i32_29 = spirv.Constant 4 : i32
        %cst16_i32 = spirv.Constant 16 : i32
        %cst1_i32_30 = spirv.Constant 1 : i32
        %24 = spirv.IAdd %0, %cst16_i32 : i32
        %25 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_27, %24] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %25, %23 : f32
        %26 = spirv.FOrdGreaterThanEqual %6, %cst_f32_3 : f32
        %27 = spirv.Select %26, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst5_i32 = spirv.Constant 5 : i32
        %cst0_i32_31 = spirv.Constant 0 : i32
        %cst0_i32_32 = spirv.Constant 0 : i32
        %cst4_i32_33 = spirv.Constant 4 : i32
        %cst20_i32 = spirv.Constant 20 : i32
        %cst1_i32_34 = spirv.Constant 1 : i32
        %28 = spirv.IAdd %0, %cst20_i32 : i32
        %29 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_31, %28] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %29, %27 : f32
        %30 = spirv.FUnordEqual %6, %cst_f32_3 : f32
        %31 = spirv.Select %30, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst6_i32 = spirv.Constant 6 : i32
        %cst0_i32_35 = spirv.Constant 0 : i32
        %cst0_i32_36 = spirv.Constant 0 : i32
        %cst4_i32_37 = spirv.Constant 4 : i32
        %cst24_i32 = spirv.Constant 24 : i32
        %cst1_i32_38 = spirv.Constant 1 : i32
        %32 = spirv.IAdd %0, %cst24_i32 : i32
        %33 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_35, %32] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %33, %31 : f32
        %34 = spirv.FUnordNotEqual %6, %cst_f32_3 : f32
        %35 = spirv.Select %34, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst7_i32 = spirv.Constant 7 : i32
        %cst0_i32_39 = spirv.Constant 0 : i32
        %cst0_i32_40 = spirv.Constant 0 : i32
        %cst4_i32_41 = spirv.Constant 4 : i32
        %cst28_i32 = spirv.Constant 28 : i32
        %cst1_i32_42 = spirv.Constant 1 : i32
        %36 = spirv.IAdd %0, %cst28_i32 : i32
        %37 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_39, %36] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %37, %35 : f32
        %38 = spirv.FUnordLessThan %6, %cst_f32_3 : f32
        %39 = spirv.Select %38, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst8_i32_43 = spirv.Constant 8 : i32
        %cst0_i32_44 = spirv.Constant 0 : i32
        %cst0_i32_45 = spirv.Constant 0 : i32
        %cst4_i32_46 = spirv.Constant 4 : i32
        %cst32_i32 = spirv.Constant 32 : i32
        %cst1_i32_47 = spirv.Constant 1 : i32
        %40 = spirv.IAdd %0, %cst32_i32 : i32
        %41 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_44, %40] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %41, %39 : f32
        %42 = spirv.FUnordLessThanEqual %6, %cst_f32_3 : f32
        %43 = spirv.Select %42, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst9_i32 = spirv.Constant 9 : i32
        %cst0_i32_48 = spirv.Constant 0 : i32
        %cst0_i32_49 = spirv.Constant 0 : i32
        %cst4_i32_50 = spirv.Constant 4 : i32
        %cst36_i32 = spirv.Constant 36 : i32
        %cst1_i32_51 = spirv.Constant 1 : i32
        %44 = spirv.IAdd %0, %cst36_i32 : i32
        %45 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_48, %44] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %45, %43 : f32
        %46 = spirv.FUnordGreaterThan %6, %cst_f32_3 : f32
        %47 = spirv.Select %46, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst10_i32 = spirv.Constant 10 : i32
        %cst0_i32_52 = spirv.Constant 0 : i32
        %cst0_i32_53 = spirv.Constant 0 : i32
        %cst4_i32_54 = spirv.Constant 4 : i32
        %cst40_i32 = spirv.Constant 40 : i32
        %cst1_i32_55 = spirv.Constant 1 : i32
        %48 = spirv.IAdd %0, %cst40_i32 : i32
        %49 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_52, %48] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %49, %47 : f32
        %50 = spirv.FUnordGreaterThanEqual %6, %cst_f32_3 : f32
        %51 = spirv.Select %50, %cst_f32_0, %cst_f32_1 : i1, f32
        %cst11_i32 = spirv.Constant 11 : i32
        %cst0_i32_56 = spirv.Constant 0 : i32
        %cst0_i32_57 = spirv.Constant 0 : i32
        %cst4_i32_58 = spirv.Constant 4 : i32
        %cst44_i32 = spirv.Constant 44 : i32
        %cst1_i32_59 = spirv.Constant 1 : i32
        %52 = spirv.IAdd %0, %cst44_i32 : i32
        %53 = spirv.AccessChain %fcmp_arg_0_addr[%cst0_i32_56, %52] : !spirv.ptr<!spirv.struct<(!spirv.array<48 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %53, %51 : f32
        %54 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%54 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_fcmp
    spirv.ExecutionMode @__spv__kernels_fcmp "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(12 : index) : i64
    %1 = llvm.mlir.constant(4 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(48 : index) : i64
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
    %7 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
    %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.mlir.constant(0 : index) : i64
    %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %0, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %1, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %1, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %2, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.mlir.constant(1 : index) : i64
    %18 = llvm.mlir.constant(12 : index) : i64
    %19 = llvm.mlir.constant(4 : index) : i64
    %20 = llvm.mlir.constant(1 : index) : i64
    %21 = llvm.mlir.constant(48 : index) : i64
    %22 = llvm.mlir.zero : !llvm.ptr
    %23 = llvm.getelementptr %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
    %25 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.mlir.addressof @__spv__kernels_fcmp_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%26, %25, %24) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_fcmp() : () -> ()
    "llvm.intr.memcpy"(%25, %26, %24) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %27 = llvm.mlir.constant(1 : index) : i64
    %28 = llvm.alloca %27 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %16, %28 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %29 = llvm.mlir.constant(2 : index) : i64
    %30 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %31 = llvm.insertvalue %29, %30[0] : !llvm.struct<(i64, ptr)> 
    %32 = llvm.insertvalue %28, %31[1] : !llvm.struct<(i64, ptr)> 
    %33 = llvm.extractvalue %32[0] : !llvm.struct<(i64, ptr)> 
    %34 = llvm.extractvalue %32[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%33, %34) : (i64, !llvm.ptr) -> ()
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
}

