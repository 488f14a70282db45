// Result names that do not match the op's result count (`%a:2`, `%a, %b`, naming an op with
// no results, `%a:0`) and operand lists whose length differs from the operand types.

// expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
%a:2 = "unreg.op"() : () -> i32

// -----

// expected-error@+1 {{operation defines 3 results but was provided 2 to bind}}
%a:2 = "unreg.op"() : () -> (i32, i32, i32)

// -----

// expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
%a, %b = "unreg.op"() : () -> i32

// -----

// expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
%a = "unreg.op"() : () -> (i32, i32)

// -----

// expected-error@+1 {{cannot name an operation with no results}}
%0 = "unreg.op"() : () -> ()

// -----

// expected-error@+1 {{expected named operation to have at least 1 result}}
%a:0 = "unreg.op"() : () -> ()

// -----

%0 = "unreg.op"() : () -> i32
// expected-error@+1 {{expected 2 operand types but had 1}}
"unreg.use"(%0, %0) : (i32) -> ()

// -----

%0 = "unreg.op"() : () -> i32
// expected-error@+1 {{expected 0 operand types but had 1}}
"unreg.use"() : (i32) -> ()
