"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<3x5xi32>, memref<5x3xi32>, memref<3xi32>) -> ()}> ({
    ^bb0(%arg0: memref<3x5xi32>, %arg1: memref<5x3xi32>, %arg2: memref<3xi32>):
      %6 = "arith.constant"() <{value = 0 : index}> : () -> index
      %7 = "arith.constant"() <{value = 1 : index}> : () -> index
      %8 = "arith.constant"() <{value = 2 : index}> : () -> index
      %9 = "arith.constant"() <{value = 3 : index}> : () -> index
      %10 = "arith.constant"() <{value = 5 : index}> : () -> index
      %11 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.for"(%6, %9, %7) ({
      ^bb0(%arg6: index):
        "scf.for"(%6, %10, %7) ({
        ^bb0(%arg7: index):
          %16 = "arith.index_cast"(%arg6) : (index) -> i32
          %17 = "arith.index_cast"(%arg7) : (index) -> i32
          %18 = "arith.muli"(%16, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %19 = "arith.addi"(%18, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "memref.store"(%19, %arg0, %arg6, %arg7) : (i32, memref<3x5xi32>, index, index) -> ()
          "memref.store"(%19, %arg1, %arg7, %arg6) : (i32, memref<5x3xi32>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.for"(%6, %9, %7) ({
      ^bb0(%arg3: index):
        %13 = "scf.for"(%6, %10, %8, %12) ({
        ^bb0(%arg4: index, %arg5: i32):
          %14 = "memref.load"(%arg0, %arg3, %arg4) : (memref<3x5xi32>, index, index) -> i32
          %15 = "arith.addi"(%arg5, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "scf.yield"(%15) : (i32) -> ()
        }) : (index, index, index, i32) -> i32
        "memref.store"(%13, %arg2, %arg3) : (i32, memref<3xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "transpose", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x5xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<5x3xi32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi32>
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %0, %1, %2) <{kernel = @kernels::@transpose, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<3x5xi32>, memref<5x3xi32>, memref<3xi32>) -> ()
    %4 = "memref.cast"(%1) : (memref<5x3xi32>) -> memref<*xi32>
    "func.call"(%4) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %5 = "memref.cast"(%2) : (memref<3xi32>) -> memref<*xi32>
    "func.call"(%5) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

