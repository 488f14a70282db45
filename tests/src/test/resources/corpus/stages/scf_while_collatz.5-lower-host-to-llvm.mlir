module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_collatz_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<12 x i32>)>
  llvm.func @__spv__kernels_collatz()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @collatz_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_collatz() "None" attributes {workgroup_attributions = 0 : i64} {
      %collatz_arg_0_addr = spirv.mlir.addressof @collatz_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst12_i32 = spirv.Constant 12 : i32
      %cst1_i32_0 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst0_i32_1 = spirv.Constant 0 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst12_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.IAdd %0, %cst1_i32_0 : i32
        %3 = spirv.Variable : !spirv.ptr<i32, Function>
        %4 = spirv.Variable : !spirv.ptr<i32, Function>
        spirv.mlir.loop {
          spirv.Branch ^bb1(%2, %cst0_i32_1 : i32, i32)
        ^bb1(%9: i32, %10: i32):  // 2 preds: ^bb0, ^bb2
          %11 = spirv.INotEqual %9, %cst1_i32_0 : i32
          spirv.Store "Function" %3, %9 : i32
          spirv.Store "Function" %4, %10 : i32
          spirv.BranchConditional %11, ^bb2(%9, %10 : i32, i32), ^bb3
        ^bb2(%12: i32, %13: i32):  // pred: ^bb1
          %14 = spirv.UMod %12, %cst2_i32 : i32
          %15 = spirv.IEqual %14, %cst0_i32_1 : i32
          %16 = spirv.Variable : !spirv.ptr<i32, Function>
          spirv.mlir.selection {
            spirv.BranchConditional %15, ^bb1, ^bb2
          ^bb1:  // pred: ^bb0
            %19 = spirv.UDiv %12, %cst2_i32 : i32
            spirv.Store "Function" %16, %19 : i32
            spirv.Branch ^bb3
          ^bb2:  // pred: ^bb0
            %20 = spirv.IMul %12, %cst3_i32 : i32
            %21 = spirv.IAdd %20, %cst1_i32_0 : i32
            spirv.Store "Function" %16, %21 : i32
            spirv.Branch ^bb3
          ^bb3:  // 2 preds: ^bb1, ^bb2
            spirv.mlir.merge
          }
          %17 = spirv.Load "Function" %16 : i32
          %18 = spirv.IAdd %13, %cst1_i32_0 : i32
          spirv.Branch ^bb1(%17, %18 : i32, i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %5 = spirv.Load "Function" %4 : i32
        %6 = spirv.Load "Function" %3 : i32
        %cst0_i32_2 = spirv.Constant 0 : i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst1_i32_4 = spirv.Constant 1 : i32
        %7 = spirv.AccessChain %collatz_arg_0_addr[%cst0_i32_2, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %7, %5 : i32
        %8 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%8 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_collatz
    spirv.ExecutionMode @__spv__kernels_collatz "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(12 : index) : i64
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
    %13 = llvm.mlir.constant(1 : index) : i64
    %14 = llvm.mlir.constant(12 : index) : i64
    %15 = llvm.mlir.constant(1 : index) : i64
    %16 = llvm.mlir.zero : !llvm.ptr
    %17 = llvm.getelementptr %16[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %18 = llvm.ptrtoint %17 : !llvm.ptr to i64
    %19 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.mlir.addressof @__spv__kernels_collatz_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%20, %19, %18) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_collatz() : () -> ()
    "llvm.intr.memcpy"(%19, %20, %18) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %21 = llvm.mlir.constant(1 : index) : i64
    %22 = llvm.alloca %21 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %12, %22 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %23 = llvm.mlir.constant(1 : index) : i64
    %24 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %25 = llvm.insertvalue %23, %24[0] : !llvm.struct<(i64, ptr)> 
    %26 = llvm.insertvalue %22, %25[1] : !llvm.struct<(i64, ptr)> 
    %27 = llvm.extractvalue %26[0] : !llvm.struct<(i64, ptr)> 
    %28 = llvm.extractvalue %26[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%27, %28) : (i64, !llvm.ptr) -> ()
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

