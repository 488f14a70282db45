"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xi32>, memref<8xi32>, memref<2x8xi32>, memref<4xi64>, memref<4xi64>, memref<2x4xi64>) -> ()}> ({
    ^bb0(%arg0: memref<8xi32>, %arg1: memref<8xi32>, %arg2: memref<2x8xi32>, %arg3: memref<4xi64>, %arg4: memref<4xi64>, %arg5: memref<2x4xi64>):
      %40 = "arith.constant"() <{value = 0 : index}> : () -> index
      %41 = "arith.constant"() <{value = 1 : index}> : () -> index
      %42 = "arith.constant"() <{value = 4 : index}> : () -> index
      %43 = "arith.constant"() <{value = 8 : index}> : () -> index
      "scf.for"(%40, %43, %41) ({
      ^bb0(%arg7: index):
        %48 = "memref.load"(%arg0, %arg7) : (memref<8xi32>, index) -> i32
        %49 = "memref.load"(%arg1, %arg7) : (memref<8xi32>, index) -> i32
        %50 = "arith.maxui"(%48, %49) : (i32, i32) -> i32
        %51 = "arith.minui"(%48, %49) : (i32, i32) -> i32
        "memref.store"(%50, %arg2, %40, %arg7) : (i32, memref<2x8xi32>, index, index) -> ()
        "memref.store"(%51, %arg2, %41, %arg7) : (i32, memref<2x8xi32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.for"(%40, %42, %41) ({
      ^bb0(%arg6: index):
        %44 = "memref.load"(%arg3, %arg6) : (memref<4xi64>, index) -> i64
        %45 = "memref.load"(%arg4, %arg6) : (memref<4xi64>, index) -> i64
        %46 = "arith.maxui"(%44, %45) : (i64, i64) -> i64
        %47 = "arith.minui"(%44, %45) : (i64, i64) -> i64
        "memref.store"(%46, %arg5, %40, %arg6) : (i64, memref<2x4xi64>, index, index) -> ()
        "memref.store"(%47, %arg5, %41, %arg6) : (i64, memref<2x4xi64>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "umaxmin", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8xi32>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi64>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi64>
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xi64>
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "arith.constant"() <{value = 2 : index}> : () -> index
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "arith.constant"() <{value = 4 : index}> : () -> index
    %11 = "arith.constant"() <{value = 5 : index}> : () -> index
    %12 = "arith.constant"() <{value = 6 : index}> : () -> index
    %13 = "arith.constant"() <{value = 7 : index}> : () -> index
    %14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %17 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %20 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %21 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "memref.store"(%14, %0, %6) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%15, %0, %7) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%16, %0, %8) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%17, %0, %9) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%18, %0, %10) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%19, %0, %11) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%20, %0, %12) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%21, %0, %13) : (i32, memref<8xi32>, index) -> ()
    %22 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %23 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %24 = "arith.constant"() <{value = -3 : i32}> : () -> i32
    %25 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %26 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %27 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %28 = "arith.constant"() <{value = -6 : i32}> : () -> i32
    %29 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    "memref.store"(%22, %1, %6) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%23, %1, %7) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%24, %1, %8) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%25, %1, %9) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%26, %1, %10) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%27, %1, %11) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%28, %1, %12) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%29, %1, %13) : (i32, memref<8xi32>, index) -> ()
    %30 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %31 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %32 = "arith.constant"() <{value = 4294967296 : i64}> : () -> i64
    %33 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    "memref.store"(%30, %3, %6) : (i64, memref<4xi64>, index) -> ()
    "memref.store"(%31, %3, %7) : (i64, memref<4xi64>, index) -> ()
    "memref.store"(%32, %3, %8) : (i64, memref<4xi64>, index) -> ()
    "memref.store"(%33, %3, %9) : (i64, memref<4xi64>, index) -> ()
    %34 = "arith.constant"() <{value = -2 : i64}> : () -> i64
    %35 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %36 = "arith.constant"() <{value = 4294967295 : i64}> : () -> i64
    %37 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    "memref.store"(%34, %4, %6) : (i64, memref<4xi64>, index) -> ()
    "memref.store"(%35, %4, %7) : (i64, memref<4xi64>, index) -> ()
    "memref.store"(%36, %4, %8) : (i64, memref<4xi64>, index) -> ()
    "memref.store"(%37, %4, %9) : (i64, memref<4xi64>, index) -> ()
    "gpu.launch_func"(%7, %7, %7, %7, %7, %7, %0, %1, %2, %3, %4, %5) <{kernel = @kernels::@umaxmin, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 6, 0>}> : (index, index, index, index, index, index, memref<8xi32>, memref<8xi32>, memref<2x8xi32>, memref<4xi64>, memref<4xi64>, memref<2x4xi64>) -> ()
    %38 = "memref.cast"(%2) : (memref<2x8xi32>) -> memref<*xi32>
    "func.call"(%38) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %39 = "memref.cast"(%5) : (memref<2x4xi64>) -> memref<*xi64>
    "func.call"(%39) <{callee = @printMemrefI64}> : (memref<*xi64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xi64>) -> (), sym_name = "printMemrefI64", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

