// Uses of SSA values that are never defined (at top level, inside a function, in a nested
// region), and references to result numbers an op does not have.

// expected-error@+1 {{use of undeclared SSA value name}}
"unreg.use"(%undefined) : (i32) -> ()

// -----

func.func @f() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  "unreg.use"(%nope) : (i32) -> ()
  return
}

// -----

"unreg.outer"() ({
  "unreg.inner"() ({
    // expected-error@+1 {{use of undeclared SSA value name}}
    "unreg.use"(%deep) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

%0:2 = "unreg.op"() : () -> (i32, i32)
// expected-error@+1 {{reference to invalid result number}}
"unreg.use"(%0#2) : (i32) -> ()

// -----

%0 = "unreg.op"() : () -> i32
// expected-error@+1 {{reference to invalid result number}}
"unreg.use"(%0#1) : (i32) -> ()

// -----

"unreg.region"() ({
  %inner = "unreg.def"() : () -> i32
}) : () -> ()
// expected-error@+1 {{use of undeclared SSA value name}}
"unreg.use"(%inner) : (i32) -> ()
