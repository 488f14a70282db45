// Host arith ops: overflow and fastmath flags, comparisons, select, casts, index casts, max.
// NAME.expected.mlir is mlir-opt-22's output:  mlir-opt-22 host-arith.mlir --lower-host-to-llvm
module {
  func.func @main(%i: index, %x: i32, %f: f32) -> i64 {
    %c = arith.constant 3 : i32
    %a = arith.addi %x, %c : i32
    %b = arith.muli %a, %x overflow<nsw> : i32
    %s = arith.subi %b, %c : i32
    %d = arith.divsi %s, %c : i32
    %r = arith.remui %d, %c : i32
    %n = arith.xori %r, %c : i32
    %sh = arith.shli %n, %c : i32
    %cmp = arith.cmpi slt, %sh, %x : i32
    %sel = arith.select %cmp, %sh, %x : i32
    %fp = arith.sitofp %sel : i32 to f32
    %g = arith.addf %fp, %f : f32
    %g2 = arith.mulf %g, %f fastmath<fast> : f32
    %cf = arith.cmpf olt, %g2, %f : f32
    %ii = arith.index_cast %x : i32 to index
    %j = arith.addi %ii, %i : index
    %k = arith.index_cast %j : index to i64
    %t = arith.index_cast %j : index to i32
    %e = arith.extsi %t : i32 to i64
    %u = arith.extui %cmp : i1 to i32
    %w = arith.trunci %x : i32 to i16
    %ng = arith.negf %g : f32
    %ff = arith.extf %ng : f32 to f64
    %mx = arith.maxsi %x, %c : i32
    return %k : i64
  }
}
