"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<2x3x4xf32>) -> ()}> ({
    ^bb0(%arg0: memref<2x3x4xf32>):
      %5 = "arith.constant"() <{value = 0 : index}> : () -> index
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      %7 = "arith.constant"() <{value = 2 : index}> : () -> index
      %8 = "arith.constant"() <{value = 3 : index}> : () -> index
      %9 = "arith.constant"() <{value = 4 : index}> : () -> index
      %10 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      "scf.for"(%5, %7, %6) ({
      ^bb0(%arg1: index):
        "scf.for"(%5, %8, %6) ({
        ^bb0(%arg2: index):
          "scf.for"(%5, %9, %6) ({
          ^bb0(%arg3: index):
            %11 = "memref.load"(%arg0, %arg1, %arg2, %arg3) : (memref<2x3x4xf32>, index, index, index) -> f32
            %12 = "arith.index_cast"(%arg1) : (index) -> i32
            %13 = "arith.index_cast"(%arg2) : (index) -> i32
            %14 = "arith.index_cast"(%arg3) : (index) -> i32
            %15 = "arith.sitofp"(%12) : (i32) -> f32
            %16 = "arith.sitofp"(%13) : (i32) -> f32
            %17 = "arith.sitofp"(%14) : (i32) -> f32
            %18 = "arith.mulf"(%11, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            %19 = "arith.addf"(%18, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            %20 = "arith.mulf"(%17, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            %21 = "arith.subf"(%19, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            "memref.store"(%21, %arg0, %arg1, %arg2, %arg3) : (f32, memref<2x3x4xf32>, index, index, index) -> ()
            "scf.yield"() : () -> ()
          }) : (index, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "cube", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x3x4xf32>
    %1 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %2 = "memref.cast"(%0) : (memref<2x3x4xf32>) -> memref<?x?x?xf32>
    "func.call"(%2, %1) <{callee = @fillF32Buffer3D}> : (memref<?x?x?xf32>, f32) -> ()
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %0) <{kernel = @kernels::@cube, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<2x3x4xf32>) -> ()
    %4 = "memref.cast"(%0) : (memref<2x3x4xf32>) -> memref<*xf32>
    "func.call"(%4) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?x?xf32>, f32) -> (), sym_name = "fillF32Buffer3D", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

