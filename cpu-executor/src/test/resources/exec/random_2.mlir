// Random program (gen-random.py 2): fused and unfused integer chains, a global
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
    %20 = "llvm.add"(%17, %17) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %21 = "llvm.sub"(%12, %20) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %22 = "llvm.and"(%18, %18) : (i64, i64) -> i64
    %23 = "llvm.and"(%21, %8) : (i32, i32) -> i32
    %24 = "llvm.ashr"(%12, %23) : (i32, i32) -> i32
    %25 = "llvm.add"(%17, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %26 = "llvm.and"(%22, %9) : (i64, i64) -> i64
    %27 = "llvm.shl"(%arg3, %26) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %28 = "llvm.sub"(%18, %27) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %29 = "llvm.mul"(%22, %arg3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %30 = "llvm.mul"(%22, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %31 = "llvm.and"(%arg1, %8) : (i32, i32) -> i32
    %32 = "llvm.ashr"(%16, %31) : (i32, i32) -> i32
    %33 = "llvm.xor"(%24, %24) : (i32, i32) -> i32
    %34 = "llvm.mul"(%25, %32) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %35 = "llvm.or"(%28, %30) : (i64, i64) -> i64
    %36 = "llvm.and"(%24, %8) : (i32, i32) -> i32
    %37 = "llvm.lshr"(%32, %36) : (i32, i32) -> i32
    %38 = "llvm.and"(%37, %8) : (i32, i32) -> i32
    %39 = "llvm.lshr"(%32, %38) : (i32, i32) -> i32
    %40 = "llvm.xor"(%12, %39) : (i32, i32) -> i32
    %41 = "llvm.or"(%32, %21) : (i32, i32) -> i32
    %42 = "llvm.mul"(%33, %41) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %43 = "llvm.and"(%40, %8) : (i32, i32) -> i32
    %44 = "llvm.shl"(%21, %43) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %45 = "llvm.mul"(%24, %44) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %46 = "llvm.mul"(%12, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %47 = "llvm.add"(%16, %46) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %48 = "llvm.getelementptr"(%10, %47) <{elem_type = !llvm.array<64 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    %49 = "llvm.load"(%48) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %50 = "llvm.xor"(%49, %45) : (i32, i32) -> i32
    %51 = "llvm.mul"(%12, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %52 = "llvm.add"(%16, %51) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %53 = "llvm.getelementptr"(%10, %52) <{elem_type = !llvm.array<64 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    "llvm.store"(%50, %53) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    %54 = "llvm.sitofp"(%50) : (i32) -> f64
    %55 = "llvm.mul"(%16, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %56 = "llvm.add"(%12, %55) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %57 = "llvm.getelementptr"(%11, %56) <{elem_type = !llvm.array<64 x f64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    %58 = "llvm.load"(%57) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    %59 = "llvm.fmul"(%54, %arg4) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %60 = "llvm.fadd"(%58, %59) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %61 = "llvm.mul"(%16, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %62 = "llvm.add"(%12, %61) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %63 = "llvm.getelementptr"(%11, %62) <{elem_type = !llvm.array<64 x f64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    "llvm.store"(%60, %63) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
    %64 = "llvm.add"(%16, %6) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%64, %45, %35)[^bb3] : (i32, i32, i64) -> ()
  ^bb5:  // pred: ^bb3
    %65 = "llvm.add"(%12, %6) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%65, %17, %18)[^bb1] : (i32, i32, i64) -> ()
  ^bb6:  // pred: ^bb1
    %66 = "llvm.sext"(%13) : (i32) -> i64
    "llvm.call"(%66) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.call"(%14) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %67 = "llvm.getelementptr"(%10) <{elem_type = !llvm.array<64 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 45>}> : (!llvm.ptr) -> !llvm.ptr
    %68 = "llvm.load"(%67) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %69 = "llvm.sext"(%68) : (i32) -> i64
    "llvm.call"(%69) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %70 = "llvm.getelementptr"(%11) <{elem_type = !llvm.array<64 x f64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 27>}> : (!llvm.ptr) -> !llvm.ptr
    %71 = "llvm.load"(%70) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    "llvm.call"(%71) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printF64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 1376107516 : i32}> : () -> i32
    %1 = "llvm.mlir.constant"() <{value = 486 : i32}> : () -> i32
    %2 = "llvm.mlir.constant"() <{value = -8321139322310550800 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 52 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 4.250000e+00 : f64}> : () -> f64
    "llvm.call"(%0, %1, %2, %3, %4) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @kernel, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 5, 0>}> : (i32, i32, i64, i64, f64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

