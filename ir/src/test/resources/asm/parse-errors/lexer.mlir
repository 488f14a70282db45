// expected-error@+1 {{unexpected character}}
"unreg.op"() {a = 1} : () -> () `
// -----
// expected-error@+1 {{expected operation name in quotes}}
"unreg.op"() : () -> () /* no block comments */
// -----
// expected-error@+2 {{invalid SSA name}}
%0 = "unreg.op"() : () -> i32
"unreg.use"(% 0) : (i32) -> ()
// -----
// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
"unreg.op"() {v = @} : () -> ()
// -----
// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
"unreg.op"() {v = @1a} : () -> ()
// -----
// expected-error@+1 {{invalid attribute name}}
"unreg.op"() {v = #} : () -> ()
// -----
// expected-error@+2 {{invalid block name}}
"unreg.op"() ({
^ :
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
// expected-error@+1 {{invalid type identifier}}
"unreg.op"() : () -> !
// -----
// expected-error@+1 {{unexpected character}}
"unreg.op"() {v = 1} : () -> () ~
// -----
// expected-error@+1 {{expected '"' in string literal}}
"unreg.op"() {s = "unterminated} : () -> ()
// -----
// expected-error@+1 {{expected '"' in string literal}}
"unreg.op"() {s = "newline
inside"} : () -> ()
// -----
// expected-error@+1 {{unknown escape in string literal}}
"unreg.op"() {s = "bad escape \q"} : () -> ()
// -----
// expected-error@+1 {{unknown escape in string literal}}
"unreg.op"() {s = "half hex \4G"} : () -> ()
// -----
// expected-error@+1 {{expected '"' in string literal}}
"unreg.op() : () -> ()
// -----
// expected-error@+1 {{expected three consecutive dots for an ellipsis}}
"unreg.op"() {s = .} : () -> ()
// -----
// expected-error@+1 {{expected three consecutive dots for an ellipsis}}
"unreg.op"() {s = ..} : () -> ()
// -----
// expected-error@+1 {{expected '}' in attribute dictionary}}
"unreg.op"() {v = 0x} : () -> ()
// -----
// expected-error@+1 {{expected '}' in attribute dictionary}}
"unreg.op"() {v = 1.5e} : () -> ()
// -----
// expected-error@+1 {{expected '}' in attribute dictionary}}
"unreg.op"() {v = 1e5} : () -> ()
// -----
// expected-error@+1 {{expected '"' in string literal}}
"unreg.op"() {v = @"unterminated} : () -> ()
// -----
// expected-error@+1 {{unexpected character}}
"unreg.op"() : () -> () é
// -----
// expected-error@+2 {{expected '"' in string literal}}
"unreg.op"() : () -> ()
"unreg.op2"() {s = "x"} : () -> () "
