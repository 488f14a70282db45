// builtin.unrealized_conversion_cast errors: no results, result names that do not match,
// operand and type counts that differ, missing ':' or 'to', properties, regions, successors.

%0 = "unreg.def"() : () -> i32
// expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"(%0) : (i32) -> ()

// -----

// expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"() : () -> ()

// -----

%0 = "unreg.def"() : () -> i32
// expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
%1 = builtin.unrealized_conversion_cast %0 : i32 to i64, i8

// -----

// expected-note@+1 {{prior use here}}
%0 = "unreg.def"() : () -> i32
// expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
%1 = builtin.unrealized_conversion_cast %0 : i64 to i64

// -----

%0 = "unreg.def"() : () -> i32
// expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 2 operands and 1 types}}
%1 = builtin.unrealized_conversion_cast %0, %0 : i32 to i64

// -----

%0 = "unreg.def"() : () -> i32
// expected-error@+1 {{expected ':'}}
%1 = builtin.unrealized_conversion_cast %0 i32 to i64

// -----

%0 = "unreg.def"() : () -> i32
// expected-error@+1 {{invalid properties {prop = 1 : i64} for op builtin.unrealized_conversion_cast: this operation does not support properties}}
%1 = "builtin.unrealized_conversion_cast"(%0) <{prop = 1}> : (i32) -> i64

// -----

%0 = "unreg.def"() : () -> i32
// expected-error@+1 {{'builtin.unrealized_conversion_cast' op requires zero regions}}
"builtin.unrealized_conversion_cast"(%0) ({
  "unreg.x"() : () -> ()
}) : (i32) -> i64

// -----

%0 = "unreg.def"() : () -> i32
"unreg.wrap"() ({
^bb0:
  // expected-error@+1 {{successors in non-terminator}}
  %1 = "builtin.unrealized_conversion_cast"(%0)[^bb0] : (i32) -> i64
}) : () -> ()

// -----

%0 = "unreg.def"() : () -> i32
// The error is reported at the end of the input (the line after the op).
// expected-error@+2 {{custom op 'builtin.unrealized_conversion_cast' expected 'to'}}
%1 = builtin.unrealized_conversion_cast %0 : i32
