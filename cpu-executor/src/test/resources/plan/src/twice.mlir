// Two strong definitions of one symbol in a module and its nested module: a link error.
module {
  llvm.func @f() {
    llvm.return
  }
  llvm.func @main() {
    llvm.call @f() : () -> ()
    llvm.return
  }
  module @nested {
    llvm.func @f() {
      llvm.return
    }
  }
}
