module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_consts_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<7 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_consts_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<6 x i32>)>
  llvm.func @__spv__kernels_consts()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_consts_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_consts_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<6 x i32>)>
    llvm.mlir.global external @__spv__kernels_consts_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<7 x f32>)>
    llvm.func @__spv__kernels_consts() {
      %0 = llvm.mlir.addressof @__spv__kernels_consts_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__spv__kernels_consts_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %2 = llvm.mlir.constant(0 : i32) : i32
      %3 = llvm.mlir.constant(1 : i32) : i32
      %4 = llvm.mlir.constant(2 : i32) : i32
      %5 = llvm.mlir.constant(3 : i32) : i32
      %6 = llvm.mlir.constant(4 : i32) : i32
      %7 = llvm.mlir.constant(5 : i32) : i32
      %8 = llvm.mlir.constant(6 : i32) : i32
      %9 = llvm.mlir.constant(2147483647 : i32) : i32
      %10 = llvm.mlir.constant(-2147483648 : i32) : i32
      %11 = llvm.mlir.constant(127 : i32) : i32
      %12 = llvm.mlir.constant(-2 : i32) : i32
      %13 = llvm.mlir.constant(true) : i1
      %14 = llvm.mlir.constant(false) : i1
      %15 = llvm.mlir.constant(1 : i32) : i32
      %16 = llvm.mlir.constant(0 : i32) : i32
      %17 = llvm.mlir.constant(0 : i32) : i32
      %18 = llvm.mlir.constant(0 : i32) : i32
      %19 = llvm.mlir.constant(1 : i32) : i32
      %20 = llvm.mlir.constant(0 : i32) : i32
      %21 = llvm.getelementptr %0[%20, 0, %2] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<6 x i32>)>
      llvm.store %9, %21 : i32, !llvm.ptr
      %22 = llvm.mlir.constant(0 : i32) : i32
      %23 = llvm.mlir.constant(0 : i32) : i32
      %24 = llvm.mlir.constant(1 : i32) : i32
      %25 = llvm.mlir.constant(0 : i32) : i32
      %26 = llvm.getelementptr %0[%25, 0, %3] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<6 x i32>)>
      llvm.store %10, %26 : i32, !llvm.ptr
      %27 = llvm.mlir.constant(0 : i32) : i32
      %28 = llvm.mlir.constant(0 : i32) : i32
      %29 = llvm.mlir.constant(1 : i32) : i32
      %30 = llvm.mlir.constant(0 : i32) : i32
      %31 = llvm.getelementptr %0[%30, 0, %4] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<6 x i32>)>
      llvm.store %11, %31 : i32, !llvm.ptr
      %32 = llvm.mlir.constant(0 : i32) : i32
      %33 = llvm.mlir.constant(0 : i32) : i32
      %34 = llvm.mlir.constant(1 : i32) : i32
      %35 = llvm.mlir.constant(0 : i32) : i32
      %36 = llvm.getelementptr %0[%35, 0, %5] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<6 x i32>)>
      llvm.store %12, %36 : i32, !llvm.ptr
      %37 = llvm.mlir.constant(0 : i32) : i32
      %38 = llvm.mlir.constant(0 : i32) : i32
      %39 = llvm.mlir.constant(1 : i32) : i32
      %40 = llvm.mlir.constant(0 : i32) : i32
      %41 = llvm.getelementptr %0[%40, 0, %6] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<6 x i32>)>
      llvm.store %15, %41 : i32, !llvm.ptr
      %42 = llvm.mlir.constant(0 : i32) : i32
      %43 = llvm.mlir.constant(0 : i32) : i32
      %44 = llvm.mlir.constant(1 : i32) : i32
      %45 = llvm.mlir.constant(0 : i32) : i32
      %46 = llvm.getelementptr %0[%45, 0, %7] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<6 x i32>)>
      llvm.store %16, %46 : i32, !llvm.ptr
      %47 = llvm.mlir.constant(1.500000e+03 : f32) : f32
      %48 = llvm.mlir.constant(-2.500000e-02 : f32) : f32
      %49 = llvm.mlir.constant(3.14159274 : f32) : f32
      %50 = llvm.mlir.constant(-0.000000e+00 : f32) : f32
      %51 = llvm.mlir.constant(3.000000e+38 : f32) : f32
      %52 = llvm.mlir.constant(9.99999935E-39 : f32) : f32
      %53 = llvm.mlir.constant(123456.789 : f32) : f32
      %54 = llvm.mlir.constant(0 : i32) : i32
      %55 = llvm.mlir.constant(0 : i32) : i32
      %56 = llvm.mlir.constant(1 : i32) : i32
      %57 = llvm.mlir.constant(0 : i32) : i32
      %58 = llvm.getelementptr %1[%57, 0, %2] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<7 x f32>)>
      llvm.store %47, %58 : f32, !llvm.ptr
      %59 = llvm.mlir.constant(0 : i32) : i32
      %60 = llvm.mlir.constant(0 : i32) : i32
      %61 = llvm.mlir.constant(1 : i32) : i32
      %62 = llvm.mlir.constant(0 : i32) : i32
      %63 = llvm.getelementptr %1[%62, 0, %3] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<7 x f32>)>
      llvm.store %48, %63 : f32, !llvm.ptr
      %64 = llvm.mlir.constant(0 : i32) : i32
      %65 = llvm.mlir.constant(0 : i32) : i32
      %66 = llvm.mlir.constant(1 : i32) : i32
      %67 = llvm.mlir.constant(0 : i32) : i32
      %68 = llvm.getelementptr %1[%67, 0, %4] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<7 x f32>)>
      llvm.store %49, %68 : f32, !llvm.ptr
      %69 = llvm.mlir.constant(0 : i32) : i32
      %70 = llvm.mlir.constant(0 : i32) : i32
      %71 = llvm.mlir.constant(1 : i32) : i32
      %72 = llvm.mlir.constant(0 : i32) : i32
      %73 = llvm.getelementptr %1[%72, 0, %5] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<7 x f32>)>
      llvm.store %50, %73 : f32, !llvm.ptr
      %74 = llvm.mlir.constant(0 : i32) : i32
      %75 = llvm.mlir.constant(0 : i32) : i32
      %76 = llvm.mlir.constant(1 : i32) : i32
      %77 = llvm.mlir.constant(0 : i32) : i32
      %78 = llvm.getelementptr %1[%77, 0, %6] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<7 x f32>)>
      llvm.store %51, %78 : f32, !llvm.ptr
      %79 = llvm.mlir.constant(0 : i32) : i32
      %80 = llvm.mlir.constant(0 : i32) : i32
      %81 = llvm.mlir.constant(1 : i32) : i32
      %82 = llvm.mlir.constant(0 : i32) : i32
      %83 = llvm.getelementptr %1[%82, 0, %7] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<7 x f32>)>
      llvm.store %52, %83 : f32, !llvm.ptr
      %84 = llvm.mlir.constant(0 : i32) : i32
      %85 = llvm.mlir.constant(0 : i32) : i32
      %86 = llvm.mlir.constant(1 : i32) : i32
      %87 = llvm.mlir.constant(0 : i32) : i32
      %88 = llvm.getelementptr %1[%87, 0, %8] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<7 x f32>)>
      llvm.store %53, %88 : f32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(6 : index) : i64
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
    %13 = llvm.mlir.constant(7 : index) : i64
    %14 = llvm.mlir.constant(1 : index) : i64
    %15 = llvm.mlir.zero : !llvm.ptr
    %16 = llvm.getelementptr %15[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
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
    %27 = llvm.mlir.constant(6 : index) : i64
    %28 = llvm.mlir.constant(1 : index) : i64
    %29 = llvm.mlir.zero : !llvm.ptr
    %30 = llvm.getelementptr %29[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
    %32 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.mlir.addressof @__spv__kernels_consts_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%33, %32, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %34 = llvm.mlir.constant(7 : index) : i64
    %35 = llvm.mlir.constant(1 : index) : i64
    %36 = llvm.mlir.zero : !llvm.ptr
    %37 = llvm.getelementptr %36[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %38 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %39 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.mlir.addressof @__spv__kernels_consts_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%40, %39, %38) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_consts() : () -> ()
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
    llvm.call @printMemrefF32(%55, %56) : (i64, !llvm.ptr) -> ()
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

