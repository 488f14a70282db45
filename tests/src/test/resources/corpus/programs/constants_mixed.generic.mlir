"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<6xi32>, memref<7xf32>) -> ()}> ({
    ^bb0(%arg0: memref<6xi32>, %arg1: memref<7xf32>):
      %5 = "arith.constant"() <{value = 0 : index}> : () -> index
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      %7 = "arith.constant"() <{value = 2 : index}> : () -> index
      %8 = "arith.constant"() <{value = 3 : index}> : () -> index
      %9 = "arith.constant"() <{value = 4 : index}> : () -> index
      %10 = "arith.constant"() <{value = 5 : index}> : () -> index
      %11 = "arith.constant"() <{value = 6 : index}> : () -> index
      %12 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      %13 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
      %14 = "arith.constant"() <{value = 127 : i32}> : () -> i32
      %15 = "arith.constant"() <{value = -2 : i32}> : () -> i32
      %16 = "arith.constant"() <{value = true}> : () -> i1
      %17 = "arith.constant"() <{value = false}> : () -> i1
      %18 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %19 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %20 = "arith.select"(%16, %18, %19) : (i1, i32, i32) -> i32
      %21 = "arith.select"(%17, %18, %19) : (i1, i32, i32) -> i32
      "memref.store"(%12, %arg0, %5) : (i32, memref<6xi32>, index) -> ()
      "memref.store"(%13, %arg0, %6) : (i32, memref<6xi32>, index) -> ()
      "memref.store"(%14, %arg0, %7) : (i32, memref<6xi32>, index) -> ()
      "memref.store"(%15, %arg0, %8) : (i32, memref<6xi32>, index) -> ()
      "memref.store"(%20, %arg0, %9) : (i32, memref<6xi32>, index) -> ()
      "memref.store"(%21, %arg0, %10) : (i32, memref<6xi32>, index) -> ()
      %22 = "arith.constant"() <{value = 1.500000e+03 : f32}> : () -> f32
      %23 = "arith.constant"() <{value = -2.500000e-02 : f32}> : () -> f32
      %24 = "arith.constant"() <{value = 3.14159274 : f32}> : () -> f32
      %25 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
      %26 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
      %27 = "arith.constant"() <{value = 9.99999935E-39 : f32}> : () -> f32
      %28 = "arith.constant"() <{value = 123456.789 : f32}> : () -> f32
      "memref.store"(%22, %arg1, %5) : (f32, memref<7xf32>, index) -> ()
      "memref.store"(%23, %arg1, %6) : (f32, memref<7xf32>, index) -> ()
      "memref.store"(%24, %arg1, %7) : (f32, memref<7xf32>, index) -> ()
      "memref.store"(%25, %arg1, %8) : (f32, memref<7xf32>, index) -> ()
      "memref.store"(%26, %arg1, %9) : (f32, memref<7xf32>, index) -> ()
      "memref.store"(%27, %arg1, %10) : (f32, memref<7xf32>, index) -> ()
      "memref.store"(%28, %arg1, %11) : (f32, memref<7xf32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "consts", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<7xf32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0, %1) <{kernel = @kernels::@consts, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<6xi32>, memref<7xf32>) -> ()
    %3 = "memref.cast"(%0) : (memref<6xi32>) -> memref<*xi32>
    "func.call"(%3) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %4 = "memref.cast"(%1) : (memref<7xf32>) -> memref<*xf32>
    "func.call"(%4) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

