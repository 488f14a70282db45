module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_transpose_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<3 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_transpose_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<15 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_transpose_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<15 x i32>)>
  llvm.func @__spv__kernels_transpose()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_transpose_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_transpose_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<15 x i32>)>
    llvm.mlir.global external @__spv__kernels_transpose_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<15 x i32>)>
    llvm.mlir.global external @__spv__kernels_transpose_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<3 x i32>)>
    llvm.func @__spv__kernels_transpose() {
      %0 = llvm.mlir.addressof @__spv__kernels_transpose_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__spv__kernels_transpose_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %2 = llvm.mlir.addressof @__spv__kernels_transpose_arg_2_descriptor_set0_binding2 : !llvm.ptr
      %3 = llvm.mlir.constant(0 : i32) : i32
      %4 = llvm.mlir.constant(1 : i32) : i32
      %5 = llvm.mlir.constant(2 : i32) : i32
      %6 = llvm.mlir.constant(3 : i32) : i32
      %7 = llvm.mlir.constant(5 : i32) : i32
      %8 = llvm.mlir.constant(10 : i32) : i32
      %9 = llvm.mlir.constant(0 : i32) : i32
      llvm.br ^bb1(%3 : i32)
    ^bb1(%10: i32):  // 2 preds: ^bb0, ^bb6
      %11 = llvm.icmp "slt" %10, %6 : i32
      llvm.cond_br %11, ^bb2, ^bb7
    ^bb2:  // pred: ^bb1
      llvm.br ^bb3(%3 : i32)
    ^bb3(%12: i32):  // 2 preds: ^bb2, ^bb4
      %13 = llvm.icmp "slt" %12, %7 : i32
      llvm.cond_br %13, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %14 = llvm.mul %10, %8 : i32
      %15 = llvm.add %14, %12 : i32
      %16 = llvm.mlir.constant(0 : i32) : i32
      %17 = llvm.mlir.constant(0 : i32) : i32
      %18 = llvm.mlir.constant(5 : i32) : i32
      %19 = llvm.mul %10, %18 : i32
      %20 = llvm.mlir.constant(1 : i32) : i32
      %21 = llvm.add %12, %19 : i32
      %22 = llvm.mlir.constant(0 : i32) : i32
      %23 = llvm.getelementptr %0[%22, 0, %21] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<15 x i32>)>
      llvm.store %15, %23 : i32, !llvm.ptr
      %24 = llvm.mlir.constant(0 : i32) : i32
      %25 = llvm.mlir.constant(0 : i32) : i32
      %26 = llvm.mlir.constant(3 : i32) : i32
      %27 = llvm.mul %12, %26 : i32
      %28 = llvm.mlir.constant(1 : i32) : i32
      %29 = llvm.add %10, %27 : i32
      %30 = llvm.mlir.constant(0 : i32) : i32
      %31 = llvm.getelementptr %1[%30, 0, %29] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<15 x i32>)>
      llvm.store %15, %31 : i32, !llvm.ptr
      %32 = llvm.add %12, %4 : i32
      llvm.br ^bb3(%32 : i32)
    ^bb5:  // pred: ^bb3
      llvm.br ^bb6
    ^bb6:  // pred: ^bb5
      %33 = llvm.add %10, %4 : i32
      llvm.br ^bb1(%33 : i32)
    ^bb7:  // pred: ^bb1
      llvm.br ^bb8
    ^bb8:  // pred: ^bb7
      llvm.br ^bb9(%3 : i32)
    ^bb9(%34: i32):  // 2 preds: ^bb8, ^bb14
      %35 = llvm.icmp "slt" %34, %6 : i32
      llvm.cond_br %35, ^bb10, ^bb15
    ^bb10:  // pred: ^bb9
      %36 = llvm.mlir.constant(1 : i32) : i32
      %37 = llvm.alloca %36 x i32 : (i32) -> !llvm.ptr
      llvm.br ^bb11(%3, %9 : i32, i32)
    ^bb11(%38: i32, %39: i32):  // 2 preds: ^bb10, ^bb12
      %40 = llvm.icmp "slt" %38, %7 : i32
      llvm.cond_br %40, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %41 = llvm.mlir.constant(0 : i32) : i32
      %42 = llvm.mlir.constant(0 : i32) : i32
      %43 = llvm.mlir.constant(5 : i32) : i32
      %44 = llvm.mul %34, %43 : i32
      %45 = llvm.mlir.constant(1 : i32) : i32
      %46 = llvm.add %38, %44 : i32
      %47 = llvm.mlir.constant(0 : i32) : i32
      %48 = llvm.getelementptr %0[%47, 0, %46] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<15 x i32>)>
      %49 = llvm.load %48 : !llvm.ptr -> i32
      %50 = llvm.add %39, %49 : i32
      llvm.store %50, %37 : i32, !llvm.ptr
      %51 = llvm.add %38, %5 : i32
      llvm.br ^bb11(%51, %50 : i32, i32)
    ^bb13:  // pred: ^bb11
      llvm.br ^bb14
    ^bb14:  // pred: ^bb13
      %52 = llvm.load %37 : !llvm.ptr -> i32
      %53 = llvm.mlir.constant(0 : i32) : i32
      %54 = llvm.mlir.constant(0 : i32) : i32
      %55 = llvm.mlir.constant(1 : i32) : i32
      %56 = llvm.mlir.constant(0 : i32) : i32
      %57 = llvm.getelementptr %2[%56, 0, %34] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<3 x i32>)>
      llvm.store %52, %57 : i32, !llvm.ptr
      %58 = llvm.add %34, %4 : i32
      llvm.br ^bb9(%58 : i32)
    ^bb15:  // pred: ^bb9
      llvm.br ^bb16
    ^bb16:  // pred: ^bb15
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(3 : index) : i64
    %1 = llvm.mlir.constant(5 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(15 : index) : i64
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
    %17 = llvm.mlir.constant(5 : index) : i64
    %18 = llvm.mlir.constant(3 : index) : i64
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.mlir.constant(15 : index) : i64
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
    %34 = llvm.mlir.constant(3 : index) : i64
    %35 = llvm.mlir.constant(1 : index) : i64
    %36 = llvm.mlir.zero : !llvm.ptr
    %37 = llvm.getelementptr %36[%34] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %38 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %39 = llvm.call @malloc(%38) : (i64) -> !llvm.ptr
    %40 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %41 = llvm.insertvalue %39, %40[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.insertvalue %39, %41[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.mlir.constant(0 : index) : i64
    %44 = llvm.insertvalue %43, %42[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.insertvalue %34, %44[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %46 = llvm.insertvalue %35, %45[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.mlir.constant(1 : index) : i64
    %48 = llvm.mlir.constant(3 : index) : i64
    %49 = llvm.mlir.constant(5 : index) : i64
    %50 = llvm.mlir.constant(1 : index) : i64
    %51 = llvm.mlir.constant(15 : index) : i64
    %52 = llvm.mlir.zero : !llvm.ptr
    %53 = llvm.getelementptr %52[%51] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %54 = llvm.ptrtoint %53 : !llvm.ptr to i64
    %55 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.mlir.addressof @__spv__kernels_transpose_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%56, %55, %54) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %57 = llvm.mlir.constant(5 : index) : i64
    %58 = llvm.mlir.constant(3 : index) : i64
    %59 = llvm.mlir.constant(1 : index) : i64
    %60 = llvm.mlir.constant(15 : index) : i64
    %61 = llvm.mlir.zero : !llvm.ptr
    %62 = llvm.getelementptr %61[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %63 = llvm.ptrtoint %62 : !llvm.ptr to i64
    %64 = llvm.extractvalue %33[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.mlir.addressof @__spv__kernels_transpose_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%65, %64, %63) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %66 = llvm.mlir.constant(3 : index) : i64
    %67 = llvm.mlir.constant(1 : index) : i64
    %68 = llvm.mlir.zero : !llvm.ptr
    %69 = llvm.getelementptr %68[%66] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %70 = llvm.ptrtoint %69 : !llvm.ptr to i64
    %71 = llvm.extractvalue %46[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %72 = llvm.mlir.addressof @__spv__kernels_transpose_arg_2_descriptor_set0_binding2 : !llvm.ptr
    "llvm.intr.memcpy"(%72, %71, %70) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_transpose() : () -> ()
    "llvm.intr.memcpy"(%55, %56, %54) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%64, %65, %63) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%71, %72, %70) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %73 = llvm.mlir.constant(1 : index) : i64
    %74 = llvm.alloca %73 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %33, %74 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %75 = llvm.mlir.constant(2 : index) : i64
    %76 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %77 = llvm.insertvalue %75, %76[0] : !llvm.struct<(i64, ptr)> 
    %78 = llvm.insertvalue %74, %77[1] : !llvm.struct<(i64, ptr)> 
    %79 = llvm.extractvalue %78[0] : !llvm.struct<(i64, ptr)> 
    %80 = llvm.extractvalue %78[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%79, %80) : (i64, !llvm.ptr) -> ()
    %81 = llvm.mlir.constant(1 : index) : i64
    %82 = llvm.alloca %81 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %46, %82 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %83 = llvm.mlir.constant(1 : index) : i64
    %84 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %85 = llvm.insertvalue %83, %84[0] : !llvm.struct<(i64, ptr)> 
    %86 = llvm.insertvalue %82, %85[1] : !llvm.struct<(i64, ptr)> 
    %87 = llvm.extractvalue %86[0] : !llvm.struct<(i64, ptr)> 
    %88 = llvm.extractvalue %86[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%87, %88) : (i64, !llvm.ptr) -> ()
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

