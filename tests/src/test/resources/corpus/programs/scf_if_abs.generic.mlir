"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<9xi32>, memref<9xf32>, memref<9xi32>) -> ()}> ({
    ^bb0(%arg0: memref<9xi32>, %arg1: memref<9xf32>, %arg2: memref<9xi32>):
      %7 = "arith.constant"() <{value = 0 : index}> : () -> index
      %8 = "arith.constant"() <{value = 1 : index}> : () -> index
      %9 = "arith.constant"() <{value = 9 : index}> : () -> index
      %10 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %12 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
      %13 = "arith.constant"() <{value = 1.250000e+00 : f32}> : () -> f32
      %14 = "arith.constant"() <{value = 99 : i32}> : () -> i32
      "scf.for"(%7, %9, %8) ({
      ^bb0(%arg3: index):
        %15 = "arith.index_cast"(%arg3) : (index) -> i32
        %16 = "arith.subi"(%15, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %17 = "arith.cmpi"(%16, %11) <{predicate = 2 : i64}> : (i32, i32) -> i1
        %18 = "scf.if"(%17) ({
          %23 = "arith.subi"(%11, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "scf.yield"(%23) : (i32) -> ()
        }, {
          "scf.yield"(%16) : (i32) -> ()
        }) : (i1) -> i32
        "memref.store"(%18, %arg0, %arg3) : (i32, memref<9xi32>, index) -> ()
        %19 = "arith.sitofp"(%16) : (i32) -> f32
        %20 = "arith.mulf"(%19, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %21 = "arith.cmpf"(%20, %12) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
        %22 = "scf.if"(%21) ({
          "scf.yield"(%12) : (f32) -> ()
        }, {
          "scf.yield"(%20) : (f32) -> ()
        }) : (i1) -> f32
        "memref.store"(%22, %arg1, %arg3) : (f32, memref<9xf32>, index) -> ()
        "memref.store"(%11, %arg2, %arg3) : (i32, memref<9xi32>, index) -> ()
        "scf.if"(%17) ({
          "memref.store"(%14, %arg2, %arg3) : (i32, memref<9xi32>, index) -> ()
          "scf.yield"() : () -> ()
        }, {
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "absk", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<9xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<9xf32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<9xi32>
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%3, %3, %3, %3, %3, %3, %0, %1, %2) <{kernel = @kernels::@absk, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0>}> : (index, index, index, index, index, index, memref<9xi32>, memref<9xf32>, memref<9xi32>) -> ()
    %4 = "memref.cast"(%0) : (memref<9xi32>) -> memref<*xi32>
    "func.call"(%4) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %5 = "memref.cast"(%1) : (memref<9xf32>) -> memref<*xf32>
    "func.call"(%5) <{callee = @printMemrefF32}> : (memref<*xf32>) -> ()
    %6 = "memref.cast"(%2) : (memref<9xi32>) -> memref<*xi32>
    "func.call"(%6) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "printMemrefF32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

