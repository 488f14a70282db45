"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<1xi32>, memref<1xf32>) -> ()}> ({
    ^bb0(%arg0: memref<1xi32>, %arg1: memref<1xf32>):
      %5 = "arith.constant"() <{value = 0 : index}> : () -> index
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      %7 = "arith.constant"() <{value = 101 : index}> : () -> index
      %8 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %9 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %10 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      %11:2 = "scf.for"(%6, %7, %6, %8, %9) ({
      ^bb0(%arg2: index, %arg3: i32, %arg4: f32):
        %12 = "arith.index_cast"(%arg2) : (index) -> i32
        %13 = "arith.addi"(%arg3, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %14 = "arith.sitofp"(%12) : (i32) -> f32
        %15 = "arith.mulf"(%14, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %16 = "arith.mulf"(%15, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %17 = "arith.addf"(%arg4, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.yield"(%13, %17) : (i32, f32) -> ()
      }) : (index, index, index, i32, f32) -> (i32, f32)
      "memref.store"(%11#0, %arg0, %5) : (i32, memref<1xi32>, index) -> ()
      "memref.store"(%11#1, %arg1, %5) : (f32, memref<1xf32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "sum", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0, %1) <{kernel = @kernels::@sum, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<1xi32>, memref<1xf32>) -> ()
    %3 = "memref.cast"(%0) : (memref<1xi32>) -> memref<*xi32>
    "func.call"(%3) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %4 = "memref.cast"(%1) : (memref<1xf32>) -> memref<*xf32>
    "func.call"(%4) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

