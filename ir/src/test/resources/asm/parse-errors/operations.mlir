// expected-error@+1 {{expected ')' to end operand list}}
"unreg.op"(
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
// expected-error@+3 {{expected ')' to end region list}}
"unreg.op"() ({
  "unreg.inner"() : () -> ()
} : () -> ()
// -----
// expected-error@+1 {{expected '>' to close properties}}
"unreg.op"() <{a = 1} : () -> ()
// -----
// expected-error@+2 {{expected ')' to end operand list}}
%0 = "unreg.op"() : () -> i32
"unreg.use"(%0 %0) : (i32, i32) -> ()
// -----
// expected-error@+1 {{expected ',' or ']'}}
"unreg.br"()[^bb1 : () -> ()
// -----
// expected-error@+1 {{expected '=' after SSA name}}
%0 "unreg.op"() : () -> i32
// -----
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
// expected-error@+1 {{expected integer number of results}}
%a:x = "unreg.op"() : () -> ()
// -----
// expected-error@+1 {{expected valid ssa identifier}}
%a, = "unreg.op"() : () -> i32
// -----
// expected-error@+2 {{expected 2 operand types but had 1}}
%0 = "unreg.op"() : () -> i32
"unreg.use"(%0, %0) : (i32) -> ()
// -----
// expected-error@+2 {{expected 0 operand types but had 1}}
%0 = "unreg.op"() : () -> i32
"unreg.use"() : (i32) -> ()
// -----
// expected-error@+2 {{expected 1 operand type}}
%0 = "unreg.op"() : () -> i32
"unreg.use"(%0) : () -> ()
// -----
// expected-error@+1 {{empty operation name is invalid}}
"" () : () -> ()
// -----
// expected-error@+1 {{null character not allowed in operation name}}
"unreg.\00"() : () -> ()
// -----
// expected-error@+1 {{expected operation name in quotes}}
42
// -----
// expected-error@+1 {{expected list element}}
"unreg.op"() []
// -----
// expected-error@+1 {{expected block name}}
"unreg.op"() [^bb0, ] : () -> ()
// -----
// expected-error@+1 {{expected block name}}
"unreg.op"() [1] : () -> ()
// -----
// expected-error@+2 {{expected '{' to begin a region}}
"unreg.op"() ({
}, ) : () -> ()
// -----
// expected-error@+2 {{integer literal not valid for specified type}}
"unreg.op"() ({
}) {a = 1 : () -> ()
// -----
// expected-error@+1 {{expected operation name in quotes}}
"unreg.op"() ({ "unreg.x"() : () -> () : () -> ()
// -----
// expected-error@+1 {{invalid SSA value result number}}
"unreg.op"(%a#x) : (i32) -> ()
// -----
// expected-error@+1 {{expected ')' to end operand list}}
"unreg.op"(%a#1x) : (i32) -> ()
// -----
// expected-error@+1 {{expected ')' to end operand list}}
"unreg.op"(1) : (i32) -> ()
// -----
// expected-error@+1 {{expected ')'}}
"unreg.op"() : (i32) -> (i32
// -----
// expected-error@+1 {{expected operation name in quotes}}
%x = "unreg.a"() : () -> i32 loc("a":1:2)) 
// -----
// expected-error@+2 {{expected operation name in quotes}}
%0 = "unreg.op"() : () -> i32
%1 = "unreg.op"(%0) : (i32) -> i32 {x}
