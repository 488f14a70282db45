// Where designators point: @+N, the same line, @-N, @above, @below (also dangling), and
// designators that do not match (wrong line, wrong text) next to diagnostics nobody expected.

func.func @plus() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  %0 = arith.addi %x, %x : i32
  return
}

// -----

func.func @same_line() {
  %0 = arith.addi %x, %x : i32 // expected-error {{undeclared SSA value}}
  return
}

// -----

func.func @minus() {
  %0 = arith.addi %x, %x : i32
  // expected-error@-1 {{use of undeclared}}
  return
}

// -----

func.func @above() {
  %0 = arith.addi %x, %x : i32
  // expected-error@above {{use of undeclared SSA value name}}
  return
}

// -----

func.func @below() {
  // expected-error@below {{use of undeclared SSA value name}}
  // expected-note @below{{never produced}}
  %0 = arith.addi %x, %x : i32
  return
}

// -----

func.func @wrong_line() {
  // expected-error@+2 {{use of undeclared SSA value name}}
  %0 = arith.addi %x, %x : i32
  return
}

// -----

func.func @wrong_text() {
  %0 = arith.addi %x, %x : i32 // expected-error {{something else}}
  return
}

// -----

func.func @fine() {
  return
}
// expected-eror {{a typo is not a designator}}
// expected-error {{not at the end}} of the line
// expected-error@below {{dangling}}
