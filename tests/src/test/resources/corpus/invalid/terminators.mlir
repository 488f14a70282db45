// Terminator checks: a func.func body ending in a registered non-terminator, an empty block
// after the entry block, a terminator that is not last, and (valid, for contrast) a body
// ending in an unregistered op, which MLIR accepts because an unknown op may be a terminator.

func.func @no_terminator() {
  // expected-error@+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
  %0 = arith.constant 1 : i32
}

// -----

// expected-error@+1 {{empty block: expect at least a terminator}}
func.func @empty_block() {
  cf.br ^bb1
^bb1:
}

// -----

func.func @unreachable_block_no_terminator() {
^bb0:
  return
^bb1:
  // expected-error@+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
  %0 = arith.constant 1 : i32
}

// -----

func.func @terminator_not_last() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  return
  return
}

// -----

func.func @unregistered_last_is_fine() {
  %0 = "unreg.def"() : () -> i32
}
// expected-error@+1 {{custom op 'this_is_not_valid' is unknown (tried 'builtin.this_is_not_valid' as well)}}
this_is_not_valid
