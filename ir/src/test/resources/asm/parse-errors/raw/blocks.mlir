"unreg.op"() ({
  "unreg.br"()[^missing] : () -> ()
}) : () -> ()
// -----
"unreg.op"() ({
^bb0:
  "unreg.br"()[^bb2] : () -> ()
}) : () -> ()
"unreg.op2"() ({
^bb2:
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
"unreg.op"() ({
^bb1:
  "unreg.br"()[^bb1] : () -> ()
^bb1:
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
"unreg.op"() ({
^bb0(%x: i32:
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
"unreg.op"() ({
^bb0(%x: i32, %x: i32):
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
"unreg.op"() ({
^bb0(%x i32):
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
"unreg.op"() ({
^bb0(%x: i32)
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
"unreg.op"() ({
^bb0(x: i32):
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
"unreg.op"() ({
^bb0:
  "unreg.end"() : () -> ()
^bb1
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
"unreg.op"() ({
  "unreg.end"() : () -> ()
// -----
"unreg.op"() ({
  "unreg.br"()[^a, ^b] : () -> ()
^b:
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
"unreg.op"() ({
^bb0(%x: i32 loc("a":1:2), %y):
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
"unreg.br"()[^top] : () -> ()
