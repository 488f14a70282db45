// Lexer errors: characters that start no token, a lone '/', '%', '@', '#' or '^' with nothing
// valid after it.

// expected-error@+1 {{unexpected character}}
"unreg.op"() {a = 1} : () -> () `

// -----

// expected-error@+1 {{expected operation name in quotes}}
"unreg.op"() : () -> () /* block comments do not exist */

// -----

%0 = "unreg.op"() : () -> i32
// expected-error@+1 {{invalid SSA name}}
"unreg.use"(% 0) : (i32) -> ()

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
"unreg.op"() {v = @} : () -> ()

// -----

// expected-error@+1 {{invalid attribute name}}
"unreg.op"() {v = #} : () -> ()

// -----

"unreg.op"() ({
// expected-error@+1 {{invalid block name}}
^ :
  "unreg.end"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{unexpected character}}
"unreg.op"() {v = 1} : () -> () ~
