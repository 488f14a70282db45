"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xi32>, memref<4xi64>) -> ()}> ({
    ^bb0(%arg0: memref<8xi32>, %arg1: memref<4xi64>):
      %5 = "arith.constant"() <{value = 0 : index}> : () -> index
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      %7 = "arith.constant"() <{value = 2 : index}> : () -> index
      %8 = "arith.constant"() <{value = 4 : index}> : () -> index
      %9 = "arith.constant"() <{value = 7 : index}> : () -> index
      %10 = "arith.constant"() <{value = -3 : i32}> : () -> i32
      "scf.for"(%5, %8, %6) ({
      ^bb0(%arg2: index):
        %11 = "arith.muli"(%arg2, %7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %12 = "arith.subi"(%9, %11) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %13 = "arith.index_cast"(%arg2) : (index) -> i32
        %14 = "arith.constant"() <{value = 10 : i32}> : () -> i32
        %15 = "arith.muli"(%13, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%15, %arg0, %12) : (i32, memref<8xi32>, index) -> ()
        %16 = "arith.subi"(%12, %6) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %17 = "arith.subi"(%10, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %18 = "arith.index_cast"(%17) : (i32) -> index
        %19 = "arith.index_cast"(%18) : (index) -> i32
        "memref.store"(%19, %arg0, %16) : (i32, memref<8xi32>, index) -> ()
        %20 = "arith.index_castui"(%17) : (i32) -> index
        %21 = "arith.index_castui"(%20) : (index) -> i64
        "memref.store"(%21, %arg1, %arg2) : (i64, memref<4xi64>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "idx", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi64>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0, %1) <{kernel = @kernels::@idx, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<8xi32>, memref<4xi64>) -> ()
    %3 = "memref.cast"(%0) : (memref<8xi32>) -> memref<*xi32>
    "func.call"(%3) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %4 = "memref.cast"(%1) : (memref<4xi64>) -> memref<*xi64>
    "func.call"(%4) <{callee = @printMemrefI64}> : (memref<*xi64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xi64>) -> (), sym_name = "printMemrefI64", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

