module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_wrap_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<16 x i32>)>
  llvm.func @__spv__kernels_wrap()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_wrap_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_wrap_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<16 x i32>)>
    llvm.func @__spv__kernels_wrap() {
      %0 = llvm.mlir.addressof @__spv__kernels_wrap_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.constant(0 : i32) : i32
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.mlir.constant(2 : i32) : i32
      %4 = llvm.mlir.constant(3 : i32) : i32
      %5 = llvm.mlir.constant(4 : i32) : i32
      %6 = llvm.mlir.constant(2147483647 : i32) : i32
      %7 = llvm.mlir.constant(-2147483648 : i32) : i32
      %8 = llvm.mlir.constant(65537 : i32) : i32
      %9 = llvm.mlir.constant(28 : i32) : i32
      %10 = llvm.mlir.constant(5 : i32) : i32
      llvm.br ^bb1(%1 : i32)
    ^bb1(%11: i32):  // 2 preds: ^bb0, ^bb2
      %12 = llvm.icmp "slt" %11, %5 : i32
      llvm.cond_br %12, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %13 = llvm.add %11, %6 : i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(0 : i32) : i32
      %16 = llvm.mlir.constant(4 : i32) : i32
      %17 = llvm.mlir.constant(0 : i32) : i32
      %18 = llvm.mlir.constant(1 : i32) : i32
      %19 = llvm.mlir.constant(0 : i32) : i32
      %20 = llvm.getelementptr %0[%19, 0, %11] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<16 x i32>)>
      llvm.store %13, %20 : i32, !llvm.ptr
      %21 = llvm.sub %7, %11 : i32
      %22 = llvm.mlir.constant(0 : i32) : i32
      %23 = llvm.mlir.constant(0 : i32) : i32
      %24 = llvm.mlir.constant(4 : i32) : i32
      %25 = llvm.mlir.constant(4 : i32) : i32
      %26 = llvm.mlir.constant(1 : i32) : i32
      %27 = llvm.add %11, %25 : i32
      %28 = llvm.mlir.constant(0 : i32) : i32
      %29 = llvm.getelementptr %0[%28, 0, %27] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<16 x i32>)>
      llvm.store %21, %29 : i32, !llvm.ptr
      %30 = llvm.add %11, %8 : i32
      %31 = llvm.mul %30, %30 : i32
      %32 = llvm.mlir.constant(0 : i32) : i32
      %33 = llvm.mlir.constant(0 : i32) : i32
      %34 = llvm.mlir.constant(4 : i32) : i32
      %35 = llvm.mlir.constant(8 : i32) : i32
      %36 = llvm.mlir.constant(1 : i32) : i32
      %37 = llvm.add %11, %35 : i32
      %38 = llvm.mlir.constant(0 : i32) : i32
      %39 = llvm.getelementptr %0[%38, 0, %37] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<16 x i32>)>
      llvm.store %31, %39 : i32, !llvm.ptr
      %40 = llvm.add %11, %10 : i32
      %41 = llvm.shl %40, %9 : i32
      %42 = llvm.mlir.constant(0 : i32) : i32
      %43 = llvm.mlir.constant(0 : i32) : i32
      %44 = llvm.mlir.constant(4 : i32) : i32
      %45 = llvm.mlir.constant(12 : i32) : i32
      %46 = llvm.mlir.constant(1 : i32) : i32
      %47 = llvm.add %11, %45 : i32
      %48 = llvm.mlir.constant(0 : i32) : i32
      %49 = llvm.getelementptr %0[%48, 0, %47] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<16 x i32>)>
      llvm.store %41, %49 : i32, !llvm.ptr
      %50 = llvm.add %11, %2 : i32
      llvm.br ^bb1(%50 : i32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4
    ^bb4:  // pred: ^bb3
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(4 : index) : i64
    %1 = llvm.mlir.constant(4 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(16 : index) : i64
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
    %17 = llvm.mlir.constant(1 : index) : i64
    %18 = llvm.mlir.constant(4 : index) : i64
    %19 = llvm.mlir.constant(4 : index) : i64
    %20 = llvm.mlir.constant(1 : index) : i64
    %21 = llvm.mlir.constant(16 : index) : i64
    %22 = llvm.mlir.zero : !llvm.ptr
    %23 = llvm.getelementptr %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
    %25 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.mlir.addressof @__spv__kernels_wrap_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%26, %25, %24) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_wrap() : () -> ()
    "llvm.intr.memcpy"(%25, %26, %24) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %27 = llvm.mlir.constant(1 : index) : i64
    %28 = llvm.alloca %27 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %16, %28 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %29 = llvm.mlir.constant(2 : index) : i64
    %30 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %31 = llvm.insertvalue %29, %30[0] : !llvm.struct<(i64, ptr)> 
    %32 = llvm.insertvalue %28, %31[1] : !llvm.struct<(i64, ptr)> 
    %33 = llvm.extractvalue %32[0] : !llvm.struct<(i64, ptr)> 
    %34 = llvm.extractvalue %32[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%33, %34) : (i64, !llvm.ptr) -> ()
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

