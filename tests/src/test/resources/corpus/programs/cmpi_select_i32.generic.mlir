"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<10x5xi32>) -> ()}> ({
    ^bb0(%arg0: memref<10x5xi32>):
      %3 = "arith.constant"() <{value = 0 : index}> : () -> index
      %4 = "arith.constant"() <{value = 1 : index}> : () -> index
      %5 = "arith.constant"() <{value = 2 : index}> : () -> index
      %6 = "arith.constant"() <{value = 3 : index}> : () -> index
      %7 = "arith.constant"() <{value = 4 : index}> : () -> index
      %8 = "arith.constant"() <{value = 5 : index}> : () -> index
      %9 = "arith.constant"() <{value = 6 : index}> : () -> index
      %10 = "arith.constant"() <{value = 7 : index}> : () -> index
      %11 = "arith.constant"() <{value = 8 : index}> : () -> index
      %12 = "arith.constant"() <{value = 9 : index}> : () -> index
      %13 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %14 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %16 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.for"(%3, %8, %4) ({
      ^bb0(%arg1: index):
        %17 = "arith.index_cast"(%arg1) : (index) -> i32
        %18 = "arith.subi"(%17, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %19 = "arith.muli"(%17, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %20 = "arith.subi"(%14, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %21 = "arith.subi"(%20, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %22 = "arith.cmpi"(%18, %16) <{predicate = 0 : i64}> : (i32, i32) -> i1
        %23 = "arith.select"(%22, %15, %16) : (i1, i32, i32) -> i32
        "memref.store"(%23, %arg0, %3, %arg1) : (i32, memref<10x5xi32>, index, index) -> ()
        %24 = "arith.cmpi"(%18, %16) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %25 = "arith.select"(%24, %15, %16) : (i1, i32, i32) -> i32
        "memref.store"(%25, %arg0, %4, %arg1) : (i32, memref<10x5xi32>, index, index) -> ()
        %26 = "arith.cmpi"(%18, %21) <{predicate = 2 : i64}> : (i32, i32) -> i1
        %27 = "arith.select"(%26, %15, %16) : (i1, i32, i32) -> i32
        "memref.store"(%27, %arg0, %5, %arg1) : (i32, memref<10x5xi32>, index, index) -> ()
        %28 = "arith.cmpi"(%18, %21) <{predicate = 3 : i64}> : (i32, i32) -> i1
        %29 = "arith.select"(%28, %15, %16) : (i1, i32, i32) -> i32
        "memref.store"(%29, %arg0, %6, %arg1) : (i32, memref<10x5xi32>, index, index) -> ()
        %30 = "arith.cmpi"(%18, %21) <{predicate = 4 : i64}> : (i32, i32) -> i1
        %31 = "arith.select"(%30, %15, %16) : (i1, i32, i32) -> i32
        "memref.store"(%31, %arg0, %7, %arg1) : (i32, memref<10x5xi32>, index, index) -> ()
        %32 = "arith.cmpi"(%18, %21) <{predicate = 5 : i64}> : (i32, i32) -> i1
        %33 = "arith.select"(%32, %15, %16) : (i1, i32, i32) -> i32
        "memref.store"(%33, %arg0, %8, %arg1) : (i32, memref<10x5xi32>, index, index) -> ()
        %34 = "arith.cmpi"(%18, %21) <{predicate = 6 : i64}> : (i32, i32) -> i1
        %35 = "arith.select"(%34, %15, %16) : (i1, i32, i32) -> i32
        "memref.store"(%35, %arg0, %9, %arg1) : (i32, memref<10x5xi32>, index, index) -> ()
        %36 = "arith.cmpi"(%18, %21) <{predicate = 7 : i64}> : (i32, i32) -> i1
        %37 = "arith.select"(%36, %15, %16) : (i1, i32, i32) -> i32
        "memref.store"(%37, %arg0, %10, %arg1) : (i32, memref<10x5xi32>, index, index) -> ()
        %38 = "arith.cmpi"(%18, %21) <{predicate = 8 : i64}> : (i32, i32) -> i1
        %39 = "arith.select"(%38, %15, %16) : (i1, i32, i32) -> i32
        "memref.store"(%39, %arg0, %11, %arg1) : (i32, memref<10x5xi32>, index, index) -> ()
        %40 = "arith.cmpi"(%18, %21) <{predicate = 9 : i64}> : (i32, i32) -> i1
        %41 = "arith.select"(%40, %18, %21) : (i1, i32, i32) -> i32
        "memref.store"(%41, %arg0, %12, %arg1) : (i32, memref<10x5xi32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "cmp", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10x5xi32>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%1, %1, %1, %1, %1, %1, %0) <{kernel = @kernels::@cmp, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<10x5xi32>) -> ()
    %2 = "memref.cast"(%0) : (memref<10x5xi32>) -> memref<*xi32>
    "func.call"(%2) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

