// ARGS: -e=start
// The entry point does not exist.
llvm.func @main() {
  llvm.return
}
