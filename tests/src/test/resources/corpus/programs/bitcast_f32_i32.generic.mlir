"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<5xf32>, memref<5xi32>, memref<5xf32>) -> ()}> ({
    ^bb0(%arg0: memref<5xf32>, %arg1: memref<5xi32>, %arg2: memref<5xf32>):
      %15 = "arith.constant"() <{value = 0 : index}> : () -> index
      %16 = "arith.constant"() <{value = 1 : index}> : () -> index
      %17 = "arith.constant"() <{value = 5 : index}> : () -> index
      %18 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
      "scf.for"(%15, %17, %16) ({
      ^bb0(%arg3: index):
        %19 = "memref.load"(%arg0, %arg3) : (memref<5xf32>, index) -> f32
        %20 = "arith.bitcast"(%19) : (f32) -> i32
        "memref.store"(%20, %arg1, %arg3) : (i32, memref<5xi32>, index) -> ()
        %21 = "arith.xori"(%20, %18) : (i32, i32) -> i32
        %22 = "arith.bitcast"(%21) : (i32) -> f32
        "memref.store"(%22, %arg2, %arg3) : (f32, memref<5xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "bits", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<5xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<5xi32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<5xf32>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "arith.constant"() <{value = 3 : index}> : () -> index
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = -2.000000e+00 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = 3.40282347E+38 : f32}> : () -> f32
    "memref.store"(%8, %0, %3) : (f32, memref<5xf32>, index) -> ()
    "memref.store"(%9, %0, %4) : (f32, memref<5xf32>, index) -> ()
    "memref.store"(%10, %0, %5) : (f32, memref<5xf32>, index) -> ()
    "memref.store"(%11, %0, %6) : (f32, memref<5xf32>, index) -> ()
    "memref.store"(%12, %0, %7) : (f32, memref<5xf32>, index) -> ()
    "gpu.launch_func"(%4, %4, %4, %4, %4, %4, %0, %1, %2) <{kernel = @kernels::@bits, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<5xf32>, memref<5xi32>, memref<5xf32>) -> ()
    %13 = "memref.cast"(%1) : (memref<5xi32>) -> memref<*xi32>
    "func.call"(%13) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %14 = "memref.cast"(%2) : (memref<5xf32>) -> memref<*xf32>
    "func.call"(%14) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

