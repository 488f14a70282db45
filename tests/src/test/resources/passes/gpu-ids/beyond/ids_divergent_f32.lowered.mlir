module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_diverge_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<32 x f32>)>
  llvm.func @__spv__kernels_diverge()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_diverge_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
      %0 = llvm.mlir.poison : !llvm.struct<(i32, array<3 x i32>)>
      %1 = llvm.mlir.constant(17 : i32) : i32
      %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, array<3 x i32>)> 
      %3 = llvm.mlir.constant(8 : i32) : i32
      %4 = llvm.insertvalue %3, %2[1, 0] : !llvm.struct<(i32, array<3 x i32>)> 
      %5 = llvm.mlir.constant(1 : i32) : i32
      %6 = llvm.insertvalue %5, %4[1, 1] : !llvm.struct<(i32, array<3 x i32>)> 
      %7 = llvm.mlir.constant(1 : i32) : i32
      %8 = llvm.insertvalue %7, %6[1, 2] : !llvm.struct<(i32, array<3 x i32>)> 
      llvm.return %8 : !llvm.struct<(i32, array<3 x i32>)>
    }
    llvm.mlir.global external constant @__builtin__LocalInvocationId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external constant @__builtin__WorkgroupId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external @__spv__kernels_diverge_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<32 x f32>)>
    llvm.func @__spv__kernels_diverge() {
      %0 = llvm.mlir.addressof @__spv__kernels_diverge_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__builtin__WorkgroupId__ : !llvm.ptr
      %2 = llvm.load %1 : !llvm.ptr -> vector<3xi32>
      %3 = llvm.mlir.constant(0 : i32) : i32
      %4 = llvm.extractelement %2[%3 : i32] : vector<3xi32>
      %5 = llvm.mlir.addressof @__builtin__LocalInvocationId__ : !llvm.ptr
      %6 = llvm.load %5 : !llvm.ptr -> vector<3xi32>
      %7 = llvm.mlir.constant(0 : i32) : i32
      %8 = llvm.extractelement %6[%7 : i32] : vector<3xi32>
      %9 = llvm.sitofp %4 : i32 to f32
      %10 = llvm.sitofp %8 : i32 to f32
      %11 = llvm.mlir.constant(1 : i32) : i32
      %12 = llvm.mlir.constant(0 : i32) : i32
      %13 = llvm.and %8, %11 : i32
      %14 = llvm.icmp "eq" %13, %12 : i32
      %15 = llvm.mlir.constant(1 : i32) : i32
      %16 = llvm.alloca %15 x f32 : (i32) -> !llvm.ptr
      llvm.cond_br %14, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %17 = llvm.mlir.constant(1.500000e+00 : f32) : f32
      %18 = llvm.fmul %10, %17 : f32
      %19 = llvm.fadd %18, %9 : f32
      llvm.store %19, %16 : f32, !llvm.ptr
      llvm.br ^bb3
    ^bb2:  // pred: ^bb0
      %20 = llvm.mlir.constant(2.500000e-01 : f32) : f32
      %21 = llvm.fneg %9 : f32
      %22 = llvm.fmul %10, %20 : f32
      %23 = llvm.fsub %21, %22 : f32
      llvm.store %23, %16 : f32, !llvm.ptr
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      llvm.br ^bb4
    ^bb4:  // pred: ^bb3
      %24 = llvm.load %16 : !llvm.ptr -> f32
      %25 = llvm.mlir.constant(0 : i32) : i32
      %26 = llvm.mlir.constant(0 : i32) : i32
      %27 = llvm.mlir.constant(8 : i32) : i32
      %28 = llvm.mul %4, %27 : i32
      %29 = llvm.mlir.constant(1 : i32) : i32
      %30 = llvm.add %8, %28 : i32
      %31 = llvm.mlir.constant(0 : i32) : i32
      %32 = llvm.getelementptr %0[%31, 0, %30] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<32 x f32>)>
      llvm.store %24, %32 : f32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(4 : index) : i64
    %1 = llvm.mlir.constant(8 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(32 : index) : i64
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
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
    %19 = llvm.mlir.constant(8 : index) : i64
    %20 = llvm.mlir.constant(4 : index) : i64
    %21 = llvm.mlir.constant(8 : index) : i64
    %22 = llvm.mlir.constant(1 : index) : i64
    %23 = llvm.mlir.constant(32 : index) : i64
    %24 = llvm.mlir.zero : !llvm.ptr
    %25 = llvm.getelementptr %24[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %26 = llvm.ptrtoint %25 : !llvm.ptr to i64
    %27 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.mlir.addressof @__spv__kernels_diverge_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%28, %27, %26) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_diverge() : () -> ()
    "llvm.intr.memcpy"(%27, %28, %26) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %29 = llvm.mlir.constant(1 : index) : i64
    %30 = llvm.alloca %29 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %16, %30 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %31 = llvm.mlir.constant(2 : index) : i64
    %32 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(i64, ptr)> 
    %34 = llvm.insertvalue %30, %33[1] : !llvm.struct<(i64, ptr)> 
    %35 = llvm.extractvalue %34[0] : !llvm.struct<(i64, ptr)> 
    %36 = llvm.extractvalue %34[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%35, %36) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_main() attributes {llvm.emit_c_interface} {
    llvm.call @main() : () -> ()
    llvm.return
  }
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

