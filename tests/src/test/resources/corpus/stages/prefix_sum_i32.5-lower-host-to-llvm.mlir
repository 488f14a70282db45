module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_scan_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<1 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_scan_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<12 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_scan_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<12 x i32>)>
  llvm.func @__spv__kernels_scan()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @scan_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @scan_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @scan_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_scan() "None" attributes {workgroup_attributions = 0 : i64} {
      %scan_arg_0_addr = spirv.mlir.addressof @scan_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>
      %scan_arg_1_addr = spirv.mlir.addressof @scan_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>
      %scan_arg_2_addr = spirv.mlir.addressof @scan_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst12_i32 = spirv.Constant 12 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst7_i32 = spirv.Constant 7 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
        %4 = spirv.SLessThan %3, %cst12_i32 : i32
        spirv.BranchConditional %4, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %5 = spirv.IMul %3, %cst7_i32 : i32
        %6 = spirv.UMod %5, %cst5_i32 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst1_i32_6 = spirv.Constant 1 : i32
        %7 = spirv.AccessChain %scan_arg_0_addr[%cst0_i32_4, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %7, %6 : i32
        %8 = spirv.IAdd %3, %cst1_i32 : i32
        spirv.Branch ^bb1(%8 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %0 = spirv.Variable : !spirv.ptr<i32, Function>
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32, %cst0_i32_0 : i32, i32)
      ^bb1(%3: i32, %4: i32):  // 2 preds: ^bb0, ^bb2
        %5 = spirv.SLessThan %3, %cst12_i32 : i32
        spirv.BranchConditional %5, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst1_i32_6 = spirv.Constant 1 : i32
        %6 = spirv.AccessChain %scan_arg_0_addr[%cst0_i32_4, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        %7 = spirv.Load "StorageBuffer" %6 : i32
        %8 = spirv.IAdd %4, %7 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst0_i32_8 = spirv.Constant 0 : i32
        %cst1_i32_9 = spirv.Constant 1 : i32
        %9 = spirv.AccessChain %scan_arg_1_addr[%cst0_i32_7, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<12 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %9, %8 : i32
        spirv.Store "Function" %0, %8 : i32
        %10 = spirv.IAdd %3, %cst1_i32 : i32
        spirv.Branch ^bb1(%10, %8 : i32, i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %1 = spirv.Load "Function" %0 : i32
      %cst0_i32_1 = spirv.Constant 0 : i32
      %cst0_i32_2 = spirv.Constant 0 : i32
      %cst1_i32_3 = spirv.Constant 1 : i32
      %2 = spirv.AccessChain %scan_arg_2_addr[%cst0_i32_1, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %2, %1 : i32
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_scan
    spirv.ExecutionMode @__spv__kernels_scan "LocalSize", 1, 1, 1
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
    %13 = llvm.mlir.constant(12 : index) : i64
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
    %27 = llvm.mlir.constant(1 : index) : i64
    %28 = llvm.mlir.zero : !llvm.ptr
    %29 = llvm.getelementptr %28[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
    %31 = llvm.call @malloc(%30) : (i64) -> !llvm.ptr
    %32 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.insertvalue %31, %33[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.mlir.constant(0 : index) : i64
    %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.insertvalue %26, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.insertvalue %27, %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.mlir.constant(1 : index) : i64
    %40 = llvm.mlir.constant(12 : index) : i64
    %41 = llvm.mlir.constant(1 : index) : i64
    %42 = llvm.mlir.zero : !llvm.ptr
    %43 = llvm.getelementptr %42[%40] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %44 = llvm.ptrtoint %43 : !llvm.ptr to i64
    %45 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %46 = llvm.mlir.addressof @__spv__kernels_scan_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%46, %45, %44) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %47 = llvm.mlir.constant(12 : index) : i64
    %48 = llvm.mlir.constant(1 : index) : i64
    %49 = llvm.mlir.zero : !llvm.ptr
    %50 = llvm.getelementptr %49[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %51 = llvm.ptrtoint %50 : !llvm.ptr to i64
    %52 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %53 = llvm.mlir.addressof @__spv__kernels_scan_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%53, %52, %51) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %54 = llvm.mlir.constant(1 : index) : i64
    %55 = llvm.mlir.constant(1 : index) : i64
    %56 = llvm.mlir.zero : !llvm.ptr
    %57 = llvm.getelementptr %56[%54] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %58 = llvm.ptrtoint %57 : !llvm.ptr to i64
    %59 = llvm.extractvalue %38[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %60 = llvm.mlir.addressof @__spv__kernels_scan_arg_2_descriptor_set0_binding2 : !llvm.ptr
    "llvm.intr.memcpy"(%60, %59, %58) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_scan() : () -> ()
    "llvm.intr.memcpy"(%45, %46, %44) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%52, %53, %51) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%59, %60, %58) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %61 = llvm.mlir.constant(1 : index) : i64
    %62 = llvm.alloca %61 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %12, %62 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %63 = llvm.mlir.constant(1 : index) : i64
    %64 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %65 = llvm.insertvalue %63, %64[0] : !llvm.struct<(i64, ptr)> 
    %66 = llvm.insertvalue %62, %65[1] : !llvm.struct<(i64, ptr)> 
    %67 = llvm.extractvalue %66[0] : !llvm.struct<(i64, ptr)> 
    %68 = llvm.extractvalue %66[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%67, %68) : (i64, !llvm.ptr) -> ()
    %69 = llvm.mlir.constant(1 : index) : i64
    %70 = llvm.alloca %69 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %25, %70 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %71 = llvm.mlir.constant(1 : index) : i64
    %72 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %73 = llvm.insertvalue %71, %72[0] : !llvm.struct<(i64, ptr)> 
    %74 = llvm.insertvalue %70, %73[1] : !llvm.struct<(i64, ptr)> 
    %75 = llvm.extractvalue %74[0] : !llvm.struct<(i64, ptr)> 
    %76 = llvm.extractvalue %74[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%75, %76) : (i64, !llvm.ptr) -> ()
    %77 = llvm.mlir.constant(1 : index) : i64
    %78 = llvm.alloca %77 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %38, %78 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %79 = llvm.mlir.constant(1 : index) : i64
    %80 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %81 = llvm.insertvalue %79, %80[0] : !llvm.struct<(i64, ptr)> 
    %82 = llvm.insertvalue %78, %81[1] : !llvm.struct<(i64, ptr)> 
    %83 = llvm.extractvalue %82[0] : !llvm.struct<(i64, ptr)> 
    %84 = llvm.extractvalue %82[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%83, %84) : (i64, !llvm.ptr) -> ()
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

