// expected-error@+1 {{expected '(' in location}}
"unreg.op"() : () -> () loc
// -----
// expected-error@+1 {{expected location instance}}
"unreg.op"() : () -> () loc(
// -----
// expected-error@+1 {{expected ')' in location}}
"unreg.op"() : () -> () loc("a":1:2
// -----
// expected-error@+1 {{expected location instance}}
"unreg.op"() : () -> () loc(foo)
// -----
// expected-error@+1 {{expected location instance}}
"unreg.op"() : () -> () loc(1)
// -----
// expected-error@+1 {{expected integer line number in FileLineColRange}}
"unreg.op"() : () -> () loc("a":x)
// -----
// expected-error@+1 {{expected integer column number in FileLineColRange}}
"unreg.op"() : () -> () loc("a":1:x)
// -----
// expected-error@+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"unreg.op"() : () -> () loc("a":1:2 to x)
// -----
// expected-error@+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"unreg.op"() : () -> () loc("a":1:2 to 3)
// -----
// expected-error@+1 {{expected integer column number in FileLineColRange}}
"unreg.op"() : () -> () loc("a":1:2 to 3:x)
// -----
// expected-error@+1 {{expected location instance}}
"unreg.op"() : () -> () loc("a"(foo))
// -----
// expected-error@+1 {{expected ')' in location}}
"unreg.op"() : () -> () loc("a"("b")
// -----
// expected-error@+1 {{expected '(' in callsite location}}
"unreg.op"() : () -> () loc(callsite "a")
// -----
// expected-error@+1 {{expected 'at' in callsite location}}
"unreg.op"() : () -> () loc(callsite("a" "b"))
// -----
// expected-error@+1 {{expected ')' in location}}
"unreg.op"() : () -> () loc(callsite("a" at "b")
// -----
// expected-error@+1 {{expected location instance}}
"unreg.op"() : () -> () loc(callsite("a" at))
// -----
// expected-error@+1 {{expected '[' in fused location}}
"unreg.op"() : () -> () loc(fused)
// -----
// expected-error@+1 {{expected ']' in fused location}}
"unreg.op"() : () -> () loc(fused["a" "b"])
// -----
// expected-error@+1 {{expected '>' after fused location metadata}}
"unreg.op"() : () -> () loc(fused<"m"["a"])
// -----
// expected-error@+1 {{expected attribute value}}
"unreg.op"() : () -> () loc(fused<>["a"])
// -----
// expected-error@+1 {{operation location alias was never defined}}
"unreg.op"() : () -> () loc(#undefined_alias)
// -----
// expected-error@+2 {{expected location, but found '1 : i64'}}
#attr = 1
"unreg.op"() : () -> () loc(#attr)
// -----
// expected-error@+1 {{expected location, but found '1 : i64'}}
"unreg.op"() : () -> () loc(#attr)
#attr = 1
// -----
// expected-error@+1 {{undefined symbol alias id 'undefined'}}
"unreg.op"() : () -> () loc(fused[#undefined])
// -----
// expected-error@+1 {{expected ')' in location}}
"unreg.op"() : () -> () loc(unknown
// -----
// expected-error@+2 {{expected location instance}}
"unreg.op"() ({
^bb0(%a: i32 loc(x)):
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
// expected-error@+2 {{operation location alias was never defined}}
"unreg.op"() ({
^bb0(%a: i32 loc(#later)):
  "unreg.end"() : () -> ()
}) : () -> ()
