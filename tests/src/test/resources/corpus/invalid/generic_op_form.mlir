// Errors in the generic op form itself: an empty op name, tokens after the op type, a second
// attribute dictionary, operand types for an op without operands, values in the successor
// list, an untyped block argument, an empty non-entry block, a duplicate location, a block
// label defined twice in one region.

// expected-error@+1 {{empty operation name is invalid}}
""() : () -> ()

// -----

// expected-error@+1 {{custom op 'trailing' is unknown (tried 'builtin.trailing' as well)}}
"unreg.op"() : () -> () trailing

// -----

// expected-error@+1 {{expected operation name in quotes}}
"unreg.op"() : () -> () {a = 1}

// -----

// expected-error@+1 {{expected ':' followed by operation type}}
"unreg.op"() {a = 1} {b = 2} : () -> ()

// -----

// expected-error@+1 {{expected 0 operand types but had 1}}
"unreg.op"() : (i32) -> ()

// -----

%0 = "unreg.op"() : () -> i32
// expected-error@+1 {{expected block name}}
"unreg.use"(%0)[%0] : (i32) -> ()

// -----

"unreg.op"() ({
  // expected-error@+1 {{expected ':' and type for SSA operand}}
  ^bb0(%a):
}) : () -> ()

// -----

// expected-error@+1 {{empty block: expect at least a terminator}}
"unreg.op"() ({
  %0 = "unreg.def"() : () -> i32
  ^bb1:
}) : () -> ()

// -----

// expected-error@+1 {{custom op 'loc' is unknown (tried 'builtin.loc' as well)}}
"unreg.op"() : () -> (i32, f32) loc("x":1:1) loc("y":1:1)

// -----

"unreg.op"() ({
^bb0:
// expected-error@+1 {{redefinition of block '^bb0'}}
^bb0:
}) : () -> ()
