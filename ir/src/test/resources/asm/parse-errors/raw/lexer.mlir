"unreg.op"() {a = 1} : () -> () `
// -----
"unreg.op"() : () -> () /* no block comments */
// -----
%0 = "unreg.op"() : () -> i32
"unreg.use"(% 0) : (i32) -> ()
// -----
"unreg.op"() {v = @} : () -> ()
// -----
"unreg.op"() {v = @1a} : () -> ()
// -----
"unreg.op"() {v = #} : () -> ()
// -----
"unreg.op"() ({
^ :
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
"unreg.op"() : () -> !
// -----
"unreg.op"() {v = 1} : () -> () ~
// -----
"unreg.op"() {s = "unterminated} : () -> ()
// -----
"unreg.op"() {s = "newline
inside"} : () -> ()
// -----
"unreg.op"() {s = "bad escape \q"} : () -> ()
// -----
"unreg.op"() {s = "half hex \4G"} : () -> ()
// -----
"unreg.op() : () -> ()
// -----
"unreg.op"() {s = .} : () -> ()
// -----
"unreg.op"() {s = ..} : () -> ()
// -----
"unreg.op"() {v = 0x} : () -> ()
// -----
"unreg.op"() {v = 1.5e} : () -> ()
// -----
"unreg.op"() {v = 1e5} : () -> ()
// -----
"unreg.op"() {v = @"unterminated} : () -> ()
// -----
"unreg.op"() : () -> () é
// -----
"unreg.op"() : () -> ()
"unreg.op2"() {s = "x"} : () -> () "
