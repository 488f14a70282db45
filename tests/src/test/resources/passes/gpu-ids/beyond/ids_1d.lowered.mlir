module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_ids_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<8 x i32>)>
  llvm.mlir.global linkonce @__spv__kernels_ids_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<8 x i32>)>
  llvm.func @__spv__kernels_ids()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_ids_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
      %0 = llvm.mlir.poison : !llvm.struct<(i32, array<3 x i32>)>
      %1 = llvm.mlir.constant(17 : i32) : i32
      %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, array<3 x i32>)> 
      %3 = llvm.mlir.constant(4 : i32) : i32
      %4 = llvm.insertvalue %3, %2[1, 0] : !llvm.struct<(i32, array<3 x i32>)> 
      %5 = llvm.mlir.constant(1 : i32) : i32
      %6 = llvm.insertvalue %5, %4[1, 1] : !llvm.struct<(i32, array<3 x i32>)> 
      %7 = llvm.mlir.constant(1 : i32) : i32
      %8 = llvm.insertvalue %7, %6[1, 2] : !llvm.struct<(i32, array<3 x i32>)> 
      llvm.return %8 : !llvm.struct<(i32, array<3 x i32>)>
    }
    llvm.mlir.global external constant @__builtin__GlobalInvocationId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external constant @__builtin__WorkgroupId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external constant @__builtin__LocalInvocationId__() {addr_space = 0 : i32} : vector<3xi32>
    llvm.mlir.global external @__spv__kernels_ids_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<8 x i32>)>
    llvm.mlir.global external @__spv__kernels_ids_arg_1_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<8 x i32>)>
    llvm.func @__spv__kernels_ids() {
      %0 = llvm.mlir.addressof @__spv__kernels_ids_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.addressof @__spv__kernels_ids_arg_1_descriptor_set0_binding1 : !llvm.ptr
      %2 = llvm.mlir.addressof @__builtin__LocalInvocationId__ : !llvm.ptr
      %3 = llvm.load %2 : !llvm.ptr -> vector<3xi32>
      %4 = llvm.mlir.constant(0 : i32) : i32
      %5 = llvm.extractelement %3[%4 : i32] : vector<3xi32>
      %6 = llvm.mlir.addressof @__builtin__WorkgroupId__ : !llvm.ptr
      %7 = llvm.load %6 : !llvm.ptr -> vector<3xi32>
      %8 = llvm.mlir.constant(0 : i32) : i32
      %9 = llvm.extractelement %7[%8 : i32] : vector<3xi32>
      %10 = llvm.mlir.constant(4 : i32) : i32
      %11 = llvm.mlir.addressof @__builtin__GlobalInvocationId__ : !llvm.ptr
      %12 = llvm.load %11 : !llvm.ptr -> vector<3xi32>
      %13 = llvm.mlir.constant(0 : i32) : i32
      %14 = llvm.extractelement %12[%13 : i32] : vector<3xi32>
      %15 = llvm.mlir.constant(100 : i32) : i32
      %16 = llvm.mul %9, %15 : i32
      %17 = llvm.add %16, %5 : i32
      %18 = llvm.mlir.constant(0 : i32) : i32
      %19 = llvm.mlir.constant(0 : i32) : i32
      %20 = llvm.mlir.constant(1 : i32) : i32
      %21 = llvm.mlir.constant(0 : i32) : i32
      %22 = llvm.getelementptr %0[%21, 0, %14] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<8 x i32>)>
      llvm.store %17, %22 : i32, !llvm.ptr
      %23 = llvm.mul %9, %10 : i32
      %24 = llvm.add %23, %5 : i32
      %25 = llvm.mlir.constant(0 : i32) : i32
      %26 = llvm.mlir.constant(0 : i32) : i32
      %27 = llvm.mlir.constant(1 : i32) : i32
      %28 = llvm.mlir.constant(0 : i32) : i32
      %29 = llvm.getelementptr %1[%28, 0, %24] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<8 x i32>)>
      llvm.store %14, %29 : i32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(8 : index) : i64
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
    %13 = llvm.mlir.constant(8 : index) : i64
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
    %28 = llvm.mlir.constant(4 : index) : i64
    %29 = llvm.mlir.constant(8 : index) : i64
    %30 = llvm.mlir.constant(1 : index) : i64
    %31 = llvm.mlir.zero : !llvm.ptr
    %32 = llvm.getelementptr %31[%29] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %33 = llvm.ptrtoint %32 : !llvm.ptr to i64
    %34 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.mlir.addressof @__spv__kernels_ids_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%35, %34, %33) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %36 = llvm.mlir.constant(8 : index) : i64
    %37 = llvm.mlir.constant(1 : index) : i64
    %38 = llvm.mlir.zero : !llvm.ptr
    %39 = llvm.getelementptr %38[%36] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %40 = llvm.ptrtoint %39 : !llvm.ptr to i64
    %41 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.mlir.addressof @__spv__kernels_ids_arg_1_descriptor_set0_binding1 : !llvm.ptr
    "llvm.intr.memcpy"(%42, %41, %40) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_ids() : () -> ()
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

