// Pure ops with constant operands are folded at decode time, as LLVM's IR builder folds them
// when mlir-runner translates the module: inf - inf becomes the positive NaN (APFloat), not
// x86's negative one; an integer chain folds to a constant; a division by zero is not folded.
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 ()>, linkage = #llvm.linkage<external>, sym_name = "main", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %1 = "llvm.fsub"(%0, %0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %2 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
    %3 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
    %4 = "llvm.mul"(%2, %3) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %5 = "llvm.add"(%4, %2) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %6 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "llvm.sdiv"(%2, %6) : (i32, i32) -> i32
    "llvm.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

