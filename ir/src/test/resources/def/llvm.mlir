// llvm ops with declarative formats; lines from the corpus' lowered programs and more.
"unreg.fn"() ({
^bb0(%p: !llvm.ptr, %a: i32, %b: i64, %c: i1, %f: f32, %d: f64):
  %0 = llvm.mlir.constant(42 : i32) : i32
  %1 = llvm.mlir.constant(1 : index) : i64
  %2 = llvm.mlir.constant(1.000000e+00 : f32) : f32
  %3 = llvm.mlir.addressof @g : !llvm.ptr
  %4 = llvm.mlir.zero : !llvm.ptr
  %5 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %6 = llvm.mlir.undef : i32
  %7 = llvm.load %p : !llvm.ptr -> f32
  %8 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %9 = llvm.load volatile %p : !llvm.ptr -> i32
  %10 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %11 = llvm.load %p atomic syncscope("agent") acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  %12 = llvm.load %p invariant : !llvm.ptr -> i32
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.store %a, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %a, %p : i32, !llvm.ptr
  llvm.store %b, %p atomic release {alignment = 8 : i64} : i64, !llvm.ptr
  %13 = llvm.sext %a : i32 to i64
  %14 = llvm.zext %a : i32 to i64
  %15 = llvm.zext nneg %a : i32 to i64
  %16 = llvm.sitofp %a : i32 to f32
  %17 = llvm.uitofp %a : i32 to f64
  %18 = llvm.fptosi %f : f32 to i32
  %19 = llvm.fptoui %f : f32 to i32
  %20 = llvm.fpext %f : f32 to f64
  %21 = llvm.fptrunc %d : f64 to f32
  %22 = llvm.bitcast %f : f32 to i32
  %23 = llvm.ptrtoint %p : !llvm.ptr to i64
  %24 = llvm.inttoptr %b : i64 to !llvm.ptr
  %25 = llvm.intr.smin(%a, %a) : (i32, i32) -> i32
  %26 = llvm.intr.smax(%b, %b) : (i64, i64) -> i64
  %27 = llvm.add %a, %a : i32
  %28 = llvm.add %a, %a overflow<nsw> : i32
  %29 = llvm.mul %b, %b overflow<nsw, nuw> : i64
  %30 = llvm.sub %a, %a : i32
  %31 = llvm.shl %a, %a overflow<nuw> : i32
  %32 = llvm.udiv %b, %b : i64
  %33 = llvm.sdiv exact %b, %b : i64
  %34 = llvm.lshr %a, %a : i32
  %35 = llvm.ashr exact %a, %a : i32
  %36 = llvm.or %a, %a : i32
  %37 = llvm.or disjoint %a, %a : i32
  %38 = llvm.urem %b, %b : i64
  %39 = llvm.srem %b, %b : i64
  %40 = llvm.and %a, %a : i32
  %41 = llvm.xor %a, %a : i32
  %42 = llvm.fadd %f, %f : f32
  %43 = llvm.fmul %d, %d {fastmathFlags = #llvm.fastmath<fast>} : f64
  %44 = llvm.fsub %f, %f : f32
  %45 = llvm.fdiv %f, %f : f32
  %46 = llvm.frem %f, %f : f32
  %47 = llvm.fneg %f : f32
  llvm.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  llvm.cond_br %c weights([1, 2]), ^bb2(%0 : i32), ^bb3
^bb2(%r: i32):
  llvm.br ^bb3
^bb3:
  llvm.br ^bb4(%a, %b : i32, i64)
^bb4(%x: i32, %y: i64):
  llvm.return %x : i32
}) : () -> ()
"unreg.fn"() ({
  llvm.return
}) : () -> ()
