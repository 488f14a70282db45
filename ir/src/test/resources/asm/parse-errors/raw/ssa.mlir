"unreg.use"(%fwd) : (i32) -> ()
%fwd = "unreg.op"() : () -> i64
// -----
%0 = "unreg.op"() : () -> i32
"unreg.use"(%0) : (i64) -> ()
// -----
"unreg.use"(%never) : (i32) -> ()
"unreg.other"() : () -> ()
// -----
"unreg.graph"() ({
  "unreg.use"(%later) : (f32) -> ()
  %later = "unreg.def"() : () -> f64
}) : () -> ()
// -----
"unreg.use"(%pair#1) : (i32) -> ()
%pair:2 = "unreg.op"() : () -> (i32, i8)
// -----
%0 = "unreg.op"() : () -> i32
%0 = "unreg.op"() : () -> i32
// -----
%r:2 = "unreg.two"() : () -> (i32, i32)
%r = "unreg.one"() : () -> i32
// -----
%0:2 = "unreg.op"() : () -> (i32, i32)
"unreg.use"(%0#2) : (i32) -> ()
// -----
%0 = "unreg.op"() : () -> i32
"unreg.use"(%0#1) : (i32) -> ()
// -----
"unreg.region"() ({
  %inner = "unreg.def"() : () -> i32
}) : () -> ()
"unreg.use"(%inner) : (i32) -> ()
// -----
"unreg.outer"() ({
  "unreg.inner"() ({
    "unreg.use"(%deep) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"unreg.use"(%b) : (i32) -> ()
"unreg.use"(%c, %b) : (i32, i32) -> ()
"unreg.use"(%a) : (i32) -> ()
// -----
"unreg.use"(%a) : (i32) -> ()
"unreg.use"(%a) : (i64) -> ()
