"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<6x4xi32>, memref<6x4xi32>) -> ()}> ({
    ^bb0(%arg0: memref<6x4xi32>, %arg1: memref<6x4xi32>):
      %7 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
      %8 = "gpu.global_id"() <{dimension = #gpu<dim y>}> : () -> index
      %9 = "gpu.global_id"() <{dimension = #gpu<dim z>}> : () -> index
      %10 = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> index
      %11 = "gpu.block_id"() <{dimension = #gpu<dim z>}> : () -> index
      %12 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %13 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %14 = "arith.constant"() <{value = 10 : index}> : () -> index
      %15 = "arith.constant"() <{value = 100 : index}> : () -> index
      %16 = "arith.constant"() <{value = 1000 : index}> : () -> index
      %17 = "arith.muli"(%9, %14) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %18 = "arith.addi"(%17, %8) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %19 = "arith.muli"(%7, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %20 = "arith.addi"(%18, %19) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %21 = "arith.index_cast"(%20) : (index) -> i32
      "memref.store"(%21, %arg0, %9, %8) : (i32, memref<6x4xi32>, index, index) -> ()
      %22 = "arith.muli"(%10, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %23 = "arith.muli"(%11, %15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %24 = "arith.muli"(%12, %14) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %25 = "arith.addi"(%22, %23) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %26 = "arith.addi"(%25, %24) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %27 = "arith.addi"(%26, %13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %28 = "arith.index_cast"(%27) : (index) -> i32
      "memref.store"(%28, %arg1, %9, %8) : (i32, memref<6x4xi32>, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 2, 2]>, sym_name = "yz", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6x4xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6x4xi32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    "gpu.launch_func"(%2, %3, %4, %2, %3, %3, %0, %1) <{kernel = @kernels::@yz, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<6x4xi32>, memref<6x4xi32>) -> ()
    %5 = "memref.cast"(%0) : (memref<6x4xi32>) -> memref<*xi32>
    "func.call"(%5) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %6 = "memref.cast"(%1) : (memref<6x4xi32>) -> memref<*xi32>
    "func.call"(%6) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

