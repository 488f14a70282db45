"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<16xf32>, index) -> ()}> ({
    ^bb0(%arg11: memref<16xf32>, %arg12: index):
      %46 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %47 = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> index
      %48 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %49 = "gpu.grid_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %50 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
      %51 = "arith.cmpi"(%50, %arg12) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%51) ({
        %52 = "memref.load"(%arg11, %50) : (memref<16xf32>, index) -> f32
        %53 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
        %54 = "arith.mulf"(%52, %53) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
        "memref.store"(%54, %arg11, %50) : (f32, memref<16xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "gpu.barrier"() : () -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "kernel", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "host"}> ({
  ^bb0(%arg10: index):
    %40 = "arith.constant"() <{value = 1 : index}> : () -> index
    %41 = "arith.constant"() <{value = 4 : index}> : () -> index
    %42 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<16xf32>
    %43 = "memref.alloc"(%arg10) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    %44 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
    "gpu.launch_func"(%41, %40, %40, %41, %40, %40, %42, %arg10) <{kernel = @kernels::@kernel, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<16xf32>, index) -> ()
    %45 = "memref.cast"(%42) : (memref<16xf32>) -> memref<*xf32>
    "memref.dealloc"(%43) : (memref<?xf32>) -> ()
    "memref.dealloc"(%42) : (memref<16xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, f32) -> (i32, f32, i1), sym_name = "arith_forms"}> ({
  ^bb0(%arg7: i32, %arg8: i32, %arg9: f32):
    %25 = "arith.addi"(%arg7, %arg8) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %26 = "arith.muli"(%25, %arg8) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %27 = "arith.cmpi"(%arg7, %arg8) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %28 = "arith.select"(%27, %25, %26) : (i1, i32, i32) -> i32
    %29 = "arith.cmpf"(%arg9, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %30 = "arith.negf"(%arg9) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %31 = "arith.sitofp"(%arg7) : (i32) -> f32
    %32 = "arith.addf"(%30, %31) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %33 = "arith.index_cast"(%arg7) : (i32) -> index
    %34 = "arith.extsi"(%arg8) : (i32) -> i64
    %35 = "arith.trunci"(%34) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %36 = "arith.bitcast"(%arg9) : (f32) -> i32
    %37 = "arith.constant"() <{value = true}> : () -> i1
    %38 = "arith.constant"() <{value = 0 : index}> : () -> index
    %39 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "func.return"(%28, %32, %29) : (i32, f32, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> i32, sym_name = "control"}> ({
  ^bb0(%arg2: index):
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "arith.constant"() <{value = 1 : index}> : () -> index
    %16 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %17 = "scf.for"(%14, %arg2, %15, %16) ({
    ^bb0(%arg5: index, %arg6: i32):
      %23 = "arith.index_cast"(%arg5) : (index) -> i32
      %24 = "arith.addi"(%arg6, %23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%24) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %18 = "scf.while"(%17) ({
    ^bb0(%arg4: i32):
      %22 = "arith.cmpi"(%arg4, %16) <{predicate = 4 : i64}> : (i32, i32) -> i1
      "scf.condition"(%22, %arg4) : (i1, i32) -> ()
    }, {
    ^bb0(%arg3: i32):
      %20 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %21 = "arith.subi"(%arg3, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%21) : (i32) -> ()
    }) : (i32) -> i32
    "cf.br"(%18)[^bb1] : (i32) -> ()
  ^bb1(%19: i32):  // pred: ^bb0
    "func.return"(%19) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, i64)>, linkage = #llvm.linkage<external>, sym_name = "llvm_ops", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: i64):
    %6 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
    %7 = "llvm.getelementptr"(%arg0, %arg1) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %8 = "llvm.load"(%7) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
    %9 = "llvm.fptosi"(%8) : (f32) -> i32
    %10 = "llvm.add"(%9, %6) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %11 = "llvm.icmp"(%10, %6) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%11, %10)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    %12 = "llvm.mlir.zero"() : () -> !llvm.ptr
    "llvm.store"(%6, %arg0) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    "llvm.br"(%6)[^bb2] : (i32) -> ()
  ^bb2(%13: i32):  // 2 preds: ^bb0, ^bb1
    "llvm.return"(%13) : (i32) -> ()
  }) : () -> ()
  "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, vce_triple = #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>}> ({
    "spirv.GlobalVariable"() <{binding = 0 : i32, descriptor_set = 0 : i32, sym_name = "data", type = !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>}> : () -> ()
    "spirv.func"() <{function_control = #spirv.function_control<None>, function_type = () -> (), sym_name = "main"}> ({
      %0 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
      %1 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
      %2 = "spirv.Variable"() <{storage_class = #spirv.storage_class<Function>}> : () -> !spirv.ptr<i32, Function>
      "spirv.Store"(%2, %0) : (!spirv.ptr<i32, Function>, i32) -> ()
      "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
        "spirv.Branch"()[^bb1] : () -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb2
        %3 = "spirv.Load"(%2) : (!spirv.ptr<i32, Function>) -> i32
        %4 = "spirv.SLessThan"(%3, %1) : (i32, i32) -> i1
        "spirv.BranchConditional"(%4)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb2:  // pred: ^bb1
        %5 = "spirv.IAdd"(%3, %1) : (i32, i32) -> i32
        "spirv.Store"(%2, %5) : (!spirv.ptr<i32, Function>, i32) -> ()
        "spirv.Branch"()[^bb1] : () -> ()
      ^bb3:  // pred: ^bb1
        "spirv.mlir.merge"() : () -> ()
      }) : () -> ()
      "spirv.Return"() : () -> ()
    }) : () -> ()
    "spirv.EntryPoint"() <{execution_model = #spirv.execution_model<GLCompute>, fn = @main, interface = []}> : () -> ()
    "spirv.ExecutionMode"() <{execution_mode = #spirv.execution_mode<LocalSize>, fn = @main, values = [1 : i32, 1 : i32, 1 : i32]}> : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()

