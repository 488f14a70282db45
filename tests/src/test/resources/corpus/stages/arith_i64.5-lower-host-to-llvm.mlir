module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_i64ops_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<10 x i64>)>
  llvm.mlir.global linkonce @__spv__kernels_i64ops_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<2 x i64>)>
  llvm.func @__spv__kernels_i64ops()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Int64, Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @i64ops_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<2 x i64, stride=8> [0])>, StorageBuffer>
    spirv.GlobalVariable @i64ops_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_i64ops() "None" attributes {workgroup_attributions = 0 : i64} {
      %i64ops_arg_0_addr = spirv.mlir.addressof @i64ops_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<2 x i64, stride=8> [0])>, StorageBuffer>
      %i64ops_arg_1_addr = spirv.mlir.addressof @i64ops_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst3_i32 = spirv.Constant 3 : i32
      %cst4_i32 = spirv.Constant 4 : i32
      %cst5_i32 = spirv.Constant 5 : i32
      %cst6_i32 = spirv.Constant 6 : i32
      %cst7_i32 = spirv.Constant 7 : i32
      %cst8_i32 = spirv.Constant 8 : i32
      %cst9_i32 = spirv.Constant 9 : i32
      %cst0_i32_0 = spirv.Constant 0 : i32
      %cst0_i32_1 = spirv.Constant 0 : i32
      %cst1_i32_2 = spirv.Constant 1 : i32
      %0 = spirv.AccessChain %i64ops_arg_0_addr[%cst0_i32_0, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<2 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
      %1 = spirv.Load "StorageBuffer" %0 : i64
      %cst0_i32_3 = spirv.Constant 0 : i32
      %cst0_i32_4 = spirv.Constant 0 : i32
      %cst1_i32_5 = spirv.Constant 1 : i32
      %2 = spirv.AccessChain %i64ops_arg_0_addr[%cst0_i32_3, %cst1_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<2 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
      %3 = spirv.Load "StorageBuffer" %2 : i64
      %cst20_i64 = spirv.Constant 20 : i64
      %cst281470681808895_i64 = spirv.Constant 281470681808895 : i64
      %4 = spirv.IAdd %1, %3 : i64
      %cst0_i32_6 = spirv.Constant 0 : i32
      %cst0_i32_7 = spirv.Constant 0 : i32
      %cst1_i32_8 = spirv.Constant 1 : i32
      %5 = spirv.AccessChain %i64ops_arg_1_addr[%cst0_i32_6, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %5, %4 : i64
      %6 = spirv.ISub %3, %1 : i64
      %cst0_i32_9 = spirv.Constant 0 : i32
      %cst0_i32_10 = spirv.Constant 0 : i32
      %cst1_i32_11 = spirv.Constant 1 : i32
      %7 = spirv.AccessChain %i64ops_arg_1_addr[%cst0_i32_9, %cst1_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %7, %6 : i64
      %8 = spirv.IMul %1, %3 : i64
      %cst0_i32_12 = spirv.Constant 0 : i32
      %cst0_i32_13 = spirv.Constant 0 : i32
      %cst1_i32_14 = spirv.Constant 1 : i32
      %9 = spirv.AccessChain %i64ops_arg_1_addr[%cst0_i32_12, %cst2_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %9, %8 : i64
      %10 = spirv.SDiv %6, %1 : i64
      %cst0_i32_15 = spirv.Constant 0 : i32
      %cst0_i32_16 = spirv.Constant 0 : i32
      %cst1_i32_17 = spirv.Constant 1 : i32
      %11 = spirv.AccessChain %i64ops_arg_1_addr[%cst0_i32_15, %cst3_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %11, %10 : i64
      %12 = spirv.UDiv %6, %3 : i64
      %cst0_i32_18 = spirv.Constant 0 : i32
      %cst0_i32_19 = spirv.Constant 0 : i32
      %cst1_i32_20 = spirv.Constant 1 : i32
      %13 = spirv.AccessChain %i64ops_arg_1_addr[%cst0_i32_18, %cst4_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %13, %12 : i64
      %14 = spirv.UMod %1, %3 : i64
      %cst0_i32_21 = spirv.Constant 0 : i32
      %cst0_i32_22 = spirv.Constant 0 : i32
      %cst1_i32_23 = spirv.Constant 1 : i32
      %15 = spirv.AccessChain %i64ops_arg_1_addr[%cst0_i32_21, %cst5_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %15, %14 : i64
      %16 = spirv.BitwiseAnd %1, %cst281470681808895_i64 : i64
      %cst0_i32_24 = spirv.Constant 0 : i32
      %cst0_i32_25 = spirv.Constant 0 : i32
      %cst1_i32_26 = spirv.Constant 1 : i32
      %17 = spirv.AccessChain %i64ops_arg_1_addr[%cst0_i32_24, %cst6_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %17, %16 : i64
      %18 = spirv.BitwiseXor %3, %cst281470681808895_i64 : i64
      %cst0_i32_27 = spirv.Constant 0 : i32
      %cst0_i32_28 = spirv.Constant 0 : i32
      %cst1_i32_29 = spirv.Constant 1 : i32
      %19 = spirv.AccessChain %i64ops_arg_1_addr[%cst0_i32_27, %cst7_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %19, %18 : i64
      %20 = spirv.ShiftLeftLogical %1, %cst20_i64 : i64, i64
      %cst0_i32_30 = spirv.Constant 0 : i32
      %cst0_i32_31 = spirv.Constant 0 : i32
      %cst1_i32_32 = spirv.Constant 1 : i32
      %21 = spirv.AccessChain %i64ops_arg_1_addr[%cst0_i32_30, %cst8_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %21, %20 : i64
      %22 = spirv.ShiftRightArithmetic %6, %cst20_i64 : i64, i64
      %cst0_i32_33 = spirv.Constant 0 : i32
      %cst0_i32_34 = spirv.Constant 0 : i32
      %cst1_i32_35 = spirv.Constant 1 : i32
      %23 = spirv.AccessChain %i64ops_arg_1_addr[%cst0_i32_33, %cst9_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<10 x i64, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i64, StorageBuffer>
      spirv.Store "StorageBuffer" %23, %22 : i64
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_i64ops
    spirv.ExecutionMode @__spv__kernels_i64ops "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
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
    %16 = llvm.getelementptr %15[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
    %18 = llvm.call @malloc(%17) : (i64) -> !llvm.ptr
    %19 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.mlir.constant(0 : index) : i64
    %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %13, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %14, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.mlir.constant(0 : index) : i64
    %27 = llvm.mlir.constant(1 : index) : i64
    %28 = llvm.mlir.constant(123456789012 : i64) : i64
    %29 = llvm.mlir.constant(-987654321 : i64) : i64
    %30 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = llvm.getelementptr inbounds|nuw %30[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %28, %31 : i64, !llvm.ptr
    %32 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.getelementptr inbounds|nuw %32[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %29, %33 : i64, !llvm.ptr
    %34 = llvm.mlir.constant(2 : index) : i64
    %35 = llvm.mlir.constant(1 : index) : i64
    %36 = llvm.mlir.zero : !llvm.ptr
    %37 = llvm.getelementptr %36[%34] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %38 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %39 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.mlir.addressof @__spv__kernels_i64ops_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%40, %39, %38) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %41 = llvm.mlir.constant(10 : index) : i64
    %42 = llvm.mlir.constant(1 : index) : i64
    %43 = llvm.mlir.zero : !llvm.ptr
    %44 = llvm.getelementptr %43[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %45 = llvm.ptrtoint %44 : !llvm.ptr to i64
    %46 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.mlir.addressof @__spv__kernels_i64ops_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%47, %46, %45) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_i64ops() : () -> ()
    "llvm.intr.memcpy"(%39, %40, %38) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%46, %47, %45) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %48 = llvm.mlir.constant(1 : index) : i64
    %49 = llvm.alloca %48 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %25, %49 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %50 = llvm.mlir.constant(1 : index) : i64
    %51 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %52 = llvm.insertvalue %50, %51[0] : !llvm.struct<(i64, ptr)> 
    %53 = llvm.insertvalue %49, %52[1] : !llvm.struct<(i64, ptr)> 
    %54 = llvm.extractvalue %53[0] : !llvm.struct<(i64, ptr)> 
    %55 = llvm.extractvalue %53[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI64(%54, %55) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_main() attributes {llvm.emit_c_interface} {
    llvm.call @main() : () -> ()
    llvm.return
  }
  llvm.func private @printMemrefI64(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefI64(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefI64(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
}

