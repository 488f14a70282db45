module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_clamp_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<27 x i32>)>
  llvm.func @__spv__kernels_clamp()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @clamp_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<27 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_clamp() "None" attributes {workgroup_attributions = 0 : i64} {
      %clamp_arg_0_addr = spirv.mlir.addressof @clamp_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<27 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst9_i32 = spirv.Constant 9 : i32
      %cst-3_i32 = spirv.Constant -3 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst11_i32 = spirv.Constant 11 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst9_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.IMul %0, %cst3_i32 : i32
        %3 = spirv.ISub %2, %cst11_i32 : i32
        %4 = spirv.GL.SMax %3, %cst-3_i32 : i32
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst9_i32_2 = spirv.Constant 9 : i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst1_i32_4 = spirv.Constant 1 : i32
        %5 = spirv.AccessChain %clamp_arg_0_addr[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<27 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %5, %4 : i32
        %6 = spirv.GL.SMin %3, %cst4_i32 : i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst9_i32_7 = spirv.Constant 9 : i32
        %cst9_i32_8 = spirv.Constant 9 : i32
        %cst1_i32_9 = spirv.Constant 1 : i32
        %7 = spirv.IAdd %0, %cst9_i32_8 : i32
        %8 = spirv.AccessChain %clamp_arg_0_addr[%cst0_i32_5, %7] : !spirv.ptr<!spirv.struct<(!spirv.array<27 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %8, %6 : i32
        %9 = spirv.GL.SMin %4, %cst4_i32 : i32
        %cst0_i32_10 = spirv.Constant 0 : i32
        %cst0_i32_11 = spirv.Constant 0 : i32
        %cst9_i32_12 = spirv.Constant 9 : i32
        %cst18_i32 = spirv.Constant 18 : i32
        %cst1_i32_13 = spirv.Constant 1 : i32
        %10 = spirv.IAdd %0, %cst18_i32 : i32
        %11 = spirv.AccessChain %clamp_arg_0_addr[%cst0_i32_10, %10] : !spirv.ptr<!spirv.struct<(!spirv.array<27 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %11, %9 : i32
        %12 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%12 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_clamp
    spirv.ExecutionMode @__spv__kernels_clamp "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(3 : index) : i64
    %1 = llvm.mlir.constant(9 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(27 : index) : i64
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
    %18 = llvm.mlir.constant(3 : index) : i64
    %19 = llvm.mlir.constant(9 : index) : i64
    %20 = llvm.mlir.constant(1 : index) : i64
    %21 = llvm.mlir.constant(27 : index) : i64
    %22 = llvm.mlir.zero : !llvm.ptr
    %23 = llvm.getelementptr %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
    %25 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.mlir.addressof @__spv__kernels_clamp_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%26, %25, %24) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_clamp() : () -> ()
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

