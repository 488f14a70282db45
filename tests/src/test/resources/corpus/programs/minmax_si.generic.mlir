"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<3x9xi32>) -> ()}> ({
    ^bb0(%arg0: memref<3x9xi32>):
      %3 = "arith.constant"() <{value = 0 : index}> : () -> index
      %4 = "arith.constant"() <{value = 1 : index}> : () -> index
      %5 = "arith.constant"() <{value = 2 : index}> : () -> index
      %6 = "arith.constant"() <{value = 9 : index}> : () -> index
      %7 = "arith.constant"() <{value = -3 : i32}> : () -> i32
      %8 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %9 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %10 = "arith.constant"() <{value = 11 : i32}> : () -> i32
      "scf.for"(%3, %6, %4) ({
      ^bb0(%arg1: index):
        %11 = "arith.index_cast"(%arg1) : (index) -> i32
        %12 = "arith.muli"(%11, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %13 = "arith.subi"(%12, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %14 = "arith.maxsi"(%13, %7) : (i32, i32) -> i32
        "memref.store"(%14, %arg0, %3, %arg1) : (i32, memref<3x9xi32>, index, index) -> ()
        %15 = "arith.minsi"(%13, %8) : (i32, i32) -> i32
        "memref.store"(%15, %arg0, %4, %arg1) : (i32, memref<3x9xi32>, index, index) -> ()
        %16 = "arith.minsi"(%14, %8) : (i32, i32) -> i32
        "memref.store"(%16, %arg0, %5, %arg1) : (i32, memref<3x9xi32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "clamp", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x9xi32>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%1, %1, %1, %1, %1, %1, %0) <{kernel = @kernels::@clamp, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<3x9xi32>) -> ()
    %2 = "memref.cast"(%0) : (memref<3x9xi32>) -> memref<*xi32>
    "func.call"(%2) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

