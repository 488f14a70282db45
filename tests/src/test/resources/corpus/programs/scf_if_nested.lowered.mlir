module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_classify_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<1 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_classify_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<14 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_classify_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<7 x i32>)>
  llvm.func @__spv__kernels_classify()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_classify_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
      %0 = llvm.mlir.poison : !llvm.struct<(i32, array<3 x i32>)>
      %1 = llvm.mlir.constant(17 : i32) : i32
      %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, array<3 x i32>)> 
      %3 = llvm.mlir.constant(1 : i32) : i32
      %4 = llvm.insertvalue %3, %2[1, 0] : !llvm.struct<(i32, array<3 x i32>)> 
      %5 = llvm.mlir.constant(1 : i32) : i32
      %6 = llvm.insertvalue %5, %4[1, 1] : !llvm.struct<(i32, array<3 x i32>)> 
      %7 = llvm.mlir.constant(1 : i32) : i32
      %8 = llvm.insertvalue %7, %6[1, 2] : !llvm.struct<(i32, array<3 x i32>)> 
      llvm.return %8 : !llvm.struct<(i32, array<3 x i32>)>
    }
    llvm.mlir.global external @__spv__kernels_classify_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<7 x i32>)>
    llvm.mlir.global external @__spv__kernels_classify_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<14 x i32>)>
    llvm.mlir.global external @__spv__kernels_classify_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<1 x i32>)>
    llvm.func @__spv__kernels_classify() {
      %0 = llvm.mlir.addressof @__spv__kernels_classify_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__spv__kernels_classify_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %2 = llvm.mlir.addressof @__spv__kernels_classify_arg_2_descriptor_set0_binding2 : !llvm.ptr
      %3 = llvm.mlir.constant(0 : i32) : i32
      %4 = llvm.mlir.constant(1 : i32) : i32
      %5 = llvm.mlir.constant(7 : i32) : i32
      %6 = llvm.mlir.constant(3 : i32) : i32
      %7 = llvm.mlir.constant(0 : i32) : i32
      %8 = llvm.mlir.constant(1 : i32) : i32
      %9 = llvm.mlir.constant(-1 : i32) : i32
      %10 = llvm.mlir.constant(100 : i32) : i32
      llvm.br ^bb1(%3 : i32)
    ^bb1(%11: i32):  // 2 preds: ^bb0, ^bb14
      %12 = llvm.icmp "slt" %11, %5 : i32
      llvm.cond_br %12, ^bb2, ^bb15
    ^bb2:  // pred: ^bb1
      %13 = llvm.sub %11, %6 : i32
      %14 = llvm.icmp "slt" %13, %7 : i32
      %15 = llvm.mlir.constant(1 : i32) : i32
      %16 = llvm.alloca %15 x i32 : (i32) -> !llvm.ptr
      llvm.cond_br %14, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      llvm.store %9, %16 : i32, !llvm.ptr
      llvm.br ^bb9
    ^bb4:  // pred: ^bb2
      %17 = llvm.icmp "eq" %13, %7 : i32
      %18 = llvm.mlir.constant(1 : i32) : i32
      %19 = llvm.alloca %18 x i32 : (i32) -> !llvm.ptr
      llvm.cond_br %17, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      llvm.store %7, %19 : i32, !llvm.ptr
      llvm.br ^bb7
    ^bb6:  // pred: ^bb4
      llvm.store %8, %19 : i32, !llvm.ptr
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      llvm.br ^bb8
    ^bb8:  // pred: ^bb7
      %20 = llvm.load %19 : !llvm.ptr -> i32
      llvm.store %20, %16 : i32, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb3, ^bb8
      llvm.br ^bb10
    ^bb10:  // pred: ^bb9
      %21 = llvm.load %16 : !llvm.ptr -> i32
      %22 = llvm.mlir.constant(0 : i32) : i32
      %23 = llvm.mlir.constant(0 : i32) : i32
      %24 = llvm.mlir.constant(1 : i32) : i32
      %25 = llvm.mlir.constant(0 : i32) : i32
      %26 = llvm.getelementptr %0[%25, 0, %11] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<7 x i32>)>
      llvm.store %21, %26 : i32, !llvm.ptr
      %27 = llvm.mlir.constant(1 : i32) : i32
      %28 = llvm.alloca %27 x i32 : (i32) -> !llvm.ptr
      %29 = llvm.mlir.constant(1 : i32) : i32
      %30 = llvm.alloca %29 x i32 : (i32) -> !llvm.ptr
      llvm.cond_br %14, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      llvm.store %13, %28 : i32, !llvm.ptr
      llvm.store %7, %30 : i32, !llvm.ptr
      llvm.br ^bb13
    ^bb12:  // pred: ^bb10
      %31 = llvm.mul %13, %13 : i32
      llvm.store %7, %28 : i32, !llvm.ptr
      llvm.store %31, %30 : i32, !llvm.ptr
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      llvm.br ^bb14
    ^bb14:  // pred: ^bb13
      %32 = llvm.load %30 : !llvm.ptr -> i32
      %33 = llvm.load %28 : !llvm.ptr -> i32
      %34 = llvm.mlir.constant(0 : i32) : i32
      %35 = llvm.mlir.constant(0 : i32) : i32
      %36 = llvm.mlir.constant(7 : i32) : i32
      %37 = llvm.mlir.constant(0 : i32) : i32
      %38 = llvm.mlir.constant(1 : i32) : i32
      %39 = llvm.mlir.constant(0 : i32) : i32
      %40 = llvm.getelementptr %1[%39, 0, %11] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<14 x i32>)>
      llvm.store %33, %40 : i32, !llvm.ptr
      %41 = llvm.mlir.constant(0 : i32) : i32
      %42 = llvm.mlir.constant(0 : i32) : i32
      %43 = llvm.mlir.constant(7 : i32) : i32
      %44 = llvm.mlir.constant(7 : i32) : i32
      %45 = llvm.mlir.constant(1 : i32) : i32
      %46 = llvm.add %11, %44 : i32
      %47 = llvm.mlir.constant(0 : i32) : i32
      %48 = llvm.getelementptr %1[%47, 0, %46] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<14 x i32>)>
      llvm.store %32, %48 : i32, !llvm.ptr
      %49 = llvm.add %11, %4 : i32
      llvm.br ^bb1(%49 : i32)
    ^bb15:  // pred: ^bb1
      llvm.br ^bb16
    ^bb16:  // pred: ^bb15
      %50 = llvm.mlir.constant(1 : i32) : i32
      %51 = llvm.alloca %50 x i32 : (i32) -> !llvm.ptr
      %52 = llvm.mlir.constant(1 : i32) : i32
      %53 = llvm.alloca %52 x i32 : (i32) -> !llvm.ptr
      llvm.br ^bb17(%8, %7 : i32, i32)
    ^bb17(%54: i32, %55: i32):  // 2 preds: ^bb16, ^bb22
      %56 = llvm.icmp "sle" %54, %10 : i32
      llvm.store %54, %51 : i32, !llvm.ptr
      llvm.store %55, %53 : i32, !llvm.ptr
      llvm.cond_br %56, ^bb18(%54, %55 : i32, i32), ^bb23
    ^bb18(%57: i32, %58: i32):  // pred: ^bb17
      %59 = llvm.and %58, %8 : i32
      %60 = llvm.icmp "ne" %59, %7 : i32
      %61 = llvm.add %57, %57 : i32
      %62 = llvm.mlir.constant(1 : i32) : i32
      %63 = llvm.alloca %62 x i32 : (i32) -> !llvm.ptr
      llvm.cond_br %60, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %64 = llvm.add %61, %8 : i32
      llvm.store %64, %63 : i32, !llvm.ptr
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.store %61, %63 : i32, !llvm.ptr
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      llvm.br ^bb22
    ^bb22:  // pred: ^bb21
      %65 = llvm.load %63 : !llvm.ptr -> i32
      %66 = llvm.add %58, %8 : i32
      llvm.br ^bb17(%65, %66 : i32, i32)
    ^bb23:  // pred: ^bb17
      llvm.br ^bb24
    ^bb24:  // pred: ^bb23
      %67 = llvm.load %53 : !llvm.ptr -> i32
      %68 = llvm.load %51 : !llvm.ptr -> i32
      %69 = llvm.mul %67, %10 : i32
      %70 = llvm.add %69, %68 : i32
      %71 = llvm.mlir.constant(0 : i32) : i32
      %72 = llvm.mlir.constant(0 : i32) : i32
      %73 = llvm.mlir.constant(1 : i32) : i32
      %74 = llvm.mlir.constant(0 : i32) : i32
      %75 = llvm.getelementptr %2[%74, 0, %3] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<1 x i32>)>
      llvm.store %70, %75 : i32, !llvm.ptr
      llvm.return
    }
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

