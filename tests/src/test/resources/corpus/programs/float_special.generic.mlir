"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xf32>, memref<4xf64>) -> ()}> ({
    ^bb0(%arg0: memref<8xf32>, %arg1: memref<4xf64>):
      %5 = "arith.constant"() <{value = 0 : index}> : () -> index
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      %7 = "arith.constant"() <{value = 2 : index}> : () -> index
      %8 = "arith.constant"() <{value = 3 : index}> : () -> index
      %9 = "arith.constant"() <{value = 4 : index}> : () -> index
      %10 = "arith.constant"() <{value = 5 : index}> : () -> index
      %11 = "arith.constant"() <{value = 6 : index}> : () -> index
      %12 = "arith.constant"() <{value = 7 : index}> : () -> index
      %13 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %14 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %15 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
      %16 = "arith.constant"() <{value = 3.000000e+38 : f32}> : () -> f32
      %17 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
      %18 = "arith.divf"(%14, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.store"(%18, %arg0, %5) : (f32, memref<8xf32>, index) -> ()
      %19 = "arith.divf"(%15, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.store"(%19, %arg0, %6) : (f32, memref<8xf32>, index) -> ()
      %20 = "arith.divf"(%13, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.store"(%20, %arg0, %7) : (f32, memref<8xf32>, index) -> ()
      %21 = "arith.subf"(%18, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.store"(%21, %arg0, %8) : (f32, memref<8xf32>, index) -> ()
      %22 = "arith.negf"(%13) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "memref.store"(%22, %arg0, %9) : (f32, memref<8xf32>, index) -> ()
      "memref.store"(%17, %arg0, %10) : (f32, memref<8xf32>, index) -> ()
      %23 = "arith.mulf"(%16, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.store"(%23, %arg0, %11) : (f32, memref<8xf32>, index) -> ()
      %24 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      %25 = "arith.mulf"(%17, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.store"(%25, %arg0, %12) : (f32, memref<8xf32>, index) -> ()
      %26 = "arith.constant"() <{value = 3.1415926535897931 : f64}> : () -> f64
      "memref.store"(%26, %arg1, %5) : (f64, memref<4xf64>, index) -> ()
      %27 = "arith.constant"() <{value = 1.000000e-310 : f64}> : () -> f64
      "memref.store"(%27, %arg1, %6) : (f64, memref<4xf64>, index) -> ()
      %28 = "arith.constant"() <{value = 0x419D6F3454000000 : f64}> : () -> f64
      "memref.store"(%28, %arg1, %7) : (f64, memref<4xf64>, index) -> ()
      %29 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
      %30 = "arith.constant"() <{value = -5.000000e+00 : f64}> : () -> f64
      %31 = "arith.divf"(%30, %29) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "memref.store"(%31, %arg1, %8) : (f64, memref<4xf64>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "special", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0, %1) <{kernel = @kernels::@special, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<8xf32>, memref<4xf64>) -> ()
    %3 = "memref.cast"(%0) : (memref<8xf32>) -> memref<*xf32>
    "func.call"(%3) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %4 = "memref.cast"(%1) : (memref<4xf64>) -> memref<*xf64>
    "func.call"(%4) <{callee = @printMemrefF64}> : (memref<*xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf64>) -> (), sym_name = "printMemrefF64", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

