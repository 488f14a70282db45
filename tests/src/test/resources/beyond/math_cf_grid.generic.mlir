"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xf32>, memref<8xi32>) -> ()}> ({
    ^bb0(%arg0: memref<8xf32>, %arg1: memref<8xi32>):
      %7 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
      %8 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %9 = "arith.index_cast"(%7) : (index) -> i32
      %10 = "arith.index_cast"(%8) : (index) -> i32
      %11 = "arith.sitofp"(%9) : (i32) -> f32
      %12 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %13 = "arith.andi"(%10, %12) : (i32, i32) -> i32
      %14 = "arith.cmpi"(%13, %12) <{predicate = 0 : i64}> : (i32, i32) -> i1
      "cf.cond_br"(%14)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %15 = "math.sqrt"(%11) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "cf.br"(%15)[^bb3] : (f32) -> ()
    ^bb2:  // pred: ^bb0
      %16 = "arith.constant"() <{value = -7.500000e-01 : f32}> : () -> f32
      %17 = "arith.mulf"(%16, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %18 = "math.floor"(%17) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "cf.br"(%18)[^bb3] : (f32) -> ()
    ^bb3(%19: f32):  // 2 preds: ^bb1, ^bb2
      "memref.store"(%19, %arg0, %7) : (f32, memref<8xf32>, index) -> ()
      %20 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %21 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %22 = "arith.subi"(%9, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %23 = "arith.remsi"(%22, %21) : (i32, i32) -> i32
      %24 = "arith.maxui"(%23, %12) : (i32, i32) -> i32
      "memref.store"(%24, %arg1, %7) : (i32, memref<8xi32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>, sym_name = "mix", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    "gpu.launch_func"(%3, %2, %2, %4, %2, %2, %0, %1) <{kernel = @kernels::@mix, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<8xf32>, memref<8xi32>) -> ()
    %5 = "memref.cast"(%0) : (memref<8xf32>) -> memref<*xf32>
    "func.call"(%5) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %6 = "memref.cast"(%1) : (memref<8xi32>) -> memref<*xi32>
    "func.call"(%6) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

