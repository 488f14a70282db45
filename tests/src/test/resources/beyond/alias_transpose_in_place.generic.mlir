"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<3x3xi32>, memref<3x3xi32>) -> ()}> ({
    ^bb0(%arg0: memref<3x3xi32>, %arg1: memref<3x3xi32>):
      %14 = "arith.constant"() <{value = 0 : index}> : () -> index
      %15 = "arith.constant"() <{value = 1 : index}> : () -> index
      %16 = "arith.constant"() <{value = 3 : index}> : () -> index
      "scf.for"(%14, %16, %15) ({
      ^bb0(%arg2: index):
        %17 = "arith.addi"(%arg2, %15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        "scf.for"(%17, %16, %15) ({
        ^bb0(%arg3: index):
          %18 = "memref.load"(%arg0, %arg2, %arg3) : (memref<3x3xi32>, index, index) -> i32
          %19 = "memref.load"(%arg1, %arg3, %arg2) : (memref<3x3xi32>, index, index) -> i32
          "memref.store"(%19, %arg0, %arg2, %arg3) : (i32, memref<3x3xi32>, index, index) -> ()
          "memref.store"(%18, %arg1, %arg3, %arg2) : (i32, memref<3x3xi32>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "tr", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x3xi32>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 11 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 12 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 20 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 21 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 22 : i32}> : () -> i32
    "memref.store"(%4, %0, %1, %1) : (i32, memref<3x3xi32>, index, index) -> ()
    "memref.store"(%5, %0, %1, %2) : (i32, memref<3x3xi32>, index, index) -> ()
    "memref.store"(%6, %0, %1, %3) : (i32, memref<3x3xi32>, index, index) -> ()
    "memref.store"(%7, %0, %2, %1) : (i32, memref<3x3xi32>, index, index) -> ()
    "memref.store"(%8, %0, %2, %2) : (i32, memref<3x3xi32>, index, index) -> ()
    "memref.store"(%9, %0, %2, %3) : (i32, memref<3x3xi32>, index, index) -> ()
    "memref.store"(%10, %0, %3, %1) : (i32, memref<3x3xi32>, index, index) -> ()
    "memref.store"(%11, %0, %3, %2) : (i32, memref<3x3xi32>, index, index) -> ()
    "memref.store"(%12, %0, %3, %3) : (i32, memref<3x3xi32>, index, index) -> ()
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0, %0) <{kernel = @kernels::@tr, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<3x3xi32>, memref<3x3xi32>) -> ()
    %13 = "memref.cast"(%0) : (memref<3x3xi32>) -> memref<*xi32>
    "func.call"(%13) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

