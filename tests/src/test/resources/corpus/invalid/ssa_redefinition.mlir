// Redefinition of names: an SSA value defined twice, a result that reuses a function argument's
// name, a block label defined twice, two block arguments with the same name.

%0 = "unreg.op"() : () -> i32
// expected-note@-1 {{previously defined here}}
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "unreg.op"() : () -> i32

// -----

// expected-note@+1 {{previously defined here}}
func.func @f(%a: i32) {
  // expected-error@+1 {{redefinition of SSA value '%a'}}
  %a = "unreg.op"() : () -> i32
  return
}

// -----

func.func @f() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
// expected-error@+1 {{redefinition of block '^bb1'}}
^bb1:
  return
}

// -----

func.func @f(%v: i32) {
  cf.br ^bb1(%v, %v : i32, i32)
// expected-error@+2 {{redefinition of SSA value '%x'}}
// expected-note@+1 {{previously defined here}}
^bb1(%x: i32, %x: i32):
  return
}

// -----

%r:2 = "unreg.two"() : () -> (i32, i32)
// expected-note@-1 {{previously defined here}}
// expected-error@+1 {{redefinition of SSA value '%r'}}
%r = "unreg.one"() : () -> i32

// -----

// A region entry argument named like a value used before it: the error is at the argument, the
// note at the earlier use.
func.func @f(%lb: index) {
  // expected-note@+1 {{previously referenced here}}
  "unreg.use"(%i) : (index) -> ()
  // expected-error@+1 {{region entry argument '%i' is already in use}}
  scf.for %i = %lb to %lb step %lb {
  }
  return
}
