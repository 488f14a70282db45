"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<6xi32>, memref<6xi32>, memref<6xi32>) -> ()}> ({
    ^bb0(%arg0: memref<6xi32>, %arg1: memref<6xi32>, %arg2: memref<6xi32>):
      %9 = "arith.constant"() <{value = 0 : index}> : () -> index
      %10 = "arith.constant"() <{value = 1 : index}> : () -> index
      %11 = "arith.constant"() <{value = 6 : index}> : () -> index
      %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %13 = "arith.constant"() <{value = 21 : i32}> : () -> i32
      "scf.for"(%9, %11, %10) ({
      ^bb0(%arg3: index):
        %14 = "memref.load"(%arg0, %arg3) : (memref<6xi32>, index) -> i32
        %15 = "memref.load"(%arg1, %arg3) : (memref<6xi32>, index) -> i32
        %16 = "arith.index_cast"(%arg3) : (index) -> i32
        %17 = "arith.muli"(%16, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %18 = "arith.addi"(%15, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %19:2 = "scf.while"(%14, %18) ({
        ^bb0(%arg6: i32, %arg7: i32):
          %21 = "arith.cmpi"(%arg7, %12) <{predicate = 1 : i64}> : (i32, i32) -> i1
          "scf.condition"(%21, %arg6, %arg7) : (i1, i32, i32) -> ()
        }, {
        ^bb0(%arg4: i32, %arg5: i32):
          %20 = "arith.remui"(%arg4, %arg5) : (i32, i32) -> i32
          "scf.yield"(%arg5, %20) : (i32, i32) -> ()
        }) : (i32, i32) -> (i32, i32)
        "memref.store"(%19#0, %arg2, %arg3) : (i32, memref<6xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "gcd", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xi32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xi32>
    %3 = "arith.constant"() <{value = 1071 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 462 : i32}> : () -> i32
    %5 = "memref.cast"(%0) : (memref<6xi32>) -> memref<?xi32>
    %6 = "memref.cast"(%1) : (memref<6xi32>) -> memref<?xi32>
    "func.call"(%5, %3) <{callee = @fillI32Buffer}> : (memref<?xi32>, i32) -> ()
    "func.call"(%6, %4) <{callee = @fillI32Buffer}> : (memref<?xi32>, i32) -> ()
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%7, %7, %7, %7, %7, %7, %0, %1, %2) <{kernel = @kernels::@gcd, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<6xi32>, memref<6xi32>, memref<6xi32>) -> ()
    %8 = "memref.cast"(%2) : (memref<6xi32>) -> memref<*xi32>
    "func.call"(%8) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi32>, i32) -> (), sym_name = "fillI32Buffer", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

