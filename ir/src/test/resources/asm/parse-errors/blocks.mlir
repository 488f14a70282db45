// expected-error@+2 {{reference to an undefined block}}
"unreg.op"() ({
  "unreg.br"()[^missing] : () -> ()
}) : () -> ()
// -----
// expected-error@+3 {{reference to an undefined block}}
"unreg.op"() ({
^bb0:
  "unreg.br"()[^bb2] : () -> ()
}) : () -> ()
"unreg.op2"() ({
^bb2:
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
// expected-error@+4 {{redefinition of block '^bb1'}}
"unreg.op"() ({
^bb1:
  "unreg.br"()[^bb1] : () -> ()
^bb1:
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
// expected-error@+2 {{expected ')'}}
"unreg.op"() ({
^bb0(%x: i32:
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
// expected-error@+3 {{redefinition of SSA value '%x'}}
// expected-note@+2 {{previously defined here}}
"unreg.op"() ({
^bb0(%x: i32, %x: i32):
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
// expected-error@+2 {{expected ':' and type for SSA operand}}
"unreg.op"() ({
^bb0(%x i32):
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
// expected-error@+2 {{expected ':' after block name}}
"unreg.op"() ({
^bb0(%x: i32)
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
// expected-error@+2 {{expected SSA operand}}
"unreg.op"() ({
^bb0(x: i32):
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
// expected-error@+4 {{expected ':' after block name}}
"unreg.op"() ({
^bb0:
  "unreg.end"() : () -> ()
^bb1
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
// expected-error@+2 {{expected operation name in quotes}}
"unreg.op"() ({
  "unreg.end"() : () -> ()
// -----
// expected-error@+2 {{reference to an undefined block}}
"unreg.op"() ({
  "unreg.br"()[^a, ^b] : () -> ()
^b:
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
// expected-error@+2 {{expected ':' and type for SSA operand}}
"unreg.op"() ({
^bb0(%x: i32 loc("a":1:2), %y):
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
// expected-error@+1 {{reference to an undefined block}}
"unreg.br"()[^top] : () -> ()
