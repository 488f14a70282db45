// Random program (gen-random.py 5): fused and unfused integer chains, a global
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
    %20 = "llvm.xor"(%18, %arg3) : (i64, i64) -> i64
    %21 = "llvm.add"(%18, %18) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %22 = "llvm.sub"(%arg3, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %23 = "llvm.and"(%17, %16) : (i32, i32) -> i32
    %24 = "llvm.and"(%18, %9) : (i64, i64) -> i64
    %25 = "llvm.shl"(%arg3, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %26 = "llvm.mul"(%22, %25) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %27 = "llvm.add"(%18, %arg3) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %28 = "llvm.mul"(%16, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %29 = "llvm.sub"(%23, %28) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %30 = "llvm.and"(%16, %29) : (i32, i32) -> i32
    %31 = "llvm.or"(%12, %30) : (i32, i32) -> i32
    %32 = "llvm.and"(%arg3, %9) : (i64, i64) -> i64
    %33 = "llvm.shl"(%arg3, %32) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %34 = "llvm.xor"(%20, %33) : (i64, i64) -> i64
    %35 = "llvm.add"(%23, %29) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %36 = "llvm.xor"(%34, %20) : (i64, i64) -> i64
    %37 = "llvm.and"(%20, %9) : (i64, i64) -> i64
    %38 = "llvm.lshr"(%36, %37) : (i64, i64) -> i64
    %39 = "llvm.add"(%27, %38) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    %40 = "llvm.add"(%31, %29) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %41 = "llvm.add"(%35, %40) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %42 = "llvm.mul"(%12, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %43 = "llvm.add"(%16, %42) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %44 = "llvm.getelementptr"(%10, %43) <{elem_type = !llvm.array<64 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    %45 = "llvm.load"(%44) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %46 = "llvm.xor"(%45, %41) : (i32, i32) -> i32
    %47 = "llvm.mul"(%12, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %48 = "llvm.add"(%16, %47) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %49 = "llvm.getelementptr"(%10, %48) <{elem_type = !llvm.array<64 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    "llvm.store"(%46, %49) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    %50 = "llvm.sitofp"(%46) : (i32) -> f64
    %51 = "llvm.mul"(%16, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %52 = "llvm.add"(%12, %51) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %53 = "llvm.getelementptr"(%11, %52) <{elem_type = !llvm.array<64 x f64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    %54 = "llvm.load"(%53) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    %55 = "llvm.fmul"(%50, %arg4) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %56 = "llvm.fadd"(%54, %55) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %57 = "llvm.mul"(%16, %7) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %58 = "llvm.add"(%12, %57) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %59 = "llvm.getelementptr"(%11, %58) <{elem_type = !llvm.array<64 x f64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    "llvm.store"(%56, %59) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
    %60 = "llvm.add"(%16, %6) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%60, %41, %39)[^bb3] : (i32, i32, i64) -> ()
  ^bb5:  // pred: ^bb3
    %61 = "llvm.add"(%12, %6) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.br"(%61, %17, %18)[^bb1] : (i32, i32, i64) -> ()
  ^bb6:  // pred: ^bb1
    %62 = "llvm.sext"(%13) : (i32) -> i64
    "llvm.call"(%62) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.call"(%14) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %63 = "llvm.getelementptr"(%10) <{elem_type = !llvm.array<64 x i32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 45>}> : (!llvm.ptr) -> !llvm.ptr
    %64 = "llvm.load"(%63) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %65 = "llvm.sext"(%64) : (i32) -> i64
    "llvm.call"(%65) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %66 = "llvm.getelementptr"(%11) <{elem_type = !llvm.array<64 x f64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 27>}> : (!llvm.ptr) -> !llvm.ptr
    %67 = "llvm.load"(%66) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    "llvm.call"(%67) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printF64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = -1303429503 : i32}> : () -> i32
    %1 = "llvm.mlir.constant"() <{value = 547 : i32}> : () -> i32
    %2 = "llvm.mlir.constant"() <{value = -697187988275607354 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
    %4 = "llvm.mlir.constant"() <{value = 6.250000e+00 : f64}> : () -> f64
    "llvm.call"(%0, %1, %2, %3, %4) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @kernel, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 5, 0>}> : (i32, i32, i64, i64, f64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

