module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_classify_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<1 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_classify_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<14 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_classify_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<7 x i32>)>
  llvm.func @__spv__kernels_classify()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @classify_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<7 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @classify_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<14 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @classify_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_classify() "None" attributes {workgroup_attributions = 0 : i64} {
      %classify_arg_0_addr = spirv.mlir.addressof @classify_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<7 x i32, stride=4> [0])>, StorageBuffer>
      %classify_arg_1_addr = spirv.mlir.addressof @classify_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<14 x i32, stride=4> [0])>, StorageBuffer>
      %classify_arg_2_addr = spirv.mlir.addressof @classify_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst7_i32 = spirv.Constant 7 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst1_i32_1 = spirv.Constant 1 : i32
      %cst-1_i32 = spirv.Constant -1 : i32
      %cst100_i32 = spirv.Constant 100 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb2
        %8 = spirv.SLessThan %7, %cst7_i32 : i32
        spirv.BranchConditional %8, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %9 = spirv.ISub %7, %cst3_i32 : i32
        %10 = spirv.SLessThan %9, %cst0_i32_0 : i32
        %11 = spirv.Variable : !spirv.ptr<i32, Function>
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          spirv.Store "Function" %11, %cst-1_i32 : i32
          spirv.Branch ^bb3
        ^bb2:  // pred: ^bb0
          %22 = spirv.IEqual %9, %cst0_i32_0 : i32
          %23 = spirv.Variable : !spirv.ptr<i32, Function>
          spirv.mlir.selection {
            spirv.BranchConditional %22, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            spirv.Store "Function" %23, %cst0_i32_0 : i32
            spirv.Branch ^bb3
          ^bb2:  // pred: ^bb0
            spirv.Store "Function" %23, %cst1_i32_1 : i32
            spirv.Branch ^bb3
          ^bb3:  // 2 preds: ^bb1, ^bb2
            spirv.mlir.merge
          }
          %24 = spirv.Load "Function" %23 : i32
          spirv.Store "Function" %11, %24 : i32
          spirv.Branch ^bb3
        ^bb3:  // 2 preds: ^bb1, ^bb2
          spirv.mlir.merge
        }
        %12 = spirv.Load "Function" %11 : i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst1_i32_7 = spirv.Constant 1 : i32
        %13 = spirv.AccessChain %classify_arg_0_addr[%cst0_i32_5, %7] : !spirv.ptr<!spirv.struct<(!spirv.array<7 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %13, %12 : i32
        %14 = spirv.Variable : !spirv.ptr<i32, Function>
        %15 = spirv.Variable : !spirv.ptr<i32, Function>
        spirv.mlir.selection {
          spirv.BranchConditional %10, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          spirv.Store "Function" %14, %9 : i32
          spirv.Store "Function" %15, %cst0_i32_0 : i32
          spirv.Branch ^bb3
        ^bb2:  // pred: ^bb0
          %22 = spirv.IMul %9, %9 : i32
          spirv.Store "Function" %14, %cst0_i32_0 : i32
          spirv.Store "Function" %15, %22 : i32
          spirv.Branch ^bb3
        ^bb3:  // 2 preds: ^bb1, ^bb2
          spirv.mlir.merge
        }
        %16 = spirv.Load "Function" %15 : i32
        %17 = spirv.Load "Function" %14 : i32
        %cst0_i32_8 = spirv.Constant 0 : i32
        %cst0_i32_9 = spirv.Constant 0 : i32
        %cst7_i32_10 = spirv.Constant 7 : i32
        %cst0_i32_11 = spirv.Constant 0 : i32
        %cst1_i32_12 = spirv.Constant 1 : i32
        %18 = spirv.AccessChain %classify_arg_1_addr[%cst0_i32_8, %7] : !spirv.ptr<!spirv.struct<(!spirv.array<14 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %18, %17 : i32
        %cst0_i32_13 = spirv.Constant 0 : i32
        %cst0_i32_14 = spirv.Constant 0 : i32
        %cst7_i32_15 = spirv.Constant 7 : i32
        %cst7_i32_16 = spirv.Constant 7 : i32
        %cst1_i32_17 = spirv.Constant 1 : i32
        %19 = spirv.IAdd %7, %cst7_i32_16 : i32
        %20 = spirv.AccessChain %classify_arg_1_addr[%cst0_i32_13, %19] : !spirv.ptr<!spirv.struct<(!spirv.array<14 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %20, %16 : i32
        %21 = spirv.IAdd %7, %cst1_i32 : i32
        spirv.Branch ^bb1(%21 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %0 = spirv.Variable : !spirv.ptr<i32, Function>
      %1 = spirv.Variable : !spirv.ptr<i32, Function>
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst1_i32_1, %cst0_i32_0 : i32, i32)
      ^bb1(%7: i32, %8: i32):  // 2 preds: ^bb0, ^bb2
        %9 = spirv.SLessThanEqual %7, %cst100_i32 : i32
        spirv.Store "Function" %0, %7 : i32
        spirv.Store "Function" %1, %8 : i32
        spirv.BranchConditional %9, ^bb2(%7, %8 : i32, i32), ^bb3
      ^bb2(%10: i32, %11: i32):  // pred: ^bb1
        %12 = spirv.BitwiseAnd %11, %cst1_i32_1 : i32
        %13 = spirv.INotEqual %12, %cst0_i32_0 : i32
        %14 = spirv.IAdd %10, %10 : i32
        %15 = spirv.Variable : !spirv.ptr<i32, Function>
        spirv.mlir.selection {
          spirv.BranchConditional %13, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %18 = spirv.IAdd %14, %cst1_i32_1 : i32
          spirv.Store "Function" %15, %18 : i32
          spirv.Branch ^bb3
        ^bb2:  // pred: ^bb0
          spirv.Store "Function" %15, %14 : i32
          spirv.Branch ^bb3
        ^bb3:  // 2 preds: ^bb1, ^bb2
          spirv.mlir.merge
        }
        %16 = spirv.Load "Function" %15 : i32
        %17 = spirv.IAdd %11, %cst1_i32_1 : i32
        spirv.Branch ^bb1(%16, %17 : i32, i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %2 = spirv.Load "Function" %1 : i32
      %3 = spirv.Load "Function" %0 : i32
      %4 = spirv.IMul %2, %cst100_i32 : i32
      %5 = spirv.IAdd %4, %3 : i32
      %cst0_i32_2 = spirv.Constant 0 : i32
      %cst0_i32_3 = spirv.Constant 0 : i32
      %cst1_i32_4 = spirv.Constant 1 : i32
      %6 = spirv.AccessChain %classify_arg_2_addr[%cst0_i32_2, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %6, %5 : i32
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_classify
    spirv.ExecutionMode @__spv__kernels_classify "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(7 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
    %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.mlir.constant(0 : index) : i64
    %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.mlir.constant(2 : index) : i64
    %14 = llvm.mlir.constant(7 : index) : i64
    %15 = llvm.mlir.constant(1 : index) : i64
    %16 = llvm.mlir.constant(14 : index) : i64
    %17 = llvm.mlir.zero : !llvm.ptr
    %18 = llvm.getelementptr %17[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %19 = llvm.ptrtoint %18 : !llvm.ptr to i64
    %20 = llvm.call @malloc(%19) : (i64) -> !llvm.ptr
    %21 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %22 = llvm.insertvalue %20, %21[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %13, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %14, %26[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %14, %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %15, %28[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.mlir.constant(1 : index) : i64
    %31 = llvm.mlir.constant(1 : index) : i64
    %32 = llvm.mlir.zero : !llvm.ptr
    %33 = llvm.getelementptr %32[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
    %35 = llvm.call @malloc(%34) : (i64) -> !llvm.ptr
    %36 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = llvm.insertvalue %35, %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.insertvalue %35, %37[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.mlir.constant(0 : index) : i64
    %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %41 = llvm.insertvalue %30, %40[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.insertvalue %31, %41[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.mlir.constant(1 : index) : i64
    %44 = llvm.mlir.constant(7 : index) : i64
    %45 = llvm.mlir.constant(1 : index) : i64
    %46 = llvm.mlir.zero : !llvm.ptr
    %47 = llvm.getelementptr %46[%44] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %48 = llvm.ptrtoint %47 : !llvm.ptr to i64
    %49 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %50 = llvm.mlir.addressof @__spv__kernels_classify_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%50, %49, %48) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %51 = llvm.mlir.constant(2 : index) : i64
    %52 = llvm.mlir.constant(7 : index) : i64
    %53 = llvm.mlir.constant(1 : index) : i64
    %54 = llvm.mlir.constant(14 : index) : i64
    %55 = llvm.mlir.zero : !llvm.ptr
    %56 = llvm.getelementptr %55[%54] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %57 = llvm.ptrtoint %56 : !llvm.ptr to i64
    %58 = llvm.extractvalue %29[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.mlir.addressof @__spv__kernels_classify_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%59, %58, %57) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %60 = llvm.mlir.constant(1 : index) : i64
    %61 = llvm.mlir.constant(1 : index) : i64
    %62 = llvm.mlir.zero : !llvm.ptr
    %63 = llvm.getelementptr %62[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %64 = llvm.ptrtoint %63 : !llvm.ptr to i64
    %65 = llvm.extractvalue %42[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %66 = llvm.mlir.addressof @__spv__kernels_classify_arg_2_descriptor_set0_binding2 : !llvm.ptr
    "llvm.intr.memcpy"(%66, %65, %64) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_classify() : () -> ()
    "llvm.intr.memcpy"(%49, %50, %48) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%58, %59, %57) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%65, %66, %64) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %67 = llvm.mlir.constant(1 : index) : i64
    %68 = llvm.alloca %67 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %12, %68 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %69 = llvm.mlir.constant(1 : index) : i64
    %70 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %71 = llvm.insertvalue %69, %70[0] : !llvm.struct<(i64, ptr)> 
    %72 = llvm.insertvalue %68, %71[1] : !llvm.struct<(i64, ptr)> 
    %73 = llvm.extractvalue %72[0] : !llvm.struct<(i64, ptr)> 
    %74 = llvm.extractvalue %72[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%73, %74) : (i64, !llvm.ptr) -> ()
    %75 = llvm.mlir.constant(1 : index) : i64
    %76 = llvm.alloca %75 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %29, %76 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %77 = llvm.mlir.constant(2 : index) : i64
    %78 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %79 = llvm.insertvalue %77, %78[0] : !llvm.struct<(i64, ptr)> 
    %80 = llvm.insertvalue %76, %79[1] : !llvm.struct<(i64, ptr)> 
    %81 = llvm.extractvalue %80[0] : !llvm.struct<(i64, ptr)> 
    %82 = llvm.extractvalue %80[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%81, %82) : (i64, !llvm.ptr) -> ()
    %83 = llvm.mlir.constant(1 : index) : i64
    %84 = llvm.alloca %83 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %42, %84 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %85 = llvm.mlir.constant(1 : index) : i64
    %86 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %87 = llvm.insertvalue %85, %86[0] : !llvm.struct<(i64, ptr)> 
    %88 = llvm.insertvalue %84, %87[1] : !llvm.struct<(i64, ptr)> 
    %89 = llvm.extractvalue %88[0] : !llvm.struct<(i64, ptr)> 
    %90 = llvm.extractvalue %88[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%89, %90) : (i64, !llvm.ptr) -> ()
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

