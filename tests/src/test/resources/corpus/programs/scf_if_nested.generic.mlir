"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<7xi32>, memref<2x7xi32>, memref<1xi32>) -> ()}> ({
    ^bb0(%arg0: memref<7xi32>, %arg1: memref<2x7xi32>, %arg2: memref<1xi32>):
      %7 = "arith.constant"() <{value = 0 : index}> : () -> index
      %8 = "arith.constant"() <{value = 1 : index}> : () -> index
      %9 = "arith.constant"() <{value = 7 : index}> : () -> index
      %10 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %12 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %13 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %14 = "arith.constant"() <{value = 100 : i32}> : () -> i32
      "scf.for"(%7, %9, %8) ({
      ^bb0(%arg7: index):
        %25 = "arith.index_cast"(%arg7) : (index) -> i32
        %26 = "arith.subi"(%25, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %27 = "arith.cmpi"(%26, %11) <{predicate = 2 : i64}> : (i32, i32) -> i1
        %28 = "scf.if"(%27) ({
          "scf.yield"(%13) : (i32) -> ()
        }, {
          %31 = "arith.cmpi"(%26, %11) <{predicate = 0 : i64}> : (i32, i32) -> i1
          %32 = "scf.if"(%31) ({
            "scf.yield"(%11) : (i32) -> ()
          }, {
            "scf.yield"(%12) : (i32) -> ()
          }) : (i1) -> i32
          "scf.yield"(%32) : (i32) -> ()
        }) : (i1) -> i32
        "memref.store"(%28, %arg0, %arg7) : (i32, memref<7xi32>, index) -> ()
        %29:2 = "scf.if"(%27) ({
          "scf.yield"(%26, %11) : (i32, i32) -> ()
        }, {
          %30 = "arith.muli"(%26, %26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "scf.yield"(%11, %30) : (i32, i32) -> ()
        }) : (i1) -> (i32, i32)
        "memref.store"(%29#0, %arg1, %7, %arg7) : (i32, memref<2x7xi32>, index, index) -> ()
        "memref.store"(%29#1, %arg1, %8, %arg7) : (i32, memref<2x7xi32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      %15:2 = "scf.while"(%12, %11) ({
      ^bb0(%arg5: i32, %arg6: i32):
        %24 = "arith.cmpi"(%arg5, %14) <{predicate = 3 : i64}> : (i32, i32) -> i1
        "scf.condition"(%24, %arg5, %arg6) : (i1, i32, i32) -> ()
      }, {
      ^bb0(%arg3: i32, %arg4: i32):
        %18 = "arith.andi"(%arg4, %12) : (i32, i32) -> i32
        %19 = "arith.cmpi"(%18, %11) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %20 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %21 = "scf.if"(%19) ({
          %23 = "arith.addi"(%20, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "scf.yield"(%23) : (i32) -> ()
        }, {
          "scf.yield"(%20) : (i32) -> ()
        }) : (i1) -> i32
        %22 = "arith.addi"(%arg4, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%21, %22) : (i32, i32) -> ()
      }) : (i32, i32) -> (i32, i32)
      %16 = "arith.muli"(%15#1, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %17 = "arith.addi"(%16, %15#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "memref.store"(%17, %arg2, %7) : (i32, memref<1xi32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "classify", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<7xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x7xi32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %0, %1, %2) <{kernel = @kernels::@classify, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<7xi32>, memref<2x7xi32>, memref<1xi32>) -> ()
    %4 = "memref.cast"(%0) : (memref<7xi32>) -> memref<*xi32>
    "func.call"(%4) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %5 = "memref.cast"(%1) : (memref<2x7xi32>) -> memref<*xi32>
    "func.call"(%5) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %6 = "memref.cast"(%2) : (memref<1xi32>) -> memref<*xi32>
    "func.call"(%6) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

