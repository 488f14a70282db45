module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_transpose_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<3 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_transpose_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<15 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_transpose_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<15 x i32>)>
  llvm.func @__spv__kernels_transpose()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @transpose_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<15 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @transpose_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<15 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @transpose_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<3 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_transpose() "None" attributes {workgroup_attributions = 0 : i64} {
      %transpose_arg_0_addr = spirv.mlir.addressof @transpose_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<15 x i32, stride=4> [0])>, StorageBuffer>
      %transpose_arg_1_addr = spirv.mlir.addressof @transpose_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<15 x i32, stride=4> [0])>, StorageBuffer>
      %transpose_arg_2_addr = spirv.mlir.addressof @transpose_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<3 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst10_i32 = spirv.Constant 10 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst3_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
          %4 = spirv.SLessThan %3, %cst5_i32 : i32
          spirv.BranchConditional %4, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %5 = spirv.IMul %0, %cst10_i32 : i32
          %6 = spirv.IAdd %5, %3 : i32
          %cst0_i32_1 = spirv.Constant 0 : i32
          %cst0_i32_2 = spirv.Constant 0 : i32
          %cst5_i32_3 = spirv.Constant 5 : i32
          %7 = spirv.IMul %0, %cst5_i32_3 : i32
          %cst1_i32_4 = spirv.Constant 1 : i32
          %8 = spirv.IAdd %3, %7 : i32
          %9 = spirv.AccessChain %transpose_arg_0_addr[%cst0_i32_1, %8] : !spirv.ptr<!spirv.struct<(!spirv.array<15 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
          spirv.Store "StorageBuffer" %9, %6 : i32
          %cst0_i32_5 = spirv.Constant 0 : i32
          %cst0_i32_6 = spirv.Constant 0 : i32
          %cst3_i32_7 = spirv.Constant 3 : i32
          %10 = spirv.IMul %3, %cst3_i32_7 : i32
          %cst1_i32_8 = spirv.Constant 1 : i32
          %11 = spirv.IAdd %0, %10 : i32
          %12 = spirv.AccessChain %transpose_arg_1_addr[%cst0_i32_5, %11] : !spirv.ptr<!spirv.struct<(!spirv.array<15 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
          spirv.Store "StorageBuffer" %12, %6 : i32
          %13 = spirv.IAdd %3, %cst1_i32 : i32
          spirv.Branch ^bb1(%13 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %2 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%2 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst3_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.Variable : !spirv.ptr<i32, Function>
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32, %cst0_i32_0 : i32, i32)
        ^bb1(%6: i32, %7: i32):  // 2 preds: ^bb0, ^bb2
          %8 = spirv.SLessThan %6, %cst5_i32 : i32
          spirv.BranchConditional %8, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %cst0_i32_4 = spirv.Constant 0 : i32
          %cst0_i32_5 = spirv.Constant 0 : i32
          %cst5_i32_6 = spirv.Constant 5 : i32
          %9 = spirv.IMul %0, %cst5_i32_6 : i32
          %cst1_i32_7 = spirv.Constant 1 : i32
          %10 = spirv.IAdd %6, %9 : i32
          %11 = spirv.AccessChain %transpose_arg_0_addr[%cst0_i32_4, %10] : !spirv.ptr<!spirv.struct<(!spirv.array<15 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
          %12 = spirv.Load "StorageBuffer" %11 : i32
          %13 = spirv.IAdd %7, %12 : i32
          spirv.Store "Function" %2, %13 : i32
          %14 = spirv.IAdd %6, %cst2_i32 : i32
          spirv.Branch ^bb1(%14, %13 : i32, i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %3 = spirv.Load "Function" %2 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst0_i32_2 = spirv.Constant 0 : i32
        %cst1_i32_3 = spirv.Constant 1 : i32
        %4 = spirv.AccessChain %transpose_arg_2_addr[%cst0_i32_1, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<3 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %4, %3 : i32
        %5 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%5 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_transpose
    spirv.ExecutionMode @__spv__kernels_transpose "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(3 : index) : i64
    %1 = llvm.mlir.constant(5 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(15 : index) : i64
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
    %17 = llvm.mlir.constant(5 : index) : i64
    %18 = llvm.mlir.constant(3 : index) : i64
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.mlir.constant(15 : index) : i64
    %21 = llvm.mlir.zero : !llvm.ptr
    %22 = llvm.getelementptr %21[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i32
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
    %34 = llvm.mlir.constant(3 : index) : i64
    %35 = llvm.mlir.constant(1 : index) : i64
    %36 = llvm.mlir.zero : !llvm.ptr
    %37 = llvm.getelementptr %36[%34] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %38 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %39 = llvm.call @malloc(%38) : (i64) -> !llvm.ptr
    %40 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %41 = llvm.insertvalue %39, %40[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.insertvalue %39, %41[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.mlir.constant(0 : index) : i64
    %44 = llvm.insertvalue %43, %42[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.insertvalue %34, %44[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %46 = llvm.insertvalue %35, %45[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.mlir.constant(1 : index) : i64
    %48 = llvm.mlir.constant(3 : index) : i64
    %49 = llvm.mlir.constant(5 : index) : i64
    %50 = llvm.mlir.constant(1 : index) : i64
    %51 = llvm.mlir.constant(15 : index) : i64
    %52 = llvm.mlir.zero : !llvm.ptr
    %53 = llvm.getelementptr %52[%51] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %54 = llvm.ptrtoint %53 : !llvm.ptr to i64
    %55 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.mlir.addressof @__spv__kernels_transpose_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%56, %55, %54) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %57 = llvm.mlir.constant(5 : index) : i64
    %58 = llvm.mlir.constant(3 : index) : i64
    %59 = llvm.mlir.constant(1 : index) : i64
    %60 = llvm.mlir.constant(15 : index) : i64
    %61 = llvm.mlir.zero : !llvm.ptr
    %62 = llvm.getelementptr %61[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %63 = llvm.ptrtoint %62 : !llvm.ptr to i64
    %64 = llvm.extractvalue %33[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.mlir.addressof @__spv__kernels_transpose_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%65, %64, %63) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %66 = llvm.mlir.constant(3 : index) : i64
    %67 = llvm.mlir.constant(1 : index) : i64
    %68 = llvm.mlir.zero : !llvm.ptr
    %69 = llvm.getelementptr %68[%66] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %70 = llvm.ptrtoint %69 : !llvm.ptr to i64
    %71 = llvm.extractvalue %46[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %72 = llvm.mlir.addressof @__spv__kernels_transpose_arg_2_descriptor_set0_binding2 : !llvm.ptr
    "llvm.intr.memcpy"(%72, %71, %70) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_transpose() : () -> ()
    "llvm.intr.memcpy"(%55, %56, %54) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%64, %65, %63) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%71, %72, %70) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %73 = llvm.mlir.constant(1 : index) : i64
    %74 = llvm.alloca %73 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %33, %74 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %75 = llvm.mlir.constant(2 : index) : i64
    %76 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %77 = llvm.insertvalue %75, %76[0] : !llvm.struct<(i64, ptr)> 
    %78 = llvm.insertvalue %74, %77[1] : !llvm.struct<(i64, ptr)> 
    %79 = llvm.extractvalue %78[0] : !llvm.struct<(i64, ptr)> 
    %80 = llvm.extractvalue %78[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%79, %80) : (i64, !llvm.ptr) -> ()
    %81 = llvm.mlir.constant(1 : index) : i64
    %82 = llvm.alloca %81 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %46, %82 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %83 = llvm.mlir.constant(1 : index) : i64
    %84 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %85 = llvm.insertvalue %83, %84[0] : !llvm.struct<(i64, ptr)> 
    %86 = llvm.insertvalue %82, %85[1] : !llvm.struct<(i64, ptr)> 
    %87 = llvm.extractvalue %86[0] : !llvm.struct<(i64, ptr)> 
    %88 = llvm.extractvalue %86[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%87, %88) : (i64, !llvm.ptr) -> ()
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

