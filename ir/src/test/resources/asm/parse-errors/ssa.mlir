// expected-error@+3 {{definition of SSA value '%fwd#0' has type 'i64'}}
// expected-note@+1 {{previously used here with type 'i32'}}
"unreg.use"(%fwd) : (i32) -> ()
%fwd = "unreg.op"() : () -> i64
// -----
// expected-error@+3 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
// expected-note@+1 {{prior use here}}
%0 = "unreg.op"() : () -> i32
"unreg.use"(%0) : (i64) -> ()
// -----
// expected-error@+1 {{use of undeclared SSA value name}}
"unreg.use"(%never) : (i32) -> ()
"unreg.other"() : () -> ()
// -----
// expected-error@+4 {{definition of SSA value '%later#0' has type 'f64'}}
// expected-note@+2 {{previously used here with type 'f32'}}
"unreg.graph"() ({
  "unreg.use"(%later) : (f32) -> ()
  %later = "unreg.def"() : () -> f64
}) : () -> ()
// -----
// expected-error@+3 {{definition of SSA value '%pair#1' has type 'i8'}}
// expected-note@+1 {{previously used here with type 'i32'}}
"unreg.use"(%pair#1) : (i32) -> ()
%pair:2 = "unreg.op"() : () -> (i32, i8)
// -----
// expected-error@+3 {{redefinition of SSA value '%0'}}
// expected-note@+1 {{previously defined here}}
%0 = "unreg.op"() : () -> i32
%0 = "unreg.op"() : () -> i32
// -----
// expected-error@+3 {{redefinition of SSA value '%r'}}
// expected-note@+1 {{previously defined here}}
%r:2 = "unreg.two"() : () -> (i32, i32)
%r = "unreg.one"() : () -> i32
// -----
// expected-error@+2 {{reference to invalid result number}}
%0:2 = "unreg.op"() : () -> (i32, i32)
"unreg.use"(%0#2) : (i32) -> ()
// -----
// expected-error@+2 {{reference to invalid result number}}
%0 = "unreg.op"() : () -> i32
"unreg.use"(%0#1) : (i32) -> ()
// -----
// expected-error@+4 {{use of undeclared SSA value name}}
"unreg.region"() ({
  %inner = "unreg.def"() : () -> i32
}) : () -> ()
"unreg.use"(%inner) : (i32) -> ()
// -----
// expected-error@+3 {{use of undeclared SSA value name}}
"unreg.outer"() ({
  "unreg.inner"() ({
    "unreg.use"(%deep) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
// -----
// expected-error@+3 {{use of undeclared SSA value name}}
// expected-error@+3 {{use of undeclared SSA value name}}
// expected-error@+3 {{use of undeclared SSA value name}}
"unreg.use"(%b) : (i32) -> ()
"unreg.use"(%c, %b) : (i32, i32) -> ()
"unreg.use"(%a) : (i32) -> ()
// -----
// expected-error@+3 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
// expected-note@+1 {{prior use here}}
"unreg.use"(%a) : (i32) -> ()
"unreg.use"(%a) : (i64) -> ()
