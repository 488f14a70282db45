module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_bits_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<5 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_bits_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<5 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_bits_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<5 x f32>)>
  llvm.func @__spv__kernels_bits()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @bits_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @bits_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<5 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @bits_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_bits() "None" attributes {workgroup_attributions = 0 : i64} {
      %bits_arg_0_addr = spirv.mlir.addressof @bits_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f32, stride=4> [0])>, StorageBuffer>
      %bits_arg_1_addr = spirv.mlir.addressof @bits_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<5 x i32, stride=4> [0])>, StorageBuffer>
      %bits_arg_2_addr = spirv.mlir.addressof @bits_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst-2147483648_i32 = spirv.Constant -2147483648 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst5_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst1_i32_2 = spirv.Constant 1 : i32
        %2 = spirv.AccessChain %bits_arg_0_addr[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        %3 = spirv.Load "StorageBuffer" %2 : f32
        %4 = spirv.Bitcast %3 : f32 to i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst0_i32_4 = spirv.Constant 0 : i32
        %cst1_i32_5 = spirv.Constant 1 : i32
        %5 = spirv.AccessChain %bits_arg_1_addr[%cst0_i32_3, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<5 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %5, %4 : i32
        %6 = spirv.BitwiseXor %4, %cst-2147483648_i32 : i32
        %7 = spirv.Bitcast %6 : i32 to f32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst0_i32_7 = spirv.Constant 0 : i32
        %cst1_i32_8 = spirv.Constant 1 : i32
        %8 = spirv.AccessChain %bits_arg_2_addr[%cst0_i32_6, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<5 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %8, %7 : f32
        %9 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%9 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_bits
    spirv.ExecutionMode @__spv__kernels_bits "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(5 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
    %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.mlir.constant(0 : index) : i64
    %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.mlir.constant(5 : index) : i64
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
    %26 = llvm.mlir.constant(5 : index) : i64
    %27 = llvm.mlir.constant(1 : index) : i64
    %28 = llvm.mlir.zero : !llvm.ptr
    %29 = llvm.getelementptr %28[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
    %31 = llvm.call @malloc(%30) : (i64) -> !llvm.ptr
    %32 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.insertvalue %31, %33[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.mlir.constant(0 : index) : i64
    %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.insertvalue %26, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.insertvalue %27, %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.mlir.constant(0 : index) : i64
    %40 = llvm.mlir.constant(1 : index) : i64
    %41 = llvm.mlir.constant(2 : index) : i64
    %42 = llvm.mlir.constant(3 : index) : i64
    %43 = llvm.mlir.constant(4 : index) : i64
    %44 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %45 = llvm.mlir.constant(-2.000000e+00 : f32) : f32
    %46 = llvm.mlir.constant(1.000000e-01 : f32) : f32
    %47 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %48 = llvm.mlir.constant(3.40282347E+38 : f32) : f32
    %49 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %50 = llvm.getelementptr inbounds|nuw %49[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %44, %50 : f32, !llvm.ptr
    %51 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.getelementptr inbounds|nuw %51[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %45, %52 : f32, !llvm.ptr
    %53 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %54 = llvm.getelementptr inbounds|nuw %53[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %46, %54 : f32, !llvm.ptr
    %55 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %56 = llvm.getelementptr inbounds|nuw %55[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %47, %56 : f32, !llvm.ptr
    %57 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %58 = llvm.getelementptr inbounds|nuw %57[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %48, %58 : f32, !llvm.ptr
    %59 = llvm.mlir.constant(5 : index) : i64
    %60 = llvm.mlir.constant(1 : index) : i64
    %61 = llvm.mlir.zero : !llvm.ptr
    %62 = llvm.getelementptr %61[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %63 = llvm.ptrtoint %62 : !llvm.ptr to i64
    %64 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %65 = llvm.mlir.addressof @__spv__kernels_bits_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%65, %64, %63) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %66 = llvm.mlir.constant(5 : index) : i64
    %67 = llvm.mlir.constant(1 : index) : i64
    %68 = llvm.mlir.zero : !llvm.ptr
    %69 = llvm.getelementptr %68[%66] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %70 = llvm.ptrtoint %69 : !llvm.ptr to i64
    %71 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %72 = llvm.mlir.addressof @__spv__kernels_bits_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%72, %71, %70) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %73 = llvm.mlir.constant(5 : index) : i64
    %74 = llvm.mlir.constant(1 : index) : i64
    %75 = llvm.mlir.zero : !llvm.ptr
    %76 = llvm.getelementptr %75[%73] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %77 = llvm.ptrtoint %76 : !llvm.ptr to i64
    %78 = llvm.extractvalue %38[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %79 = llvm.mlir.addressof @__spv__kernels_bits_arg_2_descriptor_set0_binding2 : !llvm.ptr
    "llvm.intr.memcpy"(%79, %78, %77) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_bits() : () -> ()
    "llvm.intr.memcpy"(%64, %65, %63) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%71, %72, %70) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%78, %79, %77) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %80 = llvm.mlir.constant(1 : index) : i64
    %81 = llvm.alloca %80 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %25, %81 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %82 = llvm.mlir.constant(1 : index) : i64
    %83 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %84 = llvm.insertvalue %82, %83[0] : !llvm.struct<(i64, ptr)> 
    %85 = llvm.insertvalue %81, %84[1] : !llvm.struct<(i64, ptr)> 
    %86 = llvm.extractvalue %85[0] : !llvm.struct<(i64, ptr)> 
    %87 = llvm.extractvalue %85[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%86, %87) : (i64, !llvm.ptr) -> ()
    %88 = llvm.mlir.constant(1 : index) : i64
    %89 = llvm.alloca %88 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %38, %89 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %90 = llvm.mlir.constant(1 : index) : i64
    %91 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %92 = llvm.insertvalue %90, %91[0] : !llvm.struct<(i64, ptr)> 
    %93 = llvm.insertvalue %89, %92[1] : !llvm.struct<(i64, ptr)> 
    %94 = llvm.extractvalue %93[0] : !llvm.struct<(i64, ptr)> 
    %95 = llvm.extractvalue %93[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%94, %95) : (i64, !llvm.ptr) -> ()
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

