// Control flow: recursion, a loop whose block arguments are swapped each iteration (a parallel
// copy), switch, select, and a conditional branch passing different values to one block.
llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @i(%x: i64) {
  llvm.call @printI64(%x) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @fact(%n: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %c = llvm.icmp "sle" %n, %one : i64
  llvm.cond_br %c, ^base, ^rec
^base:
  llvm.return %one : i64
^rec:
  %m = llvm.sub %n, %one : i64
  %r = llvm.call @fact(%m) : (i64) -> i64
  %p = llvm.mul %n, %r : i64
  llvm.return %p : i64
}
llvm.func @fib(%n: i64) -> i64 {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%zero, %one, %zero : i64, i64, i64)
^loop(%a: i64, %b: i64, %k: i64):
  %c = llvm.icmp "slt" %k, %n : i64
  llvm.cond_br %c, ^body, ^done
^body:
  %s = llvm.add %a, %b : i64
  %k1 = llvm.add %k, %one : i64
  llvm.br ^swap(%b, %s, %k1 : i64, i64, i64)
^swap(%x: i64, %y: i64, %j: i64):
  llvm.br ^loop(%x, %y, %j : i64, i64, i64)
^done:
  llvm.return %a : i64
}
llvm.func @rotate(%n: i32) -> i64 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %a0 = llvm.mlir.constant(1 : i64) : i64
  %b0 = llvm.mlir.constant(2 : i64) : i64
  %c0 = llvm.mlir.constant(3 : i64) : i64
  llvm.br ^loop(%a0, %b0, %c0, %zero : i64, i64, i64, i32)
^loop(%a: i64, %b: i64, %c: i64, %k: i32):
  %go = llvm.icmp "ult" %k, %n : i32
  %k1 = llvm.add %k, %one : i32
  llvm.cond_br %go, ^loop(%b, %c, %a, %k1 : i64, i64, i64, i32), ^done
^done:
  %ten = llvm.mlir.constant(10 : i64) : i64
  %hundred = llvm.mlir.constant(100 : i64) : i64
  %t = llvm.mul %a, %hundred : i64
  %u = llvm.mul %b, %ten : i64
  %v = llvm.add %t, %u : i64
  %w = llvm.add %v, %c : i64
  llvm.return %w : i64
}
llvm.func @classify(%x: i32) -> i64 {
  llvm.switch %x : i32, ^other [
    1: ^one,
    5: ^five(%x : i32),
    -7: ^five(%x : i32)
  ]
^one:
  %r1 = llvm.mlir.constant(100 : i64) : i64
  llvm.return %r1 : i64
^five(%y: i32):
  %w = llvm.sext %y : i32 to i64
  llvm.return %w : i64
^other:
  %r0 = llvm.mlir.constant(-1 : i64) : i64
  llvm.return %r0 : i64
}
llvm.func @main() {
  %n = llvm.mlir.constant(20 : i64) : i64
  %f = llvm.call @fact(%n) : (i64) -> i64
  llvm.call @i(%f) : (i64) -> ()
  %m = llvm.mlir.constant(90 : i64) : i64
  %g = llvm.call @fib(%m) : (i64) -> i64
  llvm.call @i(%g) : (i64) -> ()
  %k = llvm.mlir.constant(4 : i32) : i32
  %r = llvm.call @rotate(%k) : (i32) -> i64
  llvm.call @i(%r) : (i64) -> ()
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c7 = llvm.mlir.constant(-7 : i32) : i32
  %c9 = llvm.mlir.constant(9 : i32) : i32
  %s1 = llvm.call @classify(%c1) : (i32) -> i64
  llvm.call @i(%s1) : (i64) -> ()
  %s5 = llvm.call @classify(%c5) : (i32) -> i64
  llvm.call @i(%s5) : (i64) -> ()
  %s7 = llvm.call @classify(%c7) : (i32) -> i64
  llvm.call @i(%s7) : (i64) -> ()
  %s9 = llvm.call @classify(%c9) : (i32) -> i64
  llvm.call @i(%s9) : (i64) -> ()
  %cond = llvm.icmp "sgt" %s5, %s7 : i64
  %sel = llvm.select %cond, %f, %g : i1, i64
  llvm.call @i(%sel) : (i64) -> ()
  llvm.return
}
