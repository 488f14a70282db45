// Isolation: ops inside an IsolatedFromAbove op (builtin.module, func.func, gpu.module) may not
// use values defined outside it; also the default dialect of a func body makes `module`
// unknown there.

%0 = "unreg.def"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
module {
  // expected-error@+1 {{'unreg.use' op using value defined outside the region}}
  "unreg.use"(%0) : (i32) -> ()
}

// -----

func.func @outer(%a: i32) {
  "unreg.wrap"() ({
    // expected-note@+1 {{required by region isolation constraints}}
    func.func @inner() {
      // expected-error@+1 {{'unreg.use' op using value defined outside the region}}
      "unreg.use"(%a) : (i32) -> ()
      return
    }
  }) : () -> ()
  return
}

// -----

%0 = "unreg.def"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
gpu.module @k {
  // expected-error@+1 {{'unreg.use' op using value defined outside the region}}
  "unreg.use"(%0) : (i32) -> ()
}

// -----

%0 = "unreg.def"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
"builtin.module"() ({
^bb0:
  "unreg.wrap"() ({
    // expected-error@+1 {{'unreg.use' op using value defined outside the region}}
    "unreg.use"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

func.func @f(%a: i32) {
  "unreg.wrap"() ({
    // expected-error@+1 {{custom op 'module' is unknown (tried 'func.module' as well)}}
    module {
      "unreg.use"(%a) : (i32) -> ()
    }
  }) : () -> ()
  return
}
