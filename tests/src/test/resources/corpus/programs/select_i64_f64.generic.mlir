"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<2x5xi64>, memref<5xf64>) -> ()}> ({
    ^bb0(%arg0: memref<2x5xi64>, %arg1: memref<5xf64>):
      %5 = "arith.constant"() <{value = 0 : index}> : () -> index
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      %7 = "arith.constant"() <{value = 5 : index}> : () -> index
      %8 = "arith.constant"() <{value = 3000000000 : i64}> : () -> i64
      %9 = "arith.constant"() <{value = 6000000000 : i64}> : () -> i64
      %10 = "arith.constant"() <{value = 100 : i64}> : () -> i64
      %11 = "arith.constant"() <{value = 1.250000e-01 : f64}> : () -> f64
      %12 = "arith.constant"() <{value = 2.500000e-01 : f64}> : () -> f64
      "scf.for"(%5, %7, %6) ({
      ^bb0(%arg2: index):
        %13 = "arith.index_cast"(%arg2) : (index) -> i64
        %14 = "arith.muli"(%13, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %15 = "arith.subi"(%14, %9) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %16 = "arith.cmpi"(%15, %10) <{predicate = 2 : i64}> : (i64, i64) -> i1
        %17 = "arith.select"(%16, %15, %10) : (i1, i64, i64) -> i64
        "memref.store"(%17, %arg0, %5, %arg2) : (i64, memref<2x5xi64>, index, index) -> ()
        %18 = "arith.cmpi"(%15, %10) <{predicate = 6 : i64}> : (i64, i64) -> i1
        %19 = "arith.select"(%18, %15, %10) : (i1, i64, i64) -> i64
        "memref.store"(%19, %arg0, %6, %arg2) : (i64, memref<2x5xi64>, index, index) -> ()
        %20 = "arith.sitofp"(%13) : (i64) -> f64
        %21 = "arith.mulf"(%20, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %22 = "arith.cmpf"(%21, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
        %23 = "arith.negf"(%21) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
        %24 = "arith.select"(%22, %23, %21) : (i1, f64, f64) -> f64
        "memref.store"(%24, %arg1, %arg2) : (f64, memref<5xf64>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>, sym_name = "sel", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x5xi64>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<5xf64>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "gpu.launch_func"(%2, %2, %2, %2, %2, %2, %0, %1) <{kernel = @kernels::@sel, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<2x5xi64>, memref<5xf64>) -> ()
    %3 = "memref.cast"(%0) : (memref<2x5xi64>) -> memref<*xi64>
    "func.call"(%3) <{callee = @printMemrefI64}> : (memref<*xi64>) -> ()
    %4 = "memref.cast"(%1) : (memref<5xf64>) -> memref<*xf64>
    "func.call"(%4) <{callee = @printMemrefF64}> : (memref<*xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xi64>) -> (), sym_name = "printMemrefI64", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<*xf64>) -> (), sym_name = "printMemrefF64", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64, Float64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} : () -> ()

