// Symbol tables. Recorded with:
//   mlir-opt-22 --allow-unregistered-dialect --split-input-file --verify-diagnostics symbols.mlir

// expected-note@+1 {{see existing symbol definition here}}
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// expected-error@+1 {{redefinition of symbol named 'f'}}
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Ops in a region of an op that is no symbol table are in no table; an unregistered op finds
// its symbol name in its properties, then in its attributes.
"foo.op"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// expected-note@+1 {{see existing symbol definition here}}
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// expected-error@+1 {{redefinition of symbol named 'f'}}
"foo.sym"() <{sym_name = "f"}> : () -> ()

// -----

// expected-note@+1 {{see existing symbol definition here}}
"foo.sym"() <{sym_name = "g"}> : () -> ()
// expected-error@+1 {{redefinition of symbol named 'g'}}
"foo.sym"() {sym_name = "g"} : () -> ()

// -----

// A nested table is verified first; the outer one is then not checked.
"builtin.module"() <{sym_name = "a"}> ({
  "builtin.module"() <{sym_name = "b"}> ({
    // expected-note@+1 {{see existing symbol definition here}}
    "foo.sym"() {sym_name = "f"} : () -> ()
    // expected-error@+1 {{redefinition of symbol named 'f'}}
    "foo.sym"() {sym_name = "f"} : () -> ()
  }) : () -> ()
  "foo.sym"() {sym_name = "f"} : () -> ()
  "foo.sym"() {sym_name = "f"} : () -> ()
}) : () -> ()

// -----

// Names that are not strings define no symbol.
"foo.sym"() {sym_name = 3} : () -> ()
"foo.sym"() {sym_name = 3} : () -> ()
