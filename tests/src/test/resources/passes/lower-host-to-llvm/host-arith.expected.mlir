module {
  llvm.func @main(%arg0: i64, %arg1: i32, %arg2: f32) -> i64 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.add %arg1, %0 : i32
    %2 = llvm.mul %1, %arg1 overflow<nsw> : i32
    %3 = llvm.sub %2, %0 : i32
    %4 = llvm.sdiv %3, %0 : i32
    %5 = llvm.urem %4, %0 : i32
    %6 = llvm.xor %5, %0 : i32
    %7 = llvm.shl %6, %0 : i32
    %8 = llvm.icmp "slt" %7, %arg1 : i32
    %9 = llvm.select %8, %7, %arg1 : i1, i32
    %10 = llvm.sitofp %9 : i32 to f32
    %11 = llvm.fadd %10, %arg2 : f32
    %12 = llvm.fmul %11, %arg2 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %13 = llvm.fcmp "olt" %12, %arg2 : f32
    %14 = llvm.sext %arg1 : i32 to i64
    %15 = llvm.add %14, %arg0 : i64
    %16 = llvm.trunc %15 : i64 to i32
    %17 = llvm.sext %16 : i32 to i64
    %18 = llvm.zext %8 : i1 to i32
    %19 = llvm.trunc %arg1 : i32 to i16
    %20 = llvm.fneg %11 : f32
    %21 = llvm.fpext %20 : f32 to f64
    %22 = llvm.intr.smax(%arg1, %0) : (i32, i32) -> i32
    llvm.return %15 : i64
  }
  llvm.func @_mlir_ciface_main(%arg0: i64, %arg1: i32, %arg2: f32) -> i64 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @main(%arg0, %arg1, %arg2) : (i64, i32, f32) -> i64
    llvm.return %0 : i64
  }
}

