"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf64>, memref<4xf64>, memref<4xf64>, memref<4xf64>) -> ()}> ({
    ^bb0(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>, %arg3: memref<4xf32>, %arg4: memref<4xf64>, %arg5: memref<4xf64>, %arg6: memref<4xf64>, %arg7: memref<4xf64>):
      %38 = "arith.constant"() <{value = 0 : index}> : () -> index
      %39 = "arith.constant"() <{value = 1 : index}> : () -> index
      %40 = "arith.constant"() <{value = 4 : index}> : () -> index
      "scf.for"(%38, %40, %39) ({
      ^bb0(%arg8: index):
        %41 = "memref.load"(%arg0, %arg8) : (memref<4xf32>, index) -> f32
        %42 = "memref.load"(%arg1, %arg8) : (memref<4xf32>, index) -> f32
        %43 = "memref.load"(%arg2, %arg8) : (memref<4xf32>, index) -> f32
        %44 = "math.fma"(%41, %42, %43) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
        "memref.store"(%44, %arg3, %arg8) : (f32, memref<4xf32>, index) -> ()
        %45 = "memref.load"(%arg4, %arg8) : (memref<4xf64>, index) -> f64
        %46 = "memref.load"(%arg5, %arg8) : (memref<4xf64>, index) -> f64
        %47 = "memref.load"(%arg6, %arg8) : (memref<4xf64>, index) -> f64
        %48 = "math.fma"(%45, %46, %47) <{fastmath = #arith.fastmath<none>}> : (f64, f64, f64) -> f64
        "memref.store"(%48, %arg7, %arg8) : (f64, memref<4xf64>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "fused", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "arith.constant"() <{value = 2 : index}> : () -> index
    %11 = "arith.constant"() <{value = 3 : index}> : () -> index
    %12 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 1.00024414 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
    "memref.store"(%12, %0, %8) : (f32, memref<4xf32>, index) -> ()
    "memref.store"(%13, %0, %9) : (f32, memref<4xf32>, index) -> ()
    "memref.store"(%14, %0, %10) : (f32, memref<4xf32>, index) -> ()
    "memref.store"(%15, %0, %11) : (f32, memref<4xf32>, index) -> ()
    %16 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %18 = "arith.constant"() <{value = 1.00024414 : f32}> : () -> f32
    %19 = "arith.constant"() <{value = 1.000000e+01 : f32}> : () -> f32
    "memref.store"(%16, %1, %8) : (f32, memref<4xf32>, index) -> ()
    "memref.store"(%17, %1, %9) : (f32, memref<4xf32>, index) -> ()
    "memref.store"(%18, %1, %10) : (f32, memref<4xf32>, index) -> ()
    "memref.store"(%19, %1, %11) : (f32, memref<4xf32>, index) -> ()
    %20 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %21 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %22 = "arith.constant"() <{value = -1.00048828 : f32}> : () -> f32
    %23 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    "memref.store"(%20, %2, %8) : (f32, memref<4xf32>, index) -> ()
    "memref.store"(%21, %2, %9) : (f32, memref<4xf32>, index) -> ()
    "memref.store"(%22, %2, %10) : (f32, memref<4xf32>, index) -> ()
    "memref.store"(%23, %2, %11) : (f32, memref<4xf32>, index) -> ()
    %24 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    %25 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %26 = "arith.constant"() <{value = 1.0000000074505806 : f64}> : () -> f64
    %27 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    "memref.store"(%24, %4, %8) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%25, %4, %9) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%26, %4, %10) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%27, %4, %11) : (f64, memref<4xf64>, index) -> ()
    %28 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %29 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    %30 = "arith.constant"() <{value = 1.0000000074505806 : f64}> : () -> f64
    %31 = "arith.constant"() <{value = 1.000000e+01 : f64}> : () -> f64
    "memref.store"(%28, %5, %8) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%29, %5, %9) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%30, %5, %10) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%31, %5, %11) : (f64, memref<4xf64>, index) -> ()
    %32 = "arith.constant"() <{value = 4.000000e+00 : f64}> : () -> f64
    %33 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %34 = "arith.constant"() <{value = -1.0000000149011612 : f64}> : () -> f64
    %35 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    "memref.store"(%32, %6, %8) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%33, %6, %9) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%34, %6, %10) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%35, %6, %11) : (f64, memref<4xf64>, index) -> ()
    "gpu.launch_func"(%9, %9, %9, %9, %9, %9, %0, %1, %2, %3, %4, %5, %6, %7) <{kernel = @kernels::@fused, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 8, 0>}> : (index, index, index, index, index, index, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf64>, memref<4xf64>, memref<4xf64>, memref<4xf64>) -> ()
    %36 = "memref.cast"(%3) : (memref<4xf32>) -> memref<*xf32>
    "func.call"(%36) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %37 = "memref.cast"(%7) : (memref<4xf64>) -> memref<*xf64>
    "func.call"(%37) <{callee = @printMemrefF64}> : (memref<*xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf64>) -> (), sym_name = "printMemrefF64", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

