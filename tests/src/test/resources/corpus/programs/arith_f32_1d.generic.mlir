"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<6xf32>, memref<6xf32>, memref<6xf32>, memref<6xf32>, memref<6xf32>, memref<6xf32>, memref<6xf32>) -> ()}> ({
    ^bb0(%arg0: memref<6xf32>, %arg1: memref<6xf32>, %arg2: memref<6xf32>, %arg3: memref<6xf32>, %arg4: memref<6xf32>, %arg5: memref<6xf32>, %arg6: memref<6xf32>):
      %17 = "arith.constant"() <{value = 0 : index}> : () -> index
      %18 = "arith.constant"() <{value = 1 : index}> : () -> index
      %19 = "arith.constant"() <{value = 6 : index}> : () -> index
      %20 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "scf.for"(%17, %19, %18) ({
      ^bb0(%arg7: index):
        %21 = "arith.index_cast"(%arg7) : (index) -> i32
        %22 = "arith.sitofp"(%21) : (i32) -> f32
        %23 = "arith.addf"(%22, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %24 = "memref.load"(%arg0, %arg7) : (memref<6xf32>, index) -> f32
        %25 = "arith.mulf"(%24, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %26 = "memref.load"(%arg1, %arg7) : (memref<6xf32>, index) -> f32
        %27 = "arith.addf"(%25, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "memref.store"(%27, %arg2, %arg7) : (f32, memref<6xf32>, index) -> ()
        %28 = "arith.subf"(%25, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "memref.store"(%28, %arg3, %arg7) : (f32, memref<6xf32>, index) -> ()
        %29 = "arith.mulf"(%25, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "memref.store"(%29, %arg4, %arg7) : (f32, memref<6xf32>, index) -> ()
        %30 = "arith.divf"(%26, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "memref.store"(%30, %arg5, %arg7) : (f32, memref<6xf32>, index) -> ()
        %31 = "arith.negf"(%25) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
        "memref.store"(%31, %arg6, %arg7) : (f32, memref<6xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "farith", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xf32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xf32>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xf32>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xf32>
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xf32>
    %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xf32>
    %7 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = -7.500000e-01 : f32}> : () -> f32
    %9 = "memref.cast"(%0) : (memref<6xf32>) -> memref<?xf32>
    %10 = "memref.cast"(%1) : (memref<6xf32>) -> memref<?xf32>
    "func.call"(%9, %7) <{callee = @fillF32Buffer1D}> : (memref<?xf32>, f32) -> ()
    "func.call"(%10, %8) <{callee = @fillF32Buffer1D}> : (memref<?xf32>, f32) -> ()
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%11, %11, %11, %11, %11, %11, %0, %1, %2, %3, %4, %5, %6) <{kernel = @kernels::@farith, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 7, 0>}> : (index, index, index, index, index, index, memref<6xf32>, memref<6xf32>, memref<6xf32>, memref<6xf32>, memref<6xf32>, memref<6xf32>, memref<6xf32>) -> ()
    %12 = "memref.cast"(%2) : (memref<6xf32>) -> memref<*xf32>
    "func.call"(%12) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %13 = "memref.cast"(%3) : (memref<6xf32>) -> memref<*xf32>
    "func.call"(%13) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %14 = "memref.cast"(%4) : (memref<6xf32>) -> memref<*xf32>
    "func.call"(%14) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %15 = "memref.cast"(%5) : (memref<6xf32>) -> memref<*xf32>
    "func.call"(%15) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %16 = "memref.cast"(%6) : (memref<6xf32>) -> memref<*xf32>
    "func.call"(%16) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, f32) -> (), sym_name = "fillF32Buffer1D", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

