"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<2x5xi64>, memref<5xi32>) -> ()}> ({
    ^bb0(%arg0: memref<2x5xi64>, %arg1: memref<5xi32>):
      %5 = "arith.constant"() <{value = 0 : index}> : () -> index
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      %7 = "arith.constant"() <{value = 5 : index}> : () -> index
      %8 = "arith.constant"() <{value = -1000000 : i32}> : () -> i32
      %9 = "arith.constant"() <{value = 3 : i64}> : () -> i64
      %10 = "arith.constant"() <{value = 5000000000 : i64}> : () -> i64
      "scf.for"(%5, %7, %6) ({
      ^bb0(%arg2: index):
        %11 = "arith.index_cast"(%arg2) : (index) -> i32
        %12 = "arith.muli"(%11, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %13 = "arith.extsi"(%12) : (i32) -> i64
        "memref.store"(%13, %arg0, %5, %arg2) : (i64, memref<2x5xi64>, index, index) -> ()
        %14 = "arith.extui"(%12) : (i32) -> i64
        "memref.store"(%14, %arg0, %6, %arg2) : (i64, memref<2x5xi64>, index, index) -> ()
        %15 = "arith.muli"(%14, %9) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %16 = "arith.addi"(%15, %10) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %17 = "arith.trunci"(%16) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
        "memref.store"(%17, %arg1, %arg2) : (i32, memref<5xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "exttrunc", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x5xi64>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<5xi32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0, %1) <{kernel = @kernels::@exttrunc, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<2x5xi64>, memref<5xi32>) -> ()
    %3 = "memref.cast"(%0) : (memref<2x5xi64>) -> memref<*xi64>
    "func.call"(%3) <{callee = @printMemrefI64}> : (memref<*xi64>) -> ()
    %4 = "memref.cast"(%1) : (memref<5xi32>) -> memref<*xi32>
    "func.call"(%4) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi64>) -> (), sym_name = "printMemrefI64", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

