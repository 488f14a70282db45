%a:2, %b = "unreg.three"() : () -> (i32, f32, i64)
"unreg.use"(%a#1, %b, %a#0) : (f32, i64, i32) -> ()
"unreg.graph"() ({
  "unreg.consume"(%later, %p#1) : (i32, f32) -> ()
  %later = "unreg.produce"() : () -> i32
  %p:2 = "unreg.pair"() : () -> (i8, f32)
}) : () -> ()
"unreg.cfg"() ({
^entry(%x: i32, %y: i1):
  "unreg.cond_br"(%y, %x)[^else, ^join] : (i1, i32) -> ()
^then:
  "unreg.br"(%z)[^join] : (i32) -> ()
^else:
  %z = "unreg.neg"(%x) : (i32) -> i32
  "unreg.br"()[^then] : () -> ()
^join(%r: i32):
  "unreg.ret"(%r) : (i32) -> ()
}) : () -> ()
"unreg.regions"() ({
  %inner = "unreg.def"() : () -> i32
}, {
  %inner = "unreg.def2"() : () -> i64
  "unreg.use"(%inner, %a#0) : (i64, i32) -> ()
}) : () -> ()
"unreg.top_use"(%late_top) : (f64) -> ()
%late_top = "unreg.def_top"() : () -> f64
