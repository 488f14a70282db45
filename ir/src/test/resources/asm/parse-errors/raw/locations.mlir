"unreg.op"() : () -> () loc
// -----
"unreg.op"() : () -> () loc(
// -----
"unreg.op"() : () -> () loc("a":1:2
// -----
"unreg.op"() : () -> () loc(foo)
// -----
"unreg.op"() : () -> () loc(1)
// -----
"unreg.op"() : () -> () loc("a":x)
// -----
"unreg.op"() : () -> () loc("a":1:x)
// -----
"unreg.op"() : () -> () loc("a":1:2 to x)
// -----
"unreg.op"() : () -> () loc("a":1:2 to 3)
// -----
"unreg.op"() : () -> () loc("a":1:2 to 3:x)
// -----
"unreg.op"() : () -> () loc("a"(foo))
// -----
"unreg.op"() : () -> () loc("a"("b")
// -----
"unreg.op"() : () -> () loc(callsite "a")
// -----
"unreg.op"() : () -> () loc(callsite("a" "b"))
// -----
"unreg.op"() : () -> () loc(callsite("a" at "b")
// -----
"unreg.op"() : () -> () loc(callsite("a" at))
// -----
"unreg.op"() : () -> () loc(fused)
// -----
"unreg.op"() : () -> () loc(fused["a" "b"])
// -----
"unreg.op"() : () -> () loc(fused<"m"["a"])
// -----
"unreg.op"() : () -> () loc(fused<>["a"])
// -----
"unreg.op"() : () -> () loc(#undefined_alias)
// -----
#attr = 1
"unreg.op"() : () -> () loc(#attr)
// -----
"unreg.op"() : () -> () loc(#attr)
#attr = 1
// -----
"unreg.op"() : () -> () loc(fused[#undefined])
// -----
"unreg.op"() : () -> () loc(unknown
// -----
"unreg.op"() ({
^bb0(%a: i32 loc(x)):
  "unreg.end"() : () -> ()
}) : () -> ()
// -----
"unreg.op"() ({
^bb0(%a: i32 loc(#later)):
  "unreg.end"() : () -> ()
}) : () -> ()
