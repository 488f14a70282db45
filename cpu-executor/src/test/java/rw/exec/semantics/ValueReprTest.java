package rw.exec.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ValueReprTest {
  @Test
  void wrapSignExtendsFromTheWidth() {
    assertEquals(-1, ValueRepr.wrap(8, 0xFF));
    assertEquals(127, ValueRepr.wrap(8, 0x17F));
    assertEquals(-1, ValueRepr.wrap(1, 1));
    assertEquals(0, ValueRepr.wrap(1, 2));
    assertEquals(-32768, ValueRepr.wrap(16, 0x8000));
    assertEquals(0x8000_0000, ValueRepr.wrap(32, 0x8000_0000));
  }

  @Test
  void maskAndUnsigned() {
    assertEquals(1, ValueRepr.mask(1));
    assertEquals(0xFF, ValueRepr.mask(8));
    assertEquals(-1, ValueRepr.mask(32));
    assertEquals(255L, ValueRepr.unsigned(8, -1));
    assertEquals(0xFFFF_FFFFL, ValueRepr.unsigned(32, -1));
  }

  @Test
  void booleansAreI1() {
    assertEquals(-1, ValueRepr.i1(true));
    assertEquals(0, ValueRepr.i1(false));
    assertTrue(ValueRepr.isTrue(-1));
    assertFalse(ValueRepr.isTrue(0));
    assertTrue(ValueRepr.isCanonical(1, -1));
    assertFalse(ValueRepr.isCanonical(1, 1));
    assertFalse(ValueRepr.isCanonical(8, 200));
  }

  @Test
  void valueKinds() {
    assertEquals(1, ValueKind.I1.byteSize());
    assertEquals(2, ValueKind.BF16.byteSize());
    assertEquals(8, ValueKind.PTR.byteSize());
    assertEquals(Integer.class, ValueKind.I16.boxedClass());
    assertEquals(Long.class, ValueKind.PTR.boxedClass());
    assertEquals(Float.class, ValueKind.F16.boxedClass());
    assertEquals("bf16", ValueKind.BF16.llvmName());
    assertEquals(ValueKind.I32, ValueKind.integer(32));
    assertThrows(IllegalArgumentException.class, () -> ValueKind.integer(24));
    assertTrue(ValueKind.I64.isInteger());
    assertFalse(ValueKind.PTR.isInteger());
    assertTrue(ValueKind.F16.isFloat());
    assertFalse(ValueKind.VOID.isFloat());
  }
}
