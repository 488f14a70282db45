module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_logic_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<40 x i32>)>
  llvm.func @__spv__kernels_logic()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @logic_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<40 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_logic() "None" attributes {workgroup_attributions = 0 : i64} {
      %logic_arg_0_addr = spirv.mlir.addressof @logic_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<40 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst8_i32 = spirv.Constant 8 : i32
      %cst1_i32_0 = spirv.Constant 1 : i32
      %cst2_i32_1 = spirv.Constant 2 : i32
      %cst3_i32_2 = spirv.Constant 3 : i32
      %cst0_i32_3 = spirv.Constant 0 : i32
      %true = spirv.Constant true
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst8_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.BitwiseAnd %0, %cst1_i32_0 : i32
        %3 = spirv.INotEqual %2, %cst0_i32_3 : i32
        %4 = spirv.SGreaterThanEqual %0, %cst3_i32_2 : i32
        %5 = spirv.LogicalAnd %3, %4 : i1
        %6 = spirv.LogicalOr %3, %4 : i1
        %7 = spirv.LogicalNotEqual %3, %4 : i1
        %8 = spirv.LogicalNotEqual %3, %true : i1
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst1_i32_5 = spirv.Constant 1 : i32
        %9 = spirv.Select %5, %cst1_i32_5, %cst0_i32_4 : i1, i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst8_i32_8 = spirv.Constant 8 : i32
        %cst0_i32_9 = spirv.Constant 0 : i32
        %cst1_i32_10 = spirv.Constant 1 : i32
        %10 = spirv.AccessChain %logic_arg_0_addr[%cst0_i32_6, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<40 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %10, %9 : i32
        %cst0_i32_11 = spirv.Constant 0 : i32
        %cst1_i32_12 = spirv.Constant 1 : i32
        %11 = spirv.Select %6, %cst1_i32_12, %cst0_i32_11 : i1, i32
        %cst0_i32_13 = spirv.Constant 0 : i32
        %cst0_i32_14 = spirv.Constant 0 : i32
        %cst8_i32_15 = spirv.Constant 8 : i32
        %cst8_i32_16 = spirv.Constant 8 : i32
        %cst1_i32_17 = spirv.Constant 1 : i32
        %12 = spirv.IAdd %0, %cst8_i32_16 : i32
        %13 = spirv.AccessChain %logic_arg_0_addr[%cst0_i32_13, %12] : !spirv.ptr<!spirv.struct<(!spirv.array<40 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %13, %11 : i32
        %cst-1_i32 = spirv.Constant -1 : i32
        %cst0_i32_18 = spirv.Constant 0 : i32
        %14 = spirv.Select %7, %cst-1_i32, %cst0_i32_18 : i1, i32
        %cst0_i32_19 = spirv.Constant 0 : i32
        %cst0_i32_20 = spirv.Constant 0 : i32
        %cst8_i32_21 = spirv.Constant 8 : i32
        %cst16_i32 = spirv.Constant 16 : i32
        %cst1_i32_22 = spirv.Constant 1 : i32
        %15 = spirv.IAdd %0, %cst16_i32 : i32
        %16 = spirv.AccessChain %logic_arg_0_addr[%cst0_i32_19, %15] : !spirv.ptr<!spirv.struct<(!spirv.array<40 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %16, %14 : i32
        %cst-1_i32_23 = spirv.Constant -1 : i32
        %cst0_i32_24 = spirv.Constant 0 : i32
        %17 = spirv.Select %8, %cst-1_i32_23, %cst0_i32_24 : i1, i32
        %cst0_i32_25 = spirv.Constant 0 : i32
        %cst0_i32_26 = spirv.Constant 0 : i32
        %cst8_i32_27 = spirv.Constant 8 : i32
        %cst24_i32 = spirv.Constant 24 : i32
        %cst1_i32_28 = spirv.Constant 1 : i32
        %18 = spirv.IAdd %0, %cst24_i32 : i32
        %19 = spirv.AccessChain %logic_arg_0_addr[%cst0_i32_25, %18] : !spirv.ptr<!spirv.struct<(!spirv.array<40 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %19, %17 : i32
        %20 = spirv.IMul %0, %0 : i32
        %21 = spirv.ISub %cst0_i32_3, %0 : i32
        %22 = spirv.SDiv %0, %cst2_i32_1 : i32
        %23 = spirv.Select %7, %20, %21 : i1, i32
        %24 = spirv.Select %5, %22, %23 : i1, i32
        %cst0_i32_29 = spirv.Constant 0 : i32
        %cst0_i32_30 = spirv.Constant 0 : i32
        %cst8_i32_31 = spirv.Constant 8 : i32
        %cst32_i32 = spirv.Constant 32 : i32
        %cst1_i32_32 = spirv.Constant 1 : i32
        %25 = spirv.IAdd %0, %cst32_i32 : i32
        %26 = spirv.AccessChain %logic_arg_0_addr[%cst0_i32_29, %25] : !spirv.ptr<!spirv.struct<(!spirv.array<40 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %26, %24 : i32
        %27 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%27 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_logic
    spirv.ExecutionMode @__spv__kernels_logic "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(5 : index) : i64
    %1 = llvm.mlir.constant(8 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(40 : index) : i64
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
    %18 = llvm.mlir.constant(5 : index) : i64
    %19 = llvm.mlir.constant(8 : index) : i64
    %20 = llvm.mlir.constant(1 : index) : i64
    %21 = llvm.mlir.constant(40 : index) : i64
    %22 = llvm.mlir.zero : !llvm.ptr
    %23 = llvm.getelementptr %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
    %25 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.mlir.addressof @__spv__kernels_logic_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%26, %25, %24) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_logic() : () -> ()
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

