package rw.dialect.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * Printing of LLVM dialect types and attributes built directly. Every expected string is what
 * mlir-opt-22 prints for that type or attribute (corpus file syntax/types_llvm.mlir and
 * attrs_spirv_llvm.mlir, or checked one by one with {@code mlir-opt-22 --allow-unregistered-dialect}).
 */
class LlvmPrintTest {
  private static final Type I32 = IntegerType.I32;
  private static final Type I64 = IntegerType.I64;
  private static final Type PTR = LlvmPointerType.PTR;

  @Test
  void pointers() {
    assertEquals("!llvm.ptr", PTR.toString());
    assertEquals("!llvm.ptr<1>", LlvmPointerType.of(1).toString());
    assertEquals("!llvm.ptr<4294967295>", LlvmPointerType.of(-1).toString());
  }

  @Test
  void literalStructs() {
    assertEquals("!llvm.struct<()>", LlvmStructType.literal().toString());
    assertEquals("!llvm.struct<(i32, f32)>", LlvmStructType.literal(I32, FloatType.F32).toString());
    assertEquals("!llvm.struct<packed (i8, i32, i64)>",
        LlvmStructType.packed(List.of(IntegerType.I8, I32, I64)).toString());
    Type dim = new LlvmArrayType(I64, 1);
    assertEquals("!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>",
        LlvmStructType.literal(PTR, PTR, I64, dim, dim).toString());
    Type inner = LlvmStructType.literal(IntegerType.I1, new IntegerType(2));
    Type packed = LlvmStructType.packed(List.of(FloatType.F32));
    assertEquals("!llvm.struct<(struct<(i1, i2)>, array<2 x struct<packed (f32)>>)>",
        LlvmStructType.literal(inner, new LlvmArrayType(packed, 2)).toString());
  }

  @Test
  void identifiedStructs() {
    assertEquals("!llvm.struct<\"node\", (i32, ptr)>",
        LlvmStructType.identified("node", false, List.of(I32, PTR)).toString());
    assertEquals("!llvm.struct<\"opaque_thing\", opaque>", LlvmStructType.opaque("opaque_thing").toString());
    assertEquals("!llvm.struct<\"packed_named\", packed (i16, i8)>",
        LlvmStructType.identified("packed_named", true, List.of(IntegerType.I16, IntegerType.I8)).toString());
    assertEquals("!llvm.struct<\"list\", (i64, struct<\"list\">)>",
        LlvmStructType.identified("list", false, List.of(I64, LlvmStructType.reference("list"))).toString());
    assertEquals("!llvm.struct<\"a\\22b\", ()>", LlvmStructType.identified("a\"b", false, List.of()).toString());
    assertEquals("!llvm.struct<\"a\\0Ab\", ()>", LlvmStructType.identified("a\nb", false, List.of()).toString());
  }

  @Test
  void identifiedStructsAreEqualByName() {
    LlvmStructType full = LlvmStructType.identified("list", false, List.of(I64, LlvmStructType.reference("list")));
    assertEquals(full, LlvmStructType.reference("list"));
    assertEquals(full.hashCode(), LlvmStructType.reference("list").hashCode());
    assertNotEquals(full, LlvmStructType.literal(I64));
    assertNotEquals(LlvmStructType.literal(I64), LlvmStructType.packed(List.of(I64)));
  }

  @Test
  void arraysFunctionsAndOthers() {
    assertEquals("!llvm.array<4 x i32>", new LlvmArrayType(I32, 4).toString());
    assertEquals("!llvm.array<2 x array<3 x f64>>",
        new LlvmArrayType(new LlvmArrayType(FloatType.F64, 3), 2).toString());
    assertEquals("!llvm.array<18446744073709551615 x i32>", new LlvmArrayType(I32, -1).toString());
    assertEquals("!llvm.func<void ()>", new LlvmFunctionType(LlvmVoidType.VOID, List.of()).toString());
    assertEquals("!llvm.func<i32 (i32, ptr)>", new LlvmFunctionType(I32, List.of(I32, PTR)).toString());
    assertEquals("!llvm.func<void (ptr, ...)>", new LlvmFunctionType(LlvmVoidType.VOID, List.of(PTR), true).toString());
    assertEquals("!llvm.func<i32 (...)>", new LlvmFunctionType(I32, List.of(), true).toString());
    assertEquals("!llvm.func<struct<(i32, i32)> (array<2 x i8>)>",
        new LlvmFunctionType(LlvmStructType.literal(I32, I32), List.of(new LlvmArrayType(IntegerType.I8, 2))).toString());
    assertEquals("!llvm.void", LlvmVoidType.VOID.toString());
    assertEquals("!llvm.token", new LlvmSpecialType(LlvmSpecialType.Kind.TOKEN).toString());
    assertEquals("!llvm.x86_amx", new LlvmSpecialType(LlvmSpecialType.Kind.X86_AMX).toString());
    assertEquals("!llvm.target<\"x\", !llvm.ptr, i32, 3>",
        new LlvmTargetExtType("x", List.of(PTR, I32), List.of(3)).toString());
  }

  @Test
  void attributes() {
    assertEquals("#llvm.linkage<linkonce_odr>", new LinkageAttr(Linkage.LINKONCE_ODR).toString());
    assertEquals("#llvm.linkage<available_externally>", new LinkageAttr(Linkage.AVAILABLE_EXTERNALLY).toString());
    assertEquals("#llvm.cconv<ccc>", new CConvAttr(CConv.CCC).toString());
    assertEquals("#llvm.cconv<x86_64_sysvcc>", new CConvAttr(CConv.X86_64_SYSVCC).toString());
    assertEquals("#llvm.tailcallkind<none>", new TailCallKindAttr(TailCallKind.NONE).toString());
    assertEquals("#llvm.framePointerKind<\"non-leaf\">", new FramePointerKindAttr(FramePointerKind.NON_LEAF).toString());
    assertEquals("#llvm.framePointerKind<all>", new FramePointerKindAttr(FramePointerKind.ALL).toString());
    assertEquals("#llvm.fastmath<none>", FastmathFlagsAttr.NONE.toString());
    assertEquals("#llvm.fastmath<nnan, ninf>",
        FastmathFlagsAttr.of(List.of(FastmathFlag.NINF, FastmathFlag.NNAN)).toString());
    assertEquals("#llvm.fastmath<fast>", FastmathFlagsAttr.of(List.of(FastmathFlag.values())).toString());
    assertEquals("#llvm.overflow<none>", IntegerOverflowFlagsAttr.NONE.toString());
    assertEquals("#llvm.overflow<nsw, nuw>",
        new IntegerOverflowFlagsAttr(Set.of(OverflowFlag.NUW, OverflowFlag.NSW)).toString());
  }
}
