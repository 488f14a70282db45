"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<4xf32>, memref<1xf32>, memref<4xf32>) -> ()}> ({
    ^bb0(%arg0: memref<4xf32>, %arg1: memref<1xf32>, %arg2: memref<4xf32>):
      %18 = "arith.constant"() <{value = 0 : index}> : () -> index
      %19 = "arith.constant"() <{value = 1 : index}> : () -> index
      %20 = "arith.constant"() <{value = 4 : index}> : () -> index
      %21 = "memref.load"(%arg1, %18) : (memref<1xf32>, index) -> f32
      "scf.for"(%18, %20, %19) ({
      ^bb0(%arg3: index):
        %22 = "memref.load"(%arg0, %arg3) : (memref<4xf32>, index) -> f32
        %23 = "arith.mulf"(%22, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "memref.store"(%23, %arg2, %arg3) : (f32, memref<4xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "scale", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf32>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf32>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %6 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = -4.000000e+00 : f32}> : () -> f32
    %8 = "memref.cast"(%0) : (memref<4xf32>) -> memref<?xf32>
    %9 = "memref.cast"(%1) : (memref<4xf32>) -> memref<?xf32>
    "func.call"(%8, %6) <{callee = @fillF32Buffer1D}> : (memref<?xf32>, f32) -> ()
    "func.call"(%9, %7) <{callee = @fillF32Buffer1D}> : (memref<?xf32>, f32) -> ()
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index
    %12 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    "memref.store"(%12, %1, %11) : (f32, memref<4xf32>, index) -> ()
    %13 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    "memref.store"(%13, %2, %10) : (f32, memref<1xf32>, index) -> ()
    "memref.store"(%14, %3, %10) : (f32, memref<1xf32>, index) -> ()
    %15 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%15, %15, %15, %15, %15, %15, %0, %2, %4) <{kernel = @kernels::@scale, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<4xf32>, memref<1xf32>, memref<4xf32>) -> ()
    "gpu.launch_func"(%15, %15, %15, %15, %15, %15, %1, %3, %5) <{kernel = @kernels::@scale, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<4xf32>, memref<1xf32>, memref<4xf32>) -> ()
    %16 = "memref.cast"(%4) : (memref<4xf32>) -> memref<*xf32>
    "func.call"(%16) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %17 = "memref.cast"(%5) : (memref<4xf32>) -> memref<*xf32>
    "func.call"(%17) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, f32) -> (), sym_name = "fillF32Buffer1D", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

