"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xi32, strided<[1], offset: 4>>) -> ()}> ({
    ^bb0(%arg0: memref<8xi32, strided<[1], offset: 4>>):
      %27 = "arith.constant"() <{value = 0 : index}> : () -> index
      %28 = "arith.constant"() <{value = 1 : index}> : () -> index
      %29 = "arith.constant"() <{value = 8 : index}> : () -> index
      "scf.for"(%27, %29, %28) ({
      ^bb0(%arg1: index):
        %30 = "memref.load"(%arg0, %arg1) : (memref<8xi32, strided<[1], offset: 4>>, index) -> i32
        %31 = "arith.addi"(%30, %30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%31, %arg0, %arg1) : (i32, memref<8xi32, strided<[1], offset: 4>>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "dbl", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<12xi32>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6 = "arith.constant"() <{value = 5 : index}> : () -> index
    %7 = "arith.constant"() <{value = 6 : index}> : () -> index
    %8 = "arith.constant"() <{value = 7 : index}> : () -> index
    %9 = "arith.constant"() <{value = 8 : index}> : () -> index
    %10 = "arith.constant"() <{value = 9 : index}> : () -> index
    %11 = "arith.constant"() <{value = 10 : index}> : () -> index
    %12 = "arith.constant"() <{value = 11 : index}> : () -> index
    %13 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = 20 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = 30 : i32}> : () -> i32
    %17 = "arith.constant"() <{value = 40 : i32}> : () -> i32
    %18 = "arith.constant"() <{value = 50 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = 60 : i32}> : () -> i32
    %20 = "arith.constant"() <{value = 70 : i32}> : () -> i32
    %21 = "arith.constant"() <{value = 80 : i32}> : () -> i32
    %22 = "arith.constant"() <{value = 90 : i32}> : () -> i32
    %23 = "arith.constant"() <{value = 100 : i32}> : () -> i32
    %24 = "arith.constant"() <{value = 110 : i32}> : () -> i32
    "memref.store"(%13, %0, %1) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%14, %0, %2) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%15, %0, %3) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%16, %0, %4) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%17, %0, %5) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%18, %0, %6) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%19, %0, %7) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%20, %0, %8) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%21, %0, %9) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%22, %0, %10) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%23, %0, %11) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%24, %0, %12) : (i32, memref<12xi32>, index) -> ()
    %25 = "memref.reinterpret_cast"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 4>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (memref<12xi32>) -> memref<8xi32, strided<[1], offset: 4>>
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %25) <{kernel = @kernels::@dbl, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<8xi32, strided<[1], offset: 4>>) -> ()
    %26 = "memref.cast"(%0) : (memref<12xi32>) -> memref<*xi32>
    "func.call"(%26) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

