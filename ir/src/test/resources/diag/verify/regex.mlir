// expected-error-re designators: {{regex}} blocks inside literal text, POSIX classes, and
// malformed patterns (reported when the file is scanned, before anything runs).

func.func @re() {
  // expected-error-re@+1 {{use of {{[a-z]+}} SSA value {{[[:alpha:]]+}}}}
  %0 = arith.addi %x, %x : i32
  return
}

// -----

func.func @re_literal_dot() {
  // expected-error-re@+1 {{use.of {{.*}}}}
  %0 = arith.addi %x, %x : i32
  return
}

// -----

func.func @plain_braces_are_text() {
  // expected-error@+1 {{use of {{[a-z]+}} SSA value name}}
  %0 = arith.addi %x, %x : i32
  return
}

// -----

func.func @broken() {
  // expected-error-re@+1 {{use of {{[a-z]+ SSA value name}}
  %0 = arith.addi %x, %x : i32
  return
}

// -----

func.func @invalid() {
  // expected-error-re@+1 {{use of {{[z-a]}} SSA}}
  %0 = arith.addi %x, %x : i32
  return
}
