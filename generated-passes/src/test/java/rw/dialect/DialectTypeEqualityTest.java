package rw.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmPointerType;
import rw.dialect.llvm.LlvmStructType;
import rw.dialect.spirv.SpirvStructType;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.TypeAttr;
import rw.ir.type.DialectType;
import rw.dialect.spirv.SpirvArrayType;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.spirv.StorageClass;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;

/**
 * SPIR-V and LLVM pointer and array types, whose equals and hashCode are written out, keep the
 * record contract; types say whether they compare by value, and only the dictionaries of those
 * are shared (an identified struct compares by its name alone, so may come from another context).
 */
class DialectTypeEqualityTest {
  private static void same(Object a, Object b) {
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
  }

  @Test
  void pointersComparePointeeAndStorageClass() {
    SpirvPointerType p = new SpirvPointerType(IntegerType.I32, StorageClass.STORAGE_BUFFER);
    same(new SpirvPointerType(new IntegerType(32), StorageClass.STORAGE_BUFFER), p);
    assertNotEquals(p, new SpirvPointerType(FloatType.F32, StorageClass.STORAGE_BUFFER));
    assertNotEquals(p, new SpirvPointerType(IntegerType.I32, StorageClass.FUNCTION));
  }

  @Test
  void arraysCompareElementCountAndStride() {
    SpirvArrayType a = new SpirvArrayType(FloatType.F32, 4, 4);
    same(new SpirvArrayType(FloatType.F32, 4, 4), a);
    assertNotEquals(a, new SpirvArrayType(IntegerType.I32, 4, 4));
    assertNotEquals(a, new SpirvArrayType(FloatType.F32, 5, 4));
    assertNotEquals(a, new SpirvArrayType(FloatType.F32, 4));
    same(new SpirvPointerType(a, StorageClass.STORAGE_BUFFER), new SpirvPointerType(new SpirvArrayType(FloatType.F32, 4, 4), StorageClass.STORAGE_BUFFER));
  }

  @Test
  void llvmPointersAndArrays() {
    same(LlvmPointerType.of(0), new LlvmPointerType(0));
    assertNotEquals(LlvmPointerType.PTR, LlvmPointerType.of(1));
    same(new LlvmArrayType(IntegerType.I64, 2), new LlvmArrayType(new IntegerType(64), 2));
    assertNotEquals(new LlvmArrayType(IntegerType.I64, 2), new LlvmArrayType(IntegerType.I64, 3));
    assertNotEquals(new LlvmArrayType(IntegerType.I64, 2), new LlvmArrayType(IntegerType.I32, 2));
  }

  @Test
  void literalTypesCompareByValueAndIdentifiedStructsDoNot() {
    LlvmStructType literal = LlvmStructType.literal(new LlvmArrayType(FloatType.F32, 64));
    LlvmStructType named = LlvmStructType.identified("s", false, List.of(IntegerType.I32));
    assertTrue(DialectType.comparesByValue(literal));
    assertTrue(DialectType.comparesByValue(LlvmPointerType.PTR));
    assertFalse(DialectType.comparesByValue(named));
    assertFalse(DialectType.comparesByValue(new LlvmArrayType(named, 2)));
    assertFalse(DialectType.comparesByValue(LlvmStructType.literal(named)));
    assertTrue(DialectType.comparesByValue(new SpirvPointerType(
        SpirvStructType.literal(List.of(new SpirvArrayType(FloatType.F32, 4, 4)), List.of(0L)), StorageClass.STORAGE_BUFFER)));
    assertFalse(DialectType.comparesByValue(SpirvStructType.reference("t")));
  }

  @Test
  void onlyDictionariesOfTypesComparedByValueAreShared() {
    List<NamedAttribute> literal = List.of(new NamedAttribute("elem_type",
        new TypeAttr(LlvmStructType.literal(new LlvmArrayType(FloatType.F32, 64)))));
    assertSame(DictionaryAttr.of(literal), DictionaryAttr.of(literal));
    List<NamedAttribute> named = List.of(new NamedAttribute("elem_type",
        new TypeAttr(LlvmStructType.identified("s", false, List.of(IntegerType.I32)))));
    assertNotSame(DictionaryAttr.of(named), DictionaryAttr.of(named));
  }
}
