// Control reaching llvm.unreachable.
llvm.func @main() {
  llvm.unreachable
}
