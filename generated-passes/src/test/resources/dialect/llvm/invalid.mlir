// Invalid LLVM dialect types and attributes, one per split. invalid.errors holds the
// diagnostics mlir-opt-22 gives, recorded with
//   mlir-opt-22 --allow-unregistered-dialect --split-input-file invalid.mlir 2>&1 | grep ': error: '
"test.op"() {a = !llvm.ptr<>} : () -> ()

// -----

"test.op"() {a = !llvm.ptr<x>} : () -> ()

// -----

"test.op"() {a = !llvm.ptr<1, 2>} : () -> ()

// -----

"test.op"() {a = !llvm.ptr<-2147483648>} : () -> ()

// -----

"test.op"() {a = !llvm.ptr<4294967296>} : () -> ()

// -----

"test.op"() {a = !llvm.array<4 i32>} : () -> ()

// -----

"test.op"() {a = !llvm.array<x x i32>} : () -> ()

// -----

"test.op"() {a = !llvm.array<4 x void>} : () -> ()

// -----

"test.op"() {a = !llvm.array<4 x>} : () -> ()

// -----

"test.op"() {a = !llvm.array<4x4 x i32>} : () -> ()

// -----

"test.op"() {a = !llvm.array<-9223372036854775807 x i32>} : () -> ()

// -----

"test.op"() {a = !llvm.func<void>} : () -> ()

// -----

"test.op"() {a = !llvm.func<void (void)>} : () -> ()

// -----

"test.op"() {a = !llvm.func<void (i32 ...)>} : () -> ()

// -----

"test.op"() {a = !llvm.func<void (..., i32)>} : () -> ()

// -----

"test.op"() {a = !llvm.func<label ()>} : () -> ()

// -----

"test.op"() {a = !llvm.func<void (foo)>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<(void)>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<"a", (void)>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<(i32,)>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<opaque>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<"a" (i32)>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<"a", packed opaque>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<"a", opaque, i32>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<packed>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<(func<void ()>)>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<(token)>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<"foo">} : () -> ()

// -----

"test.op"() {a = !llvm.struct<"a", (ptr, struct<"b", (struct<"a">)>)>, b = !llvm.struct<"b">} : () -> ()

// -----

"test.op"() {a = !llvm.struct<"a", (struct<"a", (i32)>)>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<"a", (i32)>, b = !llvm.struct<"a", (i64)>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<"c", (i32)>, b = !llvm.struct<"c", opaque>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<"d", opaque>, b = !llvm.struct<"d", (i32)>} : () -> ()

// -----

"test.op"() {a = !llvm.struct<"e", (i32)>, b = !llvm.struct<"e", packed (i32)>} : () -> ()

// -----

"test.op"() {a = !llvm.foo} : () -> ()

// -----

"test.op"() {a = !llvm.i32} : () -> ()

// -----

"test.op"() {a = !llvm.vec<4 x ptr>} : () -> ()

// -----

"test.op"() {a = !llvm.target<x>} : () -> ()

// -----

"test.op"() {a = !llvm.target<"x", 3, i32>} : () -> ()

// -----

"test.op"() {a = #llvm.linkage<foo>} : () -> ()

// -----

"test.op"() {a = #llvm.linkage<>} : () -> ()

// -----

"test.op"() {a = #llvm.linkage} : () -> ()

// -----

"test.op"() {a = #llvm.linkage<internal, x>} : () -> ()

// -----

"test.op"() {a = #llvm.cconv<foo>} : () -> ()

// -----

"test.op"() {a = #llvm.cconv<>} : () -> ()

// -----

"test.op"() {a = #llvm.tailcallkind<foo>} : () -> ()

// -----

"test.op"() {a = #llvm.framePointerKind<non-leaf>} : () -> ()

// -----

"test.op"() {a = #llvm.fastmath<foo>} : () -> ()

// -----

"test.op"() {a = #llvm.fastmath<>} : () -> ()

// -----

"test.op"() {a = #llvm.fastmath<nnan,>} : () -> ()

// -----

"test.op"() {a = #llvm.fastmath<nnan ninf>} : () -> ()

// -----

"test.op"() {a = #llvm.fastmath<nnan|ninf>} : () -> ()

// -----

"test.op"() {a = #llvm.overflow<foo>} : () -> ()

// -----

"test.op"() {a = #llvm.overflow<nsw,>} : () -> ()

// -----

"test.op"() {a = #llvm.foo<x>} : () -> ()

// -----

"test.op"() {a = #llvm.visibility<default>} : () -> ()
