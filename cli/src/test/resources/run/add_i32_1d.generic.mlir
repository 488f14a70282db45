"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xi32>, memref<8xi32>, memref<8xi32>) -> ()}> ({
    ^bb0(%arg0: memref<8xi32>, %arg1: memref<8xi32>, %arg2: memref<8xi32>):
      %11 = "arith.constant"() <{value = 0 : index}> : () -> index
      %12 = "arith.constant"() <{value = 1 : index}> : () -> index
      %13 = "arith.constant"() <{value = 8 : index}> : () -> index
      "scf.for"(%11, %13, %12) ({
      ^bb0(%arg3: index):
        %14 = "memref.load"(%arg0, %arg3) : (memref<8xi32>, index) -> i32
        %15 = "memref.load"(%arg1, %arg3) : (memref<8xi32>, index) -> i32
        %16 = "arith.addi"(%14, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%16, %arg2, %arg3) : (i32, memref<8xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "add", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %3 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = -3 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "memref.cast"(%0) : (memref<8xi32>) -> memref<?xi32>
    %7 = "memref.cast"(%1) : (memref<8xi32>) -> memref<?xi32>
    %8 = "memref.cast"(%2) : (memref<8xi32>) -> memref<?xi32>
    "func.call"(%6, %3) <{callee = @fillI32Buffer}> : (memref<?xi32>, i32) -> ()
    "func.call"(%7, %4) <{callee = @fillI32Buffer}> : (memref<?xi32>, i32) -> ()
    "func.call"(%8, %5) <{callee = @fillI32Buffer}> : (memref<?xi32>, i32) -> ()
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%9, %9, %9, %9, %9, %9, %0, %1, %2) <{kernel = @kernels::@add, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<8xi32>, memref<8xi32>, memref<8xi32>) -> ()
    %10 = "memref.cast"(%2) : (memref<8xi32>) -> memref<*xi32>
    "func.call"(%10) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi32>, i32) -> (), sym_name = "fillI32Buffer", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

