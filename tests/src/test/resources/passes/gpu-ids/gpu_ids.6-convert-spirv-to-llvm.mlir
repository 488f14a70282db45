module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__other_nosize_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<16 x i32>)>
  llvm.func @__spv__other_nosize()
  llvm.mlir.global linkonce @__spv__kernels_ids_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<16 x i32>)>
  llvm.func @__spv__kernels_ids()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_ids_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
      %0 = llvm.mlir.poison : !llvm.struct<(i32, array<3 x i32>)>
      %1 = llvm.mlir.constant(17 : i32) : i32
      %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, array<3 x i32>)> 
      %3 = llvm.mlir.constant(2 : i32) : i32
      %4 = llvm.insertvalue %3, %2[1, 0] : !llvm.struct<(i32, array<3 x i32>)> 
      %5 = llvm.mlir.constant(3 : i32) : i32
      %6 = llvm.insertvalue %5, %4[1, 1] : !llvm.struct<(i32, array<3 x i32>)> 
      %7 = llvm.mlir.constant(1 : i32) : i32
      %8 = llvm.insertvalue %7, %6[1, 2] : !llvm.struct<(i32, array<3 x i32>)> 
      llvm.return %8 : !llvm.struct<(i32, array<3 x i32>)>
    }
    llvm.mlir.global external constant @__builtin__NumWorkgroups__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external constant @__builtin__GlobalInvocationId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external constant @__builtin__WorkgroupId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external constant @__builtin__LocalInvocationId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external @__spv__kernels_ids_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<16 x i32>)>
    llvm.func @__spv__kernels_ids() {
      %0 = llvm.mlir.addressof @__spv__kernels_ids_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__builtin__LocalInvocationId__ : !llvm.ptr
      %2 = llvm.load %1 : !llvm.ptr -> vector<3xi32>
      %3 = llvm.mlir.constant(0 : i32) : i32
      %4 = llvm.extractelement %2[%3 : i32] : vector<3xi32>
      %5 = llvm.mlir.addressof @__builtin__LocalInvocationId__ : !llvm.ptr
      %6 = llvm.load %5 : !llvm.ptr -> vector<3xi32>
      %7 = llvm.mlir.constant(1 : i32) : i32
      %8 = llvm.extractelement %6[%7 : i32] : vector<3xi32>
      %9 = llvm.mlir.addressof @__builtin__WorkgroupId__ : !llvm.ptr
      %10 = llvm.load %9 : !llvm.ptr -> vector<3xi32>
      %11 = llvm.mlir.constant(2 : i32) : i32
      %12 = llvm.extractelement %10[%11 : i32] : vector<3xi32>
      %13 = llvm.mlir.addressof @__builtin__GlobalInvocationId__ : !llvm.ptr
      %14 = llvm.load %13 : !llvm.ptr -> vector<3xi32>
      %15 = llvm.mlir.constant(0 : i32) : i32
      %16 = llvm.extractelement %14[%15 : i32] : vector<3xi32>
      %17 = llvm.mlir.addressof @__builtin__NumWorkgroups__ : !llvm.ptr
      %18 = llvm.load %17 : !llvm.ptr -> vector<3xi32>
      %19 = llvm.mlir.constant(0 : i32) : i32
      %20 = llvm.extractelement %18[%19 : i32] : vector<3xi32>
      %21 = llvm.mlir.addressof @__builtin__NumWorkgroups__ : !llvm.ptr
      %22 = llvm.load %21 : !llvm.ptr -> vector<3xi32>
      %23 = llvm.mlir.constant(1 : i32) : i32
      %24 = llvm.extractelement %22[%23 : i32] : vector<3xi32>
      %25 = llvm.mlir.constant(2 : i32) : i32
      %26 = llvm.mlir.constant(3 : i32) : i32
      %27 = llvm.mul %8, %25 : i32
      %28 = llvm.add %27, %4 : i32
      %29 = llvm.add %28, %20 : i32
      %30 = llvm.add %29, %24 : i32
      %31 = llvm.add %30, %12 : i32
      %32 = llvm.add %31, %26 : i32
      %33 = llvm.mlir.constant(0 : i32) : i32
      %34 = llvm.mlir.constant(0 : i32) : i32
      %35 = llvm.mlir.constant(1 : i32) : i32
      %36 = llvm.mlir.constant(0 : i32) : i32
      %37 = llvm.getelementptr %0[%36, 0, %16] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<16 x i32>)>
      llvm.store %32, %37 : i32, !llvm.ptr
      llvm.return
    }
  }
  module @__spv__other {
    llvm.mlir.global external constant @__builtin__WorkgroupId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external constant @__builtin__GlobalInvocationId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external constant @__builtin__WorkgroupSize__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external @__spv__other_nosize_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<16 x i32>)>
    llvm.func @__spv__other_nosize() {
      %0 = llvm.mlir.addressof @__spv__other_nosize_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__builtin__WorkgroupSize__ : !llvm.ptr
      %2 = llvm.load %1 : !llvm.ptr -> vector<3xi32>
      %3 = llvm.mlir.constant(2 : i32) : i32
      %4 = llvm.extractelement %2[%3 : i32] : vector<3xi32>
      %5 = llvm.mlir.addressof @__builtin__GlobalInvocationId__ : !llvm.ptr
      %6 = llvm.load %5 : !llvm.ptr -> vector<3xi32>
      %7 = llvm.mlir.constant(1 : i32) : i32
      %8 = llvm.extractelement %6[%7 : i32] : vector<3xi32>
      %9 = llvm.mlir.addressof @__builtin__WorkgroupId__ : !llvm.ptr
      %10 = llvm.load %9 : !llvm.ptr -> vector<3xi32>
      %11 = llvm.mlir.constant(1 : i32) : i32
      %12 = llvm.extractelement %10[%11 : i32] : vector<3xi32>
      %13 = llvm.add %4, %12 : i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(0 : i32) : i32
      %16 = llvm.mlir.constant(1 : i32) : i32
      %17 = llvm.mlir.constant(0 : i32) : i32
      %18 = llvm.getelementptr %0[%17, 0, %8] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<16 x i32>)>
      llvm.store %13, %18 : i32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(16 : index) : i64
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
    %13 = llvm.mlir.constant(1 : index) : i64
    %14 = llvm.mlir.constant(2 : index) : i64
    %15 = llvm.mlir.constant(3 : index) : i64
    %16 = llvm.mlir.constant(16 : index) : i64
    %17 = llvm.mlir.constant(1 : index) : i64
    %18 = llvm.mlir.zero : !llvm.ptr
    %19 = llvm.getelementptr %18[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %20 = llvm.ptrtoint %19 : !llvm.ptr to i64
    %21 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.mlir.addressof @__spv__kernels_ids_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%22, %21, %20) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_ids() : () -> ()
    "llvm.intr.memcpy"(%21, %22, %20) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %23 = llvm.mlir.constant(16 : index) : i64
    %24 = llvm.mlir.constant(1 : index) : i64
    %25 = llvm.mlir.zero : !llvm.ptr
    %26 = llvm.getelementptr %25[%23] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %27 = llvm.ptrtoint %26 : !llvm.ptr to i64
    %28 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.mlir.addressof @__spv__other_nosize_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%29, %28, %27) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__other_nosize() : () -> ()
    "llvm.intr.memcpy"(%28, %29, %27) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_main() attributes {llvm.emit_c_interface} {
    llvm.call @main() : () -> ()
    llvm.return
  }
}

