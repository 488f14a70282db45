"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<5x8xi32>) -> ()}> ({
    ^bb0(%arg0: memref<5x8xi32>):
      %3 = "arith.constant"() <{value = 0 : index}> : () -> index
      %4 = "arith.constant"() <{value = 1 : index}> : () -> index
      %5 = "arith.constant"() <{value = 2 : index}> : () -> index
      %6 = "arith.constant"() <{value = 3 : index}> : () -> index
      %7 = "arith.constant"() <{value = 4 : index}> : () -> index
      %8 = "arith.constant"() <{value = 8 : index}> : () -> index
      %9 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %10 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %11 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %13 = "arith.constant"() <{value = true}> : () -> i1
      "scf.for"(%3, %8, %4) ({
      ^bb0(%arg1: index):
        %14 = "arith.index_cast"(%arg1) : (index) -> i32
        %15 = "arith.andi"(%14, %9) : (i32, i32) -> i32
        %16 = "arith.cmpi"(%15, %12) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %17 = "arith.cmpi"(%14, %11) <{predicate = 5 : i64}> : (i32, i32) -> i1
        %18 = "arith.andi"(%16, %17) : (i1, i1) -> i1
        %19 = "arith.ori"(%16, %17) : (i1, i1) -> i1
        %20 = "arith.xori"(%16, %17) : (i1, i1) -> i1
        %21 = "arith.xori"(%16, %13) : (i1, i1) -> i1
        %22 = "arith.extui"(%18) : (i1) -> i32
        "memref.store"(%22, %arg0, %3, %arg1) : (i32, memref<5x8xi32>, index, index) -> ()
        %23 = "arith.extui"(%19) : (i1) -> i32
        "memref.store"(%23, %arg0, %4, %arg1) : (i32, memref<5x8xi32>, index, index) -> ()
        %24 = "arith.extsi"(%20) : (i1) -> i32
        "memref.store"(%24, %arg0, %5, %arg1) : (i32, memref<5x8xi32>, index, index) -> ()
        %25 = "arith.extsi"(%21) : (i1) -> i32
        "memref.store"(%25, %arg0, %6, %arg1) : (i32, memref<5x8xi32>, index, index) -> ()
        %26 = "arith.muli"(%14, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %27 = "arith.subi"(%12, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %28 = "arith.divsi"(%14, %10) : (i32, i32) -> i32
        %29 = "arith.select"(%20, %26, %27) : (i1, i32, i32) -> i32
        %30 = "arith.select"(%18, %28, %29) : (i1, i32, i32) -> i32
        "memref.store"(%30, %arg0, %7, %arg1) : (i32, memref<5x8xi32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "logic", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<5x8xi32>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%1, %1, %1, %1, %1, %1, %0) <{kernel = @kernels::@logic, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<5x8xi32>) -> ()
    %2 = "memref.cast"(%0) : (memref<5x8xi32>) -> memref<*xi32>
    "func.call"(%2) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

