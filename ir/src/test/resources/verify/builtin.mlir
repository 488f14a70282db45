// builtin.module and builtin.unrealized_conversion_cast. Recorded with:
//   mlir-opt-22 --allow-unregistered-dialect --split-input-file --verify-diagnostics builtin.mlir

// expected-error@+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "foo.op"() : () -> ()
^bb1:
  "foo.op"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op requires one region}}
"builtin.module"() ({
^bb0:
}, {
^bb0:
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op requires zero results}}
%x = "builtin.module"() ({
^bb0:
}) : () -> (i32)

// -----

%x = "foo.def"() : () -> i32
// expected-error@+1 {{'builtin.module' op requires zero operands}}
"builtin.module"(%x) ({
^bb0:
}) : (i32) -> ()

// -----

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'c'}}
"builtin.module"() ({
^bb0:
}) {sym_visibility = "private", a.b = 1, d = 3, c = 2} : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op visibility expected to be one of ["public", "private", "nested"], but got "bad"}}
"builtin.module"() <{sym_name = "m", sym_visibility = "bad"}> ({
^bb0:
}) : () -> ()

// -----

// Without a name, a module is no symbol and its visibility is not checked.
"builtin.module"() <{sym_visibility = "bad"}> ({
^bb0:
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
  "foo.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"() : () -> ()

// -----

// expected-error@+1 {{'builtin.unrealized_conversion_cast' op requires zero regions}}
"builtin.unrealized_conversion_cast"() ({}) : () -> ()

// -----

%a = "foo.def"() : () -> i32
%b:2 = "builtin.unrealized_conversion_cast"(%a) : (i32) -> (f32, i64)
