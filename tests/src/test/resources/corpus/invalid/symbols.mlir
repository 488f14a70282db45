// Symbol table checks: two functions with one name, a function and an op with a `sym_name`
// attribute (MLIR treats it as a symbol), two nested modules with one name, a function and a
// module with one name inside a named module.

func.func private @dup()
// expected-note@-1 {{see existing symbol definition here}}
// expected-error@+1 {{redefinition of symbol named 'dup'}}
func.func private @dup()

// -----

func.func private @dup()
// expected-note@-1 {{see existing symbol definition here}}
// expected-error@+1 {{redefinition of symbol named 'dup'}}
"unreg.sym"() {sym_name = "dup"} : () -> ()

// -----

module {
  // expected-note@+1 {{see existing symbol definition here}}
  module @inner {
  }
  // expected-error@+1 {{redefinition of symbol named 'inner'}}
  module @inner {
  }
}

// -----

module @m {
  // expected-note@+1 {{see existing symbol definition here}}
  func.func private @a()
  // expected-error@+1 {{redefinition of symbol named 'a'}}
  module @a {
  }
}
