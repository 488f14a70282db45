module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64]>>} {
  llvm.mlir.global linkonce @__spv__kernels_matmul_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<20 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_matmul_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<15 x f32>)>
  llvm.mlir.global linkonce @__spv__kernels_matmul_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<12 x f32>)>
  llvm.func @__spv__kernels_matmul()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_matmul_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_matmul_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<12 x f32>)>
    llvm.mlir.global external @__spv__kernels_matmul_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<15 x f32>)>
    llvm.mlir.global external @__spv__kernels_matmul_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<20 x f32>)>
    llvm.func @__spv__kernels_matmul() {
      %0 = llvm.mlir.addressof @__spv__kernels_matmul_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__spv__kernels_matmul_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %2 = llvm.mlir.addressof @__spv__kernels_matmul_arg_2_descriptor_set0_binding2 : !llvm.ptr
      %3 = llvm.mlir.constant(0 : i32) : i32
      %4 = llvm.mlir.constant(1 : i32) : i32
      %5 = llvm.mlir.constant(3 : i32) : i32
      %6 = llvm.mlir.constant(4 : i32) : i32
      %7 = llvm.mlir.constant(5 : i32) : i32
      %8 = llvm.mlir.constant(5.000000e-01 : f32) : f32
      %9 = llvm.mlir.constant(2.000000e+00 : f32) : f32
      llvm.br ^bb1(%3 : i32)
    ^bb1(%10: i32):  // 2 preds: ^bb0, ^bb6
      %11 = llvm.icmp "slt" %10, %6 : i32
      llvm.cond_br %11, ^bb2, ^bb7
    ^bb2:  // pred: ^bb1
      llvm.br ^bb3(%3 : i32)
    ^bb3(%12: i32):  // 2 preds: ^bb2, ^bb4
      %13 = llvm.icmp "slt" %12, %5 : i32
      llvm.cond_br %13, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %14 = llvm.add %10, %12 : i32
      %15 = llvm.sitofp %14 : i32 to f32
      %16 = llvm.fmul %15, %8 : f32
      %17 = llvm.mlir.constant(0 : i32) : i32
      %18 = llvm.mlir.constant(0 : i32) : i32
      %19 = llvm.mlir.constant(3 : i32) : i32
      %20 = llvm.mul %10, %19 : i32
      %21 = llvm.mlir.constant(1 : i32) : i32
      %22 = llvm.add %12, %20 : i32
      %23 = llvm.mlir.constant(0 : i32) : i32
      %24 = llvm.getelementptr %0[%23, 0, %22] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<12 x f32>)>
      llvm.store %16, %24 : f32, !llvm.ptr
      %25 = llvm.add %12, %4 : i32
      llvm.br ^bb3(%25 : i32)
    ^bb5:  // pred: ^bb3
      llvm.br ^bb6
    ^bb6:  // pred: ^bb5
      %26 = llvm.add %10, %4 : i32
      llvm.br ^bb1(%26 : i32)
    ^bb7:  // pred: ^bb1
      llvm.br ^bb8
    ^bb8:  // pred: ^bb7
      llvm.br ^bb9(%3 : i32)
    ^bb9(%27: i32):  // 2 preds: ^bb8, ^bb14
      %28 = llvm.icmp "slt" %27, %5 : i32
      llvm.cond_br %28, ^bb10, ^bb15
    ^bb10:  // pred: ^bb9
      llvm.br ^bb11(%3 : i32)
    ^bb11(%29: i32):  // 2 preds: ^bb10, ^bb12
      %30 = llvm.icmp "slt" %29, %7 : i32
      llvm.cond_br %30, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %31 = llvm.sitofp %27 : i32 to f32
      %32 = llvm.sitofp %29 : i32 to f32
      %33 = llvm.fmul %32, %9 : f32
      %34 = llvm.fsub %31, %33 : f32
      %35 = llvm.mlir.constant(0 : i32) : i32
      %36 = llvm.mlir.constant(0 : i32) : i32
      %37 = llvm.mlir.constant(5 : i32) : i32
      %38 = llvm.mul %27, %37 : i32
      %39 = llvm.mlir.constant(1 : i32) : i32
      %40 = llvm.add %29, %38 : i32
      %41 = llvm.mlir.constant(0 : i32) : i32
      %42 = llvm.getelementptr %1[%41, 0, %40] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<15 x f32>)>
      llvm.store %34, %42 : f32, !llvm.ptr
      %43 = llvm.add %29, %4 : i32
      llvm.br ^bb11(%43 : i32)
    ^bb13:  // pred: ^bb11
      llvm.br ^bb14
    ^bb14:  // pred: ^bb13
      %44 = llvm.add %27, %4 : i32
      llvm.br ^bb9(%44 : i32)
    ^bb15:  // pred: ^bb9
      llvm.br ^bb16
    ^bb16:  // pred: ^bb15
      llvm.br ^bb17(%3 : i32)
    ^bb17(%45: i32):  // 2 preds: ^bb16, ^bb26
      %46 = llvm.icmp "slt" %45, %6 : i32
      llvm.cond_br %46, ^bb18, ^bb27
    ^bb18:  // pred: ^bb17
      llvm.br ^bb19(%3 : i32)
    ^bb19(%47: i32):  // 2 preds: ^bb18, ^bb24
      %48 = llvm.icmp "slt" %47, %7 : i32
      llvm.cond_br %48, ^bb20, ^bb25
    ^bb20:  // pred: ^bb19
      %49 = llvm.mlir.constant(0 : i32) : i32
      %50 = llvm.mlir.constant(0 : i32) : i32
      %51 = llvm.mlir.constant(5 : i32) : i32
      %52 = llvm.mul %45, %51 : i32
      %53 = llvm.mlir.constant(1 : i32) : i32
      %54 = llvm.add %47, %52 : i32
      %55 = llvm.mlir.constant(0 : i32) : i32
      %56 = llvm.getelementptr %2[%55, 0, %54] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<20 x f32>)>
      %57 = llvm.load %56 : !llvm.ptr -> f32
      %58 = llvm.mlir.constant(1 : i32) : i32
      %59 = llvm.alloca %58 x f32 : (i32) -> !llvm.ptr
      llvm.br ^bb21(%3, %57 : i32, f32)
    ^bb21(%60: i32, %61: f32):  // 2 preds: ^bb20, ^bb22
      %62 = llvm.icmp "slt" %60, %5 : i32
      llvm.cond_br %62, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %63 = llvm.mlir.constant(0 : i32) : i32
      %64 = llvm.mlir.constant(0 : i32) : i32
      %65 = llvm.mlir.constant(3 : i32) : i32
      %66 = llvm.mul %45, %65 : i32
      %67 = llvm.mlir.constant(1 : i32) : i32
      %68 = llvm.add %60, %66 : i32
      %69 = llvm.mlir.constant(0 : i32) : i32
      %70 = llvm.getelementptr %0[%69, 0, %68] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<12 x f32>)>
      %71 = llvm.load %70 : !llvm.ptr -> f32
      %72 = llvm.mlir.constant(0 : i32) : i32
      %73 = llvm.mlir.constant(0 : i32) : i32
      %74 = llvm.mlir.constant(5 : i32) : i32
      %75 = llvm.mul %60, %74 : i32
      %76 = llvm.mlir.constant(1 : i32) : i32
      %77 = llvm.add %47, %75 : i32
      %78 = llvm.mlir.constant(0 : i32) : i32
      %79 = llvm.getelementptr %1[%78, 0, %77] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<15 x f32>)>
      %80 = llvm.load %79 : !llvm.ptr -> f32
      %81 = llvm.fmul %71, %80 : f32
      %82 = llvm.fadd %61, %81 : f32
      llvm.store %82, %59 : f32, !llvm.ptr
      %83 = llvm.add %60, %4 : i32
      llvm.br ^bb21(%83, %82 : i32, f32)
    ^bb23:  // pred: ^bb21
      llvm.br ^bb24
    ^bb24:  // pred: ^bb23
      %84 = llvm.load %59 : !llvm.ptr -> f32
      %85 = llvm.mlir.constant(0 : i32) : i32
      %86 = llvm.mlir.constant(0 : i32) : i32
      %87 = llvm.mlir.constant(5 : i32) : i32
      %88 = llvm.mul %45, %87 : i32
      %89 = llvm.mlir.constant(1 : i32) : i32
      %90 = llvm.add %47, %88 : i32
      %91 = llvm.mlir.constant(0 : i32) : i32
      %92 = llvm.getelementptr %2[%91, 0, %90] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<20 x f32>)>
      llvm.store %84, %92 : f32, !llvm.ptr
      %93 = llvm.add %47, %4 : i32
      llvm.br ^bb19(%93 : i32)
    ^bb25:  // pred: ^bb19
      llvm.br ^bb26
    ^bb26:  // pred: ^bb25
      %94 = llvm.add %45, %4 : i32
      llvm.br ^bb17(%94 : i32)
    ^bb27:  // pred: ^bb17
      llvm.br ^bb28
    ^bb28:  // pred: ^bb27
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(4 : index) : i64
    %1 = llvm.mlir.constant(3 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(12 : index) : i64
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
    %17 = llvm.mlir.constant(3 : index) : i64
    %18 = llvm.mlir.constant(5 : index) : i64
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.mlir.constant(15 : index) : i64
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
    %34 = llvm.mlir.constant(4 : index) : i64
    %35 = llvm.mlir.constant(5 : index) : i64
    %36 = llvm.mlir.constant(1 : index) : i64
    %37 = llvm.mlir.constant(20 : index) : i64
    %38 = llvm.mlir.zero : !llvm.ptr
    %39 = llvm.getelementptr %38[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %40 = llvm.ptrtoint %39 : !llvm.ptr to i64
    %41 = llvm.call @malloc(%40) : (i64) -> !llvm.ptr
    %42 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %43 = llvm.insertvalue %41, %42[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %44 = llvm.insertvalue %41, %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.mlir.constant(0 : index) : i64
    %46 = llvm.insertvalue %45, %44[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.insertvalue %34, %46[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.insertvalue %35, %47[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.insertvalue %35, %48[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.insertvalue %36, %49[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %52 = llvm.extractvalue %50[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.extractvalue %50[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.extractvalue %50[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.extractvalue %50[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %50[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.extractvalue %50[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.extractvalue %50[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @fillF32Buffer2D(%52, %53, %54, %55, %56, %57, %58, %51) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, f32) -> ()
    %59 = llvm.mlir.constant(1 : index) : i64
    %60 = llvm.mlir.constant(4 : index) : i64
    %61 = llvm.mlir.constant(3 : index) : i64
    %62 = llvm.mlir.constant(1 : index) : i64
    %63 = llvm.mlir.constant(12 : index) : i64
    %64 = llvm.mlir.zero : !llvm.ptr
    %65 = llvm.getelementptr %64[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %66 = llvm.ptrtoint %65 : !llvm.ptr to i64
    %67 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %68 = llvm.mlir.addressof @__spv__kernels_matmul_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%68, %67, %66) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %69 = llvm.mlir.constant(3 : index) : i64
    %70 = llvm.mlir.constant(5 : index) : i64
    %71 = llvm.mlir.constant(1 : index) : i64
    %72 = llvm.mlir.constant(15 : index) : i64
    %73 = llvm.mlir.zero : !llvm.ptr
    %74 = llvm.getelementptr %73[%72] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %75 = llvm.ptrtoint %74 : !llvm.ptr to i64
    %76 = llvm.extractvalue %33[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %77 = llvm.mlir.addressof @__spv__kernels_matmul_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%77, %76, %75) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %78 = llvm.mlir.constant(4 : index) : i64
    %79 = llvm.mlir.constant(5 : index) : i64
    %80 = llvm.mlir.constant(1 : index) : i64
    %81 = llvm.mlir.constant(20 : index) : i64
    %82 = llvm.mlir.zero : !llvm.ptr
    %83 = llvm.getelementptr %82[%81] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %84 = llvm.ptrtoint %83 : !llvm.ptr to i64
    %85 = llvm.extractvalue %50[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %86 = llvm.mlir.addressof @__spv__kernels_matmul_arg_2_descriptor_set0_binding2 : !llvm.ptr
    "llvm.intr.memcpy"(%86, %85, %84) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_matmul() : () -> ()
    "llvm.intr.memcpy"(%67, %68, %66) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%76, %77, %75) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%85, %86, %84) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %87 = llvm.mlir.constant(1 : index) : i64
    %88 = llvm.alloca %87 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %16, %88 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %89 = llvm.mlir.constant(2 : index) : i64
    %90 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %91 = llvm.insertvalue %89, %90[0] : !llvm.struct<(i64, ptr)> 
    %92 = llvm.insertvalue %88, %91[1] : !llvm.struct<(i64, ptr)> 
    %93 = llvm.extractvalue %92[0] : !llvm.struct<(i64, ptr)> 
    %94 = llvm.extractvalue %92[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%93, %94) : (i64, !llvm.ptr) -> ()
    %95 = llvm.mlir.constant(1 : index) : i64
    %96 = llvm.alloca %95 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %50, %96 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %97 = llvm.mlir.constant(2 : index) : i64
    %98 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %99 = llvm.insertvalue %97, %98[0] : !llvm.struct<(i64, ptr)> 
    %100 = llvm.insertvalue %96, %99[1] : !llvm.struct<(i64, ptr)> 
    %101 = llvm.extractvalue %100[0] : !llvm.struct<(i64, ptr)> 
    %102 = llvm.extractvalue %100[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%101, %102) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_main() attributes {llvm.emit_c_interface} {
    llvm.call @main() : () -> ()
    llvm.return
  }
  llvm.func private @fillF32Buffer2D(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: f32) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_fillF32Buffer2D(%9, %arg7) : (!llvm.ptr, f32) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_fillF32Buffer2D(!llvm.ptr, f32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
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
