package rw.ir.attr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.type.FloatType;
import rw.ir.type.FunctionType;
import rw.ir.type.IntegerType;

/**
 * Small dictionaries of plain values built again are one object (on any thread), equal to a fresh
 * one; others (references, nested dictionaries, types other than scalars, typed strings) are
 * built anew.
 */
class SharedDictionariesTest {
  private static DictionaryAttr constant(long v) {
    return DictionaryAttr.of(List.of(new NamedAttribute("value", IntegerAttr.of(v, IntegerType.I32))));
  }

  @Test
  void equalSmallDictionariesOfPlainValuesAreOneObject() {
    assertSame(constant(7), constant(7));
    assertNotSame(constant(7), constant(8));
    DictionaryAttr gep = DictionaryAttr.of(List.of(new NamedAttribute("elem_type", new TypeAttr(FloatType.F32)),
        new NamedAttribute("rawConstantIndices", new DenseArrayAttr(IntegerType.I32, List.of(0L, 2L)))));
    DictionaryAttr again = DictionaryAttr.of(List.of(
        new NamedAttribute("rawConstantIndices", new DenseArrayAttr(IntegerType.I32, List.of(0L, 2L))),
        new NamedAttribute("elem_type", new TypeAttr(FloatType.F32))));
    assertSame(gep, again);
    assertEquals(new DictionaryAttr(gep.entries()), gep);
  }

  @Test
  void dictionariesHoldingOtherValuesAreBuiltAnew() {
    List<NamedAttribute> ref = List.of(new NamedAttribute("callee", SymbolRefAttr.flat("f")));
    assertNotSame(DictionaryAttr.of(ref), DictionaryAttr.of(ref));
    assertEquals(DictionaryAttr.of(ref), DictionaryAttr.of(ref));
    List<NamedAttribute> nested = List.of(new NamedAttribute("d", constant(1)));
    assertNotSame(DictionaryAttr.of(nested), DictionaryAttr.of(nested));
    List<NamedAttribute> fn = List.of(new NamedAttribute("function_type",
        new TypeAttr(new FunctionType(List.of(IntegerType.I32), List.of()))));
    assertNotSame(DictionaryAttr.of(fn), DictionaryAttr.of(fn));
    List<NamedAttribute> typedString = List.of(new NamedAttribute("s", new StringAttr("x", IntegerType.I32)));
    assertNotSame(DictionaryAttr.of(typedString), DictionaryAttr.of(typedString));
  }

  @Test
  void threadsShareOneTable() throws InterruptedException {
    DictionaryAttr here = constant(42);
    DictionaryAttr[] there = new DictionaryAttr[1];
    Thread t = new Thread(() -> there[0] = constant(42));
    t.start();
    t.join();
    assertSame(here, there[0]);
  }

  @Test
  void aDictionaryEvictedFromItsSlotIsBuiltAnewAndEqual() {
    DictionaryAttr first = constant(5);
    // Fill the table with other dictionaries: the slot of the first is overwritten at some point.
    for (int v = 1000; v < 1000 + 4 * (1 << 14); v++) constant(v);
    DictionaryAttr again = constant(5);
    assertEquals(first, again);
    assertSame(again, constant(5));
  }
}
