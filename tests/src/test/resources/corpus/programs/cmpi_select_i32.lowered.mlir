module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_cmp_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<50 x i32>)>
  llvm.func @__spv__kernels_cmp()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_cmp_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_cmp_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<50 x i32>)>
    llvm.func @__spv__kernels_cmp() {
      %0 = llvm.mlir.addressof @__spv__kernels_cmp_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.constant(0 : i32) : i32
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.mlir.constant(2 : i32) : i32
      %4 = llvm.mlir.constant(3 : i32) : i32
      %5 = llvm.mlir.constant(4 : i32) : i32
      %6 = llvm.mlir.constant(5 : i32) : i32
      %7 = llvm.mlir.constant(6 : i32) : i32
      %8 = llvm.mlir.constant(7 : i32) : i32
      %9 = llvm.mlir.constant(8 : i32) : i32
      %10 = llvm.mlir.constant(9 : i32) : i32
      %11 = llvm.mlir.constant(2 : i32) : i32
      %12 = llvm.mlir.constant(3 : i32) : i32
      %13 = llvm.mlir.constant(1 : i32) : i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      llvm.br ^bb1(%1 : i32)
    ^bb1(%15: i32):  // 2 preds: ^bb0, ^bb2
      %16 = llvm.icmp "slt" %15, %6 : i32
      llvm.cond_br %16, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %17 = llvm.sub %15, %11 : i32
      %18 = llvm.mul %15, %11 : i32
      %19 = llvm.sub %12, %18 : i32
      %20 = llvm.sub %19, %13 : i32
      %21 = llvm.icmp "eq" %17, %14 : i32
      %22 = llvm.select %21, %13, %14 : i1, i32
      %23 = llvm.mlir.constant(0 : i32) : i32
      %24 = llvm.mlir.constant(0 : i32) : i32
      %25 = llvm.mlir.constant(5 : i32) : i32
      %26 = llvm.mlir.constant(0 : i32) : i32
      %27 = llvm.mlir.constant(1 : i32) : i32
      %28 = llvm.mlir.constant(0 : i32) : i32
      %29 = llvm.getelementptr %0[%28, 0, %15] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<50 x i32>)>
      llvm.store %22, %29 : i32, !llvm.ptr
      %30 = llvm.icmp "ne" %17, %14 : i32
      %31 = llvm.select %30, %13, %14 : i1, i32
      %32 = llvm.mlir.constant(0 : i32) : i32
      %33 = llvm.mlir.constant(0 : i32) : i32
      %34 = llvm.mlir.constant(5 : i32) : i32
      %35 = llvm.mlir.constant(5 : i32) : i32
      %36 = llvm.mlir.constant(1 : i32) : i32
      %37 = llvm.add %15, %35 : i32
      %38 = llvm.mlir.constant(0 : i32) : i32
      %39 = llvm.getelementptr %0[%38, 0, %37] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<50 x i32>)>
      llvm.store %31, %39 : i32, !llvm.ptr
      %40 = llvm.icmp "slt" %17, %20 : i32
      %41 = llvm.select %40, %13, %14 : i1, i32
      %42 = llvm.mlir.constant(0 : i32) : i32
      %43 = llvm.mlir.constant(0 : i32) : i32
      %44 = llvm.mlir.constant(5 : i32) : i32
      %45 = llvm.mlir.constant(10 : i32) : i32
      %46 = llvm.mlir.constant(1 : i32) : i32
      %47 = llvm.add %15, %45 : i32
      %48 = llvm.mlir.constant(0 : i32) : i32
      %49 = llvm.getelementptr %0[%48, 0, %47] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<50 x i32>)>
      llvm.store %41, %49 : i32, !llvm.ptr
      %50 = llvm.icmp "sle" %17, %20 : i32
      %51 = llvm.select %50, %13, %14 : i1, i32
      %52 = llvm.mlir.constant(0 : i32) : i32
      %53 = llvm.mlir.constant(0 : i32) : i32
      %54 = llvm.mlir.constant(5 : i32) : i32
      %55 = llvm.mlir.constant(15 : i32) : i32
      %56 = llvm.mlir.constant(1 : i32) : i32
      %57 = llvm.add %15, %55 : i32
      %58 = llvm.mlir.constant(0 : i32) : i32
      %59 = llvm.getelementptr %0[%58, 0, %57] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<50 x i32>)>
      llvm.store %51, %59 : i32, !llvm.ptr
      %60 = llvm.icmp "sgt" %17, %20 : i32
      %61 = llvm.select %60, %13, %14 : i1, i32
      %62 = llvm.mlir.constant(0 : i32) : i32
      %63 = llvm.mlir.constant(0 : i32) : i32
      %64 = llvm.mlir.constant(5 : i32) : i32
      %65 = llvm.mlir.constant(20 : i32) : i32
      %66 = llvm.mlir.constant(1 : i32) : i32
      %67 = llvm.add %15, %65 : i32
      %68 = llvm.mlir.constant(0 : i32) : i32
      %69 = llvm.getelementptr %0[%68, 0, %67] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<50 x i32>)>
      llvm.store %61, %69 : i32, !llvm.ptr
      %70 = llvm.icmp "sge" %17, %20 : i32
      %71 = llvm.select %70, %13, %14 : i1, i32
      %72 = llvm.mlir.constant(0 : i32) : i32
      %73 = llvm.mlir.constant(0 : i32) : i32
      %74 = llvm.mlir.constant(5 : i32) : i32
      %75 = llvm.mlir.constant(25 : i32) : i32
      %76 = llvm.mlir.constant(1 : i32) : i32
      %77 = llvm.add %15, %75 : i32
      %78 = llvm.mlir.constant(0 : i32) : i32
      %79 = llvm.getelementptr %0[%78, 0, %77] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<50 x i32>)>
      llvm.store %71, %79 : i32, !llvm.ptr
      %80 = llvm.icmp "ult" %17, %20 : i32
      %81 = llvm.select %80, %13, %14 : i1, i32
      %82 = llvm.mlir.constant(0 : i32) : i32
      %83 = llvm.mlir.constant(0 : i32) : i32
      %84 = llvm.mlir.constant(5 : i32) : i32
      %85 = llvm.mlir.constant(30 : i32) : i32
      %86 = llvm.mlir.constant(1 : i32) : i32
      %87 = llvm.add %15, %85 : i32
      %88 = llvm.mlir.constant(0 : i32) : i32
      %89 = llvm.getelementptr %0[%88, 0, %87] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<50 x i32>)>
      llvm.store %81, %89 : i32, !llvm.ptr
      %90 = llvm.icmp "ule" %17, %20 : i32
      %91 = llvm.select %90, %13, %14 : i1, i32
      %92 = llvm.mlir.constant(0 : i32) : i32
      %93 = llvm.mlir.constant(0 : i32) : i32
      %94 = llvm.mlir.constant(5 : i32) : i32
      %95 = llvm.mlir.constant(35 : i32) : i32
      %96 = llvm.mlir.constant(1 : i32) : i32
      %97 = llvm.add %15, %95 : i32
      %98 = llvm.mlir.constant(0 : i32) : i32
      %99 = llvm.getelementptr %0[%98, 0, %97] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<50 x i32>)>
      llvm.store %91, %99 : i32, !llvm.ptr
      %100 = llvm.icmp "ugt" %17, %20 : i32
      %101 = llvm.select %100, %13, %14 : i1, i32
      %102 = llvm.mlir.constant(0 : i32) : i32
      %103 = llvm.mlir.constant(0 : i32) : i32
      %104 = llvm.mlir.constant(5 : i32) : i32
      %105 = llvm.mlir.constant(40 : i32) : i32
      %106 = llvm.mlir.constant(1 : i32) : i32
      %107 = llvm.add %15, %105 : i32
      %108 = llvm.mlir.constant(0 : i32) : i32
      %109 = llvm.getelementptr %0[%108, 0, %107] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<50 x i32>)>
      llvm.store %101, %109 : i32, !llvm.ptr
      %110 = llvm.icmp "uge" %17, %20 : i32
      %111 = llvm.select %110, %17, %20 : i1, i32
      %112 = llvm.mlir.constant(0 : i32) : i32
      %113 = llvm.mlir.constant(0 : i32) : i32
      %114 = llvm.mlir.constant(5 : i32) : i32
      %115 = llvm.mlir.constant(45 : i32) : i32
      %116 = llvm.mlir.constant(1 : i32) : i32
      %117 = llvm.add %15, %115 : i32
      %118 = llvm.mlir.constant(0 : i32) : i32
      %119 = llvm.getelementptr %0[%118, 0, %117] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<50 x i32>)>
      llvm.store %111, %119 : i32, !llvm.ptr
      %120 = llvm.add %15, %2 : i32
      llvm.br ^bb1(%120 : i32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4
    ^bb4:  // pred: ^bb3
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(10 : index) : i64
    %1 = llvm.mlir.constant(5 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(50 : index) : i64
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
    %18 = llvm.mlir.constant(10 : index) : i64
    %19 = llvm.mlir.constant(5 : index) : i64
    %20 = llvm.mlir.constant(1 : index) : i64
    %21 = llvm.mlir.constant(50 : index) : i64
    %22 = llvm.mlir.zero : !llvm.ptr
    %23 = llvm.getelementptr %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
    %25 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.mlir.addressof @__spv__kernels_cmp_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%26, %25, %24) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_cmp() : () -> ()
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

