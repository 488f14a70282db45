module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_cmp_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<50 x i32>)>
  llvm.func @__spv__kernels_cmp()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @cmp_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_cmp() "None" attributes {workgroup_attributions = 0 : i64} {
      %cmp_arg_0_addr = spirv.mlir.addressof @cmp_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      %cst7_i32 = spirv.Constant 7 : i32
      %cst8_i32 = spirv.Constant 8 : i32
      %cst9_i32 = spirv.Constant 9 : i32
      %cst2_i32_0 = spirv.Constant 2 : i32
      %cst3_i32_1 = spirv.Constant 3 : i32
      %cst1_i32_2 = spirv.Constant 1 : i32
      %cst0_i32_3 = spirv.Constant 0 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst5_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.ISub %0, %cst2_i32_0 : i32
        %3 = spirv.IMul %0, %cst2_i32_0 : i32
        %4 = spirv.ISub %cst3_i32_1, %3 : i32
        %5 = spirv.ISub %4, %cst1_i32_2 : i32
        %6 = spirv.IEqual %2, %cst0_i32_3 : i32
        %7 = spirv.Select %6, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst5_i32_6 = spirv.Constant 5 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst1_i32_8 = spirv.Constant 1 : i32
        %8 = spirv.AccessChain %cmp_arg_0_addr[%cst0_i32_4, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %8, %7 : i32
        %9 = spirv.INotEqual %2, %cst0_i32_3 : i32
        %10 = spirv.Select %9, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_9 = spirv.Constant 0 : i32
        %cst0_i32_10 = spirv.Constant 0 : i32
        %cst5_i32_11 = spirv.Constant 5 : i32
        %cst5_i32_12 = spirv.Constant 5 : i32
        %cst1_i32_13 = spirv.Constant 1 : i32
        %11 = spirv.IAdd %0, %cst5_i32_12 : i32
        %12 = spirv.AccessChain %cmp_arg_0_addr[%cst0_i32_9, %11] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %12, %10 : i32
        %13 = spirv.SLessThan %2, %5 : i32
        %14 = spirv.Select %13, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_14 = spirv.Constant 0 : i32
        %cst0_i32_15 = spirv.Constant 0 : i32
        %cst5_i32_16 = spirv.Constant 5 : i32
        %cst10_i32 = spirv.Constant 10 : i32
        %cst1_i32_17 = spirv.Constant 1 : i32
        %15 = spirv.IAdd %0, %cst10_i32 : i32
        %16 = spirv.AccessChain %cmp_arg_0_addr[%cst0_i32_14, %15] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %16, %14 : i32
        %17 = spirv.SLessThanEqual %2, %5 : i32
        %18 = spirv.Select %17, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_18 = spirv.Constant 0 : i32
        %cst0_i32_19 = spirv.Constant 0 : i32
        %cst5_i32_20 = spirv.Constant 5 : i32
        %cst15_i32 = spirv.Constant 15 : i32
        %cst1_i32_21 = spirv.Constant 1 : i32
        %19 = spirv.IAdd %0, %cst15_i32 : i32
        %20 = spirv.AccessChain %cmp_arg_0_addr[%cst0_i32_18, %19] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %20, %18 : i32
        %21 = spirv.SGreaterThan %2, %5 : i32
        %22 = spirv.Select %21, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_22 = spirv.Constant 0 : i32
        %cst0_i32_23 = spirv.Constant 0 : i32
        %cst5_i32_24 = spirv.Constant 5 : i32
        %cst20_i32 = spirv.Constant 20 : i32
        %cst1_i32_25 = spirv.Constant 1 : i32
        %23 = spirv.IAdd %0, %cst20_i32 : i32
        %24 = spirv.AccessChain %cmp_arg_0_addr[%cst0_i32_22, %23] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %24, %22 : i32
        %25 = spirv.SGreaterThanEqual %2, %5 : i32
        %26 = spirv.Select %25, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_26 = spirv.Constant 0 : i32
        %cst0_i32_27 = spirv.Constant 0 : i32
        %cst5_i32_28 = spirv.Constant 5 : i32
        %cst25_i32 = spirv.Constant 25 : i32
        %cst1_i32_29 = spirv.Constant 1 : i32
        %27 = spirv.IAdd %0, %cst25_i32 : i32
        %28 = spirv.AccessChain %cmp_arg_0_addr[%cst0_i32_26, %27] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %28, %26 : i32
        %29 = spirv.ULessThan %2, %5 : i32
        %30 = spirv.Select %29, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_30 = spirv.Constant 0 : i32
        %cst0_i32_31 = spirv.Constant 0 : i32
        %cst5_i32_32 = spirv.Constant 5 : i32
        %cst30_i32 = spirv.Constant 30 : i32
        %cst1_i32_33 = spirv.Constant 1 : i32
        %31 = spirv.IAdd %0, %cst30_i32 : i32
        %32 = spirv.AccessChain %cmp_arg_0_addr[%cst0_i32_30, %31] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %32, %30 : i32
        %33 = spirv.ULessThanEqual %2, %5 : i32
        %34 = spirv.Select %33, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_34 = spirv.Constant 0 : i32
        %cst0_i32_35 = spirv.Constant 0 : i32
        %cst5_i32_36 = spirv.Constant 5 : i32
        %cst35_i32 = spirv.Constant 35 : i32
        %cst1_i32_37 = spirv.Constant 1 : i32
        %35 = spirv.IAdd %0, %cst35_i32 : i32
        %36 = spirv.AccessChain %cmp_arg_0_addr[%cst0_i32_34, %35] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %36, %34 : i32
        %37 = spirv.UGreaterThan %2, %5 : i32
        %38 = spirv.Select %37, %cst1_i32_2, %cst0_i32_3 : i1, i32
        %cst0_i32_38 = spirv.Constant 0 : i32
        %cst0_i32_39 = spirv.Constant 0 : i32
        %cst5_i32_40 = spirv.Constant 5 : i32
        %cst40_i32 = spirv.Constant 40 : i32
        %cst1_i32_41 = spirv.Constant 1 : i32
        %39 = spirv.IAdd %0, %cst40_i32 : i32
        %40 = spirv.AccessChain %cmp_arg_0_addr[%cst0_i32_38, %39] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %40, %38 : i32
        %41 = spirv.UGreaterThanEqual %2, %5 : i32
        %42 = spirv.Select %41, %2, %5 : i1, i32
        %cst0_i32_42 = spirv.Constant 0 : i32
        %cst0_i32_43 = spirv.Constant 0 : i32
        %cst5_i32_44 = spirv.Constant 5 : i32
        %cst45_i32 = spirv.Constant 45 : i32
        %cst1_i32_45 = spirv.Constant 1 : i32
        %43 = spirv.IAdd %0, %cst45_i32 : i32
        %44 = spirv.AccessChain %cmp_arg_0_addr[%cst0_i32_42, %43] : !spirv.ptr<!spirv.struct<(!spirv.array<50 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %44, %42 : i32
        %45 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%45 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_cmp
    spirv.ExecutionMode @__spv__kernels_cmp "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(10 : index) : i64
    %1 = llvm.mlir.constant(5 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(50 : index) : i64
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
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
    %18 = llvm.mlir.constant(10 : index) : i64
    %19 = llvm.mlir.constant(5 : index) : i64
    %20 = llvm.mlir.constant(1 : index) : i64
    %21 = llvm.mlir.constant(50 : index) : i64
    %22 = llvm.mlir.zero : !llvm.ptr
    %23 = llvm.getelementptr %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
    %25 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.mlir.addressof @__spv__kernels_cmp_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%26, %25, %24) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_cmp() : () -> ()
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
    llvm.call @printMemrefI32(%33, %34) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_main() attributes {llvm.emit_c_interface} {
    llvm.call @main() : () -> ()
    llvm.return
  }
  llvm.func private @printMemrefI32(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefI32(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefI32(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
}

