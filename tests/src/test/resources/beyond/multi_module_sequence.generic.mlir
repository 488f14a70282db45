"builtin.module"() ({
  "gpu.module"() <{sym_name = "iota_mod"}> ({
    "gpu.func"() <{function_type = (memref<6xi32>) -> ()}> ({
    ^bb0(%arg4: memref<6xi32>):
      %14 = "arith.constant"() <{value = 0 : index}> : () -> index
      %15 = "arith.constant"() <{value = 1 : index}> : () -> index
      %16 = "arith.constant"() <{value = 6 : index}> : () -> index
      "scf.for"(%14, %16, %15) ({
      ^bb0(%arg5: index):
        %17 = "arith.index_cast"(%arg5) : (index) -> i32
        "memref.store"(%17, %arg4, %arg5) : (i32, memref<6xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "iota", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "square_mod"}> ({
    "gpu.func"() <{function_type = (memref<6xi32>) -> ()}> ({
    ^bb0(%arg2: memref<6xi32>):
      %9 = "arith.constant"() <{value = 0 : index}> : () -> index
      %10 = "arith.constant"() <{value = 1 : index}> : () -> index
      %11 = "arith.constant"() <{value = 6 : index}> : () -> index
      "scf.for"(%9, %11, %10) ({
      ^bb0(%arg3: index):
        %12 = "memref.load"(%arg2, %arg3) : (memref<6xi32>, index) -> i32
        %13 = "arith.muli"(%12, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%13, %arg2, %arg3) : (i32, memref<6xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "square", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "sub_mod"}> ({
    "gpu.func"() <{function_type = (memref<6xi32>) -> ()}> ({
    ^bb0(%arg0: memref<6xi32>):
      %3 = "arith.constant"() <{value = 0 : index}> : () -> index
      %4 = "arith.constant"() <{value = 1 : index}> : () -> index
      %5 = "arith.constant"() <{value = 6 : index}> : () -> index
      %6 = "arith.constant"() <{value = 100 : i32}> : () -> i32
      "scf.for"(%3, %5, %4) ({
      ^bb0(%arg1: index):
        %7 = "memref.load"(%arg0, %arg1) : (memref<6xi32>, index) -> i32
        %8 = "arith.subi"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%8, %arg0, %arg1) : (i32, memref<6xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "sub_from_100", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xi32>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%1, %1, %1, %1, %1, %1, %0) <{kernel = @iota_mod::@iota, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<6xi32>) -> ()
    "gpu.launch_func"(%1, %1, %1, %1, %1, %1, %0) <{kernel = @square_mod::@square, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<6xi32>) -> ()
    "gpu.launch_func"(%1, %1, %1, %1, %1, %1, %0) <{kernel = @sub_mod::@sub_from_100, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<6xi32>) -> ()
    "gpu.launch_func"(%1, %1, %1, %1, %1, %1, %0) <{kernel = @square_mod::@square, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<6xi32>) -> ()
    %2 = "memref.cast"(%0) : (memref<6xi32>) -> memref<*xi32>
    "func.call"(%2) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

