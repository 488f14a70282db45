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
    assertEquals(3f, MathSemantics.Unary.SQRT.f32(9f));
    assertEquals(Math.sqrt(2), MathSemantics.Unary.SQRT.f64(2));
    assertEquals(1.0, MathSemantics.Unary.EXP.f64(0));
    assertEquals(0f, MathSemantics.Unary.LOG.f32(1f));
    assertEquals(1024.0, MathSemantics.Unary.EXP2.f64(10));
    assertEquals(0.125f, MathSemantics.Unary.EXP2.f32(-3f));
    assertEquals(3.0, MathSemantics.Unary.LOG10.f64(1000));
    assertEquals(0.0, MathSemantics.Unary.SIN.f64(0));
    assertEquals(1f, MathSemantics.Unary.COS.f32(0f));
    assertEquals(0.0, MathSemantics.Unary.TAN.f64(0));
    assertEquals(1.0, MathSemantics.Unary.TANH.f64(Double.POSITIVE_INFINITY));
    assertEquals(-1f, MathSemantics.Unary.TANH.f32(-100f));
    assertEquals(8.0, MathSemantics.powF64(2, 3));
    assertEquals(0.25f, MathSemantics.powF32(2f, -2f));
  }

  @Test
  void log2IsExactForPowersOfTwoIncludingSubnormals() {
    for (int e = -1074; e <= 1023; e++) {
      assertEquals(e, MathSemantics.Unary.LOG2.f64(Math.scalb(1.0, e)), "2^" + e);
    }
    assertEquals(-149f, MathSemantics.Unary.LOG2.f32(Float.MIN_VALUE));
    assertEquals(Math.log(10) / Math.log(2), MathSemantics.Unary.LOG2.f64(10), 1e-15);
    assertEquals(Double.NEGATIVE_INFINITY, MathSemantics.Unary.LOG2.f64(0));
    assertEquals(Double.POSITIVE_INFINITY, MathSemantics.Unary.LOG2.f64(Double.POSITIVE_INFINITY));
  }

  @Test
  void float32ResultsAreTheDoubleResultRoundedOnce() {
    for (float x = -10f; x < 10f; x += 0.37f) {
      assertEquals((float) StrictMath.exp(x), MathSemantics.Unary.EXP.f32(x));
      assertEquals((float) StrictMath.sin(x), MathSemantics.Unary.SIN.f32(x));
      assertEquals((float) StrictMath.cos(x), MathSemantics.Unary.COS.f32(x));
      assertEquals((float) StrictMath.tanh(x), MathSemantics.Unary.TANH.f32(x));
    }
  }

  @Test
  void invalidInputsGiveTheDefaultNegativeNan() {
    assertEquals(0xFFF8_0000_0000_0000L, bits(MathSemantics.Unary.SQRT.f64(-1)));
    assertEquals(0xFFF8_0000_0000_0000L, bits(MathSemantics.Unary.LOG.f64(-1)));
    assertEquals(0xFFC0_0000, Float.floatToRawIntBits(MathSemantics.Unary.SQRT.f32(-1f)));
    assertEquals(0xFFC0_0000, Float.floatToRawIntBits(MathSemantics.Unary.LOG2.f32(-2f)));
    assertEquals(0xFFF8_0000_0000_0000L, bits(MathSemantics.Unary.SIN.f64(Double.POSITIVE_INFINITY)));
    assertEquals(0xFFF8_0000_0000_0000L, bits(MathSemantics.powF64(-8, 1.0 / 3)));
  }

  @Test
  void nanInputsComeBackQuiet() {
    double snan = Double.longBitsToDouble(0x7FF0_0000_0000_0007L);
    assertEquals(0x7FF8_0000_0000_0007L, bits(MathSemantics.Unary.EXP.f64(snan)));
    float negNan = Float.intBitsToFloat(0xFFC0_0003);
    assertEquals(0xFFC0_0003, Float.floatToRawIntBits(MathSemantics.Unary.SQRT.f32(negNan)));
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
