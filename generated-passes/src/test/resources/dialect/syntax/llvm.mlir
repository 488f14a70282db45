// llvm.func (linkage, visibility, unnamed_addr, calling convention, variadic, attributes),
// llvm.mlir.global (string, region, thread_local, addr_space), llvm.call (direct, indirect,
// vararg, tail, fastmath), getelementptr (no-wrap flags, constant and dynamic indices), alloca,
// insertvalue/extractvalue (trailing space), icmp/fcmp, switch, overflow flags, trunc.
module {
  llvm.mlir.global internal constant @str("hello\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global private unnamed_addr constant @s2("x") {alignment = 1 : i64}
  llvm.mlir.global external @ext() : i32
  llvm.mlir.global linkonce @lo(0 : i32) : i32
  llvm.mlir.global @pub(1 : i64) {addr_space = 1 : i32} : i64
  llvm.mlir.global internal @withinit() : !llvm.array<2 x i32> {
    %0 = llvm.mlir.zero : !llvm.array<2 x i32>
    llvm.return %0 : !llvm.array<2 x i32>
  }
  llvm.mlir.global external thread_local local_unnamed_addr @tl(2 : i32) {section = "s"} : i32
  llvm.mlir.global weak_odr hidden @vis(3 : i32) {my.g} : i32
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func internal @internal_fn(%arg0: i32) -> i32 attributes {sym_visibility = "private"} {
    llvm.return %arg0 : i32
  }
  llvm.func private @priv(%arg0: !llvm.ptr {llvm.noalias}) {
    llvm.return
  }
  llvm.func linkonce_odr @lodr() attributes {passthrough = ["noinline"], llvm.emit_c_interface} {
    llvm.return
  }
  llvm.func @vararg(i32, ...) -> i32
  llvm.func fastcc @cc(i32) -> i32
  llvm.func hidden unnamed_addr @vis_fn() -> (i32 {llvm.zeroext})
  llvm.func @main(%a: i32, %p: !llvm.ptr, %x: f32, %v: vector<2xi32>) -> i32 {
    %0 = llvm.mlir.constant(10 : i64) : i64
    %1 = llvm.call @malloc(%0) : (i64) -> !llvm.ptr
    llvm.call @priv(%1) : (!llvm.ptr) -> ()
    %2 = llvm.call @vararg(%a, %0) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i64) -> i32
    %3 = llvm.mlir.addressof @lodr : !llvm.ptr
    llvm.call %3() : !llvm.ptr, () -> ()
    %4 = llvm.call fastcc @cc(%a) : (i32) -> i32
    %5 = llvm.call tail @cc(%a) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
    "llvm.intr.memcpy"(%1, %1, %0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %6 = llvm.getelementptr inbounds %p[%a, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, i32)>
    %7 = llvm.getelementptr %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %8 = llvm.getelementptr inbounds|nuw %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %9 = llvm.getelementptr nusw %p[1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x array<4 x i8>>
    %10 = llvm.getelementptr nuw %p[-3] {foo} : (!llvm.ptr) -> !llvm.ptr, i8
    %11 = llvm.alloca %a x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %12 = llvm.alloca %a x !llvm.struct<(i32, f32)> : (i32) -> !llvm.ptr
    %13 = llvm.alloca inalloca %a x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr<1>
    %14 = llvm.alloca %a x i32 {alignment = 0 : i64} : (i32) -> !llvm.ptr
    %15 = "unreg.undef"() : () -> !llvm.struct<(i32, f32)>
    %16 = llvm.insertvalue %a, %15[0] : !llvm.struct<(i32, f32)>
    %17 = llvm.extractvalue %16[1] : !llvm.struct<(i32, f32)>
    %18 = "unreg.undef"() : () -> !llvm.array<2 x array<3 x i32>>
    %19 = llvm.insertvalue %a, %18[1, 2] {my.iv} : !llvm.array<2 x array<3 x i32>>
    %20 = llvm.extractvalue %19[1] : !llvm.array<2 x array<3 x i32>>
    %21 = llvm.icmp "slt" %a, %a : i32
    %22 = llvm.icmp "eq" %p, %p : !llvm.ptr
    %23 = llvm.icmp "ult" %v, %v : vector<2xi32>
    %24 = llvm.fcmp "olt" %x, %x {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %25 = llvm.fcmp "uno" %x, %x : f32
    %26 = llvm.add %a, %a overflow<nsw> : i32
    %27 = llvm.add %a, %a : i32
    %28 = llvm.mul %a, %a overflow<nsw, nuw> : i32
    %29 = llvm.shl %a, %a overflow<nuw> {my.shl} : i32
    %30 = llvm.sub %a, %a : i32
    %31 = llvm.trunc %a overflow<nuw> : i32 to i8
    %32 = llvm.trunc %a : i32 to i16
    "unreg.use"(%2, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %17, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32) : (i32, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr<1>, !llvm.ptr, f32, !llvm.array<3 x i32>, i1, i1, vector<2xi1>, i1, i1, i32, i32, i32, i32, i32, i8, i16) -> ()
    llvm.switch %a : i32, ^bb1 [
      1: ^bb2(%a : i32),
      2: ^bb1
    ]
  ^bb1:
    llvm.switch %a : i32, ^bb2(%a : i32) [
      -1: ^bb1,
      4294967295: ^bb2(%a : i32)
    ]
  ^bb2(%y: i32):
    llvm.switch %y : i32, ^bb3 [
    ] {my.sw}
  ^bb3:
    llvm.return %y : i32
  }
}
