module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_shifts_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<24 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_shifts_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<24 x i32>)>
  llvm.func @__spv__kernels_shifts()
  llvm.func @malloc(i64) -> !llvm.ptr
  spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
    spirv.GlobalVariable @shifts_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>
    spirv.GlobalVariable @shifts_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>
    spirv.func @__spv__kernels_shifts() "None" attributes {workgroup_attributions = 0 : i64} {
      %shifts_arg_0_addr = spirv.mlir.addressof @shifts_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>
      %shifts_arg_1_addr = spirv.mlir.addressof @shifts_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>
      %cst0_i32 = spirv.Constant 0 : i32
      %cst1_i32 = spirv.Constant 1 : i32
      %cst2_i32 = spirv.Constant 2 : i32
      %cst8_i32 = spirv.Constant 8 : i32
      %cst-1000_i32 = spirv.Constant -1000 : i32
      %cst1000_i32 = spirv.Constant 1000 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
        %1 = spirv.SLessThan %0, %cst8_i32 : i32
        spirv.BranchConditional %1, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %2 = spirv.ShiftLeftLogical %cst-1000_i32, %0 : i32, i32
        %cst0_i32_0 = spirv.Constant 0 : i32
        %cst0_i32_1 = spirv.Constant 0 : i32
        %cst8_i32_2 = spirv.Constant 8 : i32
        %cst0_i32_3 = spirv.Constant 0 : i32
        %cst1_i32_4 = spirv.Constant 1 : i32
        %3 = spirv.AccessChain %shifts_arg_0_addr[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %3, %2 : i32
        %4 = spirv.ShiftRightArithmetic %cst-1000_i32, %0 : i32, i32
        %cst0_i32_5 = spirv.Constant 0 : i32
        %cst0_i32_6 = spirv.Constant 0 : i32
        %cst8_i32_7 = spirv.Constant 8 : i32
        %cst8_i32_8 = spirv.Constant 8 : i32
        %cst1_i32_9 = spirv.Constant 1 : i32
        %5 = spirv.IAdd %0, %cst8_i32_8 : i32
        %6 = spirv.AccessChain %shifts_arg_0_addr[%cst0_i32_5, %5] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %6, %4 : i32
        %7 = spirv.ShiftRightLogical %cst-1000_i32, %0 : i32, i32
        %cst0_i32_10 = spirv.Constant 0 : i32
        %cst0_i32_11 = spirv.Constant 0 : i32
        %cst8_i32_12 = spirv.Constant 8 : i32
        %cst16_i32 = spirv.Constant 16 : i32
        %cst1_i32_13 = spirv.Constant 1 : i32
        %8 = spirv.IAdd %0, %cst16_i32 : i32
        %9 = spirv.AccessChain %shifts_arg_0_addr[%cst0_i32_10, %8] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %9, %7 : i32
        %10 = spirv.ShiftLeftLogical %cst1000_i32, %0 : i32, i32
        %cst0_i32_14 = spirv.Constant 0 : i32
        %cst0_i32_15 = spirv.Constant 0 : i32
        %cst8_i32_16 = spirv.Constant 8 : i32
        %cst0_i32_17 = spirv.Constant 0 : i32
        %cst1_i32_18 = spirv.Constant 1 : i32
        %11 = spirv.AccessChain %shifts_arg_1_addr[%cst0_i32_14, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %11, %10 : i32
        %12 = spirv.ShiftRightArithmetic %cst1000_i32, %0 : i32, i32
        %cst0_i32_19 = spirv.Constant 0 : i32
        %cst0_i32_20 = spirv.Constant 0 : i32
        %cst8_i32_21 = spirv.Constant 8 : i32
        %cst8_i32_22 = spirv.Constant 8 : i32
        %cst1_i32_23 = spirv.Constant 1 : i32
        %13 = spirv.IAdd %0, %cst8_i32_22 : i32
        %14 = spirv.AccessChain %shifts_arg_1_addr[%cst0_i32_19, %13] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %14, %12 : i32
        %15 = spirv.ShiftRightLogical %cst1000_i32, %0 : i32, i32
        %cst0_i32_24 = spirv.Constant 0 : i32
        %cst0_i32_25 = spirv.Constant 0 : i32
        %cst8_i32_26 = spirv.Constant 8 : i32
        %cst16_i32_27 = spirv.Constant 16 : i32
        %cst1_i32_28 = spirv.Constant 1 : i32
        %16 = spirv.IAdd %0, %cst16_i32_27 : i32
        %17 = spirv.AccessChain %shifts_arg_1_addr[%cst0_i32_24, %16] : !spirv.ptr<!spirv.struct<(!spirv.array<24 x i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
        spirv.Store "StorageBuffer" %17, %15 : i32
        %18 = spirv.IAdd %0, %cst1_i32 : i32
        spirv.Branch ^bb1(%18 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Return
    }
    spirv.EntryPoint "GLCompute" @__spv__kernels_shifts
    spirv.ExecutionMode @__spv__kernels_shifts "LocalSize", 1, 1, 1
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(3 : index) : i64
    %1 = llvm.mlir.constant(8 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(24 : index) : i64
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
    %17 = llvm.mlir.constant(3 : index) : i64
    %18 = llvm.mlir.constant(8 : index) : i64
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.mlir.constant(24 : index) : i64
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
    %34 = llvm.mlir.constant(1 : index) : i64
    %35 = llvm.mlir.constant(3 : index) : i64
    %36 = llvm.mlir.constant(8 : index) : i64
    %37 = llvm.mlir.constant(1 : index) : i64
    %38 = llvm.mlir.constant(24 : index) : i64
    %39 = llvm.mlir.zero : !llvm.ptr
    %40 = llvm.getelementptr %39[%38] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %41 = llvm.ptrtoint %40 : !llvm.ptr to i64
    %42 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.mlir.addressof @__spv__kernels_shifts_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%43, %42, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %44 = llvm.mlir.constant(3 : index) : i64
    %45 = llvm.mlir.constant(8 : index) : i64
    %46 = llvm.mlir.constant(1 : index) : i64
    %47 = llvm.mlir.constant(24 : index) : i64
    %48 = llvm.mlir.zero : !llvm.ptr
    %49 = llvm.getelementptr %48[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %50 = llvm.ptrtoint %49 : !llvm.ptr to i64
    %51 = llvm.extractvalue %33[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.mlir.addressof @__spv__kernels_shifts_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%52, %51, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_shifts() : () -> ()
    "llvm.intr.memcpy"(%42, %43, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%51, %52, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %53 = llvm.mlir.constant(1 : index) : i64
    %54 = llvm.alloca %53 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %16, %54 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %55 = llvm.mlir.constant(2 : index) : i64
    %56 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %57 = llvm.insertvalue %55, %56[0] : !llvm.struct<(i64, ptr)> 
    %58 = llvm.insertvalue %54, %57[1] : !llvm.struct<(i64, ptr)> 
    %59 = llvm.extractvalue %58[0] : !llvm.struct<(i64, ptr)> 
    %60 = llvm.extractvalue %58[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%59, %60) : (i64, !llvm.ptr) -> ()
    %61 = llvm.mlir.constant(1 : index) : i64
    %62 = llvm.alloca %61 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %33, %62 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %63 = llvm.mlir.constant(2 : index) : i64
    %64 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %65 = llvm.insertvalue %63, %64[0] : !llvm.struct<(i64, ptr)> 
    %66 = llvm.insertvalue %62, %65[1] : !llvm.struct<(i64, ptr)> 
    %67 = llvm.extractvalue %66[0] : !llvm.struct<(i64, ptr)> 
    %68 = llvm.extractvalue %66[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%67, %68) : (i64, !llvm.ptr) -> ()
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

