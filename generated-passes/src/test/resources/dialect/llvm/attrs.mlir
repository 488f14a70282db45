// LLVM dialect attributes: every linkage, calling conventions, tail call kinds, fast-math and
// overflow flags (normalised order, `none`, `fast`), frame pointer kinds; strings for keywords.
// Expected output attrs.generic.expected recorded with
//   mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic attrs.mlir
"test.linkage"() {
  l0 = #llvm.linkage<private>, l1 = #llvm.linkage<internal>, l2 = #llvm.linkage<available_externally>,
  l3 = #llvm.linkage<linkonce>, l4 = #llvm.linkage<weak>, l5 = #llvm.linkage<common>,
  l6 = #llvm.linkage<appending>, l7 = #llvm.linkage<extern_weak>, l8 = #llvm.linkage<linkonce_odr>,
  l9 = #llvm.linkage<weak_odr>, la = #llvm.linkage<external>, lb = #llvm.linkage<"internal">,
  lc = #llvm.linkage<internal> : i32
} : () -> ()
"test.cconv"() {
  c0 = #llvm.cconv<ccc>, c1 = #llvm.cconv<fastcc>, c2 = #llvm.cconv<cc_10>, c3 = #llvm.cconv<"coldcc">,
  c4 = #llvm.cconv<x86_64_sysvcc>, c5 = #llvm.cconv<m68k_intrcc>, c6 = #llvm.cconv<spir_kernelcc>
} : () -> ()
"test.calls"() {
  t0 = #llvm.tailcallkind<none>, t1 = #llvm.tailcallkind<notail>, t2 = #llvm.tailcallkind<musttail>,
  t3 = #llvm.tailcallkind<tail>,
  k0 = #llvm.framePointerKind<none>, k1 = #llvm.framePointerKind<"non-leaf">,
  k2 = #llvm.framePointerKind<all>, k3 = #llvm.framePointerKind<reserved>,
  k4 = #llvm.framePointerKind<"non-leaf-no-reserve">
} : () -> ()
"test.flags"() {
  f0 = #llvm.fastmath<none>, f1 = #llvm.fastmath<nnan, ninf>, f2 = #llvm.fastmath<ninf, nnan>,
  f3 = #llvm.fastmath<fast>, f4 = #llvm.fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc>,
  f5 = #llvm.fastmath<none, nnan>, f6 = #llvm.fastmath<fast, nnan>, f7 = #llvm.fastmath<"nsz">,
  f8 = #llvm.fastmath<contract, afn, reassoc>,
  o0 = #llvm.overflow<none>, o1 = #llvm.overflow<nsw>, o2 = #llvm.overflow<nuw, nsw>,
  o3 = #llvm.overflow<none, nuw>
} : () -> ()
