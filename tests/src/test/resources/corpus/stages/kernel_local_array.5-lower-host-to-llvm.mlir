module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_local_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<18 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_local_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<6 x i32>)>
  llvm.func @__spv__kernels_local()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @local_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @local_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<18 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_local() "None" attributes {workgroup_attributions = 0 : i64} {
      %local_arg_0_addr = spirv.mlir.addressof @local_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>
      %local_arg_1_addr = spirv.mlir.addressof @local_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<18 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst3_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.Variable : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32>)>, Function>
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb2
          %5 = spirv.SLessThan %4, %cst6_i32 : i32
          spirv.BranchConditional %5, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %cst0_i32_0 = spirv.Constant 0 : i32
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst1_i32_2 = spirv.Constant 1 : i32
          %6 = spirv.AccessChain %local_arg_0_addr[%cst0_i32_0, %4] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
          %7 = spirv.Load "StorageBuffer" %6 : i32
          %8 = spirv.ISub %cst5_i32, %4 : i32
          %9 = spirv.IAdd %7, %0 : i32
          %cst0_i32_3 = spirv.Constant 0 : i32
          %cst0_i32_4 = spirv.Constant 0 : i32
          %cst1_i32_5 = spirv.Constant 1 : i32
          %10 = spirv.AccessChain %2[%cst0_i32_3, %8] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32>)>, Function>, i32, i32 -> !spirv.ptr<i32, Function>
          spirv.Store "Function" %10, %9 : i32
          %11 = spirv.IAdd %4, %cst1_i32 : i32
          spirv.Branch ^bb1(%11 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb2
          %5 = spirv.SLessThan %4, %cst6_i32 : i32
          spirv.BranchConditional %5, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %cst0_i32_0 = spirv.Constant 0 : i32
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst1_i32_2 = spirv.Constant 1 : i32
          %6 = spirv.AccessChain %2[%cst0_i32_0, %4] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x i32>)>, Function>, i32, i32 -> !spirv.ptr<i32, Function>
          %7 = spirv.Load "Function" %6 : i32
          %cst0_i32_3 = spirv.Constant 0 : i32
          %cst0_i32_4 = spirv.Constant 0 : i32
          %cst6_i32_5 = spirv.Constant 6 : i32
          %8 = spirv.IMul %0, %cst6_i32_5 : i32
          %cst1_i32_6 = spirv.Constant 1 : i32
          %9 = spirv.IAdd %4, %8 : i32
          %10 = spirv.AccessChain %local_arg_1_addr[%cst0_i32_3, %9] : !spirv.ptr<!spirv.struct<(!spirv.array<18 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
          spirv.Store "StorageBuffer" %10, %7 : i32
          %11 = spirv.IAdd %4, %cst1_i32 : i32
          spirv.Branch ^bb1(%11 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %3 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%3 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_local
    spirv.ExecutionMode @__spv__kernels_local "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(6 : index) : i64
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
    %13 = llvm.mlir.constant(3 : index) : i64
    %14 = llvm.mlir.constant(6 : index) : i64
    %15 = llvm.mlir.constant(1 : index) : i64
    %16 = llvm.mlir.constant(18 : index) : i64
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
    %30 = llvm.mlir.constant(0 : index) : i64
    %31 = llvm.mlir.constant(1 : index) : i64
    %32 = llvm.mlir.constant(2 : index) : i64
    %33 = llvm.mlir.constant(3 : index) : i64
    %34 = llvm.mlir.constant(4 : index) : i64
    %35 = llvm.mlir.constant(5 : index) : i64
    %36 = llvm.mlir.constant(10 : i32) : i32
    %37 = llvm.mlir.constant(20 : i32) : i32
    %38 = llvm.mlir.constant(30 : i32) : i32
    %39 = llvm.mlir.constant(40 : i32) : i32
    %40 = llvm.mlir.constant(50 : i32) : i32
    %41 = llvm.mlir.constant(60 : i32) : i32
    %42 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.getelementptr inbounds|nuw %42[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %36, %43 : i32, !llvm.ptr
    %44 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.getelementptr inbounds|nuw %44[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %37, %45 : i32, !llvm.ptr
    %46 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.getelementptr inbounds|nuw %46[%32] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %38, %47 : i32, !llvm.ptr
    %48 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %49 = llvm.getelementptr inbounds|nuw %48[%33] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %39, %49 : i32, !llvm.ptr
    %50 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %51 = llvm.getelementptr inbounds|nuw %50[%34] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %40, %51 : i32, !llvm.ptr
    %52 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %53 = llvm.getelementptr inbounds|nuw %52[%35] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %41, %53 : i32, !llvm.ptr
    %54 = llvm.mlir.constant(6 : index) : i64
    %55 = llvm.mlir.constant(1 : index) : i64
    %56 = llvm.mlir.zero : !llvm.ptr
    %57 = llvm.getelementptr %56[%54] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %58 = llvm.ptrtoint %57 : !llvm.ptr to i64
    %59 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %60 = llvm.mlir.addressof @__spv__kernels_local_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%60, %59, %58) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %61 = llvm.mlir.constant(3 : index) : i64
    %62 = llvm.mlir.constant(6 : index) : i64
    %63 = llvm.mlir.constant(1 : index) : i64
    %64 = llvm.mlir.constant(18 : index) : i64
    %65 = llvm.mlir.zero : !llvm.ptr
    %66 = llvm.getelementptr %65[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %67 = llvm.ptrtoint %66 : !llvm.ptr to i64
    %68 = llvm.extractvalue %29[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.mlir.addressof @__spv__kernels_local_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%69, %68, %67) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_local() : () -> ()
    "llvm.intr.memcpy"(%59, %60, %58) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%68, %69, %67) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %70 = llvm.mlir.constant(1 : index) : i64
    %71 = llvm.alloca %70 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %29, %71 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %72 = llvm.mlir.constant(2 : index) : i64
    %73 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %74 = llvm.insertvalue %72, %73[0] : !llvm.struct<(i64, ptr)> 
    %75 = llvm.insertvalue %71, %74[1] : !llvm.struct<(i64, ptr)> 
    %76 = llvm.extractvalue %75[0] : !llvm.struct<(i64, ptr)> 
    %77 = llvm.extractvalue %75[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%76, %77) : (i64, !llvm.ptr) -> ()
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

