module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_submul_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<10 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_submul_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<10 x i32>)>
  llvm.func @__spv__kernels_submul()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @submul_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @submul_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_submul() "None" attributes {workgroup_attributions = 0 : i64} {
      %submul_arg_0_addr = spirv.mlir.addressof @submul_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i32, stride=4> [0])>, StorageBuffer>
      %submul_arg_1_addr = spirv.mlir.addressof @submul_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst10_i32 = spirv.Constant 10 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst7_i32 = spirv.Constant 7 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst10_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.IMul %0, %cst3_i32 : i32
        %3 = spirv.ISub %2, %cst5_i32 : i32
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst1_i32_2 = spirv.Constant 1 : i32
        %4 = spirv.AccessChain %submul_arg_0_addr[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %4, %3 : i32
        %5 = spirv.IMul %3, %3 : i32
        %6 = spirv.IMul %0, %cst7_i32 : i32
        %7 = spirv.ISub %5, %6 : i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst1_i32_5 = spirv.Constant 1 : i32
        %8 = spirv.AccessChain %submul_arg_1_addr[%cst0_i32_3, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %8, %7 : i32
        %9 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%9 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_submul
    spirv.ExecutionMode @__spv__kernels_submul "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(10 : index) : i64
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
    %13 = llvm.mlir.constant(10 : index) : i64
    %14 = llvm.mlir.constant(1 : index) : i64
    %15 = llvm.mlir.zero : !llvm.ptr
    %16 = llvm.getelementptr %15[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i32
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
    %27 = llvm.mlir.constant(10 : index) : i64
    %28 = llvm.mlir.constant(1 : index) : i64
    %29 = llvm.mlir.zero : !llvm.ptr
    %30 = llvm.getelementptr %29[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
    %32 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.mlir.addressof @__spv__kernels_submul_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%33, %32, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %34 = llvm.mlir.constant(10 : index) : i64
    %35 = llvm.mlir.constant(1 : index) : i64
    %36 = llvm.mlir.zero : !llvm.ptr
    %37 = llvm.getelementptr %36[%34] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %38 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %39 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.mlir.addressof @__spv__kernels_submul_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%40, %39, %38) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_submul() : () -> ()
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
    llvm.call @printMemrefI32(%47, %48) : (i64, !llvm.ptr) -> ()
    %49 = llvm.mlir.constant(1 : index) : i64
    %50 = llvm.alloca %49 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %25, %50 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %51 = llvm.mlir.constant(1 : index) : i64
    %52 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %53 = llvm.insertvalue %51, %52[0] : !llvm.struct<(i64, ptr)> 
    %54 = llvm.insertvalue %50, %53[1] : !llvm.struct<(i64, ptr)> 
    %55 = llvm.extractvalue %54[0] : !llvm.struct<(i64, ptr)> 
    %56 = llvm.extractvalue %54[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%55, %56) : (i64, !llvm.ptr) -> ()
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

