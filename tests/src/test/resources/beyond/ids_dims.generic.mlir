"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<48xi32>, memref<48xi32>) -> ()}> ({
    ^bb0(%arg0: memref<48xi32>, %arg1: memref<48xi32>):
      %7 = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %8 = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> index
      %9 = "gpu.block_id"() <{dimension = #gpu<dim z>}> : () -> index
      %10 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %11 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %12 = "gpu.thread_id"() <{dimension = #gpu<dim z>}> : () -> index
      %13 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %14 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %15 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %16 = "gpu.grid_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %17 = "gpu.grid_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %18 = "gpu.grid_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %19 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
      %20 = "gpu.global_id"() <{dimension = #gpu<dim y>}> : () -> index
      %21 = "gpu.global_id"() <{dimension = #gpu<dim z>}> : () -> index
      %22 = "arith.constant"() <{value = 10 : index}> : () -> index
      %23 = "arith.constant"() <{value = 100 : index}> : () -> index
      %24 = "arith.constant"() <{value = 1000 : index}> : () -> index
      %25 = "arith.constant"() <{value = 10000 : index}> : () -> index
      %26 = "arith.constant"() <{value = 100000 : index}> : () -> index
      %27 = "arith.muli"(%16, %13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %28 = "arith.muli"(%17, %14) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %29 = "arith.muli"(%27, %28) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %30 = "arith.muli"(%21, %29) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %31 = "arith.muli"(%20, %27) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %32 = "arith.addi"(%30, %31) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %33 = "arith.addi"(%32, %19) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %34 = "arith.muli"(%16, %26) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %35 = "arith.muli"(%17, %25) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %36 = "arith.muli"(%18, %24) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %37 = "arith.muli"(%13, %23) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %38 = "arith.muli"(%14, %22) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %39 = "arith.addi"(%34, %35) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %40 = "arith.addi"(%39, %36) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %41 = "arith.addi"(%40, %37) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %42 = "arith.addi"(%41, %38) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %43 = "arith.addi"(%42, %15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %44 = "arith.index_cast"(%43) : (index) -> i32
      "memref.store"(%44, %arg0, %33) : (i32, memref<48xi32>, index) -> ()
      %45 = "arith.muli"(%9, %17) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %46 = "arith.addi"(%45, %8) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %47 = "arith.muli"(%46, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %48 = "arith.addi"(%47, %7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %49 = "arith.muli"(%13, %14) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %50 = "arith.muli"(%49, %15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %51 = "arith.muli"(%12, %14) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %52 = "arith.addi"(%51, %11) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %53 = "arith.muli"(%52, %13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %54 = "arith.addi"(%53, %10) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %55 = "arith.muli"(%48, %50) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %56 = "arith.addi"(%55, %54) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %57 = "arith.index_cast"(%56) : (index) -> i32
      "memref.store"(%57, %arg1, %33) : (i32, memref<48xi32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 2, 2]>, sym_name = "dims", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<48xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<48xi32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    "gpu.launch_func"(%4, %3, %2, %3, %3, %3, %0, %1) <{kernel = @kernels::@dims, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<48xi32>, memref<48xi32>) -> ()
    %5 = "memref.cast"(%0) : (memref<48xi32>) -> memref<*xi32>
    "func.call"(%5) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %6 = "memref.cast"(%1) : (memref<48xi32>) -> memref<*xi32>
    "func.call"(%6) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

