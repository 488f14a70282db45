// Random program (gen-random.py 4): fused and unfused integer chains, a global
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
    %20 = "llvm.and"(%18, %9) : (i64, i64) -> i64
    %21 = "llvm.shl"(%arg3, %20) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %22 = "llvm.add"(%arg3, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %23 = "llvm.or"(%17, %16) : (i32, i32) -> i32
    %24 = "llvm.mul"(%17, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %25 = "llvm.add"(%12, %24) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %26 = "llvm.and"(%16, %12) : (i32, i32) -> i32
    %27 = "llvm.xor"(%17, %26) : (i32, i32) -> i32
    %28 = "llvm.xor"(%25, %arg1) : (i32, i32) -> i32
    %29 = "llvm.and"(%18, %9) : (i64, i64) -> i64
    %30 = "llvm.lshr"(%arg3, %29) : (i64, i64) -> i64
    %31 = "llvm.and"(%17, %8) : (i32, i32) -> i32
    %32 = "llvm.ashr"(%23, %31) : (i32, i32) -> i32
    %33 = "llvm.or"(%32, %arg1) : (i32, i32) -> i32
    %34 = "llvm.and"(%12, %8) : (i32, i32) -> i32
    %35 = "llvm.shl"(%28, %34) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %36 = "llvm.xor"(%17, %35) : (i32, i32) -> i32
    %37 = "llvm.mul"(%12, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %38 = "llvm.add"(%16, %37) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %39 = "llvm.getelementptr"(%10, %38) <{elem_type = !llvm.array<64 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    %40 = "llvm.load"(%39) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %41 = "llvm.xor"(%40, %36) : (i32, i32) -> i32
    %42 = "llvm.mul"(%12, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %43 = "llvm.add"(%16, %42) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %44 = "llvm.getelementptr"(%10, %43) <{elem_type = !llvm.array<64 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    "llvm.store"(%41, %44) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    %45 = "llvm.sitofp"(%41) : (i32) -> f64
    %46 = "llvm.mul"(%16, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %47 = "llvm.add"(%12, %46) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %48 = "llvm.getelementptr"(%11, %47) <{elem_type = !llvm.array<64 x f64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    %49 = "llvm.load"(%48) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    %50 = "llvm.fmul"(%45, %arg4) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %51 = "llvm.fadd"(%49, %50) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %52 = "llvm.mul"(%16, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %53 = "llvm.add"(%12, %52) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %54 = "llvm.getelementptr"(%11, %53) <{elem_type = !llvm.array<64 x f64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    "llvm.store"(%51, %54) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
    %55 = "llvm.add"(%16, %6) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%55, %36, %30)[^bb3] : (i32, i32, i64) -> ()
  ^bb5:  // pred: ^bb3
    %56 = "llvm.add"(%12, %6) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%56, %17, %18)[^bb1] : (i32, i32, i64) -> ()
  ^bb6:  // pred: ^bb1
    %57 = "llvm.sext"(%13) : (i32) -> i64
    "llvm.call"(%57) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.call"(%14) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %58 = "llvm.getelementptr"(%10) <{elem_type = !llvm.array<64 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 45>}> : (!llvm.ptr) -> !llvm.ptr
    %59 = "llvm.load"(%58) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %60 = "llvm.sext"(%59) : (i32) -> i64
    "llvm.call"(%60) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %61 = "llvm.getelementptr"(%11) <{elem_type = !llvm.array<64 x f64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 27>}> : (!llvm.ptr) -> !llvm.ptr
    %62 = "llvm.load"(%61) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    "llvm.call"(%62) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printF64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = -1799267183 : i32}> : () -> i32
    %1 = "llvm.mlir.constant"() <{value = -53 : i32}> : () -> i32
    %2 = "llvm.mlir.constant"() <{value = 9176738388451558828 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 33 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 9.250000e+00 : f64}> : () -> f64
    "llvm.call"(%0, %1, %2, %3, %4) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @kernel, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 5, 0>}> : (i32, i32, i64, i64, f64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

