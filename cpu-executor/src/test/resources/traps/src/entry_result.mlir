// ARGS: --entry-point-result=i32
// The entry point does not return what --entry-point-result says.
llvm.func @main() {
  llvm.return
}
