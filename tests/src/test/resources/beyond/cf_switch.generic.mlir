"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xi32>, memref<8xi32>) -> ()}> ({
    ^bb0(%arg0: memref<8xi32>, %arg1: memref<8xi32>):
      %19 = "arith.constant"() <{value = 0 : index}> : () -> index
      %20 = "arith.constant"() <{value = 1 : index}> : () -> index
      %21 = "arith.constant"() <{value = 8 : index}> : () -> index
      %22 = "arith.constant"() <{value = 100 : i32}> : () -> i32
      %23 = "arith.constant"() <{value = 200 : i32}> : () -> i32
      %24 = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      %25 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "cf.br"(%19)[^bb1] : (index) -> ()
    ^bb1(%26: index):  // 2 preds: ^bb0, ^bb5
      %27 = "arith.cmpi"(%26, %21) <{predicate = 2 : i64}> : (index, index) -> i1
      "cf.cond_br"(%27)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %28 = "memref.load"(%arg0, %26) : (memref<8xi32>, index) -> i32
      "cf.switch"(%28, %28, %22, %23, %28, %28)[^bb4, ^bb5, ^bb5, ^bb3, ^bb3] <{case_operand_segments = array<i32: 1, 1, 1, 1>, case_values = dense<[0, 1, 5, -7]> : vector<4xi32>, operandSegmentSizes = array<i32: 1, 1, 4>}> : (i32, i32, i32, i32, i32, i32) -> ()
    ^bb3(%29: i32):  // 2 preds: ^bb2, ^bb2
      %30 = "arith.muli"(%29, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "cf.br"(%30)[^bb5] : (i32) -> ()
    ^bb4(%31: i32):  // pred: ^bb2
      %32 = "arith.subi"(%25, %31) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "cf.br"(%32)[^bb5] : (i32) -> ()
    ^bb5(%33: i32):  // 4 preds: ^bb2, ^bb2, ^bb3, ^bb4
      "memref.store"(%33, %arg1, %26) : (i32, memref<8xi32>, index) -> ()
      %34 = "arith.addi"(%26, %20) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "cf.br"(%34)[^bb1] : (index) -> ()
    ^bb6:  // pred: ^bb1
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "classify", workgroup_attributions = 0 : i64} : () -> ()
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
    %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %17 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    "memref.store"(%10, %0, %2) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%11, %0, %3) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%12, %0, %4) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%13, %0, %5) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%14, %0, %6) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%15, %0, %7) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%16, %0, %8) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%17, %0, %9) : (i32, memref<8xi32>, index) -> ()
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %0, %1) <{kernel = @kernels::@classify, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<8xi32>, memref<8xi32>) -> ()
    %18 = "memref.cast"(%1) : (memref<8xi32>) -> memref<*xi32>
    "func.call"(%18) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

