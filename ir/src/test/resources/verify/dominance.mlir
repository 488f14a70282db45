// Operand dominance. Recorded with:
//   mlir-opt-22 --allow-unregistered-dialect --split-input-file --verify-diagnostics dominance.mlir

"func.func"() <{function_type = () -> (), sym_name = "same_block"}> ({
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = "foo.use"(%1) : (i32) -> i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = "foo.def"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A single-block region of an unregistered op has no dominance requirement.
"func.func"() <{function_type = () -> (), sym_name = "unregistered_region"}> ({
  "foo.op"() ({
    %0 = "foo.use"(%1) : (i32) -> i32
    %1 = "foo.def"() : () -> i32
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Multi-block regions always have dominance.
"func.func"() <{function_type = () -> (), sym_name = "same_region"}> ({
  "foo.op"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %0 = "foo.use"(%1) : (i32) -> i32
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    // expected-note@+1 {{operand defined here (op in the same region)}}
    %1 = "foo.def"() : () -> i32
    "foo.br"()[^bb1] : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "child_region"}> ({
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = "foo.use"(%1) : (i32) -> i32
  "foo.op"() ({
    // expected-note@+1 {{operand defined here (op in a child region)}}
    %1 = "foo.def"() : () -> i32
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "parent_region"}> ({
  "foo.op"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %0 = "foo.use"(%1) : (i32) -> i32
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %1 = "foo.def"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "own_region"}> ({
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %0 = "foo.op"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%0) : (i32) -> ()
  }) : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-note@+1 {{operand defined as a block argument (block #1 in the same region)}}
"func.func"() <{function_type = (i32) -> (), sym_name = "unreachable_argument"}> ({
^bb0(%a: i32):
  "cf.br"()[^bb2] : () -> ()
^bb1(%x: i32):
  "cf.br"()[^bb2] : () -> ()
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = "foo.use"(%x) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "unreachable_definition"}> ({
  "cf.br"()[^bb2] : () -> ()
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %x = "foo.def"() : () -> i32
  "cf.br"()[^bb2] : () -> ()
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = "foo.use"(%x) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Uses inside unreachable blocks are not checked.
"func.func"() <{function_type = () -> (), sym_name = "unreachable_use"}> ({
  "func.return"() : () -> ()
^bb1:
  %0 = "foo.use"(%1) : (i32) -> i32
  %1 = "foo.def"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i1) -> (), sym_name = "diamond"}> ({
^bb0(%c: i1):
  %v = "foo.def"() : () -> i32
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %l = "foo.def"() : () -> i32
  "cf.br"()[^bb3] : () -> ()
^bb2:
  "cf.br"()[^bb3] : () -> ()
^bb3:
  "foo.op"() ({
    "foo.use"(%v, %c) : (i32, i1) -> ()
  }) : () -> ()
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%l) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The body of a module is a graph region.
%0 = "foo.use"(%1) : (i32) -> i32
%1 = "foo.def"() : () -> i32

// -----

// Only the first error inside one isolated op is reported.
"func.func"() <{function_type = () -> (), sym_name = "first_only"}> ({
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = "foo.use"(%1) : (i32) -> i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = "foo.def"() : () -> i32
  %2 = "foo.use"(%3) : (i32) -> i32
  %3 = "foo.def"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
