"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<2x6xf32>) -> ()}> ({
    ^bb0(%arg0: memref<2x6xf32>):
      %3 = "arith.constant"() <{value = 0 : index}> : () -> index
      %4 = "arith.constant"() <{value = 1 : index}> : () -> index
      %5 = "arith.constant"() <{value = 6 : index}> : () -> index
      %6 = "arith.constant"() <{value = 2.750000e+00 : f32}> : () -> f32
      %7 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
      %8 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
      %9 = "arith.constant"() <{value = -1.250000e+00 : f32}> : () -> f32
      "scf.for"(%3, %5, %4) ({
      ^bb0(%arg1: index):
        %10 = "arith.index_cast"(%arg1) : (index) -> i32
        %11 = "arith.sitofp"(%10) : (i32) -> f32
        %12 = "arith.mulf"(%11, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %13 = "arith.addf"(%7, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %14 = "arith.remf"(%13, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "memref.store"(%14, %arg0, %3, %arg1) : (f32, memref<2x6xf32>, index, index) -> ()
        %15 = "arith.remf"(%13, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "memref.store"(%15, %arg0, %4, %arg1) : (f32, memref<2x6xf32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "rem", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x6xf32>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%1, %1, %1, %1, %1, %1, %0) <{kernel = @kernels::@rem, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<2x6xf32>) -> ()
    %2 = "memref.cast"(%0) : (memref<2x6xf32>) -> memref<*xf32>
    "func.call"(%2) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

