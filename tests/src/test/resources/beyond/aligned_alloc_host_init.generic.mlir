"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<4xi32>, memref<2x2xf32>, memref<4xi32>) -> ()}> ({
    ^bb0(%arg0: memref<4xi32>, %arg1: memref<2x2xf32>, %arg2: memref<4xi32>):
      %19 = "arith.constant"() <{value = 0 : index}> : () -> index
      %20 = "arith.constant"() <{value = 1 : index}> : () -> index
      %21 = "arith.constant"() <{value = 2 : index}> : () -> index
      %22 = "arith.constant"() <{value = 4 : index}> : () -> index
      %23 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %24 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
      "scf.for"(%19, %22, %20) ({
      ^bb0(%arg3: index):
        %25 = "arith.divui"(%arg3, %21) : (index, index) -> index
        %26 = "arith.remui"(%arg3, %21) : (index, index) -> index
        %27 = "memref.load"(%arg0, %arg3) : (memref<4xi32>, index) -> i32
        %28 = "memref.load"(%arg1, %25, %26) : (memref<2x2xf32>, index, index) -> f32
        %29 = "arith.mulf"(%28, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "memref.store"(%29, %arg1, %25, %26) : (f32, memref<2x2xf32>, index, index) -> ()
        %30 = "arith.fptosi"(%29) : (f32) -> i32
        %31 = "arith.muli"(%27, %23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %32 = "arith.addi"(%31, %30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%32, %arg2, %arg3) : (i32, memref<4xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "combine", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{alignment = 4096 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %1 = "memref.alloc"() <{alignment = 4096 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x2xf32>
    %2 = "memref.alloc"() <{alignment = 4096 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "arith.constant"() <{value = 3 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 3.500000e+00 : f32}> : () -> f32
    "memref.store"(%7, %0, %3) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%8, %0, %4) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%9, %0, %5) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%10, %0, %6) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%12, %1, %3, %3) : (f32, memref<2x2xf32>, index, index) -> ()
    "memref.store"(%13, %1, %3, %4) : (f32, memref<2x2xf32>, index, index) -> ()
    "memref.store"(%14, %1, %4, %3) : (f32, memref<2x2xf32>, index, index) -> ()
    "memref.store"(%15, %1, %4, %4) : (f32, memref<2x2xf32>, index, index) -> ()
    "memref.store"(%11, %2, %3) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%11, %2, %4) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%11, %2, %5) : (i32, memref<4xi32>, index) -> ()
    "memref.store"(%11, %2, %6) : (i32, memref<4xi32>, index) -> ()
    "gpu.launch_func"(%4, %4, %4, %4, %4, %4, %0, %1, %2) <{kernel = @kernels::@combine, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<4xi32>, memref<2x2xf32>, memref<4xi32>) -> ()
    %16 = "memref.cast"(%2) : (memref<4xi32>) -> memref<*xi32>
    "func.call"(%16) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %17 = "memref.cast"(%1) : (memref<2x2xf32>) -> memref<*xf32>
    "func.call"(%17) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %18 = "memref.cast"(%0) : (memref<4xi32>) -> memref<*xi32>
    "func.call"(%18) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

