"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xf32>, memref<8xf32>, memref<2x8xf32>) -> ()}> ({
    ^bb0(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: memref<2x8xf32>):
      %28 = "arith.constant"() <{value = 0 : index}> : () -> index
      %29 = "arith.constant"() <{value = 1 : index}> : () -> index
      %30 = "arith.constant"() <{value = 8 : index}> : () -> index
      %31 = "arith.constant"() <{value = -9.990000e+02 : f32}> : () -> f32
      "scf.for"(%28, %30, %29) ({
      ^bb0(%arg3: index):
        %32 = "memref.load"(%arg0, %arg3) : (memref<8xf32>, index) -> f32
        %33 = "math.sqrt"(%32) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
        %34 = "arith.cmpf"(%33, %33) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
        %35 = "arith.select"(%34, %31, %33) : (i1, f32, f32) -> f32
        "memref.store"(%35, %arg2, %28, %arg3) : (f32, memref<2x8xf32>, index, index) -> ()
        %36 = "memref.load"(%arg1, %arg3) : (memref<8xf32>, index) -> f32
        %37 = "math.exp"(%36) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
        "memref.store"(%37, %arg2, %29, %arg3) : (f32, memref<2x8xf32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "sqrtexp", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8xf32>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "arith.constant"() <{value = 3 : index}> : () -> index
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8 = "arith.constant"() <{value = 5 : index}> : () -> index
    %9 = "arith.constant"() <{value = 6 : index}> : () -> index
    %10 = "arith.constant"() <{value = 7 : index}> : () -> index
    %11 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 1.600000e+01 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = 1.000000e+10 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %18 = "arith.constant"() <{value = -4.000000e+00 : f32}> : () -> f32
    "memref.store"(%11, %0, %3) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%12, %0, %4) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%13, %0, %5) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%14, %0, %6) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%15, %0, %7) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%16, %0, %8) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%17, %0, %9) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%18, %0, %10) : (f32, memref<8xf32>, index) -> ()
    %19 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %20 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %21 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %22 = "arith.constant"() <{value = 1.000000e+01 : f32}> : () -> f32
    %23 = "arith.constant"() <{value = -2.000000e+01 : f32}> : () -> f32
    %24 = "arith.constant"() <{value = 8.800000e+01 : f32}> : () -> f32
    %25 = "arith.constant"() <{value = 8.900000e+01 : f32}> : () -> f32
    %26 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    "memref.store"(%19, %1, %3) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%20, %1, %4) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%21, %1, %5) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%22, %1, %6) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%23, %1, %7) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%24, %1, %8) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%25, %1, %9) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%26, %1, %10) : (f32, memref<8xf32>, index) -> ()
    "gpu.launch_func"(%4, %4, %4, %4, %4, %4, %0, %1, %2) <{kernel = @kernels::@sqrtexp, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<8xf32>, memref<8xf32>, memref<2x8xf32>) -> ()
    %27 = "memref.cast"(%2) : (memref<2x8xf32>) -> memref<*xf32>
    "func.call"(%27) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

