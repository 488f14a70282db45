module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_gcd_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<6 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_gcd_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<6 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_gcd_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<6 x i32>)>
  llvm.func @__spv__kernels_gcd()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_gcd_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_gcd_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<6 x i32>)>
    llvm.mlir.global external @__spv__kernels_gcd_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<6 x i32>)>
    llvm.mlir.global external @__spv__kernels_gcd_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<6 x i32>)>
    llvm.func @__spv__kernels_gcd() {
      %0 = llvm.mlir.addressof @__spv__kernels_gcd_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__spv__kernels_gcd_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %2 = llvm.mlir.addressof @__spv__kernels_gcd_arg_2_descriptor_set0_binding2 : !llvm.ptr
      %3 = llvm.mlir.constant(0 : i32) : i32
      %4 = llvm.mlir.constant(1 : i32) : i32
      %5 = llvm.mlir.constant(6 : i32) : i32
      %6 = llvm.mlir.constant(0 : i32) : i32
      %7 = llvm.mlir.constant(21 : i32) : i32
      llvm.br ^bb1(%3 : i32)
    ^bb1(%8: i32):  // 2 preds: ^bb0, ^bb6
      %9 = llvm.icmp "slt" %8, %5 : i32
      llvm.cond_br %9, ^bb2, ^bb7
    ^bb2:  // pred: ^bb1
      %10 = llvm.mlir.constant(0 : i32) : i32
      %11 = llvm.mlir.constant(0 : i32) : i32
      %12 = llvm.mlir.constant(1 : i32) : i32
      %13 = llvm.mlir.constant(0 : i32) : i32
      %14 = llvm.getelementptr %0[%13, 0, %8] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<6 x i32>)>
      %15 = llvm.load %14 : !llvm.ptr -> i32
      %16 = llvm.mlir.constant(0 : i32) : i32
      %17 = llvm.mlir.constant(0 : i32) : i32
      %18 = llvm.mlir.constant(1 : i32) : i32
      %19 = llvm.mlir.constant(0 : i32) : i32
      %20 = llvm.getelementptr %1[%19, 0, %8] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<6 x i32>)>
      %21 = llvm.load %20 : !llvm.ptr -> i32
      %22 = llvm.mul %8, %7 : i32
      %23 = llvm.add %21, %22 : i32
      %24 = llvm.mlir.constant(1 : i32) : i32
      %25 = llvm.alloca %24 x i32 : (i32) -> !llvm.ptr
      %26 = llvm.mlir.constant(1 : i32) : i32
      %27 = llvm.alloca %26 x i32 : (i32) -> !llvm.ptr
      llvm.br ^bb3(%15, %23 : i32, i32)
    ^bb3(%28: i32, %29: i32):  // 2 preds: ^bb2, ^bb4
      %30 = llvm.icmp "ne" %29, %6 : i32
      llvm.store %28, %25 : i32, !llvm.ptr
      llvm.store %29, %27 : i32, !llvm.ptr
      llvm.cond_br %30, ^bb4(%28, %29 : i32, i32), ^bb5
    ^bb4(%31: i32, %32: i32):  // pred: ^bb3
      %33 = llvm.urem %31, %32 : i32
      llvm.br ^bb3(%32, %33 : i32, i32)
    ^bb5:  // pred: ^bb3
      llvm.br ^bb6
    ^bb6:  // pred: ^bb5
      %34 = llvm.load %27 : !llvm.ptr -> i32
      %35 = llvm.load %25 : !llvm.ptr -> i32
      %36 = llvm.mlir.constant(0 : i32) : i32
      %37 = llvm.mlir.constant(0 : i32) : i32
      %38 = llvm.mlir.constant(1 : i32) : i32
      %39 = llvm.mlir.constant(0 : i32) : i32
      %40 = llvm.getelementptr %2[%39, 0, %8] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<6 x i32>)>
      llvm.store %35, %40 : i32, !llvm.ptr
      %41 = llvm.add %8, %4 : i32
      llvm.br ^bb1(%41 : i32)
    ^bb7:  // pred: ^bb1
      llvm.br ^bb8
    ^bb8:  // pred: ^bb7
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
    %13 = llvm.mlir.constant(6 : index) : i64
    %14 = llvm.mlir.constant(1 : index) : i64
    %15 = llvm.mlir.zero : !llvm.ptr
    %16 = llvm.getelementptr %15[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
    %18 = llvm.call @malloc(%17) : (i64) -> !llvm.ptr
    %19 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.mlir.constant(0 : index) : i64
    %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %13, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %14, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.mlir.constant(6 : index) : i64
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
    %39 = llvm.mlir.constant(1071 : i32) : i32
    %40 = llvm.mlir.constant(462 : i32) : i32
    %41 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.extractvalue %12[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.extractvalue %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.extractvalue %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @fillI32Buffer(%41, %42, %43, %44, %45, %39) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32) -> ()
    %46 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %48 = llvm.extractvalue %25[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %49 = llvm.extractvalue %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %50 = llvm.extractvalue %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @fillI32Buffer(%46, %47, %48, %49, %50, %40) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32) -> ()
    %51 = llvm.mlir.constant(1 : index) : i64
    %52 = llvm.mlir.constant(6 : index) : i64
    %53 = llvm.mlir.constant(1 : index) : i64
    %54 = llvm.mlir.zero : !llvm.ptr
    %55 = llvm.getelementptr %54[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %56 = llvm.ptrtoint %55 : !llvm.ptr to i64
    %57 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %58 = llvm.mlir.addressof @__spv__kernels_gcd_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%58, %57, %56) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %59 = llvm.mlir.constant(6 : index) : i64
    %60 = llvm.mlir.constant(1 : index) : i64
    %61 = llvm.mlir.zero : !llvm.ptr
    %62 = llvm.getelementptr %61[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %63 = llvm.ptrtoint %62 : !llvm.ptr to i64
    %64 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %65 = llvm.mlir.addressof @__spv__kernels_gcd_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%65, %64, %63) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %66 = llvm.mlir.constant(6 : index) : i64
    %67 = llvm.mlir.constant(1 : index) : i64
    %68 = llvm.mlir.zero : !llvm.ptr
    %69 = llvm.getelementptr %68[%66] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %70 = llvm.ptrtoint %69 : !llvm.ptr to i64
    %71 = llvm.extractvalue %38[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %72 = llvm.mlir.addressof @__spv__kernels_gcd_arg_2_descriptor_set0_binding2 : !llvm.ptr
    "llvm.intr.memcpy"(%72, %71, %70) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_gcd() : () -> ()
    "llvm.intr.memcpy"(%57, %58, %56) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%64, %65, %63) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%71, %72, %70) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %73 = llvm.mlir.constant(1 : index) : i64
    %74 = llvm.alloca %73 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %38, %74 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %75 = llvm.mlir.constant(1 : index) : i64
    %76 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %77 = llvm.insertvalue %75, %76[0] : !llvm.struct<(i64, ptr)> 
    %78 = llvm.insertvalue %74, %77[1] : !llvm.struct<(i64, ptr)> 
    %79 = llvm.extractvalue %78[0] : !llvm.struct<(i64, ptr)> 
    %80 = llvm.extractvalue %78[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%79, %80) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_main() attributes {llvm.emit_c_interface} {
    llvm.call @main() : () -> ()
    llvm.return
  }
  llvm.func private @fillI32Buffer(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_fillI32Buffer(%7, %arg5) : (!llvm.ptr, i32) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_fillI32Buffer(!llvm.ptr, i32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
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

