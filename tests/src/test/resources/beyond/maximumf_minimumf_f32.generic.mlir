"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xf32>, memref<8xf32>, memref<4x8xf32>) -> ()}> ({
    ^bb0(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: memref<4x8xf32>):
      %28 = "arith.constant"() <{value = 0 : index}> : () -> index
      %29 = "arith.constant"() <{value = 1 : index}> : () -> index
      %30 = "arith.constant"() <{value = 2 : index}> : () -> index
      %31 = "arith.constant"() <{value = 3 : index}> : () -> index
      %32 = "arith.constant"() <{value = 8 : index}> : () -> index
      %33 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %34 = "arith.constant"() <{value = -9.990000e+02 : f32}> : () -> f32
      "scf.for"(%28, %32, %29) ({
      ^bb0(%arg3: index):
        %35 = "memref.load"(%arg0, %arg3) : (memref<8xf32>, index) -> f32
        %36 = "memref.load"(%arg1, %arg3) : (memref<8xf32>, index) -> f32
        %37 = "arith.maximumf"(%35, %36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %38 = "arith.cmpf"(%37, %37) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
        %39 = "arith.select"(%38, %34, %37) : (i1, f32, f32) -> f32
        "memref.store"(%39, %arg2, %28, %arg3) : (f32, memref<4x8xf32>, index, index) -> ()
        %40 = "arith.minimumf"(%35, %36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %41 = "arith.cmpf"(%40, %40) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
        %42 = "arith.select"(%41, %34, %40) : (i1, f32, f32) -> f32
        "memref.store"(%42, %arg2, %29, %arg3) : (f32, memref<4x8xf32>, index, index) -> ()
        %43 = "arith.maxnumf"(%35, %36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %44 = "arith.addf"(%43, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %45 = "arith.cmpf"(%44, %44) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
        %46 = "arith.select"(%45, %34, %44) : (i1, f32, f32) -> f32
        "memref.store"(%46, %arg2, %30, %arg3) : (f32, memref<4x8xf32>, index, index) -> ()
        %47 = "arith.minnumf"(%35, %36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %48 = "arith.addf"(%47, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %49 = "arith.cmpf"(%48, %48) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
        %50 = "arith.select"(%49, %34, %48) : (i1, f32, f32) -> f32
        "memref.store"(%50, %arg2, %31, %arg3) : (f32, memref<4x8xf32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "fmaxmin", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xf32>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "arith.constant"() <{value = 3 : index}> : () -> index
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8 = "arith.constant"() <{value = 5 : index}> : () -> index
    %9 = "arith.constant"() <{value = 6 : index}> : () -> index
    %10 = "arith.constant"() <{value = 7 : index}> : () -> index
    %11 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %18 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "memref.store"(%11, %0, %3) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%12, %0, %4) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%13, %0, %5) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%14, %0, %6) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%15, %0, %7) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%16, %0, %8) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%17, %0, %9) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%18, %0, %10) : (f32, memref<8xf32>, index) -> ()
    %19 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %20 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %21 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %22 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %23 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %24 = "arith.constant"() <{value = -5.000000e+00 : f32}> : () -> f32
    %25 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %26 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    "memref.store"(%19, %1, %3) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%20, %1, %4) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%21, %1, %5) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%22, %1, %6) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%23, %1, %7) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%24, %1, %8) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%25, %1, %9) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%26, %1, %10) : (f32, memref<8xf32>, index) -> ()
    "gpu.launch_func"(%4, %4, %4, %4, %4, %4, %0, %1, %2) <{kernel = @kernels::@fmaxmin, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<8xf32>, memref<8xf32>, memref<4x8xf32>) -> ()
    %27 = "memref.cast"(%2) : (memref<4x8xf32>) -> memref<*xf32>
    "func.call"(%27) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

