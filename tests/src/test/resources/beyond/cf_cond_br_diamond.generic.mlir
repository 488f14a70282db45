"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xi32>, memref<2xi32>, memref<8xi32>) -> ()}> ({
    ^bb0(%arg0: memref<8xi32>, %arg1: memref<2xi32>, %arg2: memref<8xi32>):
      %25 = "arith.constant"() <{value = 0 : index}> : () -> index
      %26 = "arith.constant"() <{value = 1 : index}> : () -> index
      %27 = "arith.constant"() <{value = 8 : index}> : () -> index
      %28 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %29 = "arith.constant"() <{value = -2 : i32}> : () -> i32
      %30 = "arith.constant"() <{value = 100 : i32}> : () -> i32
      %31 = "memref.load"(%arg1, %25) : (memref<2xi32>, index) -> i32
      %32 = "arith.cmpi"(%31, %28) <{predicate = 0 : i64}> : (i32, i32) -> i1
      "cf.cond_br"(%32, %25)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, index) -> ()
    ^bb1:  // pred: ^bb0
      "gpu.return"() : () -> ()
    ^bb2(%33: index):  // 2 preds: ^bb0, ^bb6
      %34 = "arith.cmpi"(%33, %27) <{predicate = 2 : i64}> : (index, index) -> i1
      "cf.cond_br"(%34)[^bb3, ^bb7] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb3:  // pred: ^bb2
      %35 = "memref.load"(%arg0, %33) : (memref<8xi32>, index) -> i32
      %36 = "arith.cmpi"(%35, %28) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "cf.cond_br"(%36, %35)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
    ^bb4(%37: i32):  // pred: ^bb3
      %38 = "arith.muli"(%37, %29) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "cf.br"(%38)[^bb6] : (i32) -> ()
    ^bb5:  // pred: ^bb3
      %39 = "arith.addi"(%35, %30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "cf.br"(%39)[^bb6] : (i32) -> ()
    ^bb6(%40: i32):  // 2 preds: ^bb4, ^bb5
      "memref.store"(%40, %arg2, %33) : (i32, memref<8xi32>, index) -> ()
      %41 = "arith.addi"(%33, %26) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "cf.br"(%41)[^bb2] : (index) -> ()
    ^bb7:  // pred: ^bb2
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "diamond", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "arith.constant"() <{value = 3 : index}> : () -> index
    %8 = "arith.constant"() <{value = 4 : index}> : () -> index
    %9 = "arith.constant"() <{value = 5 : index}> : () -> index
    %10 = "arith.constant"() <{value = 6 : index}> : () -> index
    %11 = "arith.constant"() <{value = 7 : index}> : () -> index
    %12 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = -3 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %17 = "arith.constant"() <{value = -100 : i32}> : () -> i32
    %18 = "arith.constant"() <{value = 20 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = 12 : i32}> : () -> i32
    "memref.store"(%12, %0, %4) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%13, %0, %5) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%14, %0, %6) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%15, %0, %7) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%16, %0, %8) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%17, %0, %9) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%18, %0, %10) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%19, %0, %11) : (i32, memref<8xi32>, index) -> ()
    %20 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %21 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "memref.store"(%20, %1, %4) : (i32, memref<2xi32>, index) -> ()
    "memref.store"(%21, %1, %5) : (i32, memref<2xi32>, index) -> ()
    %22 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %23 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "memref.store"(%22, %2, %4) : (i32, memref<2xi32>, index) -> ()
    "memref.store"(%23, %2, %5) : (i32, memref<2xi32>, index) -> ()
    "gpu.launch_func"(%5, %5, %5, %5, %5, %5, %0, %1, %3) <{kernel = @kernels::@diamond, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<8xi32>, memref<2xi32>, memref<8xi32>) -> ()
    "gpu.launch_func"(%5, %5, %5, %5, %5, %5, %0, %2, %3) <{kernel = @kernels::@diamond, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<8xi32>, memref<2xi32>, memref<8xi32>) -> ()
    %24 = "memref.cast"(%3) : (memref<8xi32>) -> memref<*xi32>
    "func.call"(%24) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

