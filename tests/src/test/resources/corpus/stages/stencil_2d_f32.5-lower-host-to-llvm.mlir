module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_stencil_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<36 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_stencil_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<36 x f32>)>
  llvm.func @__spv__kernels_stencil()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @stencil_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @stencil_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_stencil() "None" attributes {workgroup_attributions = 0 : i64} {
      %stencil_arg_0_addr = spirv.mlir.addressof @stencil_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>
      %stencil_arg_1_addr = spirv.mlir.addressof @stencil_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      %cst_f32 = spirv.Constant 2.000000e-01 : f32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst6_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
          %4 = spirv.SLessThan %3, %cst6_i32 : i32
          spirv.BranchConditional %4, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %5 = spirv.IMul %0, %0 : i32
          %6 = spirv.IMul %5, %3 : i32
          %7 = spirv.ConvertSToF %6 : i32 to f32
          %cst0_i32_0 = spirv.Constant 0 : i32
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst6_i32_2 = spirv.Constant 6 : i32
          %8 = spirv.IMul %0, %cst6_i32_2 : i32
          %cst1_i32_3 = spirv.Constant 1 : i32
          %9 = spirv.IAdd %3, %8 : i32
          %10 = spirv.AccessChain %stencil_arg_0_addr[%cst0_i32_0, %9] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          spirv.Store "StorageBuffer" %10, %7 : f32
          %cst0_i32_4 = spirv.Constant 0 : i32
          %cst0_i32_5 = spirv.Constant 0 : i32
          %cst6_i32_6 = spirv.Constant 6 : i32
          %11 = spirv.IMul %0, %cst6_i32_6 : i32
          %cst1_i32_7 = spirv.Constant 1 : i32
          %12 = spirv.IAdd %3, %11 : i32
          %13 = spirv.AccessChain %stencil_arg_1_addr[%cst0_i32_4, %12] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          spirv.Store "StorageBuffer" %13, %7 : f32
          %14 = spirv.IAdd %3, %cst1_i32 : i32
          spirv.Branch ^bb1(%14 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %2 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%2 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst1_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst5_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst1_i32 : i32)
        ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
          %4 = spirv.SLessThan %3, %cst5_i32 : i32
          spirv.BranchConditional %4, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %5 = spirv.ISub %0, %cst1_i32 : i32
          %6 = spirv.IAdd %0, %cst1_i32 : i32
          %7 = spirv.ISub %3, %cst1_i32 : i32
          %8 = spirv.IAdd %3, %cst1_i32 : i32
          %cst0_i32_0 = spirv.Constant 0 : i32
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst6_i32_2 = spirv.Constant 6 : i32
          %9 = spirv.IMul %0, %cst6_i32_2 : i32
          %cst1_i32_3 = spirv.Constant 1 : i32
          %10 = spirv.IAdd %3, %9 : i32
          %11 = spirv.AccessChain %stencil_arg_0_addr[%cst0_i32_0, %10] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %12 = spirv.Load "StorageBuffer" %11 : f32
          %cst0_i32_4 = spirv.Constant 0 : i32
          %cst0_i32_5 = spirv.Constant 0 : i32
          %cst6_i32_6 = spirv.Constant 6 : i32
          %13 = spirv.IMul %5, %cst6_i32_6 : i32
          %cst1_i32_7 = spirv.Constant 1 : i32
          %14 = spirv.IAdd %3, %13 : i32
          %15 = spirv.AccessChain %stencil_arg_0_addr[%cst0_i32_4, %14] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %16 = spirv.Load "StorageBuffer" %15 : f32
          %cst0_i32_8 = spirv.Constant 0 : i32
          %cst0_i32_9 = spirv.Constant 0 : i32
          %cst6_i32_10 = spirv.Constant 6 : i32
          %17 = spirv.IMul %6, %cst6_i32_10 : i32
          %cst1_i32_11 = spirv.Constant 1 : i32
          %18 = spirv.IAdd %3, %17 : i32
          %19 = spirv.AccessChain %stencil_arg_0_addr[%cst0_i32_8, %18] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %20 = spirv.Load "StorageBuffer" %19 : f32
          %cst0_i32_12 = spirv.Constant 0 : i32
          %cst0_i32_13 = spirv.Constant 0 : i32
          %cst6_i32_14 = spirv.Constant 6 : i32
          %21 = spirv.IMul %0, %cst6_i32_14 : i32
          %cst1_i32_15 = spirv.Constant 1 : i32
          %22 = spirv.IAdd %7, %21 : i32
          %23 = spirv.AccessChain %stencil_arg_0_addr[%cst0_i32_12, %22] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %24 = spirv.Load "StorageBuffer" %23 : f32
          %cst0_i32_16 = spirv.Constant 0 : i32
          %cst0_i32_17 = spirv.Constant 0 : i32
          %cst6_i32_18 = spirv.Constant 6 : i32
          %25 = spirv.IMul %0, %cst6_i32_18 : i32
          %cst1_i32_19 = spirv.Constant 1 : i32
          %26 = spirv.IAdd %8, %25 : i32
          %27 = spirv.AccessChain %stencil_arg_0_addr[%cst0_i32_16, %26] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %28 = spirv.Load "StorageBuffer" %27 : f32
          %29 = spirv.FAdd %12, %16 : f32
          %30 = spirv.FAdd %29, %20 : f32
          %31 = spirv.FAdd %30, %24 : f32
          %32 = spirv.FAdd %31, %28 : f32
          %33 = spirv.FMul %32, %cst_f32 : f32
          %cst0_i32_20 = spirv.Constant 0 : i32
          %cst0_i32_21 = spirv.Constant 0 : i32
          %cst6_i32_22 = spirv.Constant 6 : i32
          %34 = spirv.IMul %0, %cst6_i32_22 : i32
          %cst1_i32_23 = spirv.Constant 1 : i32
          %35 = spirv.IAdd %3, %34 : i32
          %36 = spirv.AccessChain %stencil_arg_1_addr[%cst0_i32_20, %35] : !spirv.ptr<!spirv.struct<(!spirv.array<36 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          spirv.Store "StorageBuffer" %36, %33 : f32
          %37 = spirv.IAdd %3, %cst1_i32 : i32
          spirv.Branch ^bb1(%37 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %2 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%2 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_stencil
    spirv.ExecutionMode @__spv__kernels_stencil "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(6 : index) : i64
    %1 = llvm.mlir.constant(6 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(36 : index) : i64
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
    %17 = llvm.mlir.constant(6 : index) : i64
    %18 = llvm.mlir.constant(6 : index) : i64
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.mlir.constant(36 : index) : i64
    %21 = llvm.mlir.zero : !llvm.ptr
    %22 = llvm.getelementptr %21[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %23 = llvm.ptrtoint %22 : !llvm.ptr to i64
    %24 = llvm.call @malloc(%23) : (i64) -> !llvm.ptr
    %25 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %26 = llvm.insertvalue %24, %25[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %24, %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.mlir.constant(0 : index) : i64
    %29 = llvm.insertvalue %28, %27[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %17, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %18, %30[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %18, %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %19, %32[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.mlir.constant(1 : index) : i64
    %35 = llvm.mlir.constant(6 : index) : i64
    %36 = llvm.mlir.constant(6 : index) : i64
    %37 = llvm.mlir.constant(1 : index) : i64
    %38 = llvm.mlir.constant(36 : index) : i64
    %39 = llvm.mlir.zero : !llvm.ptr
    %40 = llvm.getelementptr %39[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %41 = llvm.ptrtoint %40 : !llvm.ptr to i64
    %42 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.mlir.addressof @__spv__kernels_stencil_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%43, %42, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %44 = llvm.mlir.constant(6 : index) : i64
    %45 = llvm.mlir.constant(6 : index) : i64
    %46 = llvm.mlir.constant(1 : index) : i64
    %47 = llvm.mlir.constant(36 : index) : i64
    %48 = llvm.mlir.zero : !llvm.ptr
    %49 = llvm.getelementptr %48[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %50 = llvm.ptrtoint %49 : !llvm.ptr to i64
    %51 = llvm.extractvalue %33[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.mlir.addressof @__spv__kernels_stencil_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%52, %51, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_stencil() : () -> ()
    "llvm.intr.memcpy"(%42, %43, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%51, %52, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %53 = llvm.mlir.constant(1 : index) : i64
    %54 = llvm.alloca %53 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %33, %54 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %55 = llvm.mlir.constant(2 : index) : i64
    %56 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %57 = llvm.insertvalue %55, %56[0] : !llvm.struct<(i64, ptr)> 
    %58 = llvm.insertvalue %54, %57[1] : !llvm.struct<(i64, ptr)> 
    %59 = llvm.extractvalue %58[0] : !llvm.struct<(i64, ptr)> 
    %60 = llvm.extractvalue %58[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%59, %60) : (i64, !llvm.ptr) -> ()
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

