"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<6xi32>, memref<6xi32>) -> ()}> ({
    ^bb0(%arg0: memref<6xi32>, %arg1: memref<6xi32>):
      %8 = "arith.constant"() <{value = 0 : index}> : () -> index
      %9 = "arith.constant"() <{value = 1 : index}> : () -> index
      %10 = "arith.constant"() <{value = 6 : index}> : () -> index
      "scf.for"(%8, %10, %9) ({
      ^bb0(%arg2: index):
        %11 = "memref.load"(%arg0, %arg2) : (memref<6xi32>, index) -> i32
        %12 = "memref.load"(%arg1, %arg2) : (memref<6xi32>, index) -> i32
        %13 = "arith.addi"(%11, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %14 = "arith.addi"(%13, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%14, %arg0, %arg2) : (i32, memref<6xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "step", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xi32>
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4 = "memref.cast"(%0) : (memref<6xi32>) -> memref<?xi32>
    %5 = "memref.cast"(%1) : (memref<6xi32>) -> memref<?xi32>
    "func.call"(%4, %2) <{callee = @fillI32Buffer}> : (memref<?xi32>, i32) -> ()
    "func.call"(%5, %3) <{callee = @fillI32Buffer}> : (memref<?xi32>, i32) -> ()
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "memref.cast"(%0) : (memref<6xi32>) -> memref<*xi32>
    "gpu.launch_func"(%6, %6, %6, %6, %6, %6, %0, %1) <{kernel = @kernels::@step, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<6xi32>, memref<6xi32>) -> ()
    "func.call"(%7) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "gpu.launch_func"(%6, %6, %6, %6, %6, %6, %0, %1) <{kernel = @kernels::@step, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<6xi32>, memref<6xi32>) -> ()
    "gpu.launch_func"(%6, %6, %6, %6, %6, %6, %0, %1) <{kernel = @kernels::@step, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<6xi32>, memref<6xi32>) -> ()
    "func.call"(%7) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi32>, i32) -> (), sym_name = "fillI32Buffer", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

