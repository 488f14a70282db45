"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<6xi32>, memref<3x6xi32>) -> ()}> ({
    ^bb0(%arg0: memref<6xi32>, %arg1: memref<3x6xi32>):
      %15 = "arith.constant"() <{value = 0 : index}> : () -> index
      %16 = "arith.constant"() <{value = 1 : index}> : () -> index
      %17 = "arith.constant"() <{value = 3 : index}> : () -> index
      %18 = "arith.constant"() <{value = 5 : index}> : () -> index
      %19 = "arith.constant"() <{value = 6 : index}> : () -> index
      "scf.for"(%15, %17, %16) ({
      ^bb0(%arg2: index):
        %20 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xi32, #spirv.storage_class<Function>>
        %21 = "arith.index_cast"(%arg2) : (index) -> i32
        "scf.for"(%15, %19, %16) ({
        ^bb0(%arg4: index):
          %23 = "memref.load"(%arg0, %arg4) : (memref<6xi32>, index) -> i32
          %24 = "arith.subi"(%18, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %25 = "arith.addi"(%23, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "memref.store"(%25, %20, %24) : (i32, memref<6xi32, #spirv.storage_class<Function>>, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.for"(%15, %19, %16) ({
        ^bb0(%arg3: index):
          %22 = "memref.load"(%20, %arg3) : (memref<6xi32, #spirv.storage_class<Function>>, index) -> i32
          "memref.store"(%22, %arg1, %arg2, %arg3) : (i32, memref<3x6xi32>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "local", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<6xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x6xi32>
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    %6 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7 = "arith.constant"() <{value = 5 : index}> : () -> index
    %8 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 20 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 30 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 40 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 50 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = 60 : i32}> : () -> i32
    "memref.store"(%8, %0, %2) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%9, %0, %3) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%10, %0, %4) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%11, %0, %5) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%12, %0, %6) : (i32, memref<6xi32>, index) -> ()
    "memref.store"(%13, %0, %7) : (i32, memref<6xi32>, index) -> ()
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %0, %1) <{kernel = @kernels::@local, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<6xi32>, memref<3x6xi32>) -> ()
    %14 = "memref.cast"(%1) : (memref<3x6xi32>) -> memref<*xi32>
    "func.call"(%14) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

