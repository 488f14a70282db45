"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<2x4xf32, strided<[4, 1], offset: 4>>) -> ()}> ({
    ^bb0(%arg0: memref<2x4xf32, strided<[4, 1], offset: 4>>):
      %28 = "arith.constant"() <{value = 0 : index}> : () -> index
      %29 = "arith.constant"() <{value = 1 : index}> : () -> index
      %30 = "arith.constant"() <{value = 2 : index}> : () -> index
      %31 = "arith.constant"() <{value = 4 : index}> : () -> index
      %32 = "arith.constant"() <{value = 10 : index}> : () -> index
      %33 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
      "scf.for"(%28, %30, %29) ({
      ^bb0(%arg1: index):
        "scf.for"(%28, %31, %29) ({
        ^bb0(%arg2: index):
          %34 = "memref.load"(%arg0, %arg1, %arg2) : (memref<2x4xf32, strided<[4, 1], offset: 4>>, index, index) -> f32
          %35 = "arith.mulf"(%34, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %36 = "arith.muli"(%arg1, %32) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %37 = "arith.addi"(%36, %arg2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %38 = "arith.index_cast"(%37) : (index) -> i32
          %39 = "arith.sitofp"(%38) : (i32) -> f32
          %40 = "arith.addf"(%35, %39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "memref.store"(%40, %arg0, %arg1, %arg2) : (f32, memref<2x4xf32, strided<[4, 1], offset: 4>>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "rows", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{alignment = 4096 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<12xf32>
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
    %13 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = 3.500000e+00 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = 4.500000e+00 : f32}> : () -> f32
    %18 = "arith.constant"() <{value = 5.500000e+00 : f32}> : () -> f32
    %19 = "arith.constant"() <{value = 6.500000e+00 : f32}> : () -> f32
    %20 = "arith.constant"() <{value = 7.500000e+00 : f32}> : () -> f32
    %21 = "arith.constant"() <{value = 8.500000e+00 : f32}> : () -> f32
    %22 = "arith.constant"() <{value = 9.500000e+00 : f32}> : () -> f32
    %23 = "arith.constant"() <{value = 1.050000e+01 : f32}> : () -> f32
    %24 = "arith.constant"() <{value = 1.150000e+01 : f32}> : () -> f32
    "memref.store"(%13, %0, %1) : (f32, memref<12xf32>, index) -> ()
    "memref.store"(%14, %0, %2) : (f32, memref<12xf32>, index) -> ()
    "memref.store"(%15, %0, %3) : (f32, memref<12xf32>, index) -> ()
    "memref.store"(%16, %0, %4) : (f32, memref<12xf32>, index) -> ()
    "memref.store"(%17, %0, %5) : (f32, memref<12xf32>, index) -> ()
    "memref.store"(%18, %0, %6) : (f32, memref<12xf32>, index) -> ()
    "memref.store"(%19, %0, %7) : (f32, memref<12xf32>, index) -> ()
    "memref.store"(%20, %0, %8) : (f32, memref<12xf32>, index) -> ()
    "memref.store"(%21, %0, %9) : (f32, memref<12xf32>, index) -> ()
    "memref.store"(%22, %0, %10) : (f32, memref<12xf32>, index) -> ()
    "memref.store"(%23, %0, %11) : (f32, memref<12xf32>, index) -> ()
    "memref.store"(%24, %0, %12) : (f32, memref<12xf32>, index) -> ()
    %25 = "memref.reinterpret_cast"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 4>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 4, 1>}> : (memref<12xf32>) -> memref<2x4xf32, strided<[4, 1], offset: 4>>
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %25) <{kernel = @kernels::@rows, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<2x4xf32, strided<[4, 1], offset: 4>>) -> ()
    %26 = "memref.cast"(%0) : (memref<12xf32>) -> memref<*xf32>
    "func.call"(%26) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %27 = "memref.cast"(%25) : (memref<2x4xf32, strided<[4, 1], offset: 4>>) -> memref<*xf32>
    "func.call"(%27) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

