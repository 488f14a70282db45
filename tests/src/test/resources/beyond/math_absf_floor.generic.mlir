"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xf32>, memref<8xf32>, memref<2x8xf32>, memref<4xf64>, memref<4xf64>, memref<2x4xf64>) -> ()}> ({
    ^bb0(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: memref<2x8xf32>, %arg3: memref<4xf64>, %arg4: memref<4xf64>, %arg5: memref<2x4xf64>):
      %40 = "arith.constant"() <{value = 0 : index}> : () -> index
      %41 = "arith.constant"() <{value = 1 : index}> : () -> index
      %42 = "arith.constant"() <{value = 4 : index}> : () -> index
      %43 = "arith.constant"() <{value = 8 : index}> : () -> index
      "scf.for"(%40, %43, %41) ({
      ^bb0(%arg7: index):
        %48 = "memref.load"(%arg0, %arg7) : (memref<8xf32>, index) -> f32
        %49 = "math.absf"(%48) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
        "memref.store"(%49, %arg2, %40, %arg7) : (f32, memref<2x8xf32>, index, index) -> ()
        %50 = "memref.load"(%arg1, %arg7) : (memref<8xf32>, index) -> f32
        %51 = "math.floor"(%50) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
        "memref.store"(%51, %arg2, %41, %arg7) : (f32, memref<2x8xf32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.for"(%40, %42, %41) ({
      ^bb0(%arg6: index):
        %44 = "memref.load"(%arg3, %arg6) : (memref<4xf64>, index) -> f64
        %45 = "math.absf"(%44) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
        "memref.store"(%45, %arg5, %40, %arg6) : (f64, memref<2x4xf64>, index, index) -> ()
        %46 = "memref.load"(%arg4, %arg6) : (memref<4xf64>, index) -> f64
        %47 = "math.floor"(%46) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
        "memref.store"(%47, %arg5, %41, %arg6) : (f64, memref<2x4xf64>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "absfloor", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8xf32>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xf64>
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "arith.constant"() <{value = 2 : index}> : () -> index
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "arith.constant"() <{value = 4 : index}> : () -> index
    %11 = "arith.constant"() <{value = 5 : index}> : () -> index
    %12 = "arith.constant"() <{value = 6 : index}> : () -> index
    %13 = "arith.constant"() <{value = 7 : index}> : () -> index
    %14 = "arith.constant"() <{value = -3.500000e+00 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %18 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %19 = "arith.constant"() <{value = 0xFFC00000 : f32}> : () -> f32
    %20 = "arith.constant"() <{value = -1.401300e-45 : f32}> : () -> f32
    %21 = "arith.constant"() <{value = -1.17549435E-38 : f32}> : () -> f32
    "memref.store"(%14, %0, %6) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%15, %0, %7) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%16, %0, %8) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%17, %0, %9) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%18, %0, %10) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%19, %0, %11) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%20, %0, %12) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%21, %0, %13) : (f32, memref<8xf32>, index) -> ()
    %22 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %23 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    %24 = "arith.constant"() <{value = -5.000000e-01 : f32}> : () -> f32
    %25 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %26 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %27 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %28 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %29 = "arith.constant"() <{value = 0x4B000001 : f32}> : () -> f32
    "memref.store"(%22, %1, %6) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%23, %1, %7) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%24, %1, %8) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%25, %1, %9) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%26, %1, %10) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%27, %1, %11) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%28, %1, %12) : (f32, memref<8xf32>, index) -> ()
    "memref.store"(%29, %1, %13) : (f32, memref<8xf32>, index) -> ()
    %30 = "arith.constant"() <{value = -1.000000e+300 : f64}> : () -> f64
    %31 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %32 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %33 = "arith.constant"() <{value = 7.000000e+00 : f64}> : () -> f64
    "memref.store"(%30, %3, %6) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%31, %3, %7) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%32, %3, %8) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%33, %3, %9) : (f64, memref<4xf64>, index) -> ()
    %34 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %35 = "arith.constant"() <{value = 1000000000000000.5 : f64}> : () -> f64
    %36 = "arith.constant"() <{value = 2.9999999999999996 : f64}> : () -> f64
    %37 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    "memref.store"(%34, %4, %6) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%35, %4, %7) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%36, %4, %8) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%37, %4, %9) : (f64, memref<4xf64>, index) -> ()
    "gpu.launch_func"(%7, %7, %7, %7, %7, %7, %0, %1, %2, %3, %4, %5) <{kernel = @kernels::@absfloor, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 6, 0>}> : (index, index, index, index, index, index, memref<8xf32>, memref<8xf32>, memref<2x8xf32>, memref<4xf64>, memref<4xf64>, memref<2x4xf64>) -> ()
    %38 = "memref.cast"(%2) : (memref<2x8xf32>) -> memref<*xf32>
    "func.call"(%38) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %39 = "memref.cast"(%5) : (memref<2x4xf64>) -> memref<*xf64>
    "func.call"(%39) <{callee = @printMemrefF64}> : (memref<*xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf64>) -> (), sym_name = "printMemrefF64", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

