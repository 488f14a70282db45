module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_absk_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<9 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_absk_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<9 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_absk_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<9 x i32>)>
  llvm.func @__spv__kernels_absk()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_absk_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_absk_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<9 x i32>)>
    llvm.mlir.global external @__spv__kernels_absk_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<9 x f32>)>
    llvm.mlir.global external @__spv__kernels_absk_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<9 x i32>)>
    llvm.func @__spv__kernels_absk() {
      %0 = llvm.mlir.addressof @__spv__kernels_absk_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__spv__kernels_absk_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %2 = llvm.mlir.addressof @__spv__kernels_absk_arg_2_descriptor_set0_binding2 : !llvm.ptr
      %3 = llvm.mlir.constant(0 : i32) : i32
      %4 = llvm.mlir.constant(1 : i32) : i32
      %5 = llvm.mlir.constant(9 : i32) : i32
      %6 = llvm.mlir.constant(4 : i32) : i32
      %7 = llvm.mlir.constant(0 : i32) : i32
      %8 = llvm.mlir.constant(2.500000e+00 : f32) : f32
      %9 = llvm.mlir.constant(1.250000e+00 : f32) : f32
      %10 = llvm.mlir.constant(99 : i32) : i32
      llvm.br ^bb1(%3 : i32)
    ^bb1(%11: i32):  // 2 preds: ^bb0, ^bb13
      %12 = llvm.icmp "slt" %11, %5 : i32
      llvm.cond_br %12, ^bb2, ^bb14
    ^bb2:  // pred: ^bb1
      %13 = llvm.sub %11, %6 : i32
      %14 = llvm.icmp "slt" %13, %7 : i32
      %15 = llvm.mlir.constant(1 : i32) : i32
      %16 = llvm.alloca %15 x i32 : (i32) -> !llvm.ptr
      llvm.cond_br %14, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %17 = llvm.sub %7, %13 : i32
      llvm.store %17, %16 : i32, !llvm.ptr
      llvm.br ^bb5
    ^bb4:  // pred: ^bb2
      llvm.store %13, %16 : i32, !llvm.ptr
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // pred: ^bb5
      %18 = llvm.load %16 : !llvm.ptr -> i32
      %19 = llvm.mlir.constant(0 : i32) : i32
      %20 = llvm.mlir.constant(0 : i32) : i32
      %21 = llvm.mlir.constant(1 : i32) : i32
      %22 = llvm.mlir.constant(0 : i32) : i32
      %23 = llvm.getelementptr %0[%22, 0, %11] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<9 x i32>)>
      llvm.store %18, %23 : i32, !llvm.ptr
      %24 = llvm.sitofp %13 : i32 to f32
      %25 = llvm.fmul %24, %9 : f32
      %26 = llvm.fcmp "ogt" %25, %8 : f32
      %27 = llvm.mlir.constant(1 : i32) : i32
      %28 = llvm.alloca %27 x f32 : (i32) -> !llvm.ptr
      llvm.cond_br %26, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      llvm.store %8, %28 : f32, !llvm.ptr
      llvm.br ^bb9
    ^bb8:  // pred: ^bb6
      llvm.store %25, %28 : f32, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // pred: ^bb9
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.mlir.constant(0 : i32) : i32
      %31 = llvm.mlir.constant(0 : i32) : i32
      %32 = llvm.mlir.constant(1 : i32) : i32
      %33 = llvm.mlir.constant(0 : i32) : i32
      %34 = llvm.getelementptr %1[%33, 0, %11] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<9 x f32>)>
      llvm.store %29, %34 : f32, !llvm.ptr
      %35 = llvm.mlir.constant(0 : i32) : i32
      %36 = llvm.mlir.constant(0 : i32) : i32
      %37 = llvm.mlir.constant(1 : i32) : i32
      %38 = llvm.mlir.constant(0 : i32) : i32
      %39 = llvm.getelementptr %2[%38, 0, %11] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<9 x i32>)>
      llvm.store %7, %39 : i32, !llvm.ptr
      llvm.cond_br %14, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %40 = llvm.mlir.constant(0 : i32) : i32
      %41 = llvm.mlir.constant(0 : i32) : i32
      %42 = llvm.mlir.constant(1 : i32) : i32
      %43 = llvm.mlir.constant(0 : i32) : i32
      %44 = llvm.getelementptr %2[%43, 0, %11] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<9 x i32>)>
      llvm.store %10, %44 : i32, !llvm.ptr
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      llvm.br ^bb13
    ^bb13:  // pred: ^bb12
      %45 = llvm.add %11, %4 : i32
      llvm.br ^bb1(%45 : i32)
    ^bb14:  // pred: ^bb1
      llvm.br ^bb15
    ^bb15:  // pred: ^bb14
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(9 : index) : i64
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
    %13 = llvm.mlir.constant(9 : index) : i64
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
    %26 = llvm.mlir.constant(9 : index) : i64
    %27 = llvm.mlir.constant(1 : index) : i64
    %28 = llvm.mlir.zero : !llvm.ptr
    %29 = llvm.getelementptr %28[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
    %31 = llvm.call @malloc(%30) : (i64) -> !llvm.ptr
    %32 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.insertvalue %31, %33[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.mlir.constant(0 : index) : i64
    %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.insertvalue %26, %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.insertvalue %27, %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.mlir.constant(1 : index) : i64
    %40 = llvm.mlir.constant(9 : index) : i64
    %41 = llvm.mlir.constant(1 : index) : i64
    %42 = llvm.mlir.zero : !llvm.ptr
    %43 = llvm.getelementptr %42[%40] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %44 = llvm.ptrtoint %43 : !llvm.ptr to i64
    %45 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %46 = llvm.mlir.addressof @__spv__kernels_absk_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%46, %45, %44) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %47 = llvm.mlir.constant(9 : index) : i64
    %48 = llvm.mlir.constant(1 : index) : i64
    %49 = llvm.mlir.zero : !llvm.ptr
    %50 = llvm.getelementptr %49[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %51 = llvm.ptrtoint %50 : !llvm.ptr to i64
    %52 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %53 = llvm.mlir.addressof @__spv__kernels_absk_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%53, %52, %51) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %54 = llvm.mlir.constant(9 : index) : i64
    %55 = llvm.mlir.constant(1 : index) : i64
    %56 = llvm.mlir.zero : !llvm.ptr
    %57 = llvm.getelementptr %56[%54] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %58 = llvm.ptrtoint %57 : !llvm.ptr to i64
    %59 = llvm.extractvalue %38[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %60 = llvm.mlir.addressof @__spv__kernels_absk_arg_2_descriptor_set0_binding2 : !llvm.ptr
    "llvm.intr.memcpy"(%60, %59, %58) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_absk() : () -> ()
    "llvm.intr.memcpy"(%45, %46, %44) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%52, %53, %51) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%59, %60, %58) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %61 = llvm.mlir.constant(1 : index) : i64
    %62 = llvm.alloca %61 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %12, %62 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %63 = llvm.mlir.constant(1 : index) : i64
    %64 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %65 = llvm.insertvalue %63, %64[0] : !llvm.struct<(i64, ptr)> 
    %66 = llvm.insertvalue %62, %65[1] : !llvm.struct<(i64, ptr)> 
    %67 = llvm.extractvalue %66[0] : !llvm.struct<(i64, ptr)> 
    %68 = llvm.extractvalue %66[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%67, %68) : (i64, !llvm.ptr) -> ()
    %69 = llvm.mlir.constant(1 : index) : i64
    %70 = llvm.alloca %69 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %25, %70 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %71 = llvm.mlir.constant(1 : index) : i64
    %72 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %73 = llvm.insertvalue %71, %72[0] : !llvm.struct<(i64, ptr)> 
    %74 = llvm.insertvalue %70, %73[1] : !llvm.struct<(i64, ptr)> 
    %75 = llvm.extractvalue %74[0] : !llvm.struct<(i64, ptr)> 
    %76 = llvm.extractvalue %74[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%75, %76) : (i64, !llvm.ptr) -> ()
    %77 = llvm.mlir.constant(1 : index) : i64
    %78 = llvm.alloca %77 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %38, %78 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %79 = llvm.mlir.constant(1 : index) : i64
    %80 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %81 = llvm.insertvalue %79, %80[0] : !llvm.struct<(i64, ptr)> 
    %82 = llvm.insertvalue %78, %81[1] : !llvm.struct<(i64, ptr)> 
    %83 = llvm.extractvalue %82[0] : !llvm.struct<(i64, ptr)> 
    %84 = llvm.extractvalue %82[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%83, %84) : (i64, !llvm.ptr) -> ()
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
