"builtin.module"() ({
  "gpu.module"() <{sym_name = "a"}> ({
    "gpu.func"() <{function_type = (memref<8xi32>) -> ()}> ({
    ^bb0(%arg2: memref<8xi32>):
      %17 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
      %18 = "arith.index_cast"(%17) : (index) -> i32
      "memref.store"(%18, %arg2, %17) : (i32, memref<8xi32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>, sym_name = "iota", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "b"}> ({
    "gpu.func"() <{function_type = (memref<8xi32>) -> ()}> ({
    ^bb0(%arg1: memref<8xi32>):
      %13 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %14 = "arith.index_cast"(%13) : (index) -> i32
      %15 = "memref.load"(%arg1, %13) : (memref<8xi32>, index) -> i32
      %16 = "arith.muli"(%15, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "memref.store"(%16, %arg1, %13) : (i32, memref<8xi32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 1, 1]>, sym_name = "square", workgroup_attributions = 0 : i64} : () -> ()
    "gpu.func"() <{function_type = (memref<8xi32>) -> ()}> ({
    ^bb0(%arg0: memref<8xi32>):
      %6 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
      %7 = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %8 = "arith.constant"() <{value = 1000 : index}> : () -> index
      %9 = "arith.muli"(%7, %8) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %10 = "arith.index_cast"(%9) : (index) -> i32
      %11 = "memref.load"(%arg0, %6) : (memref<8xi32>, index) -> i32
      %12 = "arith.addi"(%11, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "memref.store"(%12, %arg0, %6) : (i32, memref<8xi32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 1, 1]>, sym_name = "shift", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    "gpu.launch_func"(%2, %1, %1, %3, %1, %1, %0) <{kernel = @a::@iota, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<8xi32>) -> ()
    "gpu.launch_func"(%1, %1, %1, %4, %1, %1, %0) <{kernel = @b::@square, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<8xi32>) -> ()
    "gpu.launch_func"(%3, %1, %1, %2, %1, %1, %0) <{kernel = @b::@shift, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<8xi32>) -> ()
    %5 = "memref.cast"(%0) : (memref<8xi32>) -> memref<*xi32>
    "func.call"(%5) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

