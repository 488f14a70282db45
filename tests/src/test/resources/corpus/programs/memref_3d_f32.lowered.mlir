module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_cube_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<24 x f32>)>
  llvm.func @__spv__kernels_cube()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_cube_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_cube_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<24 x f32>)>
    llvm.func @__spv__kernels_cube() {
      %0 = llvm.mlir.addressof @__spv__kernels_cube_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.constant(0 : i32) : i32
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.mlir.constant(2 : i32) : i32
      %4 = llvm.mlir.constant(3 : i32) : i32
      %5 = llvm.mlir.constant(4 : i32) : i32
      %6 = llvm.mlir.constant(5.000000e-01 : f32) : f32
      llvm.br ^bb1(%1 : i32)
    ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb10
      %8 = llvm.icmp "slt" %7, %3 : i32
      llvm.cond_br %8, ^bb2, ^bb11
    ^bb2:  // pred: ^bb1
      llvm.br ^bb3(%1 : i32)
    ^bb3(%9: i32):  // 2 preds: ^bb2, ^bb8
      %10 = llvm.icmp "slt" %9, %4 : i32
      llvm.cond_br %10, ^bb4, ^bb9
    ^bb4:  // pred: ^bb3
      llvm.br ^bb5(%1 : i32)
    ^bb5(%11: i32):  // 2 preds: ^bb4, ^bb6
      %12 = llvm.icmp "slt" %11, %5 : i32
      llvm.cond_br %12, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %13 = llvm.mlir.constant(0 : i32) : i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(12 : i32) : i32
      %16 = llvm.mul %7, %15 : i32
      %17 = llvm.mlir.constant(4 : i32) : i32
      %18 = llvm.mul %9, %17 : i32
      %19 = llvm.add %18, %16 : i32
      %20 = llvm.mlir.constant(1 : i32) : i32
      %21 = llvm.add %11, %19 : i32
      %22 = llvm.mlir.constant(0 : i32) : i32
      %23 = llvm.getelementptr %0[%22, 0, %21] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x f32>)>
      %24 = llvm.load %23 : !llvm.ptr -> f32
      %25 = llvm.sitofp %7 : i32 to f32
      %26 = llvm.sitofp %9 : i32 to f32
      %27 = llvm.sitofp %11 : i32 to f32
      %28 = llvm.fmul %24, %25 : f32
      %29 = llvm.fadd %28, %26 : f32
      %30 = llvm.fmul %27, %6 : f32
      %31 = llvm.fsub %29, %30 : f32
      %32 = llvm.mlir.constant(0 : i32) : i32
      %33 = llvm.mlir.constant(0 : i32) : i32
      %34 = llvm.mlir.constant(12 : i32) : i32
      %35 = llvm.mul %7, %34 : i32
      %36 = llvm.mlir.constant(4 : i32) : i32
      %37 = llvm.mul %9, %36 : i32
      %38 = llvm.add %37, %35 : i32
      %39 = llvm.mlir.constant(1 : i32) : i32
      %40 = llvm.add %11, %38 : i32
      %41 = llvm.mlir.constant(0 : i32) : i32
      %42 = llvm.getelementptr %0[%41, 0, %40] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x f32>)>
      llvm.store %31, %42 : f32, !llvm.ptr
      %43 = llvm.add %11, %2 : i32
      llvm.br ^bb5(%43 : i32)
    ^bb7:  // pred: ^bb5
      llvm.br ^bb8
    ^bb8:  // pred: ^bb7
      %44 = llvm.add %9, %2 : i32
      llvm.br ^bb3(%44 : i32)
    ^bb9:  // pred: ^bb3
      llvm.br ^bb10
    ^bb10:  // pred: ^bb9
      %45 = llvm.add %7, %2 : i32
      llvm.br ^bb1(%45 : i32)
    ^bb11:  // pred: ^bb1
      llvm.br ^bb12
    ^bb12:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : index) : i64
    %1 = llvm.mlir.constant(3 : index) : i64
    %2 = llvm.mlir.constant(4 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(12 : index) : i64
    %5 = llvm.mlir.constant(24 : index) : i64
    %6 = llvm.mlir.zero : !llvm.ptr
    %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
    %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
    %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %13 = llvm.mlir.constant(0 : index) : i64
    %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %15 = llvm.insertvalue %0, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %16 = llvm.insertvalue %1, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %17 = llvm.insertvalue %2, %16[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %18 = llvm.insertvalue %4, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %19 = llvm.insertvalue %2, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %20 = llvm.insertvalue %3, %19[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %21 = llvm.mlir.constant(3.000000e+00 : f32) : f32
    %22 = llvm.extractvalue %20[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %23 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %24 = llvm.extractvalue %20[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %25 = llvm.extractvalue %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %26 = llvm.extractvalue %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %27 = llvm.extractvalue %20[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %28 = llvm.extractvalue %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %29 = llvm.extractvalue %20[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %30 = llvm.extractvalue %20[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.call @fillF32Buffer3D(%22, %23, %24, %25, %26, %27, %28, %29, %30, %21) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64, f32) -> ()
    %31 = llvm.mlir.constant(1 : index) : i64
    %32 = llvm.mlir.constant(2 : index) : i64
    %33 = llvm.mlir.constant(3 : index) : i64
    %34 = llvm.mlir.constant(4 : index) : i64
    %35 = llvm.mlir.constant(1 : index) : i64
    %36 = llvm.mlir.constant(12 : index) : i64
    %37 = llvm.mlir.constant(24 : index) : i64
    %38 = llvm.mlir.zero : !llvm.ptr
    %39 = llvm.getelementptr %38[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %40 = llvm.ptrtoint %39 : !llvm.ptr to i64
    %41 = llvm.extractvalue %20[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %42 = llvm.mlir.addressof @__spv__kernels_cube_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%42, %41, %40) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_cube() : () -> ()
    "llvm.intr.memcpy"(%41, %42, %40) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %43 = llvm.mlir.constant(1 : index) : i64
    %44 = llvm.alloca %43 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %20, %44 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    %45 = llvm.mlir.constant(3 : index) : i64
    %46 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %47 = llvm.insertvalue %45, %46[0] : !llvm.struct<(i64, ptr)> 
    %48 = llvm.insertvalue %44, %47[1] : !llvm.struct<(i64, ptr)> 
    %49 = llvm.extractvalue %48[0] : !llvm.struct<(i64, ptr)> 
    %50 = llvm.extractvalue %48[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%49, %50) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_main() attributes {llvm.emit_c_interface} {
    llvm.call @main() : () -> ()
    llvm.return
  }
  llvm.func private @fillF32Buffer3D(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: f32) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %8 = llvm.insertvalue %arg5, %7[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %9 = llvm.insertvalue %arg8, %8[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %10 = llvm.mlir.constant(1 : index) : i64
    %11 = llvm.alloca %10 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %9, %11 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_fillF32Buffer3D(%11, %arg9) : (!llvm.ptr, f32) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_fillF32Buffer3D(!llvm.ptr, f32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
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

