"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<12x4xf32>) -> ()}> ({
    ^bb0(%arg0: memref<12x4xf32>):
      %3 = "arith.constant"() <{value = 0 : index}> : () -> index
      %4 = "arith.constant"() <{value = 1 : index}> : () -> index
      %5 = "arith.constant"() <{value = 4 : index}> : () -> index
      %6 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %7 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %8 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
      %9 = "arith.divf"(%6, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %10 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
      "scf.for"(%3, %5, %4) ({
      ^bb0(%arg1: index):
        %11 = "arith.index_cast"(%arg1) : (index) -> i32
        %12 = "arith.sitofp"(%11) : (i32) -> f32
        %13 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %14 = "arith.mulf"(%12, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %15 = "arith.addf"(%14, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %16 = "arith.constant"() <{value = 3 : index}> : () -> index
        %17 = "arith.cmpi"(%arg1, %16) <{predicate = 0 : i64}> : (index, index) -> i1
        %18 = "arith.select"(%17, %9, %15) : (i1, f32, f32) -> f32
        %19 = "arith.cmpf"(%18, %10) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
        %20 = "arith.select"(%19, %7, %8) : (i1, f32, f32) -> f32
        %21 = "arith.constant"() <{value = 0 : index}> : () -> index
        "memref.store"(%20, %arg0, %21, %arg1) : (f32, memref<12x4xf32>, index, index) -> ()
        %22 = "arith.cmpf"(%18, %10) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
        %23 = "arith.select"(%22, %7, %8) : (i1, f32, f32) -> f32
        %24 = "arith.constant"() <{value = 1 : index}> : () -> index
        "memref.store"(%23, %arg0, %24, %arg1) : (f32, memref<12x4xf32>, index, index) -> ()
        %25 = "arith.cmpf"(%18, %10) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
        %26 = "arith.select"(%25, %7, %8) : (i1, f32, f32) -> f32
        %27 = "arith.constant"() <{value = 2 : index}> : () -> index
        "memref.store"(%26, %arg0, %27, %arg1) : (f32, memref<12x4xf32>, index, index) -> ()
        %28 = "arith.cmpf"(%18, %10) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
        %29 = "arith.select"(%28, %7, %8) : (i1, f32, f32) -> f32
        %30 = "arith.constant"() <{value = 3 : index}> : () -> index
        "memref.store"(%29, %arg0, %30, %arg1) : (f32, memref<12x4xf32>, index, index) -> ()
        %31 = "arith.cmpf"(%18, %10) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
        %32 = "arith.select"(%31, %7, %8) : (i1, f32, f32) -> f32
        %33 = "arith.constant"() <{value = 4 : index}> : () -> index
        "memref.store"(%32, %arg0, %33, %arg1) : (f32, memref<12x4xf32>, index, index) -> ()
        %34 = "arith.cmpf"(%18, %10) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
        %35 = "arith.select"(%34, %7, %8) : (i1, f32, f32) -> f32
        %36 = "arith.constant"() <{value = 5 : index}> : () -> index
        "memref.store"(%35, %arg0, %36, %arg1) : (f32, memref<12x4xf32>, index, index) -> ()
        %37 = "arith.cmpf"(%18, %10) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
        %38 = "arith.select"(%37, %7, %8) : (i1, f32, f32) -> f32
        %39 = "arith.constant"() <{value = 6 : index}> : () -> index
        "memref.store"(%38, %arg0, %39, %arg1) : (f32, memref<12x4xf32>, index, index) -> ()
        %40 = "arith.cmpf"(%18, %10) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
        %41 = "arith.select"(%40, %7, %8) : (i1, f32, f32) -> f32
        %42 = "arith.constant"() <{value = 7 : index}> : () -> index
        "memref.store"(%41, %arg0, %42, %arg1) : (f32, memref<12x4xf32>, index, index) -> ()
        %43 = "arith.cmpf"(%18, %10) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
        %44 = "arith.select"(%43, %7, %8) : (i1, f32, f32) -> f32
        %45 = "arith.constant"() <{value = 8 : index}> : () -> index
        "memref.store"(%44, %arg0, %45, %arg1) : (f32, memref<12x4xf32>, index, index) -> ()
        %46 = "arith.cmpf"(%18, %10) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
        %47 = "arith.select"(%46, %7, %8) : (i1, f32, f32) -> f32
        %48 = "arith.constant"() <{value = 9 : index}> : () -> index
        "memref.store"(%47, %arg0, %48, %arg1) : (f32, memref<12x4xf32>, index, index) -> ()
        %49 = "arith.cmpf"(%18, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
        %50 = "arith.select"(%49, %7, %8) : (i1, f32, f32) -> f32
        %51 = "arith.constant"() <{value = 10 : index}> : () -> index
        "memref.store"(%50, %arg0, %51, %arg1) : (f32, memref<12x4xf32>, index, index) -> ()
        %52 = "arith.cmpf"(%18, %10) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
        %53 = "arith.select"(%52, %7, %8) : (i1, f32, f32) -> f32
        %54 = "arith.constant"() <{value = 11 : index}> : () -> index
        "memref.store"(%53, %arg0, %54, %arg1) : (f32, memref<12x4xf32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "fcmp", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<12x4xf32>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%1, %1, %1, %1, %1, %1, %0) <{kernel = @kernels::@fcmp, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, memref<12x4xf32>) -> ()
    %2 = "memref.cast"(%0) : (memref<12x4xf32>) -> memref<*xf32>
    "func.call"(%2) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

