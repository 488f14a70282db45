"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xi32>) -> ()}> ({
    ^bb0(%arg0: memref<8xi32>):
      %30 = "arith.constant"() <{value = 0 : index}> : () -> index
      %31 = "arith.constant"() <{value = 1 : index}> : () -> index
      %32 = "arith.constant"() <{value = 8 : index}> : () -> index
      "scf.for"(%30, %32, %31) ({
      ^bb0(%arg1: index):
        %33 = "memref.load"(%arg0, %arg1) : (memref<8xi32>, index) -> i32
        %34 = "arith.addi"(%33, %33) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%34, %arg0, %arg1) : (i32, memref<8xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "dbl", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<48xi8>
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
    %13 = "arith.constant"() <{value = 16 : index}> : () -> index
    %14 = "memref.view"(%0, %1) : (memref<48xi8>, index) -> memref<12xi32>
    %15 = "memref.view"(%0, %13) : (memref<48xi8>, index) -> memref<8xi32>
    %16 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %17 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %18 = "arith.constant"() <{value = 20 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = 30 : i32}> : () -> i32
    %20 = "arith.constant"() <{value = 40 : i32}> : () -> i32
    %21 = "arith.constant"() <{value = 50 : i32}> : () -> i32
    %22 = "arith.constant"() <{value = 60 : i32}> : () -> i32
    %23 = "arith.constant"() <{value = 70 : i32}> : () -> i32
    %24 = "arith.constant"() <{value = 80 : i32}> : () -> i32
    %25 = "arith.constant"() <{value = 90 : i32}> : () -> i32
    %26 = "arith.constant"() <{value = 100 : i32}> : () -> i32
    %27 = "arith.constant"() <{value = 110 : i32}> : () -> i32
    "memref.store"(%16, %14, %1) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%17, %14, %2) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%18, %14, %3) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%19, %14, %4) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%20, %14, %5) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%21, %14, %6) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%22, %14, %7) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%23, %14, %8) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%24, %14, %9) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%25, %14, %10) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%26, %14, %11) : (i32, memref<12xi32>, index) -> ()
    "memref.store"(%27, %14, %12) : (i32, memref<12xi32>, index) -> ()
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %15) <{kernel = @kernels::@dbl, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<8xi32>) -> ()
    %28 = "memref.cast"(%14) : (memref<12xi32>) -> memref<*xi32>
    "func.call"(%28) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %29 = "memref.cast"(%15) : (memref<8xi32>) -> memref<*xi32>
    "func.call"(%29) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

