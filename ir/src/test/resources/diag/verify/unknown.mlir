// ARGS: --pass-pipeline=builtin.module(nonexistent)
// Diagnostics without a file location match @unknown designators only; an unmatched one is
// reported twice (MLIR checks again when its handler goes away).

// expected-error@unknown {{does not refer to a registered pass}}
// expected-error@unknown {{never reported}}
func.func @f() {
  return
}
