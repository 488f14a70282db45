"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<4x8xf32>) -> ()}> ({
    ^bb0(%arg0: memref<4x8xf32>):
      %5 = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %6 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %7 = "arith.index_cast"(%5) : (index) -> i32
      %8 = "arith.index_cast"(%6) : (index) -> i32
      %9 = "arith.sitofp"(%7) : (i32) -> f32
      %10 = "arith.sitofp"(%8) : (i32) -> f32
      %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %13 = "arith.andi"(%8, %11) : (i32, i32) -> i32
      %14 = "arith.cmpi"(%13, %12) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %15 = "scf.if"(%14) ({
        %20 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
        %21 = "arith.mulf"(%10, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %22 = "arith.addf"(%21, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.yield"(%22) : (f32) -> ()
      }, {
        %16 = "arith.constant"() <{value = 2.500000e-01 : f32}> : () -> f32
        %17 = "arith.negf"(%9) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
        %18 = "arith.mulf"(%16, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %19 = "arith.subf"(%17, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.yield"(%19) : (f32) -> ()
      }) : (i1) -> f32
      "memref.store"(%15, %arg0, %5, %6) : (f32, memref<4x8xf32>, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 1, 1]>, sym_name = "diverge", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xf32>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    "gpu.launch_func"(%2, %1, %1, %3, %1, %1, %0) <{kernel = @kernels::@diverge, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<4x8xf32>) -> ()
    %4 = "memref.cast"(%0) : (memref<4x8xf32>) -> memref<*xf32>
    "func.call"(%4) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

