"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<3x8xi32>, memref<3x8xi32>) -> ()}> ({
    ^bb0(%arg0: memref<3x8xi32>, %arg1: memref<3x8xi32>):
      %5 = "arith.constant"() <{value = 0 : index}> : () -> index
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      %7 = "arith.constant"() <{value = 2 : index}> : () -> index
      %8 = "arith.constant"() <{value = 8 : index}> : () -> index
      %9 = "arith.constant"() <{value = -1000 : i32}> : () -> i32
      %10 = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      "scf.for"(%5, %8, %6) ({
      ^bb0(%arg2: index):
        %11 = "arith.index_cast"(%arg2) : (index) -> i32
        %12 = "arith.shli"(%9, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%12, %arg0, %5, %arg2) : (i32, memref<3x8xi32>, index, index) -> ()
        %13 = "arith.shrsi"(%9, %11) : (i32, i32) -> i32
        "memref.store"(%13, %arg0, %6, %arg2) : (i32, memref<3x8xi32>, index, index) -> ()
        %14 = "arith.shrui"(%9, %11) : (i32, i32) -> i32
        "memref.store"(%14, %arg0, %7, %arg2) : (i32, memref<3x8xi32>, index, index) -> ()
        %15 = "arith.shli"(%10, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%15, %arg1, %5, %arg2) : (i32, memref<3x8xi32>, index, index) -> ()
        %16 = "arith.shrsi"(%10, %11) : (i32, i32) -> i32
        "memref.store"(%16, %arg1, %6, %arg2) : (i32, memref<3x8xi32>, index, index) -> ()
        %17 = "arith.shrui"(%10, %11) : (i32, i32) -> i32
        "memref.store"(%17, %arg1, %7, %arg2) : (i32, memref<3x8xi32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "shifts", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x8xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x8xi32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0, %1) <{kernel = @kernels::@shifts, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<3x8xi32>, memref<3x8xi32>) -> ()
    %3 = "memref.cast"(%0) : (memref<3x8xi32>) -> memref<*xi32>
    "func.call"(%3) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %4 = "memref.cast"(%1) : (memref<3x8xi32>) -> memref<*xi32>
    "func.call"(%4) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

