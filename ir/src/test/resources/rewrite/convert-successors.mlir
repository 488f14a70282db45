// Branches convert the blocks they jump to (MLIR 22): ^bb1 by the first src.br, ^bb2 by the
// second; the loop back to ^bb2 finds it converted; ^bb3 has legal types and stays.
"builtin.module"() ({
  "test.region"() ({
    %0 = "test.opaque"() : () -> i64
    "src.br"(%0)[^bb1] : (i64) -> ()
  ^bb1(%1: i64):
    %2 = "src.add"(%1, %1) : (i64, i64) -> i64
    "src.br"(%2, %1)[^bb2] : (i64, i64) -> ()
  ^bb2(%3: i64, %4: i64):
    "test.keep"(%3) : (i64) -> ()
    "src.br"(%4, %3)[^bb2] : (i64, i64) -> ()
  ^bb3(%5: i32):
    "src.br"(%5)[^bb3] : (i32) -> ()
  }) : () -> ()
}) : () -> ()
