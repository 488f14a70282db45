"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xf32>, memref<8xf32>) -> ()}> ({
    ^bb0(%arg0: memref<8xf32>, %arg1: memref<8xf32>):
      %18 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
      %19 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      %20 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %21 = "memref.load"(%arg0, %18) : (memref<8xf32>, index) -> f32
      %22 = "memref.load"(%arg1, %18) : (memref<8xf32>, index) -> f32
      %23 = "arith.mulf"(%22, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %24 = "arith.addf"(%21, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.store"(%24, %arg0, %18) : (f32, memref<8xf32>, index) -> ()
      %25 = "memref.load"(%arg1, %18) : (memref<8xf32>, index) -> f32
      %26 = "arith.addf"(%25, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.store"(%26, %arg1, %18) : (f32, memref<8xf32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>, sym_name = "axpy", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6 = "arith.constant"() <{value = 5 : index}> : () -> index
    %7 = "arith.constant"() <{value = 6 : index}> : () -> index
    %8 = "arith.constant"() <{value = 7 : index}> : () -> index
    %9 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 5.000000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 6.000000e+00 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 7.000000e+00 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    "memref.store"(%9, %0, %1) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%10, %0, %2) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%11, %0, %3) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%12, %0, %4) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%13, %0, %5) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%14, %0, %6) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%15, %0, %7) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%16, %0, %8) : (f32, memref<8xf32>, index) -> ()
    "gpu.launch_func"(%3, %2, %2, %5, %2, %2, %0, %0) <{kernel = @kernels::@axpy, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<8xf32>, memref<8xf32>) -> ()
    %17 = "memref.cast"(%0) : (memref<8xf32>) -> memref<*xf32>
    "func.call"(%17) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

