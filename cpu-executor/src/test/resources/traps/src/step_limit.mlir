// ARGS: --max-steps=1000
// An endless loop stopped by --max-steps.
llvm.func @main() {
  llvm.br ^loop
^loop:
  llvm.br ^loop
}
