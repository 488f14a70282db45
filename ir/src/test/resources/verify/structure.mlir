// Blocks, terminators, successors, isolation. Recorded with:
//   mlir-opt-22 --allow-unregistered-dialect --split-input-file --verify-diagnostics structure.mlir

%0 = "foo.def"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
"func.func"() <{function_type = () -> (), sym_name = "isolated"}> ({
  // expected-error@+1 {{'foo.use' op using value defined outside the region}}
  %1 = "foo.use"(%0) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "no_terminator"}> ({
  // expected-error@+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
}) : () -> ()

// -----

// An unregistered op may be a terminator.
"func.func"() <{function_type = () -> (), sym_name = "unregistered_last"}> ({
  "foo.op"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "terminator_not_last"}> ({
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  "foo.op"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
"func.func"() <{function_type = () -> (), sym_name = "entry_predecessor"}> ({
^bb0:
  "cf.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{empty block: expect at least a terminator}}
"func.func"() <{function_type = () -> (), sym_name = "empty_block"}> ({
  "cf.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "branch_in_middle"}> ({
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "foo.op"()[^bb1] : () -> ()
  "foo.op"() : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "too_many_successors"}> ({
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i1) -> (), sym_name = "too_few_successors"}> ({
^bb0(%c: i1):
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "return_with_successor"}> ({
  // expected-error@+1 {{'func.return' op requires 0 successors but found 1}}
  "func.return"()[^bb1] : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "counts"}> ({
  // expected-error@+1 {{'arith.constant' op requires one result}}
  %0:2 = "arith.constant"() <{value = 1 : i32}> : () -> (i32, i32)
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "region_count"}> ({
  // expected-error@+1 {{'arith.constant' op requires zero regions}}
  %0 = "arith.constant"() <{value = 1 : i32}> ({}) : () -> (i32)
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires one region}}
"func.func"() <{function_type = () -> (), sym_name = "no_region"}> : () -> ()

// -----

// Every isolated op is verified, each up to its first error; the symbol table is not then.
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{unregistered operation 'func.foo' found in dialect ('func') that does not allow unknown operations}}
"func.foo"() : () -> ()

// -----

// A nested isolated op is verified when its parent is left; its error stops the outer one
// before the outer dominance check.
"func.func"() <{function_type = () -> (), sym_name = "outer"}> ({
  %0 = "foo.use"(%1) : (i32) -> i32
  %1 = "foo.def"() : () -> i32
  "foo.op"() ({
    "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
      // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
      "func.return"() : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Isolation is checked before dominance.
%z = "foo.def"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
"func.func"() <{function_type = () -> (), sym_name = "both"}> ({
  %0 = "foo.use"(%1) : (i32) -> i32
  %1 = "foo.def"() : () -> i32
  // expected-error@+1 {{'foo.use' op using value defined outside the region}}
  "foo.use"(%z) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
