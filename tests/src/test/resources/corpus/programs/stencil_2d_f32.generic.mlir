"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<6x6xf32>, memref<6x6xf32>) -> ()}> ({
    ^bb0(%arg0: memref<6x6xf32>, %arg1: memref<6x6xf32>):
      %4 = "arith.constant"() <{value = 0 : index}> : () -> index
      %5 = "arith.constant"() <{value = 1 : index}> : () -> index
      %6 = "arith.constant"() <{value = 5 : index}> : () -> index
      %7 = "arith.constant"() <{value = 6 : index}> : () -> index
      %8 = "arith.constant"() <{value = 2.000000e-01 : f32}> : () -> f32
      "scf.for"(%4, %7, %5) ({
      ^bb0(%arg4: index):
        "scf.for"(%4, %7, %5) ({
        ^bb0(%arg5: index):
          %23 = "arith.muli"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %24 = "arith.muli"(%23, %arg5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %25 = "arith.index_cast"(%24) : (index) -> i32
          %26 = "arith.sitofp"(%25) : (i32) -> f32
          "memref.store"(%26, %arg0, %arg4, %arg5) : (f32, memref<6x6xf32>, index, index) -> ()
          "memref.store"(%26, %arg1, %arg4, %arg5) : (f32, memref<6x6xf32>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.for"(%5, %6, %5) ({
      ^bb0(%arg2: index):
        "scf.for"(%5, %6, %5) ({
        ^bb0(%arg3: index):
          %9 = "arith.subi"(%arg2, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %10 = "arith.addi"(%arg2, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %11 = "arith.subi"(%arg3, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %12 = "arith.addi"(%arg3, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %13 = "memref.load"(%arg0, %arg2, %arg3) : (memref<6x6xf32>, index, index) -> f32
          %14 = "memref.load"(%arg0, %9, %arg3) : (memref<6x6xf32>, index, index) -> f32
          %15 = "memref.load"(%arg0, %10, %arg3) : (memref<6x6xf32>, index, index) -> f32
          %16 = "memref.load"(%arg0, %arg2, %11) : (memref<6x6xf32>, index, index) -> f32
          %17 = "memref.load"(%arg0, %arg2, %12) : (memref<6x6xf32>, index, index) -> f32
          %18 = "arith.addf"(%13, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %19 = "arith.addf"(%18, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %20 = "arith.addf"(%19, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %21 = "arith.addf"(%20, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %22 = "arith.mulf"(%21, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "memref.store"(%22, %arg1, %arg2, %arg3) : (f32, memref<6x6xf32>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "stencil", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6x6xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6x6xf32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0, %1) <{kernel = @kernels::@stencil, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<6x6xf32>, memref<6x6xf32>) -> ()
    %3 = "memref.cast"(%1) : (memref<6x6xf32>) -> memref<*xf32>
    "func.call"(%3) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

