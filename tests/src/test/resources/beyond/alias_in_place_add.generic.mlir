"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xi32>, memref<8xi32>) -> ()}> ({
    ^bb0(%arg0: memref<8xi32>, %arg1: memref<8xi32>):
      %20 = "arith.constant"() <{value = 0 : index}> : () -> index
      %21 = "arith.constant"() <{value = 1 : index}> : () -> index
      %22 = "arith.constant"() <{value = 8 : index}> : () -> index
      "scf.for"(%20, %22, %21) ({
      ^bb0(%arg2: index):
        %23 = "memref.load"(%arg1, %arg2) : (memref<8xi32>, index) -> i32
        %24 = "arith.addi"(%23, %23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%24, %arg0, %arg2) : (i32, memref<8xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "dbl", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    %6 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7 = "arith.constant"() <{value = 5 : index}> : () -> index
    %8 = "arith.constant"() <{value = 6 : index}> : () -> index
    %9 = "arith.constant"() <{value = 7 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %17 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    "memref.store"(%10, %0, %2) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%11, %0, %3) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%12, %0, %4) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%13, %0, %5) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%14, %0, %6) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%15, %0, %7) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%16, %0, %8) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%17, %0, %9) : (i32, memref<8xi32>, index) -> ()
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %0, %0) <{kernel = @kernels::@dbl, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<8xi32>, memref<8xi32>) -> ()
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %1, %0) <{kernel = @kernels::@dbl, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<8xi32>, memref<8xi32>) -> ()
    %18 = "memref.cast"(%0) : (memref<8xi32>) -> memref<*xi32>
    "func.call"(%18) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %19 = "memref.cast"(%1) : (memref<8xi32>) -> memref<*xi32>
    "func.call"(%19) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

