"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<12xi32>) -> ()}> ({
    ^bb0(%arg1: memref<12xi32>):
      %14 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
      %15 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "memref.store"(%15, %arg1, %14) : (i32, memref<12xi32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>, sym_name = "zero", workgroup_attributions = 0 : i64} : () -> ()
    "gpu.func"() <{function_type = (memref<12xi32>) -> ()}> ({
    ^bb0(%arg0: memref<12xi32>):
      %6 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
      %7 = "gpu.grid_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %8 = "arith.constant"() <{value = 1000 : index}> : () -> index
      %9 = "arith.muli"(%7, %8) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %10 = "arith.addi"(%9, %6) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %11 = "arith.index_cast"(%10) : (index) -> i32
      %12 = "memref.load"(%arg0, %6) : (memref<12xi32>, index) -> i32
      %13 = "arith.addi"(%12, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "memref.store"(%13, %arg0, %6) : (i32, memref<12xi32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>, sym_name = "acc", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<12xi32>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "gpu.launch_func"(%4, %1, %1, %3, %1, %1, %0) <{kernel = @kernels::@zero, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<12xi32>) -> ()
    "gpu.launch_func"(%1, %1, %1, %3, %1, %1, %0) <{kernel = @kernels::@acc, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<12xi32>) -> ()
    "gpu.launch_func"(%4, %1, %1, %3, %1, %1, %0) <{kernel = @kernels::@acc, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<12xi32>) -> ()
    "gpu.launch_func"(%2, %1, %1, %3, %1, %1, %0) <{kernel = @kernels::@acc, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<12xi32>) -> ()
    %5 = "memref.cast"(%0) : (memref<12xi32>) -> memref<*xi32>
    "func.call"(%5) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

