// Structs and arrays: insertvalue/extractvalue (nested positions), loads and stores of whole
// structs with natural alignment (i8, i32, i64, f64, ptr fields), getelementptr into struct
// fields and arrays of structs, and a packed struct.
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, sym_name = "printI64", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f64)>, linkage = #llvm.linkage<external>, sym_name = "printF64", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "printNewline", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, sym_name = "i", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg4: i64):
    "llvm.call"(%arg4) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printI64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i8, i32, i64, array<2 x f64>)> (i8, i32, i64, f64)>, linkage = #llvm.linkage<external>, sym_name = "make", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i8, %arg1: i32, %arg2: i64, %arg3: f64):
    %33 = "llvm.mlir.poison"() : () -> !llvm.struct<(i8, i32, i64, array<2 x f64>)>
    %34 = "llvm.insertvalue"(%33, %arg0) <{position = array<i64: 0>}> : (!llvm.struct<(i8, i32, i64, array<2 x f64>)>, i8) -> !llvm.struct<(i8, i32, i64, array<2 x f64>)>
    %35 = "llvm.insertvalue"(%34, %arg1) <{position = array<i64: 1>}> : (!llvm.struct<(i8, i32, i64, array<2 x f64>)>, i32) -> !llvm.struct<(i8, i32, i64, array<2 x f64>)>
    %36 = "llvm.insertvalue"(%35, %arg2) <{position = array<i64: 2>}> : (!llvm.struct<(i8, i32, i64, array<2 x f64>)>, i64) -> !llvm.struct<(i8, i32, i64, array<2 x f64>)>
    %37 = "llvm.insertvalue"(%36, %arg3) <{position = array<i64: 3, 1>}> : (!llvm.struct<(i8, i32, i64, array<2 x f64>)>, f64) -> !llvm.struct<(i8, i32, i64, array<2 x f64>)>
    "llvm.return"(%37) : (!llvm.struct<(i8, i32, i64, array<2 x f64>)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = -5 : i8}> : () -> i8
    %1 = "llvm.mlir.constant"() <{value = 70000 : i32}> : () -> i32
    %2 = "llvm.mlir.constant"() <{value = -123456789012 : i64}> : () -> i64
    %3 = "llvm.mlir.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %4 = "llvm.call"(%0, %1, %2, %3) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @make, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (i8, i32, i64, f64) -> !llvm.struct<(i8, i32, i64, array<2 x f64>)>
    %5 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %6 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
    %7 = "llvm.alloca"(%6) <{elem_type = !llvm.struct<(i8, i32, i64, array<2 x f64>)>}> : (i64) -> !llvm.ptr
    %8 = "llvm.getelementptr"(%7) <{elem_type = !llvm.struct<(i8, i32, i64, array<2 x f64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%4, %8) <{ordering = 0 : i64}> : (!llvm.struct<(i8, i32, i64, array<2 x f64>)>, !llvm.ptr) -> ()
    %9 = "llvm.ptrtoint"(%7) : (!llvm.ptr) -> i64
    %10 = "llvm.getelementptr"(%7) <{elem_type = !llvm.struct<(i8, i32, i64, array<2 x f64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1, 1>}> : (!llvm.ptr) -> !llvm.ptr
    %11 = "llvm.ptrtoint"(%10) : (!llvm.ptr) -> i64
    %12 = "llvm.sub"(%11, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.call"(%12) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @i, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    %13 = "llvm.getelementptr"(%7, %5) <{elem_type = !llvm.struct<(i8, i32, i64, array<2 x f64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1, 3, -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %14 = "llvm.ptrtoint"(%13) : (!llvm.ptr) -> i64
    %15 = "llvm.sub"(%14, %9) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.call"(%15) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @i, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    %16 = "llvm.load"(%10) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    %17 = "llvm.sext"(%16) : (i32) -> i64
    "llvm.call"(%17) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @i, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    %18 = "llvm.load"(%13) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    "llvm.call"(%18) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printF64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %19 = "llvm.load"(%8) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<(i8, i32, i64, array<2 x f64>)>
    %20 = "llvm.extractvalue"(%19) <{position = array<i64: 0>}> : (!llvm.struct<(i8, i32, i64, array<2 x f64>)>) -> i8
    %21 = "llvm.sext"(%20) : (i8) -> i64
    "llvm.call"(%21) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @i, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    %22 = "llvm.extractvalue"(%19) <{position = array<i64: 2>}> : (!llvm.struct<(i8, i32, i64, array<2 x f64>)>) -> i64
    "llvm.call"(%22) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @i, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    %23 = "llvm.extractvalue"(%19) <{position = array<i64: 3>}> : (!llvm.struct<(i8, i32, i64, array<2 x f64>)>) -> !llvm.array<2 x f64>
    %24 = "llvm.extractvalue"(%23) <{position = array<i64: 1>}> : (!llvm.array<2 x f64>) -> f64
    "llvm.call"(%24) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printF64, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f64) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %25 = "llvm.alloca"(%5) <{elem_type = !llvm.struct<packed (i8, i64)>}> : (i64) -> !llvm.ptr
    %26 = "llvm.getelementptr"(%25) <{elem_type = !llvm.struct<packed (i8, i64)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
    %27 = "llvm.ptrtoint"(%26) : (!llvm.ptr) -> i64
    %28 = "llvm.ptrtoint"(%25) : (!llvm.ptr) -> i64
    %29 = "llvm.sub"(%27, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
    "llvm.call"(%29) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @i, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    %30 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %31 = "llvm.getelementptr"(%30) <{elem_type = !llvm.struct<(i8, i32, i64, array<2 x f64>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    %32 = "llvm.ptrtoint"(%31) : (!llvm.ptr) -> i64
    "llvm.call"(%32) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @i, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

