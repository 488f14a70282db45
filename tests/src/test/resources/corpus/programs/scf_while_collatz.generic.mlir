"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<12xi32>) -> ()}> ({
    ^bb0(%arg0: memref<12xi32>):
      %3 = "arith.constant"() <{value = 0 : index}> : () -> index
      %4 = "arith.constant"() <{value = 1 : index}> : () -> index
      %5 = "arith.constant"() <{value = 12 : index}> : () -> index
      %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %7 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %8 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.for"(%3, %5, %4) ({
      ^bb0(%arg1: index):
        %10 = "arith.index_cast"(%arg1) : (index) -> i32
        %11 = "arith.addi"(%10, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %12:2 = "scf.while"(%11, %9) ({
        ^bb0(%arg4: i32, %arg5: i32):
          %20 = "arith.cmpi"(%arg4, %6) <{predicate = 1 : i64}> : (i32, i32) -> i1
          "scf.condition"(%20, %arg4, %arg5) : (i1, i32, i32) -> ()
        }, {
        ^bb0(%arg2: i32, %arg3: i32):
          %13 = "arith.remui"(%arg2, %7) : (i32, i32) -> i32
          %14 = "arith.cmpi"(%13, %9) <{predicate = 0 : i64}> : (i32, i32) -> i1
          %15 = "scf.if"(%14) ({
            %19 = "arith.divui"(%arg2, %7) : (i32, i32) -> i32
            "scf.yield"(%19) : (i32) -> ()
          }, {
            %17 = "arith.muli"(%arg2, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
            %18 = "arith.addi"(%17, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
            "scf.yield"(%18) : (i32) -> ()
          }) : (i1) -> i32
          %16 = "arith.addi"(%arg3, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "scf.yield"(%15, %16) : (i32, i32) -> ()
        }) : (i32, i32) -> (i32, i32)
        "memref.store"(%12#1, %arg0, %arg1) : (i32, memref<12xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "collatz", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<12xi32>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%1, %1, %1, %1, %1, %1, %0) <{kernel = @kernels::@collatz, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<12xi32>) -> ()
    %2 = "memref.cast"(%0) : (memref<12xi32>) -> memref<*xi32>
    "func.call"(%2) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

