// Random program (gen-random.py 1): fused and unfused integer chains, a global
// indexed i * 8 + j, fmul/fadd, loops. Results printed with printI64 / printF64.
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, sym_name = "printI64", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f64)>, linkage = #llvm.linkage<external>, sym_name = "printF64", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "printNewline", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<64 x i32>, linkage = #llvm.linkage<internal>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<64 x f64>, linkage = #llvm.linkage<internal>, sym_name = "h", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32, i64, i64, f64)>, linkage = #llvm.linkage<external>, sym_name = "kernel", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: i64, %arg4: f64):
    %5 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
    %8 = "llvm.mlir.constant"() <{value = 31 : i32}> : () -> i32
    %9 = "llvm.mlir.constant"() <{value = 63 : i64}> : () -> i64
    %10 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
    %11 = "llvm.mlir.addressof"() <{global_name = @h}> : () -> !llvm.ptr
    "llvm.br"(%5, %arg0, %arg2)[^bb1] : (i32, i32, i64) -> ()
  ^bb1(%12: i32, %13: i32, %14: i64):  // 2 preds: ^bb0, ^bb5
    %15 = "llvm.icmp"(%12, %7) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%15)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "llvm.br"(%5, %13, %14)[^bb3] : (i32, i32, i64) -> ()
  ^bb3(%16: i32, %17: i32, %18: i64):  // 2 preds: ^bb2, ^bb4
    %19 = "llvm.icmp"(%16, %7) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "llvm.cond_br"(%19)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // pred: ^bb3
    %20 = "llvm.sub"(%12, %17) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %21 = "llvm.and"(%17, %8) : (i32, i32) -> i32
    %22 = "llvm.shl"(%16, %21) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %23 = "llvm.and"(%20, %8) : (i32, i32) -> i32
    %24 = "llvm.shl"(%arg1, %23) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %25 = "llvm.and"(%18, %9) : (i64, i64) -> i64
    %26 = "llvm.lshr"(%arg3, %25) : (i64, i64) -> i64
    %27 = "llvm.xor"(%18, %18) : (i64, i64) -> i64
    %28 = "llvm.mul"(%18, %27) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %29 = "llvm.and"(%16, %8) : (i32, i32) -> i32
    %30 = "llvm.shl"(%22, %29) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %31 = "llvm.and"(%30, %8) : (i32, i32) -> i32
    %32 = "llvm.ashr"(%arg1, %31) : (i32, i32) -> i32
    %33 = "llvm.xor"(%arg1, %arg1) : (i32, i32) -> i32
    %34 = "llvm.add"(%24, %32) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %35 = "llvm.mul"(%12, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %36 = "llvm.add"(%16, %35) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %37 = "llvm.getelementptr"(%10, %36) <{elem_type = !llvm.array<64 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    %38 = "llvm.load"(%37) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %39 = "llvm.xor"(%38, %34) : (i32, i32) -> i32
    %40 = "llvm.mul"(%12, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %41 = "llvm.add"(%16, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %42 = "llvm.getelementptr"(%10, %41) <{elem_type = !llvm.array<64 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    "llvm.store"(%39, %42) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    %43 = "llvm.sitofp"(%39) : (i32) -> f64
    %44 = "llvm.mul"(%16, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %45 = "llvm.add"(%12, %44) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %46 = "llvm.getelementptr"(%11, %45) <{elem_type = !llvm.array<64 x f64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    %47 = "llvm.load"(%46) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    %48 = "llvm.fmul"(%43, %arg4) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %49 = "llvm.fadd"(%47, %48) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %50 = "llvm.mul"(%16, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %51 = "llvm.add"(%12, %50) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %52 = "llvm.getelementptr"(%11, %51) <{elem_type = !llvm.array<64 x f64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    "llvm.store"(%49, %52) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
    %53 = "llvm.add"(%16, %6) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%53, %34, %28)[^bb3] : (i32, i32, i64) -> ()
  ^bb5:  // pred: ^bb3
    %54 = "llvm.add"(%12, %6) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%54, %17, %18)[^bb1] : (i32, i32, i64) -> ()
  ^bb6:  // pred: ^bb1
    %55 = "llvm.sext"(%13) : (i32) -> i64
    "llvm.call"(%55) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.call"(%14) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %56 = "llvm.getelementptr"(%10) <{elem_type = !llvm.array<64 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 45>}> : (!llvm.ptr) -> !llvm.ptr
    %57 = "llvm.load"(%56) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %58 = "llvm.sext"(%57) : (i32) -> i64
    "llvm.call"(%58) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %59 = "llvm.getelementptr"(%11) <{elem_type = !llvm.array<64 x f64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 27>}> : (!llvm.ptr) -> !llvm.ptr
    %60 = "llvm.load"(%59) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    "llvm.call"(%60) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printF64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = -1717985729 : i32}> : () -> i32
    %1 = "llvm.mlir.constant"() <{value = 288 : i32}> : () -> i32
    %2 = "llvm.mlir.constant"() <{value = 8618508352017306108 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 30 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 4.250000e+00 : f64}> : () -> f64
    "llvm.call"(%0, %1, %2, %3, %4) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @kernel, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 5, 0>}> : (i32, i32, i64, i64, f64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

