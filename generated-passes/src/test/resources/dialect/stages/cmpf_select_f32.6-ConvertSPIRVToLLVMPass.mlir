module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_fcmp_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<48 x f32>)>
  llvm.func @__spv__kernels_fcmp()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_fcmp_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_fcmp_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<48 x f32>)>
    llvm.func @__spv__kernels_fcmp() {
      %0 = llvm.mlir.addressof @__spv__kernels_fcmp_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.constant(0 : i32) : i32
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.mlir.constant(4 : i32) : i32
      %4 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %5 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %6 = llvm.mlir.constant(-1.000000e+00 : f32) : f32
      %7 = llvm.mlir.constant(0x7FC00000 : f32) : f32
      %8 = llvm.mlir.constant(1.500000e+00 : f32) : f32
      llvm.br ^bb1(%1 : i32)
    ^bb1(%9: i32):  // 2 preds: ^bb0, ^bb2
      %10 = llvm.icmp "slt" %9, %3 : i32
      llvm.cond_br %10, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %11 = llvm.sitofp %9 : i32 to f32
      %12 = llvm.mlir.constant(5.000000e-01 : f32) : f32
      %13 = llvm.fmul %11, %12 : f32
      %14 = llvm.fadd %13, %5 : f32
      %15 = llvm.mlir.constant(3 : i32) : i32
      %16 = llvm.icmp "eq" %9, %15 : i32
      %17 = llvm.select %16, %7, %14 : i1, f32
      %18 = llvm.fcmp "oeq" %17, %8 : f32
      %19 = llvm.select %18, %5, %6 : i1, f32
      %20 = llvm.mlir.constant(0 : i32) : i32
      %21 = llvm.mlir.constant(0 : i32) : i32
      %22 = llvm.mlir.constant(0 : i32) : i32
      %23 = llvm.mlir.constant(4 : i32) : i32
      %24 = llvm.mlir.constant(0 : i32) : i32
      %25 = llvm.mlir.constant(1 : i32) : i32
      %26 = llvm.mlir.constant(0 : i32) : i32
      %27 = llvm.getelementptr %0[%26, 0, %9] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<48 x f32>)>
      llvm.store %19, %27 : f32, !llvm.ptr
      %28 = llvm.fcmp "one" %17, %8 : f32
      %29 = llvm.select %28, %5, %6 : i1, f32
      %30 = llvm.mlir.constant(1 : i32) : i32
      %31 = llvm.mlir.constant(0 : i32) : i32
      %32 = llvm.mlir.constant(0 : i32) : i32
      %33 = llvm.mlir.constant(4 : i32) : i32
      %34 = llvm.mlir.constant(4 : i32) : i32
      %35 = llvm.mlir.constant(1 : i32) : i32
      %36 = llvm.add %9, %34 : i32
      %37 = llvm.mlir.constant(0 : i32) : i32
      %38 = llvm.getelementptr %0[%37, 0, %36] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<48 x f32>)>
      llvm.store %29, %38 : f32, !llvm.ptr
      %39 = llvm.fcmp "olt" %17, %8 : f32
      %40 = llvm.select %39, %5, %6 : i1, f32
      %41 = llvm.mlir.constant(2 : i32) : i32
      %42 = llvm.mlir.constant(0 : i32) : i32
      %43 = llvm.mlir.constant(0 : i32) : i32
      %44 = llvm.mlir.constant(4 : i32) : i32
      %45 = llvm.mlir.constant(8 : i32) : i32
      %46 = llvm.mlir.constant(1 : i32) : i32
      %47 = llvm.add %9, %45 : i32
      %48 = llvm.mlir.constant(0 : i32) : i32
      %49 = llvm.getelementptr %0[%48, 0, %47] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<48 x f32>)>
      llvm.store %40, %49 : f32, !llvm.ptr
      %50 = llvm.fcmp "ole" %17, %8 : f32
      %51 = llvm.select %50, %5, %6 : i1, f32
      %52 = llvm.mlir.constant(3 : i32) : i32
      %53 = llvm.mlir.constant(0 : i32) : i32
      %54 = llvm.mlir.constant(0 : i32) : i32
      %55 = llvm.mlir.constant(4 : i32) : i32
      %56 = llvm.mlir.constant(12 : i32) : i32
      %57 = llvm.mlir.constant(1 : i32) : i32
      %58 = llvm.add %9, %56 : i32
      %59 = llvm.mlir.constant(0 : i32) : i32
      %60 = llvm.getelementptr %0[%59, 0, %58] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<48 x f32>)>
      llvm.store %51, %60 : f32, !llvm.ptr
      %61 = llvm.fcmp "ogt" %17, %8 : f32
      %62 = llvm.select %61, %5, %6 : i1, f32
      %63 = llvm.mlir.constant(4 : i32) : i32
      %64 = llvm.mlir.constant(0 : i32) : i32
      %65 = llvm.mlir.constant(0 : i32) : i32
      %66 = llvm.mlir.constant(4 : i32) : i32
      %67 = llvm.mlir.constant(16 : i32) : i32
      %68 = llvm.mlir.constant(1 : i32) : i32
      %69 = llvm.add %9, %67 : i32
      %70 = llvm.mlir.constant(0 : i32) : i32
      %71 = llvm.getelementptr %0[%70, 0, %69] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<48 x f32>)>
      llvm.store %62, %71 : f32, !llvm.ptr
      %72 = llvm.fcmp "oge" %17, %8 : f32
      %73 = llvm.select %72, %5, %6 : i1, f32
      %74 = llvm.mlir.constant(5 : i32) : i32
      %75 = llvm.mlir.constant(0 : i32) : i32
      %76 = llvm.mlir.constant(0 : i32) : i32
      %77 = llvm.mlir.constant(4 : i32) : i32
      %78 = llvm.mlir.constant(20 : i32) : i32
      %79 = llvm.mlir.constant(1 : i32) : i32
      %80 = llvm.add %9, %78 : i32
      %81 = llvm.mlir.constant(0 : i32) : i32
      %82 = llvm.getelementptr %0[%81, 0, %80] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<48 x f32>)>
      llvm.store %73, %82 : f32, !llvm.ptr
      %83 = llvm.fcmp "ueq" %17, %8 : f32
      %84 = llvm.select %83, %5, %6 : i1, f32
      %85 = llvm.mlir.constant(6 : i32) : i32
      %86 = llvm.mlir.constant(0 : i32) : i32
      %87 = llvm.mlir.constant(0 : i32) : i32
      %88 = llvm.mlir.constant(4 : i32) : i32
      %89 = llvm.mlir.constant(24 : i32) : i32
      %90 = llvm.mlir.constant(1 : i32) : i32
      %91 = llvm.add %9, %89 : i32
      %92 = llvm.mlir.constant(0 : i32) : i32
      %93 = llvm.getelementptr %0[%92, 0, %91] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<48 x f32>)>
      llvm.store %84, %93 : f32, !llvm.ptr
      %94 = llvm.fcmp "une" %17, %8 : f32
      %95 = llvm.select %94, %5, %6 : i1, f32
      %96 = llvm.mlir.constant(7 : i32) : i32
      %97 = llvm.mlir.constant(0 : i32) : i32
      %98 = llvm.mlir.constant(0 : i32) : i32
      %99 = llvm.mlir.constant(4 : i32) : i32
      %100 = llvm.mlir.constant(28 : i32) : i32
      %101 = llvm.mlir.constant(1 : i32) : i32
      %102 = llvm.add %9, %100 : i32
      %103 = llvm.mlir.constant(0 : i32) : i32
      %104 = llvm.getelementptr %0[%103, 0, %102] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<48 x f32>)>
      llvm.store %95, %104 : f32, !llvm.ptr
      %105 = llvm.fcmp "ult" %17, %8 : f32
      %106 = llvm.select %105, %5, %6 : i1, f32
      %107 = llvm.mlir.constant(8 : i32) : i32
      %108 = llvm.mlir.constant(0 : i32) : i32
      %109 = llvm.mlir.constant(0 : i32) : i32
      %110 = llvm.mlir.constant(4 : i32) : i32
      %111 = llvm.mlir.constant(32 : i32) : i32
      %112 = llvm.mlir.constant(1 : i32) : i32
      %113 = llvm.add %9, %111 : i32
      %114 = llvm.mlir.constant(0 : i32) : i32
      %115 = llvm.getelementptr %0[%114, 0, %113] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<48 x f32>)>
      llvm.store %106, %115 : f32, !llvm.ptr
      %116 = llvm.fcmp "ule" %17, %8 : f32
      %117 = llvm.select %116, %5, %6 : i1, f32
      %118 = llvm.mlir.constant(9 : i32) : i32
      %119 = llvm.mlir.constant(0 : i32) : i32
      %120 = llvm.mlir.constant(0 : i32) : i32
      %121 = llvm.mlir.constant(4 : i32) : i32
      %122 = llvm.mlir.constant(36 : i32) : i32
      %123 = llvm.mlir.constant(1 : i32) : i32
      %124 = llvm.add %9, %122 : i32
      %125 = llvm.mlir.constant(0 : i32) : i32
      %126 = llvm.getelementptr %0[%125, 0, %124] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<48 x f32>)>
      llvm.store %117, %126 : f32, !llvm.ptr
      %127 = llvm.fcmp "ugt" %17, %8 : f32
      %128 = llvm.select %127, %5, %6 : i1, f32
      %129 = llvm.mlir.constant(10 : i32) : i32
      %130 = llvm.mlir.constant(0 : i32) : i32
      %131 = llvm.mlir.constant(0 : i32) : i32
      %132 = llvm.mlir.constant(4 : i32) : i32
      %133 = llvm.mlir.constant(40 : i32) : i32
      %134 = llvm.mlir.constant(1 : i32) : i32
      %135 = llvm.add %9, %133 : i32
      %136 = llvm.mlir.constant(0 : i32) : i32
      %137 = llvm.getelementptr %0[%136, 0, %135] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<48 x f32>)>
      llvm.store %128, %137 : f32, !llvm.ptr
      %138 = llvm.fcmp "uge" %17, %8 : f32
      %139 = llvm.select %138, %5, %6 : i1, f32
      %140 = llvm.mlir.constant(11 : i32) : i32
      %141 = llvm.mlir.constant(0 : i32) : i32
      %142 = llvm.mlir.constant(0 : i32) : i32
      %143 = llvm.mlir.constant(4 : i32) : i32
      %144 = llvm.mlir.constant(44 : i32) : i32
      %145 = llvm.mlir.constant(1 : i32) : i32
      %146 = llvm.add %9, %144 : i32
      %147 = llvm.mlir.constant(0 : i32) : i32
      %148 = llvm.getelementptr %0[%147, 0, %146] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<48 x f32>)>
      llvm.store %139, %148 : f32, !llvm.ptr
      %149 = llvm.add %9, %2 : i32
      llvm.br ^bb1(%149 : i32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4
    ^bb4:  // pred: ^bb3
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(12 : index) : i64
    %1 = llvm.mlir.constant(4 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(48 : index) : i64
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
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
    %18 = llvm.mlir.constant(12 : index) : i64
    %19 = llvm.mlir.constant(4 : index) : i64
    %20 = llvm.mlir.constant(1 : index) : i64
    %21 = llvm.mlir.constant(48 : index) : i64
    %22 = llvm.mlir.zero : !llvm.ptr
    %23 = llvm.getelementptr %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
    %25 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.mlir.addressof @__spv__kernels_fcmp_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%26, %25, %24) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_fcmp() : () -> ()
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
    llvm.call @printMemrefF32(%33, %34) : (i64, !llvm.ptr) -> ()
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
