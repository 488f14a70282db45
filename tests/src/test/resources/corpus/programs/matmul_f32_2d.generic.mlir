"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<4x3xf32>, memref<3x5xf32>, memref<4x5xf32>) -> ()}> ({
    ^bb0(%arg0: memref<4x3xf32>, %arg1: memref<3x5xf32>, %arg2: memref<4x5xf32>):
      %8 = "arith.constant"() <{value = 0 : index}> : () -> index
      %9 = "arith.constant"() <{value = 1 : index}> : () -> index
      %10 = "arith.constant"() <{value = 3 : index}> : () -> index
      %11 = "arith.constant"() <{value = 4 : index}> : () -> index
      %12 = "arith.constant"() <{value = 5 : index}> : () -> index
      %13 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      %14 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
      "scf.for"(%8, %11, %9) ({
      ^bb0(%arg9: index):
        "scf.for"(%8, %10, %9) ({
        ^bb0(%arg10: index):
          %27 = "arith.addi"(%arg9, %arg10) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %28 = "arith.index_cast"(%27) : (index) -> i32
          %29 = "arith.sitofp"(%28) : (i32) -> f32
          %30 = "arith.mulf"(%29, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "memref.store"(%30, %arg0, %arg9, %arg10) : (f32, memref<4x3xf32>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.for"(%8, %10, %9) ({
      ^bb0(%arg7: index):
        "scf.for"(%8, %12, %9) ({
        ^bb0(%arg8: index):
          %21 = "arith.index_cast"(%arg7) : (index) -> i32
          %22 = "arith.index_cast"(%arg8) : (index) -> i32
          %23 = "arith.sitofp"(%21) : (i32) -> f32
          %24 = "arith.sitofp"(%22) : (i32) -> f32
          %25 = "arith.mulf"(%24, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %26 = "arith.subf"(%23, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "memref.store"(%26, %arg1, %arg7, %arg8) : (f32, memref<3x5xf32>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.for"(%8, %11, %9) ({
      ^bb0(%arg3: index):
        "scf.for"(%8, %12, %9) ({
        ^bb0(%arg4: index):
          %15 = "memref.load"(%arg2, %arg3, %arg4) : (memref<4x5xf32>, index, index) -> f32
          %16 = "scf.for"(%8, %10, %9, %15) ({
          ^bb0(%arg5: index, %arg6: f32):
            %17 = "memref.load"(%arg0, %arg3, %arg5) : (memref<4x3xf32>, index, index) -> f32
            %18 = "memref.load"(%arg1, %arg5, %arg4) : (memref<3x5xf32>, index, index) -> f32
            %19 = "arith.mulf"(%17, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            %20 = "arith.addf"(%arg6, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            "scf.yield"(%20) : (f32) -> ()
          }) : (index, index, index, f32) -> f32
          "memref.store"(%16, %arg2, %arg3, %arg4) : (f32, memref<4x5xf32>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "matmul", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x5xf32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x5xf32>
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "memref.cast"(%2) : (memref<4x5xf32>) -> memref<?x?xf32>
    "func.call"(%4, %3) <{callee = @fillF32Buffer2D}> : (memref<?x?xf32>, f32) -> ()
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%5, %5, %5, %5, %5, %5, %0, %1, %2) <{kernel = @kernels::@matmul, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<4x3xf32>, memref<3x5xf32>, memref<4x5xf32>) -> ()
    %6 = "memref.cast"(%0) : (memref<4x3xf32>) -> memref<*xf32>
    "func.call"(%6) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %7 = "memref.cast"(%2) : (memref<4x5xf32>) -> memref<*xf32>
    "func.call"(%7) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, f32) -> (), sym_name = "fillF32Buffer2D", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_variable_pointers]>, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64]>>} : () -> ()

