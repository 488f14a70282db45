// Every diagnostic is expected: exit code 0, the valid chunk is printed.
// expected-error@+1 {{use of undeclared SSA value name}}
"my.op"(%x) : (i32) -> ()

// -----

"my.fine"() : () -> ()

// -----

%0 = "my.def"() : () -> i32
// expected-error@+1 {{expected 1 operand type}}
"my.use"(%0) : (i32, i32) -> ()
