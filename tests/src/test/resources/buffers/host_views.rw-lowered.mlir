module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.func @__spv__kernels_k_grid(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mul %arg0, %arg1 : i64
    %3 = llvm.mul %2, %arg2 : i64
    %4 = llvm.mul %arg3, %arg4 : i64
    %5 = llvm.mul %4, %arg5 : i64
    %6 = llvm.mul %3, %5 : i64
    llvm.br ^bb1(%0 : i64)
  ^bb1(%7: i64):  // 2 preds: ^bb0, ^bb2
    %8 = llvm.icmp "ult" %7, %6 : i64
    llvm.cond_br %8, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %9 = llvm.urem %7, %arg3 : i64
    %10 = llvm.udiv %7, %arg3 : i64
    %11 = llvm.urem %10, %arg4 : i64
    %12 = llvm.udiv %10, %arg4 : i64
    %13 = llvm.urem %12, %arg5 : i64
    %14 = llvm.udiv %12, %arg5 : i64
    %15 = llvm.urem %14, %arg0 : i64
    %16 = llvm.udiv %14, %arg0 : i64
    %17 = llvm.urem %16, %arg1 : i64
    %18 = llvm.udiv %16, %arg1 : i64
    %19 = llvm.mul %15, %arg3 : i64
    %20 = llvm.add %19, %9 : i64
    %21 = llvm.mul %17, %arg4 : i64
    %22 = llvm.add %21, %11 : i64
    %23 = llvm.mul %18, %arg5 : i64
    %24 = llvm.add %23, %13 : i64
    llvm.call @__spv__kernels_k() : () -> ()
    %25 = llvm.add %7, %1 : i64
    llvm.br ^bb1(%25 : i64)
  ^bb3:  // pred: ^bb1
    llvm.return
  }
  llvm.mlir.global linkonce @__spv__kernels_k_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.ptr
  llvm.mlir.global linkonce @__spv__kernels_k_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.ptr
  llvm.func @__spv__kernels_k()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_k_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_k_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.ptr
    llvm.mlir.global external @__spv__kernels_k_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.ptr
    llvm.func @__spv__kernels_k() {
      %0 = llvm.mlir.addressof @__spv__kernels_k_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.load %0 : !llvm.ptr -> !llvm.ptr
      %2 = llvm.mlir.addressof @__spv__kernels_k_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %3 = llvm.load %2 : !llvm.ptr -> !llvm.ptr
      %4 = llvm.mlir.constant(1 : i32) : i32
      %5 = llvm.mlir.constant(0 : i32) : i32
      %6 = llvm.mlir.constant(0 : i32) : i32
      %7 = llvm.mlir.constant(4 : i32) : i32
      %8 = llvm.mlir.constant(4 : i32) : i32
      %9 = llvm.mlir.constant(1 : i32) : i32
      %10 = llvm.mlir.constant(5 : i32) : i32
      %11 = llvm.mlir.constant(0 : i32) : i32
      %12 = llvm.getelementptr %1[%11, 0, %10] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<12 x i32>)>
      %13 = llvm.load %12 : !llvm.ptr -> i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(7 : i32) : i32
      %16 = llvm.mlir.constant(6 : i32) : i32
      %17 = llvm.mlir.constant(6 : i32) : i32
      %18 = llvm.mlir.constant(13 : i32) : i32
      %19 = llvm.mlir.constant(3 : i32) : i32
      %20 = llvm.mlir.constant(3 : i32) : i32
      %21 = llvm.mlir.constant(16 : i32) : i32
      %22 = llvm.mlir.constant(1 : i32) : i32
      %23 = llvm.mlir.constant(17 : i32) : i32
      %24 = llvm.mlir.constant(0 : i32) : i32
      %25 = llvm.getelementptr %3[%24, 0, %23] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<19 x i32>)>
      llvm.store %13, %25 : i32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = llvm.mlir.constant(8 : index) : i64
    %2 = llvm.mlir.constant(64 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.getelementptr %4[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
    %7 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
    %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.mlir.constant(0 : index) : i64
    %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.insertvalue %2, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.insertvalue %3, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %16 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %16, %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.getelementptr %18[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %20 = llvm.insertvalue %19, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.mlir.constant(0 : index) : i64
    %22 = llvm.insertvalue %21, %20[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.mlir.constant(4 : index) : i64
    %24 = llvm.insertvalue %23, %22[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.insertvalue %25, %24[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.mlir.constant(3 : index) : i64
    %28 = llvm.insertvalue %27, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.mlir.constant(4 : index) : i64
    %30 = llvm.insertvalue %29, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.mlir.constant(20 : index) : i64
    %32 = llvm.mlir.constant(1 : index) : i64
    %33 = llvm.mlir.zero : !llvm.ptr
    %34 = llvm.getelementptr %33[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %35 = llvm.ptrtoint %34 : !llvm.ptr to i64
    %36 = llvm.mlir.constant(64 : index) : i64
    %37 = llvm.add %35, %36 : i64
    %38 = llvm.call @malloc(%37) : (i64) -> !llvm.ptr
    %39 = llvm.ptrtoint %38 : !llvm.ptr to i64
    %40 = llvm.mlir.constant(1 : index) : i64
    %41 = llvm.sub %36, %40 : i64
    %42 = llvm.add %39, %41 : i64
    %43 = llvm.urem %42, %36 : i64
    %44 = llvm.sub %42, %43 : i64
    %45 = llvm.inttoptr %44 : i64 to !llvm.ptr
    %46 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %47 = llvm.insertvalue %38, %46[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %48 = llvm.insertvalue %45, %47[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %49 = llvm.mlir.constant(0 : index) : i64
    %50 = llvm.insertvalue %49, %48[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %51 = llvm.insertvalue %31, %50[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.insertvalue %32, %51[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %53 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %54 = llvm.extractvalue %52[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %55 = llvm.extractvalue %52[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %56 = llvm.insertvalue %54, %53[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %57 = llvm.insertvalue %55, %56[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %58 = llvm.mlir.constant(7 : index) : i64
    %59 = llvm.insertvalue %58, %57[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %60 = llvm.mlir.constant(2 : index) : i64
    %61 = llvm.insertvalue %60, %59[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %62 = llvm.mlir.constant(6 : index) : i64
    %63 = llvm.insertvalue %62, %61[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %64 = llvm.mlir.constant(2 : index) : i64
    %65 = llvm.insertvalue %64, %63[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %66 = llvm.mlir.constant(3 : index) : i64
    %67 = llvm.insertvalue %66, %65[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %68 = llvm.mlir.constant(3 : index) : i64
    %69 = llvm.insertvalue %68, %67[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %70 = llvm.mlir.constant(1 : index) : i64
    %71 = llvm.insertvalue %70, %69[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %72 = llvm.mlir.constant(0 : index) : i64
    %73 = llvm.mlir.constant(2 : index) : i64
    %74 = llvm.mlir.constant(5 : i32) : i32
    %75 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %76 = llvm.mlir.constant(4 : index) : i64
    %77 = llvm.mul %73, %76 overflow<nsw, nuw> : i64
    %78 = llvm.add %77, %0 overflow<nsw, nuw> : i64
    %79 = llvm.getelementptr inbounds|nuw %75[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %74, %79 : i32, !llvm.ptr
    %80 = llvm.extractvalue %71[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %81 = llvm.mlir.constant(7 : index) : i64
    %82 = llvm.getelementptr %80[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %83 = llvm.mlir.constant(6 : index) : i64
    %84 = llvm.mul %0, %83 overflow<nsw, nuw> : i64
    %85 = llvm.mlir.constant(3 : index) : i64
    %86 = llvm.mul %72, %85 overflow<nsw, nuw> : i64
    %87 = llvm.add %84, %86 overflow<nsw, nuw> : i64
    %88 = llvm.add %87, %73 overflow<nsw, nuw> : i64
    %89 = llvm.getelementptr inbounds|nuw %82[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %74, %89 : i32, !llvm.ptr
    %90 = llvm.extractvalue %71[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %91 = llvm.mlir.constant(7 : index) : i64
    %92 = llvm.getelementptr %90[%91] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %93 = llvm.mlir.constant(6 : index) : i64
    %94 = llvm.mul %0, %93 overflow<nsw, nuw> : i64
    %95 = llvm.mlir.constant(3 : index) : i64
    %96 = llvm.mul %0, %95 overflow<nsw, nuw> : i64
    %97 = llvm.add %94, %96 overflow<nsw, nuw> : i64
    %98 = llvm.add %97, %72 overflow<nsw, nuw> : i64
    %99 = llvm.getelementptr inbounds|nuw %92[%98] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %100 = llvm.load %99 : !llvm.ptr -> i32
    %101 = llvm.extractvalue %71[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %102 = llvm.mlir.constant(7 : index) : i64
    %103 = llvm.getelementptr %101[%102] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %104 = llvm.mlir.constant(6 : index) : i64
    %105 = llvm.mul %72, %104 overflow<nsw, nuw> : i64
    %106 = llvm.mlir.constant(3 : index) : i64
    %107 = llvm.mul %0, %106 overflow<nsw, nuw> : i64
    %108 = llvm.add %105, %107 overflow<nsw, nuw> : i64
    %109 = llvm.add %108, %73 overflow<nsw, nuw> : i64
    %110 = llvm.getelementptr inbounds|nuw %103[%109] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %100, %110 : i32, !llvm.ptr
    %111 = llvm.mlir.addressof @__spv__kernels_k_arg_0_descriptor_set0_binding0 : !llvm.ptr
    %112 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.store %112, %111 : !llvm.ptr, !llvm.ptr
    %113 = llvm.mlir.addressof @__spv__kernels_k_arg_1_descriptor_set0_binding1 : !llvm.ptr
    %114 = llvm.extractvalue %71[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.store %114, %113 : !llvm.ptr, !llvm.ptr
    llvm.call @__spv__kernels_k_grid(%0, %0, %0, %0, %0, %0) : (i64, i64, i64, i64, i64, i64) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_main() attributes {llvm.emit_c_interface} {
    llvm.call @main() : () -> ()
    llvm.return
  }
}

