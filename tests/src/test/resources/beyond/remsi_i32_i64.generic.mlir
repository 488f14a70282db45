"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<8xi32>, memref<8xi32>, memref<8xi32>, memref<8xi64>, memref<8xi64>, memref<8xi64>) -> ()}> ({
    ^bb0(%arg0: memref<8xi32>, %arg1: memref<8xi32>, %arg2: memref<8xi32>, %arg3: memref<8xi64>, %arg4: memref<8xi64>, %arg5: memref<8xi64>):
      %48 = "arith.constant"() <{value = 0 : index}> : () -> index
      %49 = "arith.constant"() <{value = 1 : index}> : () -> index
      %50 = "arith.constant"() <{value = 8 : index}> : () -> index
      "scf.for"(%48, %50, %49) ({
      ^bb0(%arg6: index):
        %51 = "memref.load"(%arg0, %arg6) : (memref<8xi32>, index) -> i32
        %52 = "memref.load"(%arg1, %arg6) : (memref<8xi32>, index) -> i32
        %53 = "arith.remsi"(%51, %52) : (i32, i32) -> i32
        "memref.store"(%53, %arg2, %arg6) : (i32, memref<8xi32>, index) -> ()
        %54 = "memref.load"(%arg3, %arg6) : (memref<8xi64>, index) -> i64
        %55 = "memref.load"(%arg4, %arg6) : (memref<8xi64>, index) -> i64
        %56 = "arith.remsi"(%54, %55) : (i64, i64) -> i64
        "memref.store"(%56, %arg5, %arg6) : (i64, memref<8xi64>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "rem", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi64>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi64>
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi64>
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "arith.constant"() <{value = 2 : index}> : () -> index
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "arith.constant"() <{value = 4 : index}> : () -> index
    %11 = "arith.constant"() <{value = 5 : index}> : () -> index
    %12 = "arith.constant"() <{value = 6 : index}> : () -> index
    %13 = "arith.constant"() <{value = 7 : index}> : () -> index
    %14 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %17 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %20 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %21 = "arith.constant"() <{value = 13 : i32}> : () -> i32
    "memref.store"(%14, %0, %6) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%15, %0, %7) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%16, %0, %8) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%17, %0, %9) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%18, %0, %10) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%19, %0, %11) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%20, %0, %12) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%21, %0, %13) : (i32, memref<8xi32>, index) -> ()
    %22 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %23 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %24 = "arith.constant"() <{value = -3 : i32}> : () -> i32
    %25 = "arith.constant"() <{value = -3 : i32}> : () -> i32
    %26 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %27 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %28 = "arith.constant"() <{value = -10 : i32}> : () -> i32
    %29 = "arith.constant"() <{value = 13 : i32}> : () -> i32
    "memref.store"(%22, %1, %6) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%23, %1, %7) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%24, %1, %8) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%25, %1, %9) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%26, %1, %10) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%27, %1, %11) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%28, %1, %12) : (i32, memref<8xi32>, index) -> ()
    "memref.store"(%29, %1, %13) : (i32, memref<8xi32>, index) -> ()
    %30 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %31 = "arith.constant"() <{value = -7 : i64}> : () -> i64
    %32 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %33 = "arith.constant"() <{value = -7 : i64}> : () -> i64
    %34 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %35 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %36 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %37 = "arith.constant"() <{value = 10000000000 : i64}> : () -> i64
    "memref.store"(%30, %3, %6) : (i64, memref<8xi64>, index) -> ()
    "memref.store"(%31, %3, %7) : (i64, memref<8xi64>, index) -> ()
    "memref.store"(%32, %3, %8) : (i64, memref<8xi64>, index) -> ()
    "memref.store"(%33, %3, %9) : (i64, memref<8xi64>, index) -> ()
    "memref.store"(%34, %3, %10) : (i64, memref<8xi64>, index) -> ()
    "memref.store"(%35, %3, %11) : (i64, memref<8xi64>, index) -> ()
    "memref.store"(%36, %3, %12) : (i64, memref<8xi64>, index) -> ()
    "memref.store"(%37, %3, %13) : (i64, memref<8xi64>, index) -> ()
    %38 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %39 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %40 = "arith.constant"() <{value = -3 : i64}> : () -> i64
    %41 = "arith.constant"() <{value = -3 : i64}> : () -> i64
    %42 = "arith.constant"() <{value = 5 : i64}> : () -> i64
    %43 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %44 = "arith.constant"() <{value = -10 : i64}> : () -> i64
    %45 = "arith.constant"() <{value = -3 : i64}> : () -> i64
    "memref.store"(%38, %4, %6) : (i64, memref<8xi64>, index) -> ()
    "memref.store"(%39, %4, %7) : (i64, memref<8xi64>, index) -> ()
    "memref.store"(%40, %4, %8) : (i64, memref<8xi64>, index) -> ()
    "memref.store"(%41, %4, %9) : (i64, memref<8xi64>, index) -> ()
    "memref.store"(%42, %4, %10) : (i64, memref<8xi64>, index) -> ()
    "memref.store"(%43, %4, %11) : (i64, memref<8xi64>, index) -> ()
    "memref.store"(%44, %4, %12) : (i64, memref<8xi64>, index) -> ()
    "memref.store"(%45, %4, %13) : (i64, memref<8xi64>, index) -> ()
    "gpu.launch_func"(%7, %7, %7, %7, %7, %7, %0, %1, %2, %3, %4, %5) <{kernel = @kernels::@rem, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 6, 0>}> : (index, index, index, index, index, index, memref<8xi32>, memref<8xi32>, memref<8xi32>, memref<8xi64>, memref<8xi64>, memref<8xi64>) -> ()
    %46 = "memref.cast"(%2) : (memref<8xi32>) -> memref<*xi32>
    "func.call"(%46) <{callee = @printMemrefI32}> : (memref<*xi32>) -> ()
    %47 = "memref.cast"(%5) : (memref<8xi64>) -> memref<*xi64>
    "func.call"(%47) <{callee = @printMemrefI64}> : (memref<*xi64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi32>) -> (), sym_name = "printMemrefI32", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xi64>) -> (), sym_name = "printMemrefI64", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

