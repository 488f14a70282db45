module {
  "unreg.fn"() ({
  ^bb0(%arg0: !llvm.ptr, %arg1: i32, %arg2: i64, %arg3: i1, %arg4: f32, %arg5: f64):
    %0 = llvm.mlir.constant(42 : i32) : i32
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %3 = llvm.mlir.addressof @g : !llvm.ptr
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = llvm.mlir.undef : i32
    %7 = llvm.load %arg0 : !llvm.ptr -> f32
    %8 = llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32
    %9 = llvm.load volatile %arg0 : !llvm.ptr -> i32
    %10 = llvm.load %arg0 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
    %11 = llvm.load %arg0 atomic syncscope("agent") acquire {alignment = 8 : i64} : !llvm.ptr -> i64
    %12 = llvm.load %arg0 invariant : !llvm.ptr -> i32
    llvm.store %arg1, %arg0 : i32, !llvm.ptr
    llvm.store %arg1, %arg0 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store volatile %arg1, %arg0 : i32, !llvm.ptr
    llvm.store %arg2, %arg0 atomic release {alignment = 8 : i64} : i64, !llvm.ptr
    %13 = llvm.sext %arg1 : i32 to i64
    %14 = llvm.zext %arg1 : i32 to i64
    %15 = llvm.zext nneg %arg1 : i32 to i64
    %16 = llvm.sitofp %arg1 : i32 to f32
    %17 = llvm.uitofp %arg1 : i32 to f64
    %18 = llvm.fptosi %arg4 : f32 to i32
    %19 = llvm.fptoui %arg4 : f32 to i32
    %20 = llvm.fpext %arg4 : f32 to f64
    %21 = llvm.fptrunc %arg5 : f64 to f32
    %22 = llvm.bitcast %arg4 : f32 to i32
    %23 = llvm.ptrtoint %arg0 : !llvm.ptr to i64
    %24 = llvm.inttoptr %arg2 : i64 to !llvm.ptr
    %25 = llvm.intr.smin(%arg1, %arg1) : (i32, i32) -> i32
    %26 = llvm.intr.smax(%arg2, %arg2) : (i64, i64) -> i64
    %27 = llvm.add %arg1, %arg1 : i32
    %28 = llvm.add %arg1, %arg1 overflow<nsw> : i32
    %29 = llvm.mul %arg2, %arg2 overflow<nsw, nuw> : i64
    %30 = llvm.sub %arg1, %arg1 : i32
    %31 = llvm.shl %arg1, %arg1 overflow<nuw> : i32
    %32 = llvm.udiv %arg2, %arg2 : i64
    %33 = llvm.sdiv exact %arg2, %arg2 : i64
    %34 = llvm.lshr %arg1, %arg1 : i32
    %35 = llvm.ashr exact %arg1, %arg1 : i32
    %36 = llvm.or %arg1, %arg1 : i32
    %37 = llvm.or disjoint %arg1, %arg1 : i32
    %38 = llvm.urem %arg2, %arg2 : i64
    %39 = llvm.srem %arg2, %arg2 : i64
    %40 = llvm.and %arg1, %arg1 : i32
    %41 = llvm.xor %arg1, %arg1 : i32
    %42 = llvm.fadd %arg4, %arg4 : f32
    %43 = llvm.fmul %arg5, %arg5 {fastmathFlags = #llvm.fastmath<fast>} : f64
    %44 = llvm.fsub %arg4, %arg4 : f32
    %45 = llvm.fdiv %arg4, %arg4 : f32
    %46 = llvm.frem %arg4, %arg4 : f32
    %47 = llvm.fneg %arg4 : f32
    llvm.cond_br %arg3, ^bb1, ^bb2(%arg1 : i32)
  ^bb1:  // pred: ^bb0
    llvm.cond_br %arg3 weights([1, 2]), ^bb2(%0 : i32), ^bb3
  ^bb2(%48: i32):  // 2 preds: ^bb0, ^bb1
    llvm.br ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4(%arg1, %arg2 : i32, i64)
  ^bb4(%49: i32, %50: i64):  // pred: ^bb3
    llvm.return %49 : i32
  }) : () -> ()
  "unreg.fn"() ({
    llvm.return
  }) : () -> ()
}

