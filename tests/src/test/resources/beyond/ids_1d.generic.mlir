"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xi32>, memref<8xi32>) -> ()}> ({
    ^bb0(%arg0: memref<8xi32>, %arg1: memref<8xi32>):
      %7 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %8 = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %9 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %10 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
      %11 = "arith.constant"() <{value = 100 : index}> : () -> index
      %12 = "arith.muli"(%8, %11) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %13 = "arith.addi"(%12, %7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %14 = "arith.index_cast"(%13) : (index) -> i32
      "memref.store"(%14, %arg0, %10) : (i32, memref<8xi32>, index) -> ()
      %15 = "arith.muli"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %16 = "arith.addi"(%15, %7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %17 = "arith.index_cast"(%10) : (index) -> i32
      "memref.store"(%17, %arg1, %16) : (i32, memref<8xi32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>, sym_name = "ids", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    "gpu.launch_func"(%3, %2, %2, %4, %2, %2, %0, %1) <{kernel = @kernels::@ids, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<8xi32>, memref<8xi32>) -> ()
    %5 = "memref.cast"(%0) : (memref<8xi32>) -> memref<*xi32>
    "func.call"(%5) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %6 = "memref.cast"(%1) : (memref<8xi32>) -> memref<*xi32>
    "func.call"(%6) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

