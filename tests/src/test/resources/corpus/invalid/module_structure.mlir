// builtin.module's structural verifier: region count, operands, results, block arguments,
// block count, an empty region (the generic form needs the `^bb0:` block), successors on a
// non-terminator, properties of the wrong kind, an entry block with predecessors, a module
// with no region.

// expected-error@+1 {{'builtin.module' op requires one region}}
"builtin.module"() ({
^bb0:
}, {
^bb0:
}) : () -> ()

// -----

%0 = "unreg.def"() : () -> i32
// expected-error@+1 {{'builtin.module' op requires zero operands}}
"builtin.module"(%0) ({
^bb0:
}) : (i32) -> ()

// -----

// expected-error@+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({
^bb0:
}) : () -> i32

// -----

// expected-error@+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "unreg.br"()[^bb1] : () -> ()
^bb1:
  "unreg.end"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) : () -> ()

// -----

"unreg.wrap"() ({
^bb0:
  // expected-error@+1 {{successors in non-terminator}}
  "builtin.module"()[^bb0] ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op requires one region}}
"builtin.module"() : () -> ()

// -----

// expected-error@+1 {{invalid properties {sym_name = 3 : i32} for op builtin.module: Invalid attribute `sym_name` in property conversion: 3 : i32}}
"builtin.module"() <{sym_name = 3 : i32}> ({
^bb0:
}) : () -> ()

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
"builtin.module"() ({
^bb0:
  "unreg.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
  "func.return"() : () -> ()
}) : () -> ()
