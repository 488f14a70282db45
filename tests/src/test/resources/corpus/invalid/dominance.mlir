// SSA dominance, checked by the verifier: a use before its definition in the same block, a use
// in a block not dominated by the defining block, a use inside a nested region of a value
// defined later in the parent region, a value of one branch used after the join.

func.func @same_block() {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = "unreg.add"(%1) : (i32) -> i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = "unreg.def"() : () -> i32
  return
}

// -----

func.func @across_blocks(%c: i1) {
  "unreg.cond_br"(%c)[^a, ^b] : (i1) -> ()
^a:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %x = "unreg.def"() : () -> i32
  "unreg.br"()[^b] : () -> ()
^b:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "unreg.use"(%x) : (i32) -> ()
  return
}

// -----

func.func @nested_region() {
  "unreg.region"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "unreg.use"(%later) : (i32) -> ()
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %later = "unreg.def"() : () -> i32
  return
}

// -----

func.func @second_operand(%a: i32) {
  // expected-error@+1 {{operand #1 does not dominate this use}}
  %0 = "unreg.add"(%a, %b) : (i32, i32) -> i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %b = "unreg.def"() : () -> i32
  return
}

// -----

func.func @diamond(%c: i1) -> i32 {
  cf.cond_br %c, ^left, ^right
^left:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %l = arith.constant 1 : i32
  cf.br ^join
^right:
  cf.br ^join
^join:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  return %l : i32
}
