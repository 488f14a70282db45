module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_shifts_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<24 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_shifts_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<24 x i32>)>
  llvm.func @__spv__kernels_shifts()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_shifts_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_shifts_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<24 x i32>)>
    llvm.mlir.global external @__spv__kernels_shifts_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<24 x i32>)>
    llvm.func @__spv__kernels_shifts() {
      %0 = llvm.mlir.addressof @__spv__kernels_shifts_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__spv__kernels_shifts_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %2 = llvm.mlir.constant(0 : i32) : i32
      %3 = llvm.mlir.constant(1 : i32) : i32
      %4 = llvm.mlir.constant(2 : i32) : i32
      %5 = llvm.mlir.constant(8 : i32) : i32
      %6 = llvm.mlir.constant(-1000 : i32) : i32
      %7 = llvm.mlir.constant(1000 : i32) : i32
      llvm.br ^bb1(%2 : i32)
    ^bb1(%8: i32):  // 2 preds: ^bb0, ^bb2
      %9 = llvm.icmp "slt" %8, %5 : i32
      llvm.cond_br %9, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %10 = llvm.shl %6, %8 : i32
      %11 = llvm.mlir.constant(0 : i32) : i32
      %12 = llvm.mlir.constant(0 : i32) : i32
      %13 = llvm.mlir.constant(8 : i32) : i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(1 : i32) : i32
      %16 = llvm.mlir.constant(0 : i32) : i32
      %17 = llvm.getelementptr %0[%16, 0, %8] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x i32>)>
      llvm.store %10, %17 : i32, !llvm.ptr
      %18 = llvm.ashr %6, %8 : i32
      %19 = llvm.mlir.constant(0 : i32) : i32
      %20 = llvm.mlir.constant(0 : i32) : i32
      %21 = llvm.mlir.constant(8 : i32) : i32
      %22 = llvm.mlir.constant(8 : i32) : i32
      %23 = llvm.mlir.constant(1 : i32) : i32
      %24 = llvm.add %8, %22 : i32
      %25 = llvm.mlir.constant(0 : i32) : i32
      %26 = llvm.getelementptr %0[%25, 0, %24] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x i32>)>
      llvm.store %18, %26 : i32, !llvm.ptr
      %27 = llvm.lshr %6, %8 : i32
      %28 = llvm.mlir.constant(0 : i32) : i32
      %29 = llvm.mlir.constant(0 : i32) : i32
      %30 = llvm.mlir.constant(8 : i32) : i32
      %31 = llvm.mlir.constant(16 : i32) : i32
      %32 = llvm.mlir.constant(1 : i32) : i32
      %33 = llvm.add %8, %31 : i32
      %34 = llvm.mlir.constant(0 : i32) : i32
      %35 = llvm.getelementptr %0[%34, 0, %33] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x i32>)>
      llvm.store %27, %35 : i32, !llvm.ptr
      %36 = llvm.shl %7, %8 : i32
      %37 = llvm.mlir.constant(0 : i32) : i32
      %38 = llvm.mlir.constant(0 : i32) : i32
      %39 = llvm.mlir.constant(8 : i32) : i32
      %40 = llvm.mlir.constant(0 : i32) : i32
      %41 = llvm.mlir.constant(1 : i32) : i32
      %42 = llvm.mlir.constant(0 : i32) : i32
      %43 = llvm.getelementptr %1[%42, 0, %8] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x i32>)>
      llvm.store %36, %43 : i32, !llvm.ptr
      %44 = llvm.ashr %7, %8 : i32
      %45 = llvm.mlir.constant(0 : i32) : i32
      %46 = llvm.mlir.constant(0 : i32) : i32
      %47 = llvm.mlir.constant(8 : i32) : i32
      %48 = llvm.mlir.constant(8 : i32) : i32
      %49 = llvm.mlir.constant(1 : i32) : i32
      %50 = llvm.add %8, %48 : i32
      %51 = llvm.mlir.constant(0 : i32) : i32
      %52 = llvm.getelementptr %1[%51, 0, %50] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x i32>)>
      llvm.store %44, %52 : i32, !llvm.ptr
      %53 = llvm.lshr %7, %8 : i32
      %54 = llvm.mlir.constant(0 : i32) : i32
      %55 = llvm.mlir.constant(0 : i32) : i32
      %56 = llvm.mlir.constant(8 : i32) : i32
      %57 = llvm.mlir.constant(16 : i32) : i32
      %58 = llvm.mlir.constant(1 : i32) : i32
      %59 = llvm.add %8, %57 : i32
      %60 = llvm.mlir.constant(0 : i32) : i32
      %61 = llvm.getelementptr %1[%60, 0, %59] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x i32>)>
      llvm.store %53, %61 : i32, !llvm.ptr
      %62 = llvm.add %8, %3 : i32
      llvm.br ^bb1(%62 : i32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4
    ^bb4:  // pred: ^bb3
      llvm.return
    }
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

