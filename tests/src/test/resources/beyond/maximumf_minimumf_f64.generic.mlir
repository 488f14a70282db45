"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<4xf64>, memref<4xf64>, memref<4x4xf64>) -> ()}> ({
    ^bb0(%arg0: memref<4xf64>, %arg1: memref<4xf64>, %arg2: memref<4x4xf64>):
      %16 = "arith.constant"() <{value = 0 : index}> : () -> index
      %17 = "arith.constant"() <{value = 1 : index}> : () -> index
      %18 = "arith.constant"() <{value = 2 : index}> : () -> index
      %19 = "arith.constant"() <{value = 3 : index}> : () -> index
      %20 = "arith.constant"() <{value = 4 : index}> : () -> index
      %21 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
      %22 = "arith.constant"() <{value = -9.990000e+02 : f64}> : () -> f64
      "scf.for"(%16, %20, %17) ({
      ^bb0(%arg3: index):
        %23 = "memref.load"(%arg0, %arg3) : (memref<4xf64>, index) -> f64
        %24 = "memref.load"(%arg1, %arg3) : (memref<4xf64>, index) -> f64
        %25 = "arith.maximumf"(%23, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %26 = "arith.cmpf"(%25, %25) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
        %27 = "arith.select"(%26, %22, %25) : (i1, f64, f64) -> f64
        "memref.store"(%27, %arg2, %16, %arg3) : (f64, memref<4x4xf64>, index, index) -> ()
        %28 = "arith.minimumf"(%23, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %29 = "arith.cmpf"(%28, %28) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
        %30 = "arith.select"(%29, %22, %28) : (i1, f64, f64) -> f64
        "memref.store"(%30, %arg2, %17, %arg3) : (f64, memref<4x4xf64>, index, index) -> ()
        %31 = "arith.maxnumf"(%23, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %32 = "arith.addf"(%31, %21) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %33 = "arith.cmpf"(%32, %32) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
        %34 = "arith.select"(%33, %22, %32) : (i1, f64, f64) -> f64
        "memref.store"(%34, %arg2, %18, %arg3) : (f64, memref<4x4xf64>, index, index) -> ()
        %35 = "arith.minnumf"(%23, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %36 = "arith.addf"(%35, %21) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %37 = "arith.cmpf"(%36, %36) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
        %38 = "arith.select"(%37, %22, %36) : (i1, f64, f64) -> f64
        "memref.store"(%38, %arg2, %19, %arg3) : (f64, memref<4x4xf64>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "dmaxmin", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf64>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "arith.constant"() <{value = 3 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1.500000e+00 : f64}> : () -> f64
    %8 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    "memref.store"(%7, %0, %3) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%8, %0, %4) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%9, %0, %5) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%10, %0, %6) : (f64, memref<4xf64>, index) -> ()
    %11 = "arith.constant"() <{value = -2.500000e+00 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %13 = "arith.constant"() <{value = 1.000000e+300 : f64}> : () -> f64
    %14 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    "memref.store"(%11, %1, %3) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%12, %1, %4) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%13, %1, %5) : (f64, memref<4xf64>, index) -> ()
    "memref.store"(%14, %1, %6) : (f64, memref<4xf64>, index) -> ()
    "gpu.launch_func"(%4, %4, %4, %4, %4, %4, %0, %1, %2) <{kernel = @kernels::@dmaxmin, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<4xf64>, memref<4xf64>, memref<4x4xf64>) -> ()
    %15 = "memref.cast"(%2) : (memref<4x4xf64>) -> memref<*xf64>
    "func.call"(%15) <{callee = @printMemrefF64}> : (memref<*xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf64>) -> (), sym_name = "printMemrefF64", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

