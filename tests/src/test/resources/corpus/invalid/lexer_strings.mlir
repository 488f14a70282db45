// Lexer errors in string literals: unterminated at end of line and at end of file, a newline
// inside, an unknown escape, a bad hexadecimal escape.

// expected-error@+1 {{expected '"' in string literal}}
"unreg.op"() {s = "unterminated} : () -> ()

// -----

// expected-error@+1 {{expected '"' in string literal}}
"unreg.op"() {s = "newline
inside"} : () -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"unreg.op"() {s = "bad escape \q"} : () -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"unreg.op"() {s = "half a hex escape \4G"} : () -> ()

// -----

// expected-error@+1 {{expected '"' in string literal}}
"unreg.op() : () -> ()
