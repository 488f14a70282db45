"builtin.module"() ({
  "gpu.module"() <{sym_name = "conv"}> ({
    "gpu.func"() <{function_type = (memref<8xi32>) -> ()}> ({
    ^bb0(%arg10: memref<8xi32>):
      %33 = "arith.constant"() <{value = 0 : index}> : () -> index
      %34 = "arith.constant"() <{value = 1 : index}> : () -> index
      %35 = "arith.constant"() <{value = 8 : index}> : () -> index
      "scf.for"(%33, %35, %34) ({
      ^bb0(%arg11: index):
        %36 = "arith.index_cast"(%arg11) : (index) -> i32
        "memref.store"(%36, %arg10, %arg11) : (i32, memref<8xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "iota_i32", workgroup_attributions = 0 : i64} : () -> ()
    "gpu.func"() <{function_type = (memref<8xi32>, memref<8xf32>) -> ()}> ({
    ^bb0(%arg7: memref<8xi32>, %arg8: memref<8xf32>):
      %28 = "arith.constant"() <{value = 0 : index}> : () -> index
      %29 = "arith.constant"() <{value = 1 : index}> : () -> index
      %30 = "arith.constant"() <{value = 8 : index}> : () -> index
      "scf.for"(%28, %30, %29) ({
      ^bb0(%arg9: index):
        %31 = "memref.load"(%arg7, %arg9) : (memref<8xi32>, index) -> i32
        %32 = "arith.sitofp"(%31) : (i32) -> f32
        "memref.store"(%32, %arg8, %arg9) : (f32, memref<8xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "to_f32", workgroup_attributions = 0 : i64} : () -> ()
    "gpu.func"() <{function_type = (memref<8xf32>) -> ()}> ({
    ^bb0(%arg5: memref<8xf32>):
      %22 = "arith.constant"() <{value = 0 : index}> : () -> index
      %23 = "arith.constant"() <{value = 1 : index}> : () -> index
      %24 = "arith.constant"() <{value = 8 : index}> : () -> index
      %25 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      "scf.for"(%22, %24, %23) ({
      ^bb0(%arg6: index):
        %26 = "memref.load"(%arg5, %arg6) : (memref<8xf32>, index) -> f32
        %27 = "arith.mulf"(%26, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "memref.store"(%27, %arg5, %arg6) : (f32, memref<8xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "halve", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "red"}> ({
    "gpu.func"() <{function_type = (memref<8xf32>, memref<4xf32>) -> ()}> ({
    ^bb0(%arg2: memref<8xf32>, %arg3: memref<4xf32>):
      %13 = "arith.constant"() <{value = 0 : index}> : () -> index
      %14 = "arith.constant"() <{value = 1 : index}> : () -> index
      %15 = "arith.constant"() <{value = 2 : index}> : () -> index
      %16 = "arith.constant"() <{value = 4 : index}> : () -> index
      "scf.for"(%13, %16, %14) ({
      ^bb0(%arg4: index):
        %17 = "arith.muli"(%arg4, %15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %18 = "arith.addi"(%17, %14) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %19 = "memref.load"(%arg2, %17) : (memref<8xf32>, index) -> f32
        %20 = "memref.load"(%arg2, %18) : (memref<8xf32>, index) -> f32
        %21 = "arith.addf"(%19, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "memref.store"(%21, %arg3, %arg4) : (f32, memref<4xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "sum_pairs", workgroup_attributions = 0 : i64} : () -> ()
    "gpu.func"() <{function_type = (memref<8xi32>) -> ()}> ({
    ^bb0(%arg0: memref<8xi32>):
      %7 = "arith.constant"() <{value = 0 : index}> : () -> index
      %8 = "arith.constant"() <{value = 1 : index}> : () -> index
      %9 = "arith.constant"() <{value = 8 : index}> : () -> index
      %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.for"(%7, %9, %8) ({
      ^bb0(%arg1: index):
        %11 = "memref.load"(%arg0, %arg1) : (memref<8xi32>, index) -> i32
        %12 = "arith.subi"(%10, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%12, %arg0, %arg1) : (i32, memref<8xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "negate", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %0) <{kernel = @conv::@iota_i32, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<8xi32>) -> ()
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %0, %1) <{kernel = @conv::@to_f32, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<8xi32>, memref<8xf32>) -> ()
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %1) <{kernel = @conv::@halve, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<8xf32>) -> ()
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %1, %2) <{kernel = @red::@sum_pairs, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<8xf32>, memref<4xf32>) -> ()
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %1) <{kernel = @conv::@halve, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<8xf32>) -> ()
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %0) <{kernel = @red::@negate, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<8xi32>) -> ()
    %4 = "memref.cast"(%0) : (memref<8xi32>) -> memref<*xi32>
    "func.call"(%4) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %5 = "memref.cast"(%1) : (memref<8xf32>) -> memref<*xf32>
    "func.call"(%5) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %6 = "memref.cast"(%2) : (memref<4xf32>) -> memref<*xf32>
    "func.call"(%6) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

