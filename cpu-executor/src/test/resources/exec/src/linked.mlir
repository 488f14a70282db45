// NESTED
// Linking with a nested module (mlir-runner --link-nested-modules): the outer module declares
// @scale and defines a linkonce global that the nested module declares; the nested module
// defines @scale and calls back into the outer module's @offset. A private function of the
// outer module with the name of a runtime function (printU64, which prints no newline) shadows
// it.
module {
  llvm.mlir.global linkonce @shared(0 : i64) : i64
  llvm.func @printI64(i64)
  llvm.func @printNewline()
  llvm.func @scale(i64) -> i64
  llvm.func @offset() -> i64 {
    %c = llvm.mlir.constant(1000 : i64) : i64
    llvm.return %c : i64
  }
  llvm.func private @printU64(%x: i64) {
    llvm.call @printI64(%x) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %g = llvm.mlir.addressof @shared : !llvm.ptr
    %c = llvm.mlir.constant(7 : i64) : i64
    llvm.store %c, %g : i64, !llvm.ptr
    %r = llvm.call @scale(%c) : (i64) -> i64
    llvm.call @printU64(%r) : (i64) -> ()
    %v = llvm.load %g : !llvm.ptr -> i64
    llvm.call @printU64(%v) : (i64) -> ()
    llvm.return
  }
  module @inner {
    llvm.mlir.global external @shared() : i64
    llvm.func @offset() -> i64
    llvm.func @scale(%x: i64) -> i64 {
      %g = llvm.mlir.addressof @shared : !llvm.ptr
      %v = llvm.load %g : !llvm.ptr -> i64
      %p = llvm.mul %x, %v : i64
      %o = llvm.call @offset() : () -> i64
      %s = llvm.add %p, %o : i64
      %k = llvm.mlir.constant(3 : i64) : i64
      llvm.store %k, %g : i64, !llvm.ptr
      llvm.return %s : i64
    }
  }
}
