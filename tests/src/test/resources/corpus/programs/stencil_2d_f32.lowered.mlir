module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_stencil_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<36 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_stencil_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<36 x f32>)>
  llvm.func @__spv__kernels_stencil()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_stencil_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_stencil_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<36 x f32>)>
    llvm.mlir.global external @__spv__kernels_stencil_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<36 x f32>)>
    llvm.func @__spv__kernels_stencil() {
      %0 = llvm.mlir.addressof @__spv__kernels_stencil_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__spv__kernels_stencil_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %2 = llvm.mlir.constant(0 : i32) : i32
      %3 = llvm.mlir.constant(1 : i32) : i32
      %4 = llvm.mlir.constant(5 : i32) : i32
      %5 = llvm.mlir.constant(6 : i32) : i32
      %6 = llvm.mlir.constant(2.000000e-01 : f32) : f32
      llvm.br ^bb1(%2 : i32)
    ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb6
      %8 = llvm.icmp "slt" %7, %5 : i32
      llvm.cond_br %8, ^bb2, ^bb7
    ^bb2:  // pred: ^bb1
      llvm.br ^bb3(%2 : i32)
    ^bb3(%9: i32):  // 2 preds: ^bb2, ^bb4
      %10 = llvm.icmp "slt" %9, %5 : i32
      llvm.cond_br %10, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %11 = llvm.mul %7, %7 : i32
      %12 = llvm.mul %11, %9 : i32
      %13 = llvm.sitofp %12 : i32 to f32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(0 : i32) : i32
      %16 = llvm.mlir.constant(6 : i32) : i32
      %17 = llvm.mul %7, %16 : i32
      %18 = llvm.mlir.constant(1 : i32) : i32
      %19 = llvm.add %9, %17 : i32
      %20 = llvm.mlir.constant(0 : i32) : i32
      %21 = llvm.getelementptr %0[%20, 0, %19] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<36 x f32>)>
      llvm.store %13, %21 : f32, !llvm.ptr
      %22 = llvm.mlir.constant(0 : i32) : i32
      %23 = llvm.mlir.constant(0 : i32) : i32
      %24 = llvm.mlir.constant(6 : i32) : i32
      %25 = llvm.mul %7, %24 : i32
      %26 = llvm.mlir.constant(1 : i32) : i32
      %27 = llvm.add %9, %25 : i32
      %28 = llvm.mlir.constant(0 : i32) : i32
      %29 = llvm.getelementptr %1[%28, 0, %27] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<36 x f32>)>
      llvm.store %13, %29 : f32, !llvm.ptr
      %30 = llvm.add %9, %3 : i32
      llvm.br ^bb3(%30 : i32)
    ^bb5:  // pred: ^bb3
      llvm.br ^bb6
    ^bb6:  // pred: ^bb5
      %31 = llvm.add %7, %3 : i32
      llvm.br ^bb1(%31 : i32)
    ^bb7:  // pred: ^bb1
      llvm.br ^bb8
    ^bb8:  // pred: ^bb7
      llvm.br ^bb9(%3 : i32)
    ^bb9(%32: i32):  // 2 preds: ^bb8, ^bb14
      %33 = llvm.icmp "slt" %32, %4 : i32
      llvm.cond_br %33, ^bb10, ^bb15
    ^bb10:  // pred: ^bb9
      llvm.br ^bb11(%3 : i32)
    ^bb11(%34: i32):  // 2 preds: ^bb10, ^bb12
      %35 = llvm.icmp "slt" %34, %4 : i32
      llvm.cond_br %35, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %36 = llvm.sub %32, %3 : i32
      %37 = llvm.add %32, %3 : i32
      %38 = llvm.sub %34, %3 : i32
      %39 = llvm.add %34, %3 : i32
      %40 = llvm.mlir.constant(0 : i32) : i32
      %41 = llvm.mlir.constant(0 : i32) : i32
      %42 = llvm.mlir.constant(6 : i32) : i32
      %43 = llvm.mul %32, %42 : i32
      %44 = llvm.mlir.constant(1 : i32) : i32
      %45 = llvm.add %34, %43 : i32
      %46 = llvm.mlir.constant(0 : i32) : i32
      %47 = llvm.getelementptr %0[%46, 0, %45] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<36 x f32>)>
      %48 = llvm.load %47 : !llvm.ptr -> f32
      %49 = llvm.mlir.constant(0 : i32) : i32
      %50 = llvm.mlir.constant(0 : i32) : i32
      %51 = llvm.mlir.constant(6 : i32) : i32
      %52 = llvm.mul %36, %51 : i32
      %53 = llvm.mlir.constant(1 : i32) : i32
      %54 = llvm.add %34, %52 : i32
      %55 = llvm.mlir.constant(0 : i32) : i32
      %56 = llvm.getelementptr %0[%55, 0, %54] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<36 x f32>)>
      %57 = llvm.load %56 : !llvm.ptr -> f32
      %58 = llvm.mlir.constant(0 : i32) : i32
      %59 = llvm.mlir.constant(0 : i32) : i32
      %60 = llvm.mlir.constant(6 : i32) : i32
      %61 = llvm.mul %37, %60 : i32
      %62 = llvm.mlir.constant(1 : i32) : i32
      %63 = llvm.add %34, %61 : i32
      %64 = llvm.mlir.constant(0 : i32) : i32
      %65 = llvm.getelementptr %0[%64, 0, %63] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<36 x f32>)>
      %66 = llvm.load %65 : !llvm.ptr -> f32
      %67 = llvm.mlir.constant(0 : i32) : i32
      %68 = llvm.mlir.constant(0 : i32) : i32
      %69 = llvm.mlir.constant(6 : i32) : i32
      %70 = llvm.mul %32, %69 : i32
      %71 = llvm.mlir.constant(1 : i32) : i32
      %72 = llvm.add %38, %70 : i32
      %73 = llvm.mlir.constant(0 : i32) : i32
      %74 = llvm.getelementptr %0[%73, 0, %72] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<36 x f32>)>
      %75 = llvm.load %74 : !llvm.ptr -> f32
      %76 = llvm.mlir.constant(0 : i32) : i32
      %77 = llvm.mlir.constant(0 : i32) : i32
      %78 = llvm.mlir.constant(6 : i32) : i32
      %79 = llvm.mul %32, %78 : i32
      %80 = llvm.mlir.constant(1 : i32) : i32
      %81 = llvm.add %39, %79 : i32
      %82 = llvm.mlir.constant(0 : i32) : i32
      %83 = llvm.getelementptr %0[%82, 0, %81] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<36 x f32>)>
      %84 = llvm.load %83 : !llvm.ptr -> f32
      %85 = llvm.fadd %48, %57 : f32
      %86 = llvm.fadd %85, %66 : f32
      %87 = llvm.fadd %86, %75 : f32
      %88 = llvm.fadd %87, %84 : f32
      %89 = llvm.fmul %88, %6 : f32
      %90 = llvm.mlir.constant(0 : i32) : i32
      %91 = llvm.mlir.constant(0 : i32) : i32
      %92 = llvm.mlir.constant(6 : i32) : i32
      %93 = llvm.mul %32, %92 : i32
      %94 = llvm.mlir.constant(1 : i32) : i32
      %95 = llvm.add %34, %93 : i32
      %96 = llvm.mlir.constant(0 : i32) : i32
      %97 = llvm.getelementptr %1[%96, 0, %95] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<36 x f32>)>
      llvm.store %89, %97 : f32, !llvm.ptr
      %98 = llvm.add %34, %3 : i32
      llvm.br ^bb11(%98 : i32)
    ^bb13:  // pred: ^bb11
      llvm.br ^bb14
    ^bb14:  // pred: ^bb13
      %99 = llvm.add %32, %3 : i32
      llvm.br ^bb9(%99 : i32)
    ^bb15:  // pred: ^bb9
      llvm.br ^bb16
    ^bb16:  // pred: ^bb15
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(6 : index) : i64
    %1 = llvm.mlir.constant(6 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(36 : index) : i64
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
    %17 = llvm.mlir.constant(6 : index) : i64
    %18 = llvm.mlir.constant(6 : index) : i64
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.mlir.constant(36 : index) : i64
    %21 = llvm.mlir.zero : !llvm.ptr
    %22 = llvm.getelementptr %21[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
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
    %34 = llvm.mlir.constant(1 : index) : i64
    %35 = llvm.mlir.constant(6 : index) : i64
    %36 = llvm.mlir.constant(6 : index) : i64
    %37 = llvm.mlir.constant(1 : index) : i64
    %38 = llvm.mlir.constant(36 : index) : i64
    %39 = llvm.mlir.zero : !llvm.ptr
    %40 = llvm.getelementptr %39[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %41 = llvm.ptrtoint %40 : !llvm.ptr to i64
    %42 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.mlir.addressof @__spv__kernels_stencil_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%43, %42, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %44 = llvm.mlir.constant(6 : index) : i64
    %45 = llvm.mlir.constant(6 : index) : i64
    %46 = llvm.mlir.constant(1 : index) : i64
    %47 = llvm.mlir.constant(36 : index) : i64
    %48 = llvm.mlir.zero : !llvm.ptr
    %49 = llvm.getelementptr %48[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %50 = llvm.ptrtoint %49 : !llvm.ptr to i64
    %51 = llvm.extractvalue %33[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.mlir.addressof @__spv__kernels_stencil_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%52, %51, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_stencil() : () -> ()
    "llvm.intr.memcpy"(%42, %43, %41) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%51, %52, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %53 = llvm.mlir.constant(1 : index) : i64
    %54 = llvm.alloca %53 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %33, %54 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %55 = llvm.mlir.constant(2 : index) : i64
    %56 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %57 = llvm.insertvalue %55, %56[0] : !llvm.struct<(i64, ptr)> 
    %58 = llvm.insertvalue %54, %57[1] : !llvm.struct<(i64, ptr)> 
    %59 = llvm.extractvalue %58[0] : !llvm.struct<(i64, ptr)> 
    %60 = llvm.extractvalue %58[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%59, %60) : (i64, !llvm.ptr) -> ()
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

