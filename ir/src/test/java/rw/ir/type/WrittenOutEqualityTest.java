package rw.ir.type;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.StringAttr;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.attr.UnitAttr;

/**
 * The types and attributes whose equals and hashCode are written out (for speed under C1) keep
 * the record contract: equal components, equal values and hashes; any component that differs,
 * different values.
 */
class WrittenOutEqualityTest {
  private static void same(Object a, Object b) {
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
  }

  @Test
  void integerTypesCompareWidthAndSignedness() {
    same(new IntegerType(32), IntegerType.I32);
    assertNotEquals(IntegerType.I32, IntegerType.I64);
    assertNotEquals(IntegerType.I32, new IntegerType(32, IntegerType.Signedness.UNSIGNED));
    assertNotEquals(IntegerType.I64, IndexType.INSTANCE);
  }

  @Test
  void indexAndFloatTypes() {
    same(new IndexType(), IndexType.INSTANCE);
    same(new FloatType(FloatType.Kind.F32), FloatType.F32);
    assertNotEquals(FloatType.F32, FloatType.F64);
    assertNotEquals(FloatType.F32, IntegerType.I32);
  }

  @Test
  void memrefTypesCompareEveryComponent() {
    MemRefType m = new MemRefType(List.of(2L, 3L), FloatType.F32);
    same(new MemRefType(List.of(2L, 3L), FloatType.F32, null, null), m);
    assertNotEquals(m, new MemRefType(List.of(3L, 2L), FloatType.F32));
    assertNotEquals(m, new MemRefType(List.of(2L, 3L), FloatType.F64));
    assertNotEquals(m, new MemRefType(List.of(2L, 3L), FloatType.F32, null, IntegerAttr.of(1, IntegerType.I64)));
    assertNotEquals(m, new MemRefType(List.of(2L, 3L), FloatType.F32, new StringAttr("l", null), null));
  }

  @Test
  void functionTypesCompareInputsAndResults() {
    FunctionType f = new FunctionType(List.of(IntegerType.I32), List.of(FloatType.F32));
    same(new FunctionType(List.of(new IntegerType(32)), List.of(FloatType.F32)), f);
    assertNotEquals(f, new FunctionType(List.of(FloatType.F32), List.of(IntegerType.I32)));
    assertNotEquals(f, new FunctionType(List.of(IntegerType.I32), List.of()));
  }

  @Test
  void symbolReferencesCompareRootAndPath() {
    same(SymbolRefAttr.flat("f"), new SymbolRefAttr("f", List.of()));
    same(new SymbolRefAttr("m", List.of("f")), new SymbolRefAttr("m", List.of("f")));
    assertNotEquals(SymbolRefAttr.flat("f"), SymbolRefAttr.flat("g"));
    assertNotEquals(SymbolRefAttr.flat("m"), new SymbolRefAttr("m", List.of("f")));
  }

  @Test
  void plainAttributesCompareTheirComponents() {
    same(IntegerAttr.of(5, IntegerType.I32), IntegerAttr.of(5, new IntegerType(32)));
    assertNotEquals(IntegerAttr.of(5, IntegerType.I32), IntegerAttr.of(5, IntegerType.I64));
    assertNotEquals(IntegerAttr.of(5, IntegerType.I32), IntegerAttr.of(6, IntegerType.I32));
    same(new TypeAttr(FloatType.F32), new TypeAttr(new FloatType(FloatType.Kind.F32)));
    assertNotEquals(new TypeAttr(FloatType.F32), new TypeAttr(FloatType.F64));
    same(new StringAttr("s", null), new StringAttr("s", null));
    assertNotEquals(new StringAttr("s", null), new StringAttr("s", IntegerType.I32));
    assertNotEquals(new StringAttr("s", null), new StringAttr("t", null));
    same(new DenseArrayAttr(IntegerType.I32, List.of(1L, 2L)), new DenseArrayAttr(IntegerType.I32, List.of(1L, 2L)));
    assertNotEquals(new DenseArrayAttr(IntegerType.I32, List.of(1L, 2L)), new DenseArrayAttr(IntegerType.I64, List.of(1L, 2L)));
    assertNotEquals(new DenseArrayAttr(IntegerType.I32, List.of(1L, 2L)), new DenseArrayAttr(IntegerType.I32, List.of(2L, 1L)));
    same(new UnitAttr(), new UnitAttr());
  }

  @Test
  void dictionariesCompareTheirEntries() {
    NamedAttribute a = new NamedAttribute("a", IntegerAttr.of(1, IntegerType.I64));
    same(a, new NamedAttribute("a", IntegerAttr.of(1, IntegerType.I64)));
    assertNotEquals(a, new NamedAttribute("b", IntegerAttr.of(1, IntegerType.I64)));
    assertNotEquals(a, new NamedAttribute("a", IntegerAttr.of(2, IntegerType.I64)));
    NamedAttribute b = new NamedAttribute("b", new UnitAttr());
    same(new DictionaryAttr(List.of(b, a)), new DictionaryAttr(List.of(a, b)));
    assertNotEquals(new DictionaryAttr(List.of(a)), new DictionaryAttr(List.of(a, b)));
    assertNotEquals(new DictionaryAttr(List.of(a, b)), new DictionaryAttr(List.of(a, new NamedAttribute("b", IntegerAttr.of(1, IntegerType.I64)))));
    assertEquals(List.of(a, b).hashCode(), new DictionaryAttr(List.of(b, a)).hashCode());
  }
}
