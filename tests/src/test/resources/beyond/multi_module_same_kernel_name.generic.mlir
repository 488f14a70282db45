"builtin.module"() ({
  "gpu.module"() <{sym_name = "m1"}> ({
    "gpu.func"() <{function_type = (memref<4xi32>) -> ()}> ({
    ^bb0(%arg2: memref<4xi32>):
      %16 = "arith.constant"() <{value = 0 : index}> : () -> index
      %17 = "arith.constant"() <{value = 1 : index}> : () -> index
      %18 = "arith.constant"() <{value = 4 : index}> : () -> index
      "scf.for"(%16, %18, %17) ({
      ^bb0(%arg3: index):
        %19 = "memref.load"(%arg2, %arg3) : (memref<4xi32>, index) -> i32
        %20 = "arith.addi"(%19, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%20, %arg2, %arg3) : (i32, memref<4xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "m2"}> ({
    "gpu.func"() <{function_type = (memref<4xi32>) -> ()}> ({
    ^bb0(%arg0: memref<4xi32>):
      %10 = "arith.constant"() <{value = 0 : index}> : () -> index
      %11 = "arith.constant"() <{value = 1 : index}> : () -> index
      %12 = "arith.constant"() <{value = 4 : index}> : () -> index
      %13 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.for"(%10, %12, %11) ({
      ^bb0(%arg1: index):
        %14 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
        %15 = "arith.addi"(%14, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%15, %arg0, %arg1) : (i32, memref<4xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    "memref.store"(%5, %0, %1) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%6, %0, %2) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%7, %0, %3) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%8, %0, %4) : (i32, memref<4xi32>, index) -> ()
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0) <{kernel = @m2::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<4xi32>) -> ()
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0) <{kernel = @m1::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<4xi32>) -> ()
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0) <{kernel = @m2::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<4xi32>) -> ()
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0) <{kernel = @m1::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<4xi32>) -> ()
    %9 = "memref.cast"(%0) : (memref<4xi32>) -> memref<*xi32>
    "func.call"(%9) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

