// SSA numbering: result groups, sibling regions, nested regions, non-entry block arguments,
// graph-region forward references, values used across regions.
%0:3 = "x.three"() : () -> (i32, i32, i32)
"x.use"(%0#0, %0#2) : (i32, i32) -> ()
"x.f"() ({
^bb0(%a: i32, %b: f32):
  %1 = "x.add"(%a, %0#1) : (i32, i32) -> i32
  "x.g"() ({
  ^bb0(%c: i32):
    %2 = "x.inner"(%c, %1) : (i32, i32) -> i32
    "x.h"() ({
      %3 = "x.deep"(%2) : (i32) -> i32
    }) : () -> ()
  }, {
    %4 = "x.other"(%1) : (i32) -> i32
  ^bb1(%d: i32, %e: i32):
    "x.ret"(%d) : (i32) -> ()
  }) : () -> ()
  "x.br"(%1)[^bb1] : (i32) -> ()
^bb1(%f: i32):
  %5 = "x.late"(%f) : (i32) -> i32
  "x.ret"(%5) : (i32) -> ()
}) : () -> ()
"x.f"() ({
^bb0(%a: index):
  %6:2 = "x.pair"(%a) : (index) -> (index, index)
  "x.ret"(%6#1) : (index) -> ()
}) : () -> ()
"x.graph"() ({
  %7 = "x.fwd"(%8) : (i32) -> i32
  %8 = "x.back"(%7) : (i32) -> i32
}) : () -> ()
