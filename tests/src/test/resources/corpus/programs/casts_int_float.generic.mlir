"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<2x6xf32>, memref<2x6xi32>) -> ()}> ({
    ^bb0(%arg0: memref<2x6xf32>, %arg1: memref<2x6xi32>):
      %5 = "arith.constant"() <{value = 0 : index}> : () -> index
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      %7 = "arith.constant"() <{value = 6 : index}> : () -> index
      %8 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %9 = "arith.constant"() <{value = 20 : i32}> : () -> i32
      %10 = "arith.constant"() <{value = 1.750000e+00 : f32}> : () -> f32
      %11 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      "scf.for"(%5, %7, %6) ({
      ^bb0(%arg2: index):
        %12 = "arith.index_cast"(%arg2) : (index) -> i32
        %13 = "arith.muli"(%12, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %14 = "arith.subi"(%13, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %15 = "arith.sitofp"(%14) : (i32) -> f32
        "memref.store"(%15, %arg0, %5, %arg2) : (f32, memref<2x6xf32>, index, index) -> ()
        %16 = "arith.uitofp"(%14) : (i32) -> f32
        "memref.store"(%16, %arg0, %6, %arg2) : (f32, memref<2x6xf32>, index, index) -> ()
        %17 = "arith.mulf"(%15, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %18 = "arith.addf"(%17, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %19 = "arith.fptosi"(%18) : (f32) -> i32
        "memref.store"(%19, %arg1, %5, %arg2) : (i32, memref<2x6xi32>, index, index) -> ()
        %20 = "arith.mulf"(%18, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %21 = "arith.fptoui"(%20) : (f32) -> i32
        "memref.store"(%21, %arg1, %6, %arg2) : (i32, memref<2x6xi32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "casts", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x6xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x6xi32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0, %1) <{kernel = @kernels::@casts, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<2x6xf32>, memref<2x6xi32>) -> ()
    %3 = "memref.cast"(%0) : (memref<2x6xf32>) -> memref<*xf32>
    "func.call"(%3) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %4 = "memref.cast"(%1) : (memref<2x6xi32>) -> memref<*xi32>
    "func.call"(%4) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

