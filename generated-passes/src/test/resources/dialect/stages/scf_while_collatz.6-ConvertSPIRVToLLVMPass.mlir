module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  llvm.mlir.global linkonce @__spv__kernels_collatz_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<12 x i32>)>
  llvm.func @__spv__kernels_collatz()
  llvm.func @malloc(i64) -> !llvm.ptr
  module @__spv__kernels {
    llvm.mlir.global external constant @__spv____spv__kernels___spv__kernels_collatz_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
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
    llvm.mlir.global external @__spv__kernels_collatz_arg_0_descriptor_set0_binding0() {addr_space = 0 : i32} : !llvm.struct<(array<12 x i32>)>
    llvm.func @__spv__kernels_collatz() {
      %0 = llvm.mlir.addressof @__spv__kernels_collatz_arg_0_descriptor_set0_binding0 : !llvm.ptr
      %1 = llvm.mlir.constant(0 : i32) : i32
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.mlir.constant(12 : i32) : i32
      %4 = llvm.mlir.constant(1 : i32) : i32
      %5 = llvm.mlir.constant(2 : i32) : i32
      %6 = llvm.mlir.constant(3 : i32) : i32
      %7 = llvm.mlir.constant(0 : i32) : i32
      llvm.br ^bb1(%1 : i32)
    ^bb1(%8: i32):  // 2 preds: ^bb0, ^bb10
      %9 = llvm.icmp "slt" %8, %3 : i32
      llvm.cond_br %9, ^bb2, ^bb11
    ^bb2:  // pred: ^bb1
      %10 = llvm.add %8, %4 : i32
      %11 = llvm.mlir.constant(1 : i32) : i32
      %12 = llvm.alloca %11 x i32 : (i32) -> !llvm.ptr
      %13 = llvm.mlir.constant(1 : i32) : i32
      %14 = llvm.alloca %13 x i32 : (i32) -> !llvm.ptr
      llvm.br ^bb3(%10, %7 : i32, i32)
    ^bb3(%15: i32, %16: i32):  // 2 preds: ^bb2, ^bb8
      %17 = llvm.icmp "ne" %15, %4 : i32
      llvm.store %15, %12 : i32, !llvm.ptr
      llvm.store %16, %14 : i32, !llvm.ptr
      llvm.cond_br %17, ^bb4(%15, %16 : i32, i32), ^bb9
    ^bb4(%18: i32, %19: i32):  // pred: ^bb3
      %20 = llvm.urem %18, %5 : i32
      %21 = llvm.icmp "eq" %20, %7 : i32
      %22 = llvm.mlir.constant(1 : i32) : i32
      %23 = llvm.alloca %22 x i32 : (i32) -> !llvm.ptr
      llvm.cond_br %21, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %24 = llvm.udiv %18, %5 : i32
      llvm.store %24, %23 : i32, !llvm.ptr
      llvm.br ^bb7
    ^bb6:  // pred: ^bb4
      %25 = llvm.mul %18, %6 : i32
      %26 = llvm.add %25, %4 : i32
      llvm.store %26, %23 : i32, !llvm.ptr
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      llvm.br ^bb8
    ^bb8:  // pred: ^bb7
      %27 = llvm.load %23 : !llvm.ptr -> i32
      %28 = llvm.add %19, %4 : i32
      llvm.br ^bb3(%27, %28 : i32, i32)
    ^bb9:  // pred: ^bb3
      llvm.br ^bb10
    ^bb10:  // pred: ^bb9
      %29 = llvm.load %14 : !llvm.ptr -> i32
      %30 = llvm.load %12 : !llvm.ptr -> i32
      %31 = llvm.mlir.constant(0 : i32) : i32
      %32 = llvm.mlir.constant(0 : i32) : i32
      %33 = llvm.mlir.constant(1 : i32) : i32
      %34 = llvm.mlir.constant(0 : i32) : i32
      %35 = llvm.getelementptr %0[%34, 0, %8] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<12 x i32>)>
      llvm.store %29, %35 : i32, !llvm.ptr
      %36 = llvm.add %8, %2 : i32
      llvm.br ^bb1(%36 : i32)
    ^bb11:  // pred: ^bb1
      llvm.br ^bb12
    ^bb12:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @main() attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(12 : index) : i64
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
    %14 = llvm.mlir.constant(12 : index) : i64
    %15 = llvm.mlir.constant(1 : index) : i64
    %16 = llvm.mlir.zero : !llvm.ptr
    %17 = llvm.getelementptr %16[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %18 = llvm.ptrtoint %17 : !llvm.ptr to i64
    %19 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.mlir.addressof @__spv__kernels_collatz_arg_0_descriptor_set0_binding0 : !llvm.ptr
    "llvm.intr.memcpy"(%20, %19, %18) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.call @__spv__kernels_collatz() : () -> ()
    "llvm.intr.memcpy"(%19, %20, %18) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %21 = llvm.mlir.constant(1 : index) : i64
    %22 = llvm.alloca %21 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %12, %22 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %23 = llvm.mlir.constant(1 : index) : i64
    %24 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %25 = llvm.insertvalue %23, %24[0] : !llvm.struct<(i64, ptr)> 
    %26 = llvm.insertvalue %22, %25[1] : !llvm.struct<(i64, ptr)> 
    %27 = llvm.extractvalue %26[0] : !llvm.struct<(i64, ptr)> 
    %28 = llvm.extractvalue %26[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefI32(%27, %28) : (i64, !llvm.ptr) -> ()
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
