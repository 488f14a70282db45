foo.bar
// -----
trailing
// -----
arith.unknown_op
// -----
module {
  return
}
// -----
module @ {
}
// -----
module attributes {
}
// -----
module attributes {a} x
// -----
module @m
// -----
%0 = unrealized_conversion_cast %x : i32
// -----
%0 = unrealized_conversion_cast to
// -----
%0 = builtin.unrealized_conversion_cast %a, %b : i32 to i64
// -----
%0 = "unreg.a"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i64 to i32
// -----
%0 = builtin.unrealized_conversion_cast %q : i32 to i64 {x
// -----
module {
} loc(
// -----
%0 = unrealized_conversion_cast to i32, i64
// -----
builtin.module {} {}
// -----
"builtin.module"() <{sym_name = 3 : i32}> ({
^bb0:
}) : () -> ()
// -----
"builtin.module"() <[1]> ({
^bb0:
}) : () -> ()
// -----
"builtin.module"() <{sym_visibility = 1}> ({
^bb0:
}) : () -> ()
// -----
%0 = "builtin.unrealized_conversion_cast"() <{a = 1}> : () -> i32
