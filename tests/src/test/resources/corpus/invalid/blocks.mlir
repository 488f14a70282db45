// Block errors: a successor naming a block that is never defined, a block label used in
// another region, an entry block with predecessors, a block argument list that is not closed.

func.func @f() {
  // expected-error@+1 {{reference to an undefined block}}
  "unreg.br"()[^missing] : () -> ()
}

// -----

"unreg.op"() ({
^bb0:
  // expected-error@+1 {{reference to an undefined block}}
  "unreg.br"()[^bb2] : () -> ()
}) : () -> ()
"unreg.op2"() ({
^bb2:
  "unreg.end"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
func.func @f() {
^entry:
  cf.br ^entry
}

// -----

func.func @f() {
  cf.br ^bb1
// expected-error@+1 {{expected ')'}}
^bb1(%x: i32:
  return
}
