module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_dims_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<48 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_dims_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<48 x i32>)>
  llvm.func @__spv__kernels_dims()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_dims_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
      %0 = llvm.mlir.poison : !llvm.struct<(i32, array<3 x i32>)>
      %1 = llvm.mlir.constant(17 : i32) : i32
      %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, array<3 x i32>)> 
      %3 = llvm.mlir.constant(2 : i32) : i32
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
    llvm.mlir.global external @__spv__kernels_dims_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<48 x i32>)>
    llvm.mlir.global external @__spv__kernels_dims_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<48 x i32>)>
    llvm.func @__spv__kernels_dims() {
      %0 = llvm.mlir.addressof @__spv__kernels_dims_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__spv__kernels_dims_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %2 = llvm.mlir.addressof @__builtin__WorkgroupId__ : !llvm.ptr
      %3 = llvm.load %2 : !llvm.ptr -> vector<3xi32>
      %4 = llvm.mlir.constant(0 : i32) : i32
      %5 = llvm.extractelement %3[%4 : i32] : vector<3xi32>
      %6 = llvm.mlir.addressof @__builtin__WorkgroupId__ : !llvm.ptr
      %7 = llvm.load %6 : !llvm.ptr -> vector<3xi32>
      %8 = llvm.mlir.constant(1 : i32) : i32
      %9 = llvm.extractelement %7[%8 : i32] : vector<3xi32>
      %10 = llvm.mlir.addressof @__builtin__WorkgroupId__ : !llvm.ptr
      %11 = llvm.load %10 : !llvm.ptr -> vector<3xi32>
      %12 = llvm.mlir.constant(2 : i32) : i32
      %13 = llvm.extractelement %11[%12 : i32] : vector<3xi32>
      %14 = llvm.mlir.addressof @__builtin__LocalInvocationId__ : !llvm.ptr
      %15 = llvm.load %14 : !llvm.ptr -> vector<3xi32>
      %16 = llvm.mlir.constant(0 : i32) : i32
      %17 = llvm.extractelement %15[%16 : i32] : vector<3xi32>
      %18 = llvm.mlir.addressof @__builtin__LocalInvocationId__ : !llvm.ptr
      %19 = llvm.load %18 : !llvm.ptr -> vector<3xi32>
      %20 = llvm.mlir.constant(1 : i32) : i32
      %21 = llvm.extractelement %19[%20 : i32] : vector<3xi32>
      %22 = llvm.mlir.addressof @__builtin__LocalInvocationId__ : !llvm.ptr
      %23 = llvm.load %22 : !llvm.ptr -> vector<3xi32>
      %24 = llvm.mlir.constant(2 : i32) : i32
      %25 = llvm.extractelement %23[%24 : i32] : vector<3xi32>
      %26 = llvm.mlir.constant(2 : i32) : i32
      %27 = llvm.mlir.constant(2 : i32) : i32
      %28 = llvm.mlir.constant(2 : i32) : i32
      %29 = llvm.mlir.addressof @__builtin__NumWorkgroups__ : !llvm.ptr
      %30 = llvm.load %29 : !llvm.ptr -> vector<3xi32>
      %31 = llvm.mlir.constant(0 : i32) : i32
      %32 = llvm.extractelement %30[%31 : i32] : vector<3xi32>
      %33 = llvm.mlir.addressof @__builtin__NumWorkgroups__ : !llvm.ptr
      %34 = llvm.load %33 : !llvm.ptr -> vector<3xi32>
      %35 = llvm.mlir.constant(1 : i32) : i32
      %36 = llvm.extractelement %34[%35 : i32] : vector<3xi32>
      %37 = llvm.mlir.addressof @__builtin__NumWorkgroups__ : !llvm.ptr
      %38 = llvm.load %37 : !llvm.ptr -> vector<3xi32>
      %39 = llvm.mlir.constant(2 : i32) : i32
      %40 = llvm.extractelement %38[%39 : i32] : vector<3xi32>
      %41 = llvm.mlir.addressof @__builtin__GlobalInvocationId__ : !llvm.ptr
      %42 = llvm.load %41 : !llvm.ptr -> vector<3xi32>
      %43 = llvm.mlir.constant(0 : i32) : i32
      %44 = llvm.extractelement %42[%43 : i32] : vector<3xi32>
      %45 = llvm.mlir.addressof @__builtin__GlobalInvocationId__ : !llvm.ptr
      %46 = llvm.load %45 : !llvm.ptr -> vector<3xi32>
      %47 = llvm.mlir.constant(1 : i32) : i32
      %48 = llvm.extractelement %46[%47 : i32] : vector<3xi32>
      %49 = llvm.mlir.addressof @__builtin__GlobalInvocationId__ : !llvm.ptr
      %50 = llvm.load %49 : !llvm.ptr -> vector<3xi32>
      %51 = llvm.mlir.constant(2 : i32) : i32
      %52 = llvm.extractelement %50[%51 : i32] : vector<3xi32>
      %53 = llvm.mlir.constant(10 : i32) : i32
      %54 = llvm.mlir.constant(100 : i32) : i32
      %55 = llvm.mlir.constant(1000 : i32) : i32
      %56 = llvm.mlir.constant(10000 : i32) : i32
      %57 = llvm.mlir.constant(100000 : i32) : i32
      %58 = llvm.mul %32, %26 : i32
      %59 = llvm.mul %36, %27 : i32
      %60 = llvm.mul %58, %59 : i32
      %61 = llvm.mul %52, %60 : i32
      %62 = llvm.mul %48, %58 : i32
      %63 = llvm.add %61, %62 : i32
      %64 = llvm.add %63, %44 : i32
      %65 = llvm.mul %32, %57 : i32
      %66 = llvm.mul %36, %56 : i32
      %67 = llvm.mul %40, %55 : i32
      %68 = llvm.mlir.constant(200 : i32) : i32
      %69 = llvm.mlir.constant(20 : i32) : i32
      %70 = llvm.add %65, %66 : i32
      %71 = llvm.add %70, %67 : i32
      %72 = llvm.add %71, %68 : i32
      %73 = llvm.add %72, %69 : i32
      %74 = llvm.add %73, %28 : i32
      %75 = llvm.mlir.constant(0 : i32) : i32
      %76 = llvm.mlir.constant(0 : i32) : i32
      %77 = llvm.mlir.constant(1 : i32) : i32
      %78 = llvm.mlir.constant(0 : i32) : i32
      %79 = llvm.getelementptr %0[%78, 0, %64] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<48 x i32>)>
      llvm.store %74, %79 : i32, !llvm.ptr
      %80 = llvm.mul %13, %36 : i32
      %81 = llvm.add %80, %9 : i32
      %82 = llvm.mul %81, %32 : i32
      %83 = llvm.add %82, %5 : i32
      %84 = llvm.mlir.constant(4 : i32) : i32
      %85 = llvm.mul %84, %28 : i32
      %86 = llvm.mul %25, %27 : i32
      %87 = llvm.add %86, %21 : i32
      %88 = llvm.mul %87, %26 : i32
      %89 = llvm.add %88, %17 : i32
      %90 = llvm.mul %83, %85 : i32
      %91 = llvm.add %90, %89 : i32
      %92 = llvm.mlir.constant(0 : i32) : i32
      %93 = llvm.mlir.constant(0 : i32) : i32
      %94 = llvm.mlir.constant(1 : i32) : i32
      %95 = llvm.mlir.constant(0 : i32) : i32
      %96 = llvm.getelementptr %1[%95, 0, %64] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<48 x i32>)>
      llvm.store %91, %96 : i32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(48 : index) : i64
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
    %13 = llvm.mlir.constant(48 : index) : i64
    %14 = llvm.mlir.constant(1 : index) : i64
    %15 = llvm.mlir.zero : !llvm.ptr
    %16 = llvm.getelementptr %15[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
    %18 = llvm.call @malloc(%17) : (i64) -> !llvm.ptr
    %19 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.mlir.constant(0 : index) : i64
    %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %13, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %14, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.mlir.constant(1 : index) : i64
    %27 = llvm.mlir.constant(2 : index) : i64
    %28 = llvm.mlir.constant(3 : index) : i64
    %29 = llvm.mlir.constant(48 : index) : i64
    %30 = llvm.mlir.constant(1 : index) : i64
    %31 = llvm.mlir.zero : !llvm.ptr
    %32 = llvm.getelementptr %31[%29] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %33 = llvm.ptrtoint %32 : !llvm.ptr to i64
    %34 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.mlir.addressof @__spv__kernels_dims_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%35, %34, %33) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %36 = llvm.mlir.constant(48 : index) : i64
    %37 = llvm.mlir.constant(1 : index) : i64
    %38 = llvm.mlir.zero : !llvm.ptr
    %39 = llvm.getelementptr %38[%36] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %40 = llvm.ptrtoint %39 : !llvm.ptr to i64
    %41 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.mlir.addressof @__spv__kernels_dims_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%42, %41, %40) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_dims() : () -> ()
    "llvm.intr.memcpy"(%34, %35, %33) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%41, %42, %40) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %43 = llvm.mlir.constant(1 : index) : i64
    %44 = llvm.alloca %43 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %12, %44 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %45 = llvm.mlir.constant(1 : index) : i64
    %46 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %47 = llvm.insertvalue %45, %46[0] : !llvm.struct<(i64, ptr)> 
    %48 = llvm.insertvalue %44, %47[1] : !llvm.struct<(i64, ptr)> 
    %49 = llvm.extractvalue %48[0] : !llvm.struct<(i64, ptr)> 
    %50 = llvm.extractvalue %48[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%49, %50) : (i64, !llvm.ptr) -> ()
    %51 = llvm.mlir.constant(1 : index) : i64
    %52 = llvm.alloca %51 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %25, %52 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %53 = llvm.mlir.constant(1 : index) : i64
    %54 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %55 = llvm.insertvalue %53, %54[0] : !llvm.struct<(i64, ptr)> 
    %56 = llvm.insertvalue %52, %55[1] : !llvm.struct<(i64, ptr)> 
    %57 = llvm.extractvalue %56[0] : !llvm.struct<(i64, ptr)> 
    %58 = llvm.extractvalue %56[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%57, %58) : (i64, !llvm.ptr) -> ()
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

