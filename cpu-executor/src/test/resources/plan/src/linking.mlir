// Symbol resolution across a nested module: declarations resolve to definitions, a linkonce
// global gives way to nothing but is shared, private symbols stay in their module.
module {
  llvm.mlir.global linkonce @buf() : !llvm.array<4 x i32>
  llvm.func @kernel()
  llvm.func private @helper() {
    llvm.return
  }
  llvm.func @main() {
    llvm.call @kernel() : () -> ()
    llvm.call @helper() : () -> ()
    llvm.return
  }
  module @nested {
    llvm.mlir.global external @buf() : !llvm.array<4 x i32>
    llvm.func private @helper() {
      llvm.return
    }
    llvm.func @kernel() {
      llvm.call @helper() : () -> ()
      llvm.return
    }
  }
}
