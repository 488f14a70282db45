// ARGS: --max-stack=64K
// llvm.alloca in an endless loop: the stack limit stops it (mlir-runner would segfault).
llvm.func @main() {
  %n = llvm.mlir.constant(256 : i64) : i64
  llvm.br ^loop
^loop:
  %a = llvm.alloca %n x f32 : (i64) -> !llvm.ptr
  llvm.br ^loop
}
