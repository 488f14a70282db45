"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xi32>, memref<8xi32>) -> ()}> ({
    ^bb0(%arg0: memref<8xi32>, %arg1: memref<8xi32>):
      %19 = "arith.constant"() <{value = 0 : index}> : () -> index
      %20 = "arith.constant"() <{value = 1 : index}> : () -> index
      %21 = "arith.constant"() <{value = 8 : index}> : () -> index
      %22 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %23 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "cf.br"(%19)[^bb1] : (index) -> ()
    ^bb1(%24: index):  // 2 preds: ^bb0, ^bb5
      %25 = "arith.cmpi"(%24, %21) <{predicate = 2 : i64}> : (index, index) -> i1
      "cf.cond_br"(%25)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %26 = "memref.load"(%arg0, %24) : (memref<8xi32>, index) -> i32
      "cf.br"(%23, %22)[^bb3] : (i32, i32) -> ()
    ^bb3(%27: i32, %28: i32):  // 2 preds: ^bb2, ^bb4
      %29 = "arith.cmpi"(%27, %26) <{predicate = 3 : i64}> : (i32, i32) -> i1
      "cf.cond_br"(%29)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb4:  // pred: ^bb3
      %30 = "arith.addi"(%28, %27) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %31 = "arith.addi"(%27, %23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "cf.br"(%31, %30)[^bb3] : (i32, i32) -> ()
    ^bb5:  // pred: ^bb3
      "memref.store"(%28, %arg1, %24) : (i32, memref<8xi32>, index) -> ()
      %32 = "arith.addi"(%24, %20) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "cf.br"(%32)[^bb1] : (index) -> ()
    ^bb6:  // pred: ^bb1
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "tri", workgroup_attributions = 0 : i64} : () -> ()
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
    %12 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %17 = "arith.constant"() <{value = 100 : i32}> : () -> i32
    "memref.store"(%10, %0, %2) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%11, %0, %3) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%12, %0, %4) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%13, %0, %5) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%14, %0, %6) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%15, %0, %7) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%16, %0, %8) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%17, %0, %9) : (i32, memref<8xi32>, index) -> ()
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %0, %1) <{kernel = @kernels::@tri, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<8xi32>, memref<8xi32>) -> ()
    %18 = "memref.cast"(%1) : (memref<8xi32>) -> memref<*xi32>
    "func.call"(%18) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

