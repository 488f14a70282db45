// Locations of every kind on ops and block arguments, and as attribute values.
"x.a"() : () -> () loc("f.mlir":1:2 to 3:4)
"x.b"() : () -> () loc("f.mlir":1:2 to :9)
"x.e"() : () -> () loc("f\"q.mlir":1:2)
"x.f"() : () -> () loc(fused["a", "b", "c"("f":1:2)])
"x.g"() : () -> () loc(fused<"meta">["a", "d"])
"x.h"() : () -> () loc(callsite("foo" at "f":3:4))
"x.i"() : () -> () loc(unknown)
"x.j"() : () -> () loc(callsite("foo"("f":1:1) at callsite("bar" at "g":2:2)))
"x.k"() {l = loc("a.c":1:2), m = [loc("b"("a.c":1:2))]} : () -> ()
"x.r"() ({
^bb0(%x: i32 loc("arg.mlir":5:6), %y: i32 loc("n"("arg.mlir":5:9))):
  "x.use"(%x, %y) : (i32, i32) -> () loc("f.mlir":1:2 to 3:4)
}) : () -> ()
