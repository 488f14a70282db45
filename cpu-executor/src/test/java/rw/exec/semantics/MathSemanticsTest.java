package rw.exec.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MathSemanticsTest {
  private static long bits(double d) {
    return Double.doubleToRawLongBits(d);
  }

  @Test
  void exactCases() {
    assertEquals(3f, MathSemantics.sqrtF32(9f));
    assertEquals(Math.sqrt(2), MathSemantics.sqrtF64(2));
    assertEquals(1.0, MathSemantics.expF64(0));
    assertEquals(0f, MathSemantics.logF32(1f));
    assertEquals(1024.0, MathSemantics.exp2F64(10));
    assertEquals(0.125f, MathSemantics.exp2F32(-3f));
    assertEquals(3.0, MathSemantics.log10F64(1000));
    assertEquals(0.0, MathSemantics.sinF64(0));
    assertEquals(1f, MathSemantics.cosF32(0f));
    assertEquals(0.0, MathSemantics.tanF64(0));
    assertEquals(1.0, MathSemantics.tanhF64(Double.POSITIVE_INFINITY));
    assertEquals(-1f, MathSemantics.tanhF32(-100f));
    assertEquals(8.0, MathSemantics.powF64(2, 3));
    assertEquals(0.25f, MathSemantics.powF32(2f, -2f));
  }

  @Test
  void log2IsExactForPowersOfTwoIncludingSubnormals() {
    for (int e = -1074; e <= 1023; e++) {
      assertEquals(e, MathSemantics.log2F64(Math.scalb(1.0, e)), "2^" + e);
    }
    assertEquals(-149f, MathSemantics.log2F32(Float.MIN_VALUE));
    assertEquals(Math.log(10) / Math.log(2), MathSemantics.log2F64(10), 1e-15);
    assertEquals(Double.NEGATIVE_INFINITY, MathSemantics.log2F64(0));
    assertEquals(Double.POSITIVE_INFINITY, MathSemantics.log2F64(Double.POSITIVE_INFINITY));
  }

  @Test
  void float32ResultsAreTheDoubleResultRoundedOnce() {
    for (float x = -10f; x < 10f; x += 0.37f) {
      assertEquals((float) StrictMath.exp(x), MathSemantics.expF32(x));
      assertEquals((float) StrictMath.sin(x), MathSemantics.sinF32(x));
      assertEquals((float) StrictMath.cos(x), MathSemantics.cosF32(x));
      assertEquals((float) StrictMath.tanh(x), MathSemantics.tanhF32(x));
    }
  }

  @Test
  void invalidInputsGiveTheDefaultNegativeNan() {
    assertEquals(0xFFF8_0000_0000_0000L, bits(MathSemantics.sqrtF64(-1)));
    assertEquals(0xFFF8_0000_0000_0000L, bits(MathSemantics.logF64(-1)));
    assertEquals(0xFFC0_0000, Float.floatToRawIntBits(MathSemantics.sqrtF32(-1f)));
    assertEquals(0xFFC0_0000, Float.floatToRawIntBits(MathSemantics.log2F32(-2f)));
    assertEquals(0xFFF8_0000_0000_0000L, bits(MathSemantics.sinF64(Double.POSITIVE_INFINITY)));
    assertEquals(0xFFF8_0000_0000_0000L, bits(MathSemantics.powF64(-8, 1.0 / 3)));
  }

  @Test
  void nanInputsComeBackQuiet() {
    double snan = Double.longBitsToDouble(0x7FF0_0000_0000_0007L);
    assertEquals(0x7FF8_0000_0000_0007L, bits(MathSemantics.expF64(snan)));
    float negNan = Float.intBitsToFloat(0xFFC0_0003);
    assertEquals(0xFFC0_0003, Float.floatToRawIntBits(MathSemantics.sqrtF32(negNan)));
  }

  @Test
  void powFollowsCNotJava() {
    assertEquals(1.0, MathSemantics.powF64(1, Double.NaN));
    assertEquals(1.0, MathSemantics.powF64(-1, Double.POSITIVE_INFINITY));
    assertEquals(1.0, MathSemantics.powF64(Double.NaN, 0));
    assertEquals(1f, MathSemantics.powF32(1f, Float.NaN));
    assertTrue(Double.isNaN(MathSemantics.powF64(Double.NaN, 1)));
    assertEquals(Double.POSITIVE_INFINITY, MathSemantics.powF64(0, -1));
    assertEquals(Double.NEGATIVE_INFINITY, MathSemantics.powF64(-0.0, -3));
  }
}
