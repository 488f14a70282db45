// Identified, opaque, packed and recursive LLVM structs. A name has one body per context: the
// same struct may be written again with the same body; a self-reference prints as the bare name.
// Expected output structs.generic.expected recorded with
//   mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic structs.mlir
"test.structs"() {
  a = !llvm.struct<"node", (i32, ptr)>,
  b = !llvm.struct<"node", (i32, ptr)>,
  c = !llvm.struct<"opaque_thing", opaque>,
  d = !llvm.struct<"opaque_thing", opaque>,
  e = !llvm.struct<"packed_named", packed (i16, i8)>,
  f = !llvm.struct<"list", (i64, struct<"list">)>,
  g = !llvm.struct<"empty", ()>,
  h = !llvm.struct<"a\"b", ()>,
  i = !llvm.struct<"", ()>,
  j = !llvm.struct<"x", packed ()>,
  k = !llvm.struct<"outer", (ptr, struct<"inner", (struct<"outer">, struct<"inner">)>)>,
  l = !llvm.struct<"tree", (array<2 x struct<"tree">>, !llvm.struct<"tree">)>,
  m = !llvm.func<struct<"r", (ptr, struct<"r">)> ()>,
  n = !llvm.struct<(struct<"node", (i32, ptr)>, struct<"opaque_thing", opaque>)>
} : () -> ()
