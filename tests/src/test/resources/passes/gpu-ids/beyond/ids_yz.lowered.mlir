module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_yz_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<24 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_yz_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<24 x i32>)>
  llvm.func @__spv__kernels_yz()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_yz_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
      %0 = llvm.mlir.poison : !llvm.struct<(i32, array<3 x i32>)>
      %1 = llvm.mlir.constant(17 : i32) : i32
      %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, array<3 x i32>)> 
      %3 = llvm.mlir.constant(1 : i32) : i32
      %4 = llvm.insertvalue %3, %2[1, 0] : !llvm.struct<(i32, array<3 x i32>)> 
      %5 = llvm.mlir.constant(2 : i32) : i32
      %6 = llvm.insertvalue %5, %4[1, 1] : !llvm.struct<(i32, array<3 x i32>)> 
      %7 = llvm.mlir.constant(2 : i32) : i32
      %8 = llvm.insertvalue %7, %6[1, 2] : !llvm.struct<(i32, array<3 x i32>)> 
      llvm.return %8 : !llvm.struct<(i32, array<3 x i32>)>
    }
    llvm.mlir.global external constant @__builtin__LocalInvocationId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external constant @__builtin__WorkgroupId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external constant @__builtin__GlobalInvocationId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external @__spv__kernels_yz_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<24 x i32>)>
    llvm.mlir.global external @__spv__kernels_yz_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<24 x i32>)>
    llvm.func @__spv__kernels_yz() {
      %0 = llvm.mlir.addressof @__spv__kernels_yz_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__spv__kernels_yz_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %2 = llvm.mlir.addressof @__builtin__GlobalInvocationId__ : !llvm.ptr
      %3 = llvm.load %2 : !llvm.ptr -> vector<3xi32>
      %4 = llvm.mlir.constant(0 : i32) : i32
      %5 = llvm.extractelement %3[%4 : i32] : vector<3xi32>
      %6 = llvm.mlir.addressof @__builtin__GlobalInvocationId__ : !llvm.ptr
      %7 = llvm.load %6 : !llvm.ptr -> vector<3xi32>
      %8 = llvm.mlir.constant(1 : i32) : i32
      %9 = llvm.extractelement %7[%8 : i32] : vector<3xi32>
      %10 = llvm.mlir.addressof @__builtin__GlobalInvocationId__ : !llvm.ptr
      %11 = llvm.load %10 : !llvm.ptr -> vector<3xi32>
      %12 = llvm.mlir.constant(2 : i32) : i32
      %13 = llvm.extractelement %11[%12 : i32] : vector<3xi32>
      %14 = llvm.mlir.addressof @__builtin__WorkgroupId__ : !llvm.ptr
      %15 = llvm.load %14 : !llvm.ptr -> vector<3xi32>
      %16 = llvm.mlir.constant(1 : i32) : i32
      %17 = llvm.extractelement %15[%16 : i32] : vector<3xi32>
      %18 = llvm.mlir.addressof @__builtin__WorkgroupId__ : !llvm.ptr
      %19 = llvm.load %18 : !llvm.ptr -> vector<3xi32>
      %20 = llvm.mlir.constant(2 : i32) : i32
      %21 = llvm.extractelement %19[%20 : i32] : vector<3xi32>
      %22 = llvm.mlir.addressof @__builtin__LocalInvocationId__ : !llvm.ptr
      %23 = llvm.load %22 : !llvm.ptr -> vector<3xi32>
      %24 = llvm.mlir.constant(1 : i32) : i32
      %25 = llvm.extractelement %23[%24 : i32] : vector<3xi32>
      %26 = llvm.mlir.addressof @__builtin__LocalInvocationId__ : !llvm.ptr
      %27 = llvm.load %26 : !llvm.ptr -> vector<3xi32>
      %28 = llvm.mlir.constant(2 : i32) : i32
      %29 = llvm.extractelement %27[%28 : i32] : vector<3xi32>
      %30 = llvm.mlir.constant(10 : i32) : i32
      %31 = llvm.mlir.constant(100 : i32) : i32
      %32 = llvm.mlir.constant(1000 : i32) : i32
      %33 = llvm.mul %13, %30 : i32
      %34 = llvm.add %33, %9 : i32
      %35 = llvm.mul %5, %32 : i32
      %36 = llvm.add %34, %35 : i32
      %37 = llvm.mlir.constant(0 : i32) : i32
      %38 = llvm.mlir.constant(0 : i32) : i32
      %39 = llvm.mlir.constant(4 : i32) : i32
      %40 = llvm.mul %13, %39 : i32
      %41 = llvm.mlir.constant(1 : i32) : i32
      %42 = llvm.add %9, %40 : i32
      %43 = llvm.mlir.constant(0 : i32) : i32
      %44 = llvm.getelementptr %0[%43, 0, %42] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x i32>)>
      llvm.store %36, %44 : i32, !llvm.ptr
      %45 = llvm.mul %17, %32 : i32
      %46 = llvm.mul %21, %31 : i32
      %47 = llvm.mul %25, %30 : i32
      %48 = llvm.add %45, %46 : i32
      %49 = llvm.add %48, %47 : i32
      %50 = llvm.add %49, %29 : i32
      %51 = llvm.mlir.constant(0 : i32) : i32
      %52 = llvm.mlir.constant(0 : i32) : i32
      %53 = llvm.mlir.constant(4 : i32) : i32
      %54 = llvm.mul %13, %53 : i32
      %55 = llvm.mlir.constant(1 : i32) : i32
      %56 = llvm.add %9, %54 : i32
      %57 = llvm.mlir.constant(0 : i32) : i32
      %58 = llvm.getelementptr %1[%57, 0, %56] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<24 x i32>)>
      llvm.store %50, %58 : i32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(6 : index) : i64
    %1 = llvm.mlir.constant(4 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(24 : index) : i64
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
    %17 = llvm.mlir.constant(6 : index) : i64
    %18 = llvm.mlir.constant(4 : index) : i64
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.mlir.constant(24 : index) : i64
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
    %34 = llvm.mlir.constant(1 : index) : i64
    %35 = llvm.mlir.constant(2 : index) : i64
    %36 = llvm.mlir.constant(3 : index) : i64
    %37 = llvm.mlir.constant(6 : index) : i64
    %38 = llvm.mlir.constant(4 : index) : i64
    %39 = llvm.mlir.constant(1 : index) : i64
    %40 = llvm.mlir.constant(24 : index) : i64
    %41 = llvm.mlir.zero : !llvm.ptr
    %42 = llvm.getelementptr %41[%40] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %43 = llvm.ptrtoint %42 : !llvm.ptr to i64
    %44 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.mlir.addressof @__spv__kernels_yz_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%45, %44, %43) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %46 = llvm.mlir.constant(6 : index) : i64
    %47 = llvm.mlir.constant(4 : index) : i64
    %48 = llvm.mlir.constant(1 : index) : i64
    %49 = llvm.mlir.constant(24 : index) : i64
    %50 = llvm.mlir.zero : !llvm.ptr
    %51 = llvm.getelementptr %50[%49] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %52 = llvm.ptrtoint %51 : !llvm.ptr to i64
    %53 = llvm.extractvalue %33[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.mlir.addressof @__spv__kernels_yz_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%54, %53, %52) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_yz() : () -> ()
    "llvm.intr.memcpy"(%44, %45, %43) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%53, %54, %52) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %55 = llvm.mlir.constant(1 : index) : i64
    %56 = llvm.alloca %55 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %16, %56 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %57 = llvm.mlir.constant(2 : index) : i64
    %58 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %59 = llvm.insertvalue %57, %58[0] : !llvm.struct<(i64, ptr)> 
    %60 = llvm.insertvalue %56, %59[1] : !llvm.struct<(i64, ptr)> 
    %61 = llvm.extractvalue %60[0] : !llvm.struct<(i64, ptr)> 
    %62 = llvm.extractvalue %60[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%61, %62) : (i64, !llvm.ptr) -> ()
    %63 = llvm.mlir.constant(1 : index) : i64
    %64 = llvm.alloca %63 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %33, %64 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %65 = llvm.mlir.constant(2 : index) : i64
    %66 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %67 = llvm.insertvalue %65, %66[0] : !llvm.struct<(i64, ptr)> 
    %68 = llvm.insertvalue %64, %67[1] : !llvm.struct<(i64, ptr)> 
    %69 = llvm.extractvalue %68[0] : !llvm.struct<(i64, ptr)> 
    %70 = llvm.extractvalue %68[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%69, %70) : (i64, !llvm.ptr) -> ()
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

