"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<2x6x6xi32>, memref<2x6x6xi32>, memref<72xi32>) -> ()}> ({
    ^bb0(%arg0: memref<2x6x6xi32>, %arg1: memref<2x6x6xi32>, %arg2: memref<72xi32>):
      %9 = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %10 = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> index
      %11 = "gpu.block_id"() <{dimension = #gpu<dim z>}> : () -> index
      %12 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %13 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %14 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %15 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %16 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %17 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %18 = "gpu.grid_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %19 = "gpu.grid_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %20 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
      %21 = "gpu.global_id"() <{dimension = #gpu<dim y>}> : () -> index
      %22 = "gpu.global_id"() <{dimension = #gpu<dim z>}> : () -> index
      %23 = "arith.constant"() <{value = 6 : index}> : () -> index
      %24 = "arith.constant"() <{value = 10 : index}> : () -> index
      %25 = "arith.constant"() <{value = 36 : index}> : () -> index
      %26 = "arith.constant"() <{value = 100 : index}> : () -> index
      %27 = "arith.muli"(%11, %26) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %28 = "arith.muli"(%10, %24) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %29 = "arith.addi"(%27, %28) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %30 = "arith.addi"(%29, %9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %31 = "arith.index_cast"(%30) : (index) -> i32
      "memref.store"(%31, %arg0, %22, %21, %20) : (i32, memref<2x6x6xi32>, index, index, index) -> ()
      %32 = "arith.muli"(%14, %26) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %33 = "arith.muli"(%13, %24) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %34 = "arith.addi"(%32, %33) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %35 = "arith.addi"(%34, %12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %36 = "arith.index_cast"(%35) : (index) -> i32
      "memref.store"(%36, %arg1, %22, %21, %20) : (i32, memref<2x6x6xi32>, index, index, index) -> ()
      %37 = "arith.muli"(%11, %19) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %38 = "arith.addi"(%37, %10) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %39 = "arith.muli"(%38, %18) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %40 = "arith.addi"(%39, %9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %41 = "arith.muli"(%15, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %42 = "arith.muli"(%41, %17) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %43 = "arith.muli"(%14, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %44 = "arith.addi"(%43, %13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %45 = "arith.muli"(%44, %15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %46 = "arith.addi"(%45, %12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %47 = "arith.muli"(%40, %42) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %48 = "arith.addi"(%47, %46) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %49 = "arith.muli"(%22, %25) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %50 = "arith.muli"(%21, %23) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %51 = "arith.addi"(%49, %50) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %52 = "arith.addi"(%51, %20) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %53 = "arith.index_cast"(%52) : (index) -> i32
      "memref.store"(%53, %arg2, %48) : (i32, memref<72xi32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [3, 2, 2]>, sym_name = "grid3", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x6x6xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x6x6xi32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<72xi32>
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    "gpu.launch_func"(%4, %5, %3, %5, %4, %4, %0, %1, %2) <{kernel = @kernels::@grid3, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<2x6x6xi32>, memref<2x6x6xi32>, memref<72xi32>) -> ()
    %6 = "memref.cast"(%0) : (memref<2x6x6xi32>) -> memref<*xi32>
    "func.call"(%6) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %7 = "memref.cast"(%1) : (memref<2x6x6xi32>) -> memref<*xi32>
    "func.call"(%7) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %8 = "memref.cast"(%2) : (memref<72xi32>) -> memref<*xi32>
    "func.call"(%8) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

