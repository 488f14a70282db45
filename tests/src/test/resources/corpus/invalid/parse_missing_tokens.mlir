// Parse errors from missing or misplaced punctuation in the generic op form: operand list,
// attribute dictionary, function type, region braces, properties.

// expected-error@+1 {{expected ')' to end operand list}}
"unreg.op"(

// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
"unreg.op"() {a 1} : () -> ()

// -----

// expected-error@+1 {{expected attribute name}}
"unreg.op"() {a = 1,} : () -> ()

// -----

// expected-error@+1 {{expected '{' to begin a region}}
"unreg.op"() () -> ()

// -----

// expected-error@+1 {{expected '->' in function type}}
"unreg.op"() : ()

// -----

// expected-error@+1 {{expected function type}}
"unreg.op"() : i32

// -----

// expected-error@+1 {{expected ':' followed by operation type}}
"unreg.op"()

// -----

"unreg.op"() ({
  "unreg.inner"() : () -> ()
// expected-error@+1 {{expected ')' to end region list}}
} : () -> ()

// -----

// expected-error@+1 {{expected '>' to close properties}}
"unreg.op"() <{a = 1} : () -> ()

// -----

%0 = "unreg.op"() : () -> i32
// expected-error@+1 {{expected ')' to end operand list}}
"unreg.use"(%0 %0) : (i32, i32) -> ()

// -----

// expected-error@+1 {{expected ',' or ']'}}
"unreg.br"()[^bb1 : () -> ()

// -----

// expected-error@+1 {{expected '=' after SSA name}}
%0 "unreg.op"() : () -> i32
