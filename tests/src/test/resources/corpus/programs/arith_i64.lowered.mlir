module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_i64ops_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<10 x i64>)>
  llvm.mlir.global linkonce @__spv__kernels_i64ops_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<2 x i64>)>
  llvm.func @__spv__kernels_i64ops()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_i64ops_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_i64ops_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<2 x i64>)>
    llvm.mlir.global external @__spv__kernels_i64ops_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<10 x i64>)>
    llvm.func @__spv__kernels_i64ops() {
      %0 = llvm.mlir.addressof @__spv__kernels_i64ops_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__spv__kernels_i64ops_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %2 = llvm.mlir.constant(0 : i32) : i32
      %3 = llvm.mlir.constant(1 : i32) : i32
      %4 = llvm.mlir.constant(2 : i32) : i32
      %5 = llvm.mlir.constant(3 : i32) : i32
      %6 = llvm.mlir.constant(4 : i32) : i32
      %7 = llvm.mlir.constant(5 : i32) : i32
      %8 = llvm.mlir.constant(6 : i32) : i32
      %9 = llvm.mlir.constant(7 : i32) : i32
      %10 = llvm.mlir.constant(8 : i32) : i32
      %11 = llvm.mlir.constant(9 : i32) : i32
      %12 = llvm.mlir.constant(0 : i32) : i32
      %13 = llvm.mlir.constant(0 : i32) : i32
      %14 = llvm.mlir.constant(1 : i32) : i32
      %15 = llvm.mlir.constant(0 : i32) : i32
      %16 = llvm.getelementptr %0[%15, 0, %2] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<2 x i64>)>
      %17 = llvm.load %16 : !llvm.ptr -> i64
      %18 = llvm.mlir.constant(0 : i32) : i32
      %19 = llvm.mlir.constant(0 : i32) : i32
      %20 = llvm.mlir.constant(1 : i32) : i32
      %21 = llvm.mlir.constant(0 : i32) : i32
      %22 = llvm.getelementptr %0[%21, 0, %3] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<2 x i64>)>
      %23 = llvm.load %22 : !llvm.ptr -> i64
      %24 = llvm.mlir.constant(20 : i64) : i64
      %25 = llvm.mlir.constant(281470681808895 : i64) : i64
      %26 = llvm.add %17, %23 : i64
      %27 = llvm.mlir.constant(0 : i32) : i32
      %28 = llvm.mlir.constant(0 : i32) : i32
      %29 = llvm.mlir.constant(1 : i32) : i32
      %30 = llvm.mlir.constant(0 : i32) : i32
      %31 = llvm.getelementptr %1[%30, 0, %2] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<10 x i64>)>
      llvm.store %26, %31 : i64, !llvm.ptr
      %32 = llvm.sub %23, %17 : i64
      %33 = llvm.mlir.constant(0 : i32) : i32
      %34 = llvm.mlir.constant(0 : i32) : i32
      %35 = llvm.mlir.constant(1 : i32) : i32
      %36 = llvm.mlir.constant(0 : i32) : i32
      %37 = llvm.getelementptr %1[%36, 0, %3] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<10 x i64>)>
      llvm.store %32, %37 : i64, !llvm.ptr
      %38 = llvm.mul %17, %23 : i64
      %39 = llvm.mlir.constant(0 : i32) : i32
      %40 = llvm.mlir.constant(0 : i32) : i32
      %41 = llvm.mlir.constant(1 : i32) : i32
      %42 = llvm.mlir.constant(0 : i32) : i32
      %43 = llvm.getelementptr %1[%42, 0, %4] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<10 x i64>)>
      llvm.store %38, %43 : i64, !llvm.ptr
      %44 = llvm.sdiv %32, %17 : i64
      %45 = llvm.mlir.constant(0 : i32) : i32
      %46 = llvm.mlir.constant(0 : i32) : i32
      %47 = llvm.mlir.constant(1 : i32) : i32
      %48 = llvm.mlir.constant(0 : i32) : i32
      %49 = llvm.getelementptr %1[%48, 0, %5] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<10 x i64>)>
      llvm.store %44, %49 : i64, !llvm.ptr
      %50 = llvm.udiv %32, %23 : i64
      %51 = llvm.mlir.constant(0 : i32) : i32
      %52 = llvm.mlir.constant(0 : i32) : i32
      %53 = llvm.mlir.constant(1 : i32) : i32
      %54 = llvm.mlir.constant(0 : i32) : i32
      %55 = llvm.getelementptr %1[%54, 0, %6] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<10 x i64>)>
      llvm.store %50, %55 : i64, !llvm.ptr
      %56 = llvm.urem %17, %23 : i64
      %57 = llvm.mlir.constant(0 : i32) : i32
      %58 = llvm.mlir.constant(0 : i32) : i32
      %59 = llvm.mlir.constant(1 : i32) : i32
      %60 = llvm.mlir.constant(0 : i32) : i32
      %61 = llvm.getelementptr %1[%60, 0, %7] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<10 x i64>)>
      llvm.store %56, %61 : i64, !llvm.ptr
      %62 = llvm.and %17, %25 : i64
      %63 = llvm.mlir.constant(0 : i32) : i32
      %64 = llvm.mlir.constant(0 : i32) : i32
      %65 = llvm.mlir.constant(1 : i32) : i32
      %66 = llvm.mlir.constant(0 : i32) : i32
      %67 = llvm.getelementptr %1[%66, 0, %8] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<10 x i64>)>
      llvm.store %62, %67 : i64, !llvm.ptr
      %68 = llvm.xor %23, %25 : i64
      %69 = llvm.mlir.constant(0 : i32) : i32
      %70 = llvm.mlir.constant(0 : i32) : i32
      %71 = llvm.mlir.constant(1 : i32) : i32
      %72 = llvm.mlir.constant(0 : i32) : i32
      %73 = llvm.getelementptr %1[%72, 0, %9] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<10 x i64>)>
      llvm.store %68, %73 : i64, !llvm.ptr
      %74 = llvm.shl %17, %24 : i64
      %75 = llvm.mlir.constant(0 : i32) : i32
      %76 = llvm.mlir.constant(0 : i32) : i32
      %77 = llvm.mlir.constant(1 : i32) : i32
      %78 = llvm.mlir.constant(0 : i32) : i32
      %79 = llvm.getelementptr %1[%78, 0, %10] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<10 x i64>)>
      llvm.store %74, %79 : i64, !llvm.ptr
      %80 = llvm.ashr %32, %24 : i64
      %81 = llvm.mlir.constant(0 : i32) : i32
      %82 = llvm.mlir.constant(0 : i32) : i32
      %83 = llvm.mlir.constant(1 : i32) : i32
      %84 = llvm.mlir.constant(0 : i32) : i32
      %85 = llvm.getelementptr %1[%84, 0, %11] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<10 x i64>)>
      llvm.store %80, %85 : i64, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
    %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.mlir.constant(0 : index) : i64
    %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.mlir.constant(10 : index) : i64
    %14 = llvm.mlir.constant(1 : index) : i64
    %15 = llvm.mlir.zero : !llvm.ptr
    %16 = llvm.getelementptr %15[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
    %18 = llvm.call @malloc(%17) : (i64) -> !llvm.ptr
    %19 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.mlir.constant(0 : index) : i64
    %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %13, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %14, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.mlir.constant(0 : index) : i64
    %27 = llvm.mlir.constant(1 : index) : i64
    %28 = llvm.mlir.constant(123456789012 : i64) : i64
    %29 = llvm.mlir.constant(-987654321 : i64) : i64
    %30 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = llvm.getelementptr inbounds|nuw %30[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %28, %31 : i64, !llvm.ptr
    %32 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.getelementptr inbounds|nuw %32[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %29, %33 : i64, !llvm.ptr
    %34 = llvm.mlir.constant(2 : index) : i64
    %35 = llvm.mlir.constant(1 : index) : i64
    %36 = llvm.mlir.zero : !llvm.ptr
    %37 = llvm.getelementptr %36[%34] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %38 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %39 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.mlir.addressof @__spv__kernels_i64ops_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%40, %39, %38) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %41 = llvm.mlir.constant(10 : index) : i64
    %42 = llvm.mlir.constant(1 : index) : i64
    %43 = llvm.mlir.zero : !llvm.ptr
    %44 = llvm.getelementptr %43[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %45 = llvm.ptrtoint %44 : !llvm.ptr to i64
    %46 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.mlir.addressof @__spv__kernels_i64ops_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%47, %46, %45) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_i64ops() : () -> ()
    "llvm.intr.memcpy"(%39, %40, %38) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%46, %47, %45) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %48 = llvm.mlir.constant(1 : index) : i64
    %49 = llvm.alloca %48 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %25, %49 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %50 = llvm.mlir.constant(1 : index) : i64
    %51 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %52 = llvm.insertvalue %50, %51[0] : !llvm.struct<(i64, ptr)> 
    %53 = llvm.insertvalue %49, %52[1] : !llvm.struct<(i64, ptr)> 
    %54 = llvm.extractvalue %53[0] : !llvm.struct<(i64, ptr)> 
    %55 = llvm.extractvalue %53[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI64(%54, %55) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_main() attributes {llvm.emit_c_interface} {
    llvm.call @main() : () -> ()
    llvm.return
  }
  llvm.func private @printMemrefI64(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_printMemrefI64(%4) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_printMemrefI64(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
}

