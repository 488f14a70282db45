// Random program (gen-random.py 2): fused and unfused integer chains, a global
// indexed i * 8 + j, fmul/fadd, loops. Results printed with printI64 / printF64.
llvm.func @printI64(i64)
llvm.func @printF64(f64)
llvm.func @printNewline()
llvm.mlir.global internal @g() : !llvm.array<64 x i32>
llvm.mlir.global internal @h() : !llvm.array<64 x f64>
llvm.func @kernel(%p0: i32, %p1: i32, %p2: i64, %p3: i64, %x0: f64) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %eight = llvm.mlir.constant(8 : i32) : i32
  %m31 = llvm.mlir.constant(31 : i32) : i32
  %m63 = llvm.mlir.constant(63 : i64) : i64
  %ga = llvm.mlir.addressof @g : !llvm.ptr
  %ha = llvm.mlir.addressof @h : !llvm.ptr
  llvm.br ^outer(%zero, %p0, %p2 : i32, i32, i64)
^outer(%i: i32, %acc: i32, %wide: i64):
  %ci = llvm.icmp "slt" %i, %eight : i32
  llvm.cond_br %ci, ^inner0, ^exit
^inner0:
  llvm.br ^inner(%zero, %acc, %wide : i32, i32, i64)
^inner(%j: i32, %a: i32, %w: i64):
  %cj = llvm.icmp "slt" %j, %eight : i32
  llvm.cond_br %cj, ^body, ^next
^body:
  %v1 = llvm.add %a, %a : i32
  %v2 = llvm.sub %i, %v1 : i32
  %v3 = llvm.and %w, %w : i64
  %m4 = llvm.and %v2, %m31 : i32
  %v5 = llvm.ashr %i, %m4 : i32
  %v6 = llvm.add %a, %i : i32
  %m7 = llvm.and %v3, %m63 : i64
  %v8 = llvm.shl %p3, %m7 : i64
  %v9 = llvm.sub %w, %v8 : i64
  %v10 = llvm.mul %v3, %p3 : i64
  %v11 = llvm.mul %v3, %v10 : i64
  %m12 = llvm.and %p1, %m31 : i32
  %v13 = llvm.ashr %j, %m12 : i32
  %v14 = llvm.xor %v5, %v5 : i32
  %v15 = llvm.mul %v6, %v13 : i32
  %v16 = llvm.or %v9, %v11 : i64
  %m17 = llvm.and %v5, %m31 : i32
  %v18 = llvm.lshr %v13, %m17 : i32
  %m19 = llvm.and %v18, %m31 : i32
  %v20 = llvm.lshr %v13, %m19 : i32
  %v21 = llvm.xor %i, %v20 : i32
  %v22 = llvm.or %v13, %v2 : i32
  %v23 = llvm.mul %v14, %v22 : i32
  %m24 = llvm.and %v21, %m31 : i32
  %v25 = llvm.shl %v2, %m24 : i32
  %v26 = llvm.mul %v5, %v25 : i32
  %row = llvm.mul %i, %eight : i32
  %idx = llvm.add %j, %row : i32
  %gp = llvm.getelementptr %ga[0, %idx] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<64 x i32>
  %old = llvm.load %gp : !llvm.ptr -> i32
  %new = llvm.xor %old, %v26 : i32
  %row2 = llvm.mul %i, %eight : i32
  %idx2 = llvm.add %j, %row2 : i32
  %gp2 = llvm.getelementptr %ga[0, %idx2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<64 x i32>
  llvm.store %new, %gp2 : i32, !llvm.ptr
  %fi = llvm.sitofp %new : i32 to f64
  %row3 = llvm.mul %j, %eight : i32
  %idx3 = llvm.add %i, %row3 : i32
  %hp = llvm.getelementptr %ha[0, %idx3] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<64 x f64>
  %hv = llvm.load %hp : !llvm.ptr -> f64
  %prod = llvm.fmul %fi, %x0 : f64
  %sum = llvm.fadd %hv, %prod : f64
  %row4 = llvm.mul %j, %eight : i32
  %idx4 = llvm.add %i, %row4 : i32
  %hp2 = llvm.getelementptr %ha[0, %idx4] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<64 x f64>
  llvm.store %sum, %hp2 : f64, !llvm.ptr
  %jn = llvm.add %j, %one : i32
  llvm.br ^inner(%jn, %v26, %v16 : i32, i32, i64)
^next:
  %in = llvm.add %i, %one : i32
  llvm.br ^outer(%in, %a, %w : i32, i32, i64)
^exit:
  %accw = llvm.sext %acc : i32 to i64
  llvm.call @printI64(%accw) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printI64(%wide) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %g5 = llvm.getelementptr %ga[0, 45] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x i32>
  %gv = llvm.load %g5 : !llvm.ptr -> i32
  %gvw = llvm.sext %gv : i32 to i64
  llvm.call @printI64(%gvw) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %h5 = llvm.getelementptr %ha[0, 27] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f64>
  %hv5 = llvm.load %h5 : !llvm.ptr -> f64
  llvm.call @printF64(%hv5) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @main() {
  %c0 = llvm.mlir.constant(1376107516 : i32) : i32
  %c1 = llvm.mlir.constant(486 : i32) : i32
  %c2 = llvm.mlir.constant(-8321139322310550800 : i64) : i64
  %c3 = llvm.mlir.constant(52 : i64) : i64
  %c4 = llvm.mlir.constant(4.25 : f64) : f64
  llvm.call @kernel(%c0, %c1, %c2, %c3, %c4) : (i32, i32, i64, i64, f64) -> ()
  llvm.return
}
