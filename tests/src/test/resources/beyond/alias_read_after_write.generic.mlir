"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<6xi32>, memref<6xi32>) -> ()}> ({
    ^bb0(%arg0: memref<6xi32>, %arg1: memref<6xi32>):
      %18 = "arith.constant"() <{value = 0 : index}> : () -> index
      %19 = "arith.constant"() <{value = 1 : index}> : () -> index
      %20 = "arith.constant"() <{value = 6 : index}> : () -> index
      %21 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.for"(%18, %20, %19) ({
      ^bb0(%arg2: index):
        %22 = "memref.load"(%arg0, %arg2) : (memref<6xi32>, index) -> i32
        %23 = "arith.addi"(%22, %22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%23, %arg1, %arg2) : (i32, memref<6xi32>, index) -> ()
        %24 = "memref.load"(%arg0, %arg2) : (memref<6xi32>, index) -> i32
        %25 = "arith.addi"(%24, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%25, %arg0, %arg2) : (i32, memref<6xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "raw", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xi32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xi32>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "arith.constant"() <{value = 3 : index}> : () -> index
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8 = "arith.constant"() <{value = 5 : index}> : () -> index
    %9 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    "memref.store"(%9, %0, %3) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%10, %0, %4) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%11, %0, %5) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%12, %0, %6) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%13, %0, %7) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%14, %0, %8) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%9, %1, %3) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%10, %1, %4) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%11, %1, %5) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%12, %1, %6) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%13, %1, %7) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%14, %1, %8) : (i32, memref<6xi32>, index) -> ()
    "gpu.launch_func"(%4, %4, %4, %4, %4, %4, %0, %0) <{kernel = @kernels::@raw, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<6xi32>, memref<6xi32>) -> ()
    "gpu.launch_func"(%4, %4, %4, %4, %4, %4, %1, %2) <{kernel = @kernels::@raw, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<6xi32>, memref<6xi32>) -> ()
    %15 = "memref.cast"(%0) : (memref<6xi32>) -> memref<*xi32>
    "func.call"(%15) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %16 = "memref.cast"(%1) : (memref<6xi32>) -> memref<*xi32>
    "func.call"(%16) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %17 = "memref.cast"(%2) : (memref<6xi32>) -> memref<*xi32>
    "func.call"(%17) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

