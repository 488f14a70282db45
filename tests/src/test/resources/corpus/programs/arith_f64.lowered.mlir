module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_f64ops_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<24 x f64>)>
  llvm.func @__spv__kernels_f64ops()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_f64ops_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_f64ops_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<24 x f64>)>
    llvm.func @__spv__kernels_f64ops() {
      %0 = llvm.mlir.addressof @__spv__kernels_f64ops_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.constant(0 : i32) : i32
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.mlir.constant(2 : i32) : i32
      %4 = llvm.mlir.constant(3 : i32) : i32
      %5 = llvm.mlir.constant(4 : i32) : i32
      %6 = llvm.mlir.constant(5 : i32) : i32
      %7 = llvm.mlir.constant(1.000000e+15 : f64) : f64
      %8 = llvm.mlir.constant(0.33333333333333331 : f64) : f64
      %9 = llvm.mlir.constant(7.250000e+00 : f64) : f64
      llvm.br ^bb1(%1 : i32)
    ^bb1(%10: i32):  // 2 preds: ^bb0, ^bb2
      %11 = llvm.icmp "slt" %10, %5 : i32
      llvm.cond_br %11, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %12 = llvm.sitofp %10 : i32 to f64
      %13 = llvm.fmul %12, %8 : f64
      %14 = llvm.fadd %13, %7 : f64
      %15 = llvm.fadd %14, %9 : f64
      %16 = llvm.mlir.constant(0 : i32) : i32
      %17 = llvm.mlir.constant(0 : i32) : i32
      %18 = llvm.mlir.constant(4 : i32) : i32
      %19 = llvm.mlir.constant(0 : i32) : i32
      %20 = llvm.mlir.constant(1 : i32) : i32
      %21 = llvm.mlir.constant(0 : i32) : i32
      %22 = llvm.getelementptr %0[%21, 0, %10] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x f64>)>
      llvm.store %15, %22 : f64, !llvm.ptr
      %23 = llvm.fsub %14, %7 : f64
      %24 = llvm.mlir.constant(0 : i32) : i32
      %25 = llvm.mlir.constant(0 : i32) : i32
      %26 = llvm.mlir.constant(4 : i32) : i32
      %27 = llvm.mlir.constant(4 : i32) : i32
      %28 = llvm.mlir.constant(1 : i32) : i32
      %29 = llvm.add %10, %27 : i32
      %30 = llvm.mlir.constant(0 : i32) : i32
      %31 = llvm.getelementptr %0[%30, 0, %29] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x f64>)>
      llvm.store %23, %31 : f64, !llvm.ptr
      %32 = llvm.fmul %13, %9 : f64
      %33 = llvm.mlir.constant(0 : i32) : i32
      %34 = llvm.mlir.constant(0 : i32) : i32
      %35 = llvm.mlir.constant(4 : i32) : i32
      %36 = llvm.mlir.constant(8 : i32) : i32
      %37 = llvm.mlir.constant(1 : i32) : i32
      %38 = llvm.add %10, %36 : i32
      %39 = llvm.mlir.constant(0 : i32) : i32
      %40 = llvm.getelementptr %0[%39, 0, %38] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x f64>)>
      llvm.store %32, %40 : f64, !llvm.ptr
      %41 = llvm.fdiv %9, %14 : f64
      %42 = llvm.mlir.constant(0 : i32) : i32
      %43 = llvm.mlir.constant(0 : i32) : i32
      %44 = llvm.mlir.constant(4 : i32) : i32
      %45 = llvm.mlir.constant(12 : i32) : i32
      %46 = llvm.mlir.constant(1 : i32) : i32
      %47 = llvm.add %10, %45 : i32
      %48 = llvm.mlir.constant(0 : i32) : i32
      %49 = llvm.getelementptr %0[%48, 0, %47] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x f64>)>
      llvm.store %41, %49 : f64, !llvm.ptr
      %50 = llvm.fneg %13 : f64
      %51 = llvm.mlir.constant(0 : i32) : i32
      %52 = llvm.mlir.constant(0 : i32) : i32
      %53 = llvm.mlir.constant(4 : i32) : i32
      %54 = llvm.mlir.constant(16 : i32) : i32
      %55 = llvm.mlir.constant(1 : i32) : i32
      %56 = llvm.add %10, %54 : i32
      %57 = llvm.mlir.constant(0 : i32) : i32
      %58 = llvm.getelementptr %0[%57, 0, %56] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x f64>)>
      llvm.store %50, %58 : f64, !llvm.ptr
      %59 = llvm.fadd %12, %9 : f64
      %60 = llvm.frem %59, %9 : f64
      %61 = llvm.mlir.constant(0 : i32) : i32
      %62 = llvm.mlir.constant(0 : i32) : i32
      %63 = llvm.mlir.constant(4 : i32) : i32
      %64 = llvm.mlir.constant(20 : i32) : i32
      %65 = llvm.mlir.constant(1 : i32) : i32
      %66 = llvm.add %10, %64 : i32
      %67 = llvm.mlir.constant(0 : i32) : i32
      %68 = llvm.getelementptr %0[%67, 0, %66] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x f64>)>
      llvm.store %60, %68 : f64, !llvm.ptr
      %69 = llvm.add %10, %2 : i32
      llvm.br ^bb1(%69 : i32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4
    ^bb4:  // pred: ^bb3
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(6 : index) : i64
    %1 = llvm.mlir.constant(4 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(24 : index) : i64
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f64
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
    %18 = llvm.mlir.constant(6 : index) : i64
    %19 = llvm.mlir.constant(4 : index) : i64
    %20 = llvm.mlir.constant(1 : index) : i64
    %21 = llvm.mlir.constant(24 : index) : i64
    %22 = llvm.mlir.zero : !llvm.ptr
    %23 = llvm.getelementptr %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
    %25 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.mlir.addressof @__spv__kernels_f64ops_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%26, %25, %24) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_f64ops() : () -> ()
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
    llvm.call @printMemrefF64(%33, %34) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_main() attributes {llvm.emit_c_interface} {
    llvm.call @main() : () -> ()
    llvm.return
  }
  llvm.func private @printMemrefF64(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefF64(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefF64(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
}

