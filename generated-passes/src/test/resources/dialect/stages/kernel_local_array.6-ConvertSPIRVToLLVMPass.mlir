module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_local_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<18 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_local_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<6 x i32>)>
  llvm.func @__spv__kernels_local()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_local_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_local_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<6 x i32>)>
    llvm.mlir.global external @__spv__kernels_local_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<18 x i32>)>
    llvm.func @__spv__kernels_local() {
      %0 = llvm.mlir.addressof @__spv__kernels_local_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__spv__kernels_local_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %2 = llvm.mlir.constant(0 : i32) : i32
      %3 = llvm.mlir.constant(1 : i32) : i32
      %4 = llvm.mlir.constant(3 : i32) : i32
      %5 = llvm.mlir.constant(5 : i32) : i32
      %6 = llvm.mlir.constant(6 : i32) : i32
      llvm.br ^bb1(%2 : i32)
    ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb10
      %8 = llvm.icmp "slt" %7, %4 : i32
      llvm.cond_br %8, ^bb2, ^bb11
    ^bb2:  // pred: ^bb1
      %9 = llvm.mlir.constant(1 : i32) : i32
      %10 = llvm.alloca %9 x !llvm.struct<packed (array<6 x i32>)> : (i32) -> !llvm.ptr
      llvm.br ^bb3(%2 : i32)
    ^bb3(%11: i32):  // 2 preds: ^bb2, ^bb4
      %12 = llvm.icmp "slt" %11, %6 : i32
      llvm.cond_br %12, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %13 = llvm.mlir.constant(0 : i32) : i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(1 : i32) : i32
      %16 = llvm.mlir.constant(0 : i32) : i32
      %17 = llvm.getelementptr %0[%16, 0, %11] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<6 x i32>)>
      %18 = llvm.load %17 : !llvm.ptr -> i32
      %19 = llvm.sub %5, %11 : i32
      %20 = llvm.add %18, %7 : i32
      %21 = llvm.mlir.constant(0 : i32) : i32
      %22 = llvm.mlir.constant(0 : i32) : i32
      %23 = llvm.mlir.constant(1 : i32) : i32
      %24 = llvm.mlir.constant(0 : i32) : i32
      %25 = llvm.getelementptr %10[%24, 0, %19] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<packed (array<6 x i32>)>
      llvm.store %20, %25 : i32, !llvm.ptr
      %26 = llvm.add %11, %3 : i32
      llvm.br ^bb3(%26 : i32)
    ^bb5:  // pred: ^bb3
      llvm.br ^bb6
    ^bb6:  // pred: ^bb5
      llvm.br ^bb7(%2 : i32)
    ^bb7(%27: i32):  // 2 preds: ^bb6, ^bb8
      %28 = llvm.icmp "slt" %27, %6 : i32
      llvm.cond_br %28, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %29 = llvm.mlir.constant(0 : i32) : i32
      %30 = llvm.mlir.constant(0 : i32) : i32
      %31 = llvm.mlir.constant(1 : i32) : i32
      %32 = llvm.mlir.constant(0 : i32) : i32
      %33 = llvm.getelementptr %10[%32, 0, %27] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<packed (array<6 x i32>)>
      %34 = llvm.load %33 : !llvm.ptr -> i32
      %35 = llvm.mlir.constant(0 : i32) : i32
      %36 = llvm.mlir.constant(0 : i32) : i32
      %37 = llvm.mlir.constant(6 : i32) : i32
      %38 = llvm.mul %7, %37 : i32
      %39 = llvm.mlir.constant(1 : i32) : i32
      %40 = llvm.add %27, %38 : i32
      %41 = llvm.mlir.constant(0 : i32) : i32
      %42 = llvm.getelementptr %1[%41, 0, %40] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<18 x i32>)>
      llvm.store %34, %42 : i32, !llvm.ptr
      %43 = llvm.add %27, %3 : i32
      llvm.br ^bb7(%43 : i32)
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10
    ^bb10:  // pred: ^bb9
      %44 = llvm.add %7, %3 : i32
      llvm.br ^bb1(%44 : i32)
    ^bb11:  // pred: ^bb1
      llvm.br ^bb12
    ^bb12:  // pred: ^bb11
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
    %13 = llvm.mlir.constant(3 : index) : i64
    %14 = llvm.mlir.constant(6 : index) : i64
    %15 = llvm.mlir.constant(1 : index) : i64
    %16 = llvm.mlir.constant(18 : index) : i64
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
    %30 = llvm.mlir.constant(0 : index) : i64
    %31 = llvm.mlir.constant(1 : index) : i64
    %32 = llvm.mlir.constant(2 : index) : i64
    %33 = llvm.mlir.constant(3 : index) : i64
    %34 = llvm.mlir.constant(4 : index) : i64
    %35 = llvm.mlir.constant(5 : index) : i64
    %36 = llvm.mlir.constant(10 : i32) : i32
    %37 = llvm.mlir.constant(20 : i32) : i32
    %38 = llvm.mlir.constant(30 : i32) : i32
    %39 = llvm.mlir.constant(40 : i32) : i32
    %40 = llvm.mlir.constant(50 : i32) : i32
    %41 = llvm.mlir.constant(60 : i32) : i32
    %42 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.getelementptr inbounds|nuw %42[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %36, %43 : i32, !llvm.ptr
    %44 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.getelementptr inbounds|nuw %44[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %37, %45 : i32, !llvm.ptr
    %46 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.getelementptr inbounds|nuw %46[%32] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %38, %47 : i32, !llvm.ptr
    %48 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %49 = llvm.getelementptr inbounds|nuw %48[%33] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %39, %49 : i32, !llvm.ptr
    %50 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %51 = llvm.getelementptr inbounds|nuw %50[%34] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %40, %51 : i32, !llvm.ptr
    %52 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %53 = llvm.getelementptr inbounds|nuw %52[%35] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %41, %53 : i32, !llvm.ptr
    %54 = llvm.mlir.constant(6 : index) : i64
    %55 = llvm.mlir.constant(1 : index) : i64
    %56 = llvm.mlir.zero : !llvm.ptr
    %57 = llvm.getelementptr %56[%54] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %58 = llvm.ptrtoint %57 : !llvm.ptr to i64
    %59 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %60 = llvm.mlir.addressof @__spv__kernels_local_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%60, %59, %58) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %61 = llvm.mlir.constant(3 : index) : i64
    %62 = llvm.mlir.constant(6 : index) : i64
    %63 = llvm.mlir.constant(1 : index) : i64
    %64 = llvm.mlir.constant(18 : index) : i64
    %65 = llvm.mlir.zero : !llvm.ptr
    %66 = llvm.getelementptr %65[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %67 = llvm.ptrtoint %66 : !llvm.ptr to i64
    %68 = llvm.extractvalue %29[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.mlir.addressof @__spv__kernels_local_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%69, %68, %67) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_local() : () -> ()
    "llvm.intr.memcpy"(%59, %60, %58) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%68, %69, %67) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %70 = llvm.mlir.constant(1 : index) : i64
    %71 = llvm.alloca %70 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %29, %71 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %72 = llvm.mlir.constant(2 : index) : i64
    %73 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %74 = llvm.insertvalue %72, %73[0] : !llvm.struct<(i64, ptr)> 
    %75 = llvm.insertvalue %71, %74[1] : !llvm.struct<(i64, ptr)> 
    %76 = llvm.extractvalue %75[0] : !llvm.struct<(i64, ptr)> 
    %77 = llvm.extractvalue %75[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%76, %77) : (i64, !llvm.ptr) -> ()
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
