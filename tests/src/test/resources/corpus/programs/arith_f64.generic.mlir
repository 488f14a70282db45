"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<6x4xf64>) -> ()}> ({
    ^bb0(%arg0: memref<6x4xf64>):
      %3 = "arith.constant"() <{value = 0 : index}> : () -> index
      %4 = "arith.constant"() <{value = 1 : index}> : () -> index
      %5 = "arith.constant"() <{value = 2 : index}> : () -> index
      %6 = "arith.constant"() <{value = 3 : index}> : () -> index
      %7 = "arith.constant"() <{value = 4 : index}> : () -> index
      %8 = "arith.constant"() <{value = 5 : index}> : () -> index
      %9 = "arith.constant"() <{value = 1.000000e+15 : f64}> : () -> f64
      %10 = "arith.constant"() <{value = 0.33333333333333331 : f64}> : () -> f64
      %11 = "arith.constant"() <{value = 7.250000e+00 : f64}> : () -> f64
      "scf.for"(%3, %7, %4) ({
      ^bb0(%arg1: index):
        %12 = "arith.index_cast"(%arg1) : (index) -> i32
        %13 = "arith.sitofp"(%12) : (i32) -> f64
        %14 = "arith.mulf"(%13, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %15 = "arith.addf"(%9, %14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %16 = "arith.addf"(%15, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "memref.store"(%16, %arg0, %3, %arg1) : (f64, memref<6x4xf64>, index, index) -> ()
        %17 = "arith.subf"(%15, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "memref.store"(%17, %arg0, %4, %arg1) : (f64, memref<6x4xf64>, index, index) -> ()
        %18 = "arith.mulf"(%14, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "memref.store"(%18, %arg0, %5, %arg1) : (f64, memref<6x4xf64>, index, index) -> ()
        %19 = "arith.divf"(%11, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "memref.store"(%19, %arg0, %6, %arg1) : (f64, memref<6x4xf64>, index, index) -> ()
        %20 = "arith.negf"(%14) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
        "memref.store"(%20, %arg0, %7, %arg1) : (f64, memref<6x4xf64>, index, index) -> ()
        %21 = "arith.addf"(%13, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %22 = "arith.remf"(%21, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "memref.store"(%22, %arg0, %8, %arg1) : (f64, memref<6x4xf64>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "f64ops", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6x4xf64>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%1, %1, %1, %1, %1, %1, %0) <{kernel = @kernels::@f64ops, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<6x4xf64>) -> ()
    %2 = "memref.cast"(%0) : (memref<6x4xf64>) -> memref<*xf64>
    "func.call"(%2) <{callee = @printMemrefF64}> : (memref<*xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf64>) -> (), sym_name = "printMemrefF64", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

