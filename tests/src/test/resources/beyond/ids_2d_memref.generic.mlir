"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<6x8xi32>, memref<6x8xf32>) -> ()}> ({
    ^bb0(%arg0: memref<6x8xi32>, %arg1: memref<6x8xf32>):
      %8 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
      %9 = "gpu.global_id"() <{dimension = #gpu<dim y>}> : () -> index
      %10 = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %11 = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> index
      %12 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %13 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      %14 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %15 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
      %16 = "arith.constant"() <{value = 10 : index}> : () -> index
      %17 = "arith.constant"() <{value = 100 : index}> : () -> index
      %18 = "arith.constant"() <{value = 1.250000e-01 : f32}> : () -> f32
      %19 = "arith.muli"(%9, %17) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %20 = "arith.addi"(%19, %8) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %21 = "arith.index_cast"(%20) : (index) -> i32
      "memref.store"(%21, %arg0, %9, %8) : (i32, memref<6x8xi32>, index, index) -> ()
      %22 = "arith.muli"(%11, %15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %23 = "arith.addi"(%22, %13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %24 = "arith.muli"(%10, %14) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %25 = "arith.addi"(%24, %12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %26 = "arith.muli"(%10, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %27 = "arith.addi"(%26, %11) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %28 = "arith.muli"(%12, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %29 = "arith.addi"(%28, %13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %30 = "arith.index_cast"(%27) : (index) -> i32
      %31 = "arith.index_cast"(%29) : (index) -> i32
      %32 = "arith.sitofp"(%30) : (i32) -> f32
      %33 = "arith.sitofp"(%31) : (i32) -> f32
      %34 = "arith.mulf"(%33, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %35 = "arith.addf"(%32, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.store"(%35, %arg1, %23, %25) : (f32, memref<6x8xf32>, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 2, 1]>, sym_name = "grid2", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6x8xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6x8xf32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5 = "arith.constant"() <{value = 4 : index}> : () -> index
    "gpu.launch_func"(%3, %4, %2, %5, %3, %2, %0, %1) <{kernel = @kernels::@grid2, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<6x8xi32>, memref<6x8xf32>) -> ()
    %6 = "memref.cast"(%0) : (memref<6x8xi32>) -> memref<*xi32>
    "func.call"(%6) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %7 = "memref.cast"(%1) : (memref<6x8xf32>) -> memref<*xf32>
    "func.call"(%7) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

