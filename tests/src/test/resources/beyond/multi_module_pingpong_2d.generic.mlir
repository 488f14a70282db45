"builtin.module"() ({
  "gpu.module"() <{sym_name = "ma"}> ({
    "gpu.func"() <{function_type = (memref<2x3xi32>) -> ()}> ({
    ^bb0(%arg10: memref<2x3xi32>):
      %23 = "arith.constant"() <{value = 0 : index}> : () -> index
      %24 = "arith.constant"() <{value = 1 : index}> : () -> index
      %25 = "arith.constant"() <{value = 2 : index}> : () -> index
      %26 = "arith.constant"() <{value = 3 : index}> : () -> index
      %27 = "arith.constant"() <{value = 10 : index}> : () -> index
      "scf.for"(%23, %25, %24) ({
      ^bb0(%arg11: index):
        "scf.for"(%23, %26, %24) ({
        ^bb0(%arg12: index):
          %28 = "arith.muli"(%arg11, %27) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %29 = "arith.addi"(%28, %arg12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %30 = "arith.index_cast"(%29) : (index) -> i32
          "memref.store"(%30, %arg10, %arg11, %arg12) : (i32, memref<2x3xi32>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "fill", workgroup_attributions = 0 : i64} : () -> ()
    "gpu.func"() <{function_type = (memref<2x3xi32>, memref<2x3xi32>) -> ()}> ({
    ^bb0(%arg6: memref<2x3xi32>, %arg7: memref<2x3xi32>):
      %16 = "arith.constant"() <{value = 0 : index}> : () -> index
      %17 = "arith.constant"() <{value = 1 : index}> : () -> index
      %18 = "arith.constant"() <{value = 2 : index}> : () -> index
      %19 = "arith.constant"() <{value = 3 : index}> : () -> index
      %20 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.for"(%16, %18, %17) ({
      ^bb0(%arg8: index):
        "scf.for"(%16, %19, %17) ({
        ^bb0(%arg9: index):
          %21 = "memref.load"(%arg6, %arg8, %arg9) : (memref<2x3xi32>, index, index) -> i32
          %22 = "arith.addi"(%21, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "memref.store"(%22, %arg7, %arg8, %arg9) : (i32, memref<2x3xi32>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "copy_plus", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "mb"}> ({
    "gpu.func"() <{function_type = (memref<2x3xi32>, memref<2x3xi32>) -> ()}> ({
    ^bb0(%arg2: memref<2x3xi32>, %arg3: memref<2x3xi32>):
      %10 = "arith.constant"() <{value = 0 : index}> : () -> index
      %11 = "arith.constant"() <{value = 1 : index}> : () -> index
      %12 = "arith.constant"() <{value = 2 : index}> : () -> index
      %13 = "arith.constant"() <{value = 3 : index}> : () -> index
      "scf.for"(%10, %12, %11) ({
      ^bb0(%arg4: index):
        "scf.for"(%10, %13, %11) ({
        ^bb0(%arg5: index):
          %14 = "memref.load"(%arg2, %arg4, %arg5) : (memref<2x3xi32>, index, index) -> i32
          %15 = "arith.addi"(%14, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "memref.store"(%15, %arg3, %arg4, %arg5) : (i32, memref<2x3xi32>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "twice", workgroup_attributions = 0 : i64} : () -> ()
    "gpu.func"() <{function_type = (memref<2x3xi32>) -> ()}> ({
    ^bb0(%arg0: memref<2x3xi32>):
      %5 = "arith.constant"() <{value = 0 : index}> : () -> index
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      %7 = "arith.constant"() <{value = 3 : index}> : () -> index
      "scf.for"(%5, %7, %6) ({
      ^bb0(%arg1: index):
        %8 = "memref.load"(%arg0, %5, %arg1) : (memref<2x3xi32>, index, index) -> i32
        %9 = "memref.load"(%arg0, %6, %arg1) : (memref<2x3xi32>, index, index) -> i32
        "memref.store"(%9, %arg0, %5, %arg1) : (i32, memref<2x3xi32>, index, index) -> ()
        "memref.store"(%8, %arg0, %6, %arg1) : (i32, memref<2x3xi32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "swap_rows", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x3xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x3xi32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0) <{kernel = @ma::@fill, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<2x3xi32>) -> ()
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0, %1) <{kernel = @ma::@copy_plus, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<2x3xi32>, memref<2x3xi32>) -> ()
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %1, %0) <{kernel = @mb::@twice, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<2x3xi32>, memref<2x3xi32>) -> ()
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0) <{kernel = @mb::@swap_rows, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<2x3xi32>) -> ()
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0, %1) <{kernel = @ma::@copy_plus, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<2x3xi32>, memref<2x3xi32>) -> ()
    %3 = "memref.cast"(%0) : (memref<2x3xi32>) -> memref<*xi32>
    "func.call"(%3) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %4 = "memref.cast"(%1) : (memref<2x3xi32>) -> memref<*xi32>
    "func.call"(%4) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

