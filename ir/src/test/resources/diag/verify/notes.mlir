// Notes are checked like errors, each at its own line.

func.func private @dup()
// expected-note@-1 {{see existing symbol definition here}}
// expected-error@+1 {{redefinition of symbol named 'dup'}}
func.func private @dup()

// -----

func.func private @dup2()
// expected-error@+1 {{redefinition of symbol named 'dup2'}}
func.func private @dup2()

// -----

func.func private @dup3()
// expected-note@-1 {{see existing}}
// expected-warning@+1 {{redefinition of symbol named 'dup3'}}
func.func private @dup3()
