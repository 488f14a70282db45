// An unexpected diagnostic, an expectation nobody meets, and a wrong severity.
"my.op"(%x) : (i32) -> ()

// -----

// expected-error@+1 {{this never happens}}
"my.fine"() : () -> ()

// -----

// expected-warning@+1 {{use of undeclared SSA value name}}
"my.op"(%x) : (i32) -> ()
