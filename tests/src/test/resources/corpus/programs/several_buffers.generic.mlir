"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<4xi32>, memref<4xi32>, memref<4xi32>, memref<4xf32>, memref<2x4xf32>, memref<1xi32>) -> ()}> ({
    ^bb0(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>, %arg3: memref<4xf32>, %arg4: memref<2x4xf32>, %arg5: memref<1xi32>):
      %18 = "arith.constant"() <{value = 0 : index}> : () -> index
      %19 = "arith.constant"() <{value = 1 : index}> : () -> index
      %20 = "arith.constant"() <{value = 4 : index}> : () -> index
      %21 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %22 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %23 = "scf.for"(%18, %20, %19, %21) ({
      ^bb0(%arg6: index, %arg7: i32):
        %24 = "memref.load"(%arg0, %arg6) : (memref<4xi32>, index) -> i32
        %25 = "memref.load"(%arg1, %arg6) : (memref<4xi32>, index) -> i32
        %26 = "memref.load"(%arg2, %arg6) : (memref<4xi32>, index) -> i32
        %27 = "arith.index_cast"(%arg6) : (index) -> i32
        %28 = "arith.subi"(%24, %27) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %29 = "arith.muli"(%28, %25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %30 = "arith.addi"(%29, %26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%30, %arg2, %arg6) : (i32, memref<4xi32>, index) -> ()
        %31 = "memref.load"(%arg3, %arg6) : (memref<4xf32>, index) -> f32
        %32 = "arith.sitofp"(%30) : (i32) -> f32
        %33 = "arith.mulf"(%32, %31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "memref.store"(%33, %arg4, %18, %arg6) : (f32, memref<2x4xf32>, index, index) -> ()
        %34 = "arith.addf"(%32, %31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "memref.store"(%34, %arg4, %19, %arg6) : (f32, memref<2x4xf32>, index, index) -> ()
        %35 = "arith.cmpi"(%30, %21) <{predicate = 4 : i64}> : (i32, i32) -> i1
        %36 = "arith.select"(%35, %22, %21) : (i1, i32, i32) -> i32
        %37 = "arith.addi"(%arg7, %36) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%37) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      "memref.store"(%23, %arg5, %18) : (i32, memref<1xi32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "many", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xf32>
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    %6 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 2.500000e-01 : f32}> : () -> f32
    %10 = "memref.cast"(%0) : (memref<4xi32>) -> memref<?xi32>
    %11 = "memref.cast"(%1) : (memref<4xi32>) -> memref<?xi32>
    %12 = "memref.cast"(%2) : (memref<4xi32>) -> memref<?xi32>
    %13 = "memref.cast"(%3) : (memref<4xf32>) -> memref<?xf32>
    "func.call"(%10, %6) <{callee = @fillI32Buffer}> : (memref<?xi32>, i32) -> ()
    "func.call"(%11, %7) <{callee = @fillI32Buffer}> : (memref<?xi32>, i32) -> ()
    "func.call"(%12, %8) <{callee = @fillI32Buffer}> : (memref<?xi32>, i32) -> ()
    "func.call"(%13, %9) <{callee = @fillF32Buffer1D}> : (memref<?xf32>, f32) -> ()
    %14 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%14, %14, %14, %14, %14, %14, %0, %1, %2, %3, %4, %5) <{kernel = @kernels::@many, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 6, 0>}> : (index, index, index, index, index, index, memref<4xi32>, memref<4xi32>, memref<4xi32>, memref<4xf32>, memref<2x4xf32>, memref<1xi32>) -> ()
    %15 = "memref.cast"(%2) : (memref<4xi32>) -> memref<*xi32>
    "func.call"(%15) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %16 = "memref.cast"(%4) : (memref<2x4xf32>) -> memref<*xf32>
    "func.call"(%16) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %17 = "memref.cast"(%5) : (memref<1xi32>) -> memref<*xi32>
    "func.call"(%17) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi32>, i32) -> (), sym_name = "fillI32Buffer", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, f32) -> (), sym_name = "fillF32Buffer1D", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

