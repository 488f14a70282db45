"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<12xi32>, memref<12xi32>, memref<1xi32>) -> ()}> ({
    ^bb0(%arg0: memref<12xi32>, %arg1: memref<12xi32>, %arg2: memref<1xi32>):
      %7 = "arith.constant"() <{value = 0 : index}> : () -> index
      %8 = "arith.constant"() <{value = 1 : index}> : () -> index
      %9 = "arith.constant"() <{value = 12 : index}> : () -> index
      %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %11 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %12 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "scf.for"(%7, %9, %8) ({
      ^bb0(%arg5: index):
        %16 = "arith.index_cast"(%arg5) : (index) -> i32
        %17 = "arith.muli"(%16, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %18 = "arith.remui"(%17, %11) : (i32, i32) -> i32
        "memref.store"(%18, %arg0, %arg5) : (i32, memref<12xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      %13 = "scf.for"(%7, %9, %8, %10) ({
      ^bb0(%arg3: index, %arg4: i32):
        %14 = "memref.load"(%arg0, %arg3) : (memref<12xi32>, index) -> i32
        %15 = "arith.addi"(%arg4, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%15, %arg1, %arg3) : (i32, memref<12xi32>, index) -> ()
        "scf.yield"(%15) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      "memref.store"(%13, %arg2, %7) : (i32, memref<1xi32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "scan", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<12xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<12xi32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %0, %1, %2) <{kernel = @kernels::@scan, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<12xi32>, memref<12xi32>, memref<1xi32>) -> ()
    %4 = "memref.cast"(%0) : (memref<12xi32>) -> memref<*xi32>
    "func.call"(%4) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %5 = "memref.cast"(%1) : (memref<12xi32>) -> memref<*xi32>
    "func.call"(%5) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %6 = "memref.cast"(%2) : (memref<1xi32>) -> memref<*xi32>
    "func.call"(%6) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

