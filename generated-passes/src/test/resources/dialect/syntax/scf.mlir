// scf.for (iter_args, non-index induction variable, unsigned, implicit yield), scf.if (with and
// without results and else), scf.while.
func.func @loops(%a: i32, %b: f32, %lo: index, %hi: index, %st: index, %ilo: i32) -> (i32, f32) {
  %r = scf.for %i = %lo to %hi step %st iter_args(%acc = %a) -> (i32) {
    %s = "unreg.add"(%acc, %i) : (i32, index) -> i32
    scf.yield %s : i32
  }
  scf.for %i = %lo to %hi step %st {
    "unreg.body"(%i) : (index) -> ()
  }
  %r2:2 = scf.for %i = %lo to %hi step %st iter_args(%x = %a, %y = %b) -> (i32, f32) {
    scf.yield %x, %y : i32, f32
  }
  scf.for unsigned %i = %ilo to %a step %ilo : i32 {
  }
  scf.for %i = %ilo to %a step %ilo : i32 {
    "unreg.body"(%i) : (i32) -> ()
  } {my.loop}
  %cond = "unreg.cond"() : () -> i1
  %z = scf.if %cond -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %r : i32
  }
  scf.if %cond {
    "unreg.then"() : () -> ()
  }
  scf.if %cond {
    "unreg.then"() : () -> ()
  } else {
    "unreg.else"() : () -> ()
  } {my.if}
  %p:2 = scf.if %cond -> (i32, f32) {
    scf.yield %a, %b : i32, f32
  } else {
    scf.yield %z, %b : i32, f32
  }
  %w:2 = scf.while (%arg1 = %a, %arg2 = %b) : (i32, f32) -> (i32, f32) {
    %c = "unreg.cmp"(%arg1) : (i32) -> i1
    scf.condition(%c) %arg1, %arg2 : i32, f32
  } do {
  ^bb0(%arg1: i32, %arg2: f32):
    scf.yield %arg1, %arg2 : i32, f32
  }
  %w1 = scf.while (%q = %a) : (i32) -> i32 {
    %c = "unreg.cmp"(%q) : (i32) -> i1
    scf.condition(%c) %q : i32
  } do {
  ^bb0(%q2: i32):
    scf.yield %q2 : i32
  } attributes {my.while}
  scf.while : () -> () {
    %c = "unreg.cmp2"() : () -> i1
    scf.condition(%c)
  } do {
    scf.yield
  }
  return %w#0, %w#1 : i32, f32
}
