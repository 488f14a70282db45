"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<2xi64>, memref<10xi64>) -> ()}> ({
    ^bb0(%arg0: memref<2xi64>, %arg1: memref<10xi64>):
      %7 = "arith.constant"() <{value = 0 : index}> : () -> index
      %8 = "arith.constant"() <{value = 1 : index}> : () -> index
      %9 = "arith.constant"() <{value = 2 : index}> : () -> index
      %10 = "arith.constant"() <{value = 3 : index}> : () -> index
      %11 = "arith.constant"() <{value = 4 : index}> : () -> index
      %12 = "arith.constant"() <{value = 5 : index}> : () -> index
      %13 = "arith.constant"() <{value = 6 : index}> : () -> index
      %14 = "arith.constant"() <{value = 7 : index}> : () -> index
      %15 = "arith.constant"() <{value = 8 : index}> : () -> index
      %16 = "arith.constant"() <{value = 9 : index}> : () -> index
      %17 = "memref.load"(%arg0, %7) : (memref<2xi64>, index) -> i64
      %18 = "memref.load"(%arg0, %8) : (memref<2xi64>, index) -> i64
      %19 = "arith.constant"() <{value = 20 : i64}> : () -> i64
      %20 = "arith.constant"() <{value = 281470681808895 : i64}> : () -> i64
      %21 = "arith.addi"(%17, %18) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "memref.store"(%21, %arg1, %7) : (i64, memref<10xi64>, index) -> ()
      %22 = "arith.subi"(%18, %17) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "memref.store"(%22, %arg1, %8) : (i64, memref<10xi64>, index) -> ()
      %23 = "arith.muli"(%17, %18) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "memref.store"(%23, %arg1, %9) : (i64, memref<10xi64>, index) -> ()
      %24 = "arith.divsi"(%22, %17) : (i64, i64) -> i64
      "memref.store"(%24, %arg1, %10) : (i64, memref<10xi64>, index) -> ()
      %25 = "arith.divui"(%22, %18) : (i64, i64) -> i64
      "memref.store"(%25, %arg1, %11) : (i64, memref<10xi64>, index) -> ()
      %26 = "arith.remui"(%17, %18) : (i64, i64) -> i64
      "memref.store"(%26, %arg1, %12) : (i64, memref<10xi64>, index) -> ()
      %27 = "arith.andi"(%17, %20) : (i64, i64) -> i64
      "memref.store"(%27, %arg1, %13) : (i64, memref<10xi64>, index) -> ()
      %28 = "arith.xori"(%18, %20) : (i64, i64) -> i64
      "memref.store"(%28, %arg1, %14) : (i64, memref<10xi64>, index) -> ()
      %29 = "arith.shli"(%17, %19) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "memref.store"(%29, %arg1, %15) : (i64, memref<10xi64>, index) -> ()
      %30 = "arith.shrsi"(%22, %19) : (i64, i64) -> i64
      "memref.store"(%30, %arg1, %16) : (i64, memref<10xi64>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "i64ops", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi64>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xi64>
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 123456789012 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = -987654321 : i64}> : () -> i64
    "memref.store"(%4, %0, %2) : (i64, memref<2xi64>, index) -> ()
    "memref.store"(%5, %0, %3) : (i64, memref<2xi64>, index) -> ()
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %0, %1) <{kernel = @kernels::@i64ops, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<2xi64>, memref<10xi64>) -> ()
    %6 = "memref.cast"(%1) : (memref<10xi64>) -> memref<*xi64>
    "func.call"(%6) <{callee = @printMemrefI64}> : (memref<*xi64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi64>) -> (), sym_name = "printMemrefI64", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

