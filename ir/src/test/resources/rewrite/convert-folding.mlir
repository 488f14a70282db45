// Folding before patterns: %2 is %arg0 (x + 0), %3 the constant 4, %5 has its constant moved
// right, and %6 stays an add: its operand %3 was folded away, which the folder does not see as
// a constant (MLIR keeps folded ops until the conversion ends); %7 is %2, that is %arg0.
"builtin.module"() ({
  "test.func"() ({
  ^bb0(%arg0: i32):
    %0 = "test.const"() {value = 0 : i32} : () -> i32
    %1 = "test.const"() {value = 2 : i32} : () -> i32
    %2 = "src.add"(%arg0, %0) : (i32, i32) -> i32
    %3 = "src.add"(%1, %1) : (i32, i32) -> i32
    %5 = "src.add"(%1, %arg0) : (i32, i32) -> i32
    %6 = "src.add"(%3, %1) : (i32, i32) -> i32
    %7 = "src.add"(%2, %0) : (i32, i32) -> i32
    "test.ret"(%2, %3, %5, %6, %7) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
