// Forward references whose later definition disagrees: a type different from the one at the
// use, a value used twice with different types, a forward reference never defined, a use
// before definition in a graph region whose type does not match.

// expected-note@+1 {{previously used here with type 'i32'}}
"unreg.use"(%fwd) : (i32) -> ()
// expected-error@+1 {{definition of SSA value '%fwd#0' has type 'i64'}}
%fwd = "unreg.op"() : () -> i64

// -----

// expected-note@+1 {{prior use here}}
%0 = "unreg.op"() : () -> i32
// expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"unreg.use"(%0) : (i64) -> ()

// -----

// expected-error@+1 {{use of undeclared SSA value name}}
"unreg.use"(%never) : (i32) -> ()
"unreg.other"() : () -> ()

// -----

"unreg.graph"() ({
  // expected-note@+1 {{previously used here with type 'f32'}}
  "unreg.use"(%later) : (f32) -> ()
  // expected-error@+1 {{definition of SSA value '%later#0' has type 'f64'}}
  %later = "unreg.def"() : () -> f64
}) : () -> ()

// -----

// expected-note@+1 {{previously used here with type 'i32'}}
"unreg.use"(%pair#1) : (i32) -> ()
// expected-error@+1 {{definition of SSA value '%pair#1' has type 'i8'}}
%pair:2 = "unreg.op"() : () -> (i32, i8)
