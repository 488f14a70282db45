module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_grid3_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<72 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_grid3_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<72 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_grid3_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<72 x i32>)>
  llvm.func @__spv__kernels_grid3()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_grid3_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
      %0 = llvm.mlir.poison : !llvm.struct<(i32, array<3 x i32>)>
      %1 = llvm.mlir.constant(17 : i32) : i32
      %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, array<3 x i32>)> 
      %3 = llvm.mlir.constant(3 : i32) : i32
      %4 = llvm.insertvalue %3, %2[1, 0] : !llvm.struct<(i32, array<3 x i32>)> 
      %5 = llvm.mlir.constant(2 : i32) : i32
      %6 = llvm.insertvalue %5, %4[1, 1] : !llvm.struct<(i32, array<3 x i32>)> 
      %7 = llvm.mlir.constant(2 : i32) : i32
      %8 = llvm.insertvalue %7, %6[1, 2] : !llvm.struct<(i32, array<3 x i32>)> 
      llvm.return %8 : !llvm.struct<(i32, array<3 x i32>)>
    }
    llvm.mlir.global external constant @__builtin__GlobalInvocationId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external constant @__builtin__NumWorkgroups__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external constant @__builtin__LocalInvocationId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external constant @__builtin__WorkgroupId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external @__spv__kernels_grid3_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<72 x i32>)>
    llvm.mlir.global external @__spv__kernels_grid3_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<72 x i32>)>
    llvm.mlir.global external @__spv__kernels_grid3_arg_2_descriptor_set0_binding2() {addr_space = 0 : i32} : !llvm.struct<(array<72 x i32>)>
    llvm.func @__spv__kernels_grid3() {
      %0 = llvm.mlir.addressof @__spv__kernels_grid3_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__spv__kernels_grid3_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %2 = llvm.mlir.addressof @__spv__kernels_grid3_arg_2_descriptor_set0_binding2 : !llvm.ptr
      %3 = llvm.mlir.addressof @__builtin__WorkgroupId__ : !llvm.ptr
      %4 = llvm.load %3 : !llvm.ptr -> vector<3xi32>
      %5 = llvm.mlir.constant(0 : i32) : i32
      %6 = llvm.extractelement %4[%5 : i32] : vector<3xi32>
      %7 = llvm.mlir.addressof @__builtin__WorkgroupId__ : !llvm.ptr
      %8 = llvm.load %7 : !llvm.ptr -> vector<3xi32>
      %9 = llvm.mlir.constant(1 : i32) : i32
      %10 = llvm.extractelement %8[%9 : i32] : vector<3xi32>
      %11 = llvm.mlir.addressof @__builtin__WorkgroupId__ : !llvm.ptr
      %12 = llvm.load %11 : !llvm.ptr -> vector<3xi32>
      %13 = llvm.mlir.constant(2 : i32) : i32
      %14 = llvm.extractelement %12[%13 : i32] : vector<3xi32>
      %15 = llvm.mlir.addressof @__builtin__LocalInvocationId__ : !llvm.ptr
      %16 = llvm.load %15 : !llvm.ptr -> vector<3xi32>
      %17 = llvm.mlir.constant(0 : i32) : i32
      %18 = llvm.extractelement %16[%17 : i32] : vector<3xi32>
      %19 = llvm.mlir.addressof @__builtin__LocalInvocationId__ : !llvm.ptr
      %20 = llvm.load %19 : !llvm.ptr -> vector<3xi32>
      %21 = llvm.mlir.constant(1 : i32) : i32
      %22 = llvm.extractelement %20[%21 : i32] : vector<3xi32>
      %23 = llvm.mlir.addressof @__builtin__LocalInvocationId__ : !llvm.ptr
      %24 = llvm.load %23 : !llvm.ptr -> vector<3xi32>
      %25 = llvm.mlir.constant(2 : i32) : i32
      %26 = llvm.extractelement %24[%25 : i32] : vector<3xi32>
      %27 = llvm.mlir.constant(3 : i32) : i32
      %28 = llvm.mlir.constant(2 : i32) : i32
      %29 = llvm.mlir.constant(2 : i32) : i32
      %30 = llvm.mlir.addressof @__builtin__NumWorkgroups__ : !llvm.ptr
      %31 = llvm.load %30 : !llvm.ptr -> vector<3xi32>
      %32 = llvm.mlir.constant(0 : i32) : i32
      %33 = llvm.extractelement %31[%32 : i32] : vector<3xi32>
      %34 = llvm.mlir.addressof @__builtin__NumWorkgroups__ : !llvm.ptr
      %35 = llvm.load %34 : !llvm.ptr -> vector<3xi32>
      %36 = llvm.mlir.constant(1 : i32) : i32
      %37 = llvm.extractelement %35[%36 : i32] : vector<3xi32>
      %38 = llvm.mlir.addressof @__builtin__GlobalInvocationId__ : !llvm.ptr
      %39 = llvm.load %38 : !llvm.ptr -> vector<3xi32>
      %40 = llvm.mlir.constant(0 : i32) : i32
      %41 = llvm.extractelement %39[%40 : i32] : vector<3xi32>
      %42 = llvm.mlir.addressof @__builtin__GlobalInvocationId__ : !llvm.ptr
      %43 = llvm.load %42 : !llvm.ptr -> vector<3xi32>
      %44 = llvm.mlir.constant(1 : i32) : i32
      %45 = llvm.extractelement %43[%44 : i32] : vector<3xi32>
      %46 = llvm.mlir.addressof @__builtin__GlobalInvocationId__ : !llvm.ptr
      %47 = llvm.load %46 : !llvm.ptr -> vector<3xi32>
      %48 = llvm.mlir.constant(2 : i32) : i32
      %49 = llvm.extractelement %47[%48 : i32] : vector<3xi32>
      %50 = llvm.mlir.constant(6 : i32) : i32
      %51 = llvm.mlir.constant(10 : i32) : i32
      %52 = llvm.mlir.constant(36 : i32) : i32
      %53 = llvm.mlir.constant(100 : i32) : i32
      %54 = llvm.mul %14, %53 : i32
      %55 = llvm.mul %10, %51 : i32
      %56 = llvm.add %54, %55 : i32
      %57 = llvm.add %56, %6 : i32
      %58 = llvm.mlir.constant(0 : i32) : i32
      %59 = llvm.mlir.constant(0 : i32) : i32
      %60 = llvm.mlir.constant(36 : i32) : i32
      %61 = llvm.mul %49, %60 : i32
      %62 = llvm.mlir.constant(6 : i32) : i32
      %63 = llvm.mul %45, %62 : i32
      %64 = llvm.add %63, %61 : i32
      %65 = llvm.mlir.constant(1 : i32) : i32
      %66 = llvm.add %41, %64 : i32
      %67 = llvm.mlir.constant(0 : i32) : i32
      %68 = llvm.getelementptr %0[%67, 0, %66] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<72 x i32>)>
      llvm.store %57, %68 : i32, !llvm.ptr
      %69 = llvm.mul %26, %53 : i32
      %70 = llvm.mul %22, %51 : i32
      %71 = llvm.add %69, %70 : i32
      %72 = llvm.add %71, %18 : i32
      %73 = llvm.mlir.constant(0 : i32) : i32
      %74 = llvm.mlir.constant(0 : i32) : i32
      %75 = llvm.mlir.constant(36 : i32) : i32
      %76 = llvm.mul %49, %75 : i32
      %77 = llvm.mlir.constant(6 : i32) : i32
      %78 = llvm.mul %45, %77 : i32
      %79 = llvm.add %78, %76 : i32
      %80 = llvm.mlir.constant(1 : i32) : i32
      %81 = llvm.add %41, %79 : i32
      %82 = llvm.mlir.constant(0 : i32) : i32
      %83 = llvm.getelementptr %1[%82, 0, %81] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<72 x i32>)>
      llvm.store %72, %83 : i32, !llvm.ptr
      %84 = llvm.mul %14, %37 : i32
      %85 = llvm.add %84, %10 : i32
      %86 = llvm.mul %85, %33 : i32
      %87 = llvm.add %86, %6 : i32
      %88 = llvm.mlir.constant(6 : i32) : i32
      %89 = llvm.mul %88, %29 : i32
      %90 = llvm.mul %26, %28 : i32
      %91 = llvm.add %90, %22 : i32
      %92 = llvm.mul %91, %27 : i32
      %93 = llvm.add %92, %18 : i32
      %94 = llvm.mul %87, %89 : i32
      %95 = llvm.add %94, %93 : i32
      %96 = llvm.mul %49, %52 : i32
      %97 = llvm.mul %45, %50 : i32
      %98 = llvm.add %96, %97 : i32
      %99 = llvm.add %98, %41 : i32
      %100 = llvm.mlir.constant(0 : i32) : i32
      %101 = llvm.mlir.constant(0 : i32) : i32
      %102 = llvm.mlir.constant(1 : i32) : i32
      %103 = llvm.mlir.constant(0 : i32) : i32
      %104 = llvm.getelementptr %2[%103, 0, %95] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<72 x i32>)>
      llvm.store %99, %104 : i32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : index) : i64
    %1 = llvm.mlir.constant(6 : index) : i64
    %2 = llvm.mlir.constant(6 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(36 : index) : i64
    %5 = llvm.mlir.constant(72 : index) : i64
    %6 = llvm.mlir.zero : !llvm.ptr
    %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
    %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
    %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %13 = llvm.mlir.constant(0 : index) : i64
    %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %15 = llvm.insertvalue %0, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %16 = llvm.insertvalue %1, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %17 = llvm.insertvalue %2, %16[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %18 = llvm.insertvalue %4, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %19 = llvm.insertvalue %2, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %20 = llvm.insertvalue %3, %19[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %21 = llvm.mlir.constant(2 : index) : i64
    %22 = llvm.mlir.constant(6 : index) : i64
    %23 = llvm.mlir.constant(6 : index) : i64
    %24 = llvm.mlir.constant(1 : index) : i64
    %25 = llvm.mlir.constant(36 : index) : i64
    %26 = llvm.mlir.constant(72 : index) : i64
    %27 = llvm.mlir.zero : !llvm.ptr
    %28 = llvm.getelementptr %27[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %29 = llvm.ptrtoint %28 : !llvm.ptr to i64
    %30 = llvm.call @malloc(%29) : (i64) -> !llvm.ptr
    %31 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %32 = llvm.insertvalue %30, %31[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %34 = llvm.mlir.constant(0 : index) : i64
    %35 = llvm.insertvalue %34, %33[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %36 = llvm.insertvalue %21, %35[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %37 = llvm.insertvalue %22, %36[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %38 = llvm.insertvalue %23, %37[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %39 = llvm.insertvalue %25, %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %40 = llvm.insertvalue %23, %39[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %41 = llvm.insertvalue %24, %40[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %42 = llvm.mlir.constant(72 : index) : i64
    %43 = llvm.mlir.constant(1 : index) : i64
    %44 = llvm.mlir.zero : !llvm.ptr
    %45 = llvm.getelementptr %44[%42] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %46 = llvm.ptrtoint %45 : !llvm.ptr to i64
    %47 = llvm.call @malloc(%46) : (i64) -> !llvm.ptr
    %48 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %49 = llvm.insertvalue %47, %48[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %50 = llvm.insertvalue %47, %49[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %51 = llvm.mlir.constant(0 : index) : i64
    %52 = llvm.insertvalue %51, %50[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %53 = llvm.insertvalue %42, %52[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %54 = llvm.insertvalue %43, %53[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %55 = llvm.mlir.constant(1 : index) : i64
    %56 = llvm.mlir.constant(2 : index) : i64
    %57 = llvm.mlir.constant(3 : index) : i64
    %58 = llvm.mlir.constant(2 : index) : i64
    %59 = llvm.mlir.constant(6 : index) : i64
    %60 = llvm.mlir.constant(6 : index) : i64
    %61 = llvm.mlir.constant(1 : index) : i64
    %62 = llvm.mlir.constant(36 : index) : i64
    %63 = llvm.mlir.constant(72 : index) : i64
    %64 = llvm.mlir.zero : !llvm.ptr
    %65 = llvm.getelementptr %64[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %66 = llvm.ptrtoint %65 : !llvm.ptr to i64
    %67 = llvm.extractvalue %20[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %68 = llvm.mlir.addressof @__spv__kernels_grid3_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%68, %67, %66) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %69 = llvm.mlir.constant(2 : index) : i64
    %70 = llvm.mlir.constant(6 : index) : i64
    %71 = llvm.mlir.constant(6 : index) : i64
    %72 = llvm.mlir.constant(1 : index) : i64
    %73 = llvm.mlir.constant(36 : index) : i64
    %74 = llvm.mlir.constant(72 : index) : i64
    %75 = llvm.mlir.zero : !llvm.ptr
    %76 = llvm.getelementptr %75[%74] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %77 = llvm.ptrtoint %76 : !llvm.ptr to i64
    %78 = llvm.extractvalue %41[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %79 = llvm.mlir.addressof @__spv__kernels_grid3_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%79, %78, %77) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %80 = llvm.mlir.constant(72 : index) : i64
    %81 = llvm.mlir.constant(1 : index) : i64
    %82 = llvm.mlir.zero : !llvm.ptr
    %83 = llvm.getelementptr %82[%80] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %84 = llvm.ptrtoint %83 : !llvm.ptr to i64
    %85 = llvm.extractvalue %54[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %86 = llvm.mlir.addressof @__spv__kernels_grid3_arg_2_descriptor_set0_binding2 : !llvm.ptr
    "llvm.intr.memcpy"(%86, %85, %84) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_grid3() : () -> ()
    "llvm.intr.memcpy"(%67, %68, %66) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%78, %79, %77) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%85, %86, %84) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %87 = llvm.mlir.constant(1 : index) : i64
    %88 = llvm.alloca %87 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %20, %88 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    %89 = llvm.mlir.constant(3 : index) : i64
    %90 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %91 = llvm.insertvalue %89, %90[0] : !llvm.struct<(i64, ptr)> 
    %92 = llvm.insertvalue %88, %91[1] : !llvm.struct<(i64, ptr)> 
    %93 = llvm.extractvalue %92[0] : !llvm.struct<(i64, ptr)> 
    %94 = llvm.extractvalue %92[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%93, %94) : (i64, !llvm.ptr) -> ()
    %95 = llvm.mlir.constant(1 : index) : i64
    %96 = llvm.alloca %95 x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %41, %96 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    %97 = llvm.mlir.constant(3 : index) : i64
    %98 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %99 = llvm.insertvalue %97, %98[0] : !llvm.struct<(i64, ptr)> 
    %100 = llvm.insertvalue %96, %99[1] : !llvm.struct<(i64, ptr)> 
    %101 = llvm.extractvalue %100[0] : !llvm.struct<(i64, ptr)> 
    %102 = llvm.extractvalue %100[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%101, %102) : (i64, !llvm.ptr) -> ()
    %103 = llvm.mlir.constant(1 : index) : i64
    %104 = llvm.alloca %103 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %54, %104 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %105 = llvm.mlir.constant(1 : index) : i64
    %106 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %107 = llvm.insertvalue %105, %106[0] : !llvm.struct<(i64, ptr)> 
    %108 = llvm.insertvalue %104, %107[1] : !llvm.struct<(i64, ptr)> 
    %109 = llvm.extractvalue %108[0] : !llvm.struct<(i64, ptr)> 
    %110 = llvm.extractvalue %108[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%109, %110) : (i64, !llvm.ptr) -> ()
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

