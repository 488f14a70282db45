"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<10xi32>, memref<10xi32>) -> ()}> ({
    ^bb0(%arg0: memref<10xi32>, %arg1: memref<10xi32>):
      %5 = "arith.constant"() <{value = 0 : index}> : () -> index
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      %7 = "arith.constant"() <{value = 10 : index}> : () -> index
      %8 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %9 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %10 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "scf.for"(%5, %7, %6) ({
      ^bb0(%arg2: index):
        %11 = "arith.index_cast"(%arg2) : (index) -> i32
        %12 = "arith.muli"(%11, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %13 = "arith.subi"(%12, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%13, %arg0, %arg2) : (i32, memref<10xi32>, index) -> ()
        %14 = "arith.muli"(%13, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %15 = "arith.muli"(%11, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %16 = "arith.subi"(%14, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%16, %arg1, %arg2) : (i32, memref<10xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "submul", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xi32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0, %1) <{kernel = @kernels::@submul, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<10xi32>, memref<10xi32>) -> ()
    %3 = "memref.cast"(%0) : (memref<10xi32>) -> memref<*xi32>
    "func.call"(%3) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %4 = "memref.cast"(%1) : (memref<10xi32>) -> memref<*xi32>
    "func.call"(%4) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

