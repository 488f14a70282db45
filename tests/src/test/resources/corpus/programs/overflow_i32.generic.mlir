"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<4x4xi32>) -> ()}> ({
    ^bb0(%arg0: memref<4x4xi32>):
      %3 = "arith.constant"() <{value = 0 : index}> : () -> index
      %4 = "arith.constant"() <{value = 1 : index}> : () -> index
      %5 = "arith.constant"() <{value = 2 : index}> : () -> index
      %6 = "arith.constant"() <{value = 3 : index}> : () -> index
      %7 = "arith.constant"() <{value = 4 : index}> : () -> index
      %8 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      %9 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
      %10 = "arith.constant"() <{value = 65537 : i32}> : () -> i32
      %11 = "arith.constant"() <{value = 28 : i32}> : () -> i32
      %12 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      "scf.for"(%3, %7, %4) ({
      ^bb0(%arg1: index):
        %13 = "arith.index_cast"(%arg1) : (index) -> i32
        %14 = "arith.addi"(%8, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%14, %arg0, %3, %arg1) : (i32, memref<4x4xi32>, index, index) -> ()
        %15 = "arith.subi"(%9, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%15, %arg0, %4, %arg1) : (i32, memref<4x4xi32>, index, index) -> ()
        %16 = "arith.addi"(%13, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %17 = "arith.muli"(%16, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%17, %arg0, %5, %arg1) : (i32, memref<4x4xi32>, index, index) -> ()
        %18 = "arith.addi"(%13, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %19 = "arith.shli"(%18, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%19, %arg0, %6, %arg1) : (i32, memref<4x4xi32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "wrap", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xi32>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%1, %1, %1, %1, %1, %1, %0) <{kernel = @kernels::@wrap, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<4x4xi32>) -> ()
    %2 = "memref.cast"(%0) : (memref<4x4xi32>) -> memref<*xi32>
    "func.call"(%2) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

