"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<4xf64>, memref<4xf32>) -> ()}> ({
    ^bb0(%arg0: memref<4xf64>, %arg1: memref<4xf32>):
      %5 = "arith.constant"() <{value = 0 : index}> : () -> index
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      %7 = "arith.constant"() <{value = 4 : index}> : () -> index
      %8 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
      %9 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
      %10 = "arith.constant"() <{value = 1.000000e+30 : f64}> : () -> f64
      "scf.for"(%5, %7, %6) ({
      ^bb0(%arg2: index):
        %11 = "arith.index_cast"(%arg2) : (index) -> i32
        %12 = "arith.sitofp"(%11) : (i32) -> f32
        %13 = "arith.mulf"(%12, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %14 = "arith.extf"(%13) : (f32) -> f64
        %15 = "arith.divf"(%14, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %16 = "arith.addf"(%15, %14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "memref.store"(%16, %arg0, %arg2) : (f64, memref<4xf64>, index) -> ()
        %17 = "arith.mulf"(%16, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %18 = "arith.truncf"(%17) : (f64) -> f32
        "memref.store"(%18, %arg1, %arg2) : (f32, memref<4xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "fwidth", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0, %1) <{kernel = @kernels::@fwidth, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<4xf64>, memref<4xf32>) -> ()
    %3 = "memref.cast"(%0) : (memref<4xf64>) -> memref<*xf64>
    "func.call"(%3) <{callee = @printMemrefF64}> : (memref<*xf64>) -> ()
    %4 = "memref.cast"(%1) : (memref<4xf32>) -> memref<*xf32>
    "func.call"(%4) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf64>) -> (), sym_name = "printMemrefF64", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

