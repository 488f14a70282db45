module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_axpy_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<8 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_axpy_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<8 x f32>)>
  llvm.func @__spv__kernels_axpy()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_axpy_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
      %0 = llvm.mlir.poison : !llvm.struct<(i32, array<3 x i32>)>
      %1 = llvm.mlir.constant(17 : i32) : i32
      %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, array<3 x i32>)> 
      %3 = llvm.mlir.constant(4 : i32) : i32
      %4 = llvm.insertvalue %3, %2[1, 0] : !llvm.struct<(i32, array<3 x i32>)> 
      %5 = llvm.mlir.constant(1 : i32) : i32
      %6 = llvm.insertvalue %5, %4[1, 1] : !llvm.struct<(i32, array<3 x i32>)> 
      %7 = llvm.mlir.constant(1 : i32) : i32
      %8 = llvm.insertvalue %7, %6[1, 2] : !llvm.struct<(i32, array<3 x i32>)> 
      llvm.return %8 : !llvm.struct<(i32, array<3 x i32>)>
    }
    llvm.mlir.global external constant @__builtin__GlobalInvocationId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external @__spv__kernels_axpy_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<8 x f32>)>
    llvm.mlir.global external @__spv__kernels_axpy_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<8 x f32>)>
    llvm.func @__spv__kernels_axpy() {
      %0 = llvm.mlir.addressof @__spv__kernels_axpy_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__spv__kernels_axpy_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %2 = llvm.mlir.addressof @__builtin__GlobalInvocationId__ : !llvm.ptr
      %3 = llvm.load %2 : !llvm.ptr -> vector<3xi32>
      %4 = llvm.mlir.constant(0 : i32) : i32
      %5 = llvm.extractelement %3[%4 : i32] : vector<3xi32>
      %6 = llvm.mlir.constant(5.000000e-01 : f32) : f32
      %7 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %8 = llvm.mlir.constant(0 : i32) : i32
      %9 = llvm.mlir.constant(0 : i32) : i32
      %10 = llvm.mlir.constant(1 : i32) : i32
      %11 = llvm.mlir.constant(0 : i32) : i32
      %12 = llvm.getelementptr %0[%11, 0, %5] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<8 x f32>)>
      %13 = llvm.load %12 : !llvm.ptr -> f32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(0 : i32) : i32
      %16 = llvm.mlir.constant(1 : i32) : i32
      %17 = llvm.mlir.constant(0 : i32) : i32
      %18 = llvm.getelementptr %1[%17, 0, %5] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<8 x f32>)>
      %19 = llvm.load %18 : !llvm.ptr -> f32
      %20 = llvm.fmul %19, %6 : f32
      %21 = llvm.fadd %13, %20 : f32
      %22 = llvm.mlir.constant(0 : i32) : i32
      %23 = llvm.mlir.constant(0 : i32) : i32
      %24 = llvm.mlir.constant(1 : i32) : i32
      %25 = llvm.mlir.constant(0 : i32) : i32
      %26 = llvm.getelementptr %0[%25, 0, %5] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<8 x f32>)>
      llvm.store %21, %26 : f32, !llvm.ptr
      %27 = llvm.mlir.constant(0 : i32) : i32
      %28 = llvm.mlir.constant(0 : i32) : i32
      %29 = llvm.mlir.constant(1 : i32) : i32
      %30 = llvm.mlir.constant(0 : i32) : i32
      %31 = llvm.getelementptr %1[%30, 0, %5] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<8 x f32>)>
      %32 = llvm.load %31 : !llvm.ptr -> f32
      %33 = llvm.fadd %32, %7 : f32
      %34 = llvm.mlir.constant(0 : i32) : i32
      %35 = llvm.mlir.constant(0 : i32) : i32
      %36 = llvm.mlir.constant(1 : i32) : i32
      %37 = llvm.mlir.constant(0 : i32) : i32
      %38 = llvm.getelementptr %1[%37, 0, %5] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<8 x f32>)>
      llvm.store %33, %38 : f32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(8 : index) : i64
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
    %13 = llvm.mlir.constant(0 : index) : i64
    %14 = llvm.mlir.constant(1 : index) : i64
    %15 = llvm.mlir.constant(2 : index) : i64
    %16 = llvm.mlir.constant(3 : index) : i64
    %17 = llvm.mlir.constant(4 : index) : i64
    %18 = llvm.mlir.constant(5 : index) : i64
    %19 = llvm.mlir.constant(6 : index) : i64
    %20 = llvm.mlir.constant(7 : index) : i64
    %21 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %22 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %23 = llvm.mlir.constant(3.000000e+00 : f32) : f32
    %24 = llvm.mlir.constant(4.000000e+00 : f32) : f32
    %25 = llvm.mlir.constant(5.000000e+00 : f32) : f32
    %26 = llvm.mlir.constant(6.000000e+00 : f32) : f32
    %27 = llvm.mlir.constant(7.000000e+00 : f32) : f32
    %28 = llvm.mlir.constant(8.000000e+00 : f32) : f32
    %29 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.getelementptr inbounds|nuw %29[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %21, %30 : f32, !llvm.ptr
    %31 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.getelementptr inbounds|nuw %31[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %32 : f32, !llvm.ptr
    %33 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.getelementptr inbounds|nuw %33[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %34 : f32, !llvm.ptr
    %35 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.getelementptr inbounds|nuw %35[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %24, %36 : f32, !llvm.ptr
    %37 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.getelementptr inbounds|nuw %37[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %38 : f32, !llvm.ptr
    %39 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.getelementptr inbounds|nuw %39[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %26, %40 : f32, !llvm.ptr
    %41 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.getelementptr inbounds|nuw %41[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %27, %42 : f32, !llvm.ptr
    %43 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.getelementptr inbounds|nuw %43[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %28, %44 : f32, !llvm.ptr
    %45 = llvm.mlir.constant(8 : index) : i64
    %46 = llvm.mlir.constant(1 : index) : i64
    %47 = llvm.mlir.zero : !llvm.ptr
    %48 = llvm.getelementptr %47[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %49 = llvm.ptrtoint %48 : !llvm.ptr to i64
    %50 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %51 = llvm.mlir.addressof @__spv__kernels_axpy_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%51, %50, %49) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %52 = llvm.mlir.constant(8 : index) : i64
    %53 = llvm.mlir.constant(1 : index) : i64
    %54 = llvm.mlir.zero : !llvm.ptr
    %55 = llvm.getelementptr %54[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %56 = llvm.ptrtoint %55 : !llvm.ptr to i64
    %57 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %58 = llvm.mlir.addressof @__spv__kernels_axpy_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%58, %57, %56) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_axpy() : () -> ()
    "llvm.intr.memcpy"(%50, %51, %49) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%57, %58, %56) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %59 = llvm.mlir.constant(1 : index) : i64
    %60 = llvm.alloca %59 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %12, %60 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %61 = llvm.mlir.constant(1 : index) : i64
    %62 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %63 = llvm.insertvalue %61, %62[0] : !llvm.struct<(i64, ptr)> 
    %64 = llvm.insertvalue %60, %63[1] : !llvm.struct<(i64, ptr)> 
    %65 = llvm.extractvalue %64[0] : !llvm.struct<(i64, ptr)> 
    %66 = llvm.extractvalue %64[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%65, %66) : (i64, !llvm.ptr) -> ()
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

