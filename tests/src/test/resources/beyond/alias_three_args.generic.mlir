"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<4xi32>, memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()}> ({
    ^bb0(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>, %arg3: memref<4xi32>):
      %12 = "arith.constant"() <{value = 0 : index}> : () -> index
      %13 = "arith.constant"() <{value = 1 : index}> : () -> index
      %14 = "arith.constant"() <{value = 4 : index}> : () -> index
      %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %16 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      %17 = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      "scf.for"(%12, %14, %13) ({
      ^bb0(%arg4: index):
        %18 = "memref.load"(%arg0, %arg4) : (memref<4xi32>, index) -> i32
        %19 = "arith.addi"(%18, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%19, %arg0, %arg4) : (i32, memref<4xi32>, index) -> ()
        %20 = "memref.load"(%arg1, %arg4) : (memref<4xi32>, index) -> i32
        %21 = "arith.muli"(%20, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%21, %arg1, %arg4) : (i32, memref<4xi32>, index) -> ()
        %22 = "memref.load"(%arg2, %arg4) : (memref<4xi32>, index) -> i32
        %23 = "arith.addi"(%22, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%23, %arg3, %arg4) : (i32, memref<4xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "tri", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    "memref.store"(%6, %0, %2) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%7, %0, %3) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%8, %0, %4) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%9, %0, %5) : (i32, memref<4xi32>, index) -> ()
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %0, %0, %0, %1) <{kernel = @kernels::@tri, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 4, 0>}> : (index, index, index, index, index, index, memref<4xi32>, memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
    %10 = "memref.cast"(%0) : (memref<4xi32>) -> memref<*xi32>
    "func.call"(%10) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %11 = "memref.cast"(%1) : (memref<4xi32>) -> memref<*xi32>
    "func.call"(%11) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

