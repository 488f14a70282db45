"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
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
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "inc", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 20 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 30 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 40 : i32}> : () -> i32
    "memref.store"(%5, %0, %1) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%6, %0, %2) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%7, %0, %3) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%8, %0, %4) : (i32, memref<4xi32>, index) -> ()
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0) <{kernel = @kernels::@inc, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<4xi32>) -> ()
    %9 = "memref.cast"(%0) : (memref<4xi32>) -> memref<*xi32>
    "func.call"(%9) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

