package rw.exec.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

class NarrowFloatTest {
  private static final NarrowFloat[] FORMATS = NarrowFloat.values();

  private static boolean isNaNBits(NarrowFloat f, int bits) {
    int exp = f == NarrowFloat.F16 ? 0x7C00 : 0x7F80;
    int frac = f == NarrowFloat.F16 ? 0x03FF : 0x007F;
    return (bits & exp) == exp && (bits & frac) != 0;
  }

  /** The value of an encoding, computed independently with doubles. */
  private static double reference(NarrowFloat f, int bits) {
    int fracBits = f == NarrowFloat.F16 ? 10 : 7;
    int expBits = f == NarrowFloat.F16 ? 5 : 8;
    int bias = (1 << (expBits - 1)) - 1;
    int e = (bits >>> fracBits) & ((1 << expBits) - 1);
    int m = bits & ((1 << fracBits) - 1);
    double sign = (bits >>> (fracBits + expBits)) != 0 ? -1 : 1;
    if (e == (1 << expBits) - 1) return m == 0 ? sign * Double.POSITIVE_INFINITY : Double.NaN;
    if (e == 0) return sign * m * Math.pow(2, 1 - bias - fracBits);
    return sign * (1 + m / (double) (1 << fracBits)) * Math.pow(2, e - bias);
  }

  @Test
  void decodesEveryEncoding() {
    for (NarrowFloat f : FORMATS) {
      for (int b = 0; b < 0x10000; b++) {
        float v = f.fromBits(b);
        if (isNaNBits(f, b)) {
          assertTrue(Float.isNaN(v));
          continue;
        }
        assertEquals(reference(f, b), v, 0.0, f + " " + Integer.toHexString(b));
        assertEquals(b >= 0x8000, Float.floatToRawIntBits(v) < 0, "sign of " + Integer.toHexString(b));
      }
    }
  }

  @Test
  void encodingRoundTripsEveryPatternIncludingNanPayloads() {
    for (NarrowFloat f : FORMATS) {
      for (int b = 0; b < 0x10000; b++) {
        assertEquals(b, f.toBits(f.fromBits(b)), f + " " + Integer.toHexString(b));
        if (!isNaNBits(f, b)) assertEquals(b, f.roundToBits(f.fromBits(b)), f + " " + Integer.toHexString(b));
      }
    }
  }

  /** Every midpoint between neighbours rounds to the even one; just off it, to the nearer one. */
  @Test
  void midpointsRoundToEven() {
    for (NarrowFloat f : FORMATS) {
      for (int b = 0; b < 0x7FFF; b++) {
        double lo = f.fromBits(b);
        double hi = f.fromBits(b + 1);
        if (Double.isInfinite(lo) || Double.isNaN(hi)) continue;
        double mid = (lo + hi) / 2;
        if (Double.isInfinite(hi)) mid = lo + (lo - f.fromBits(b - 1)) / 2;
        int even = (b & 1) == 0 ? b : b + 1;
        assertEquals(even, f.roundToBits(mid), f + " mid " + Integer.toHexString(b));
        assertEquals(b, f.roundToBits(Math.nextDown(mid)), f + " below " + Integer.toHexString(b));
        assertEquals(b + 1, f.roundToBits(Math.nextUp(mid)), f + " above " + Integer.toHexString(b));
        assertEquals(0x8000 | even, f.roundToBits(-mid), f + " negative " + Integer.toHexString(b));
      }
    }
  }

  /** numpy 2.4.6 (float64 -> float16), recorded by gen-f16-numpy.py in f16-numpy.tsv. */
  @Test
  void f16RoundingAgreesWithNumpy() throws IOException {
    String table;
    try (InputStream in = getClass().getResourceAsStream("/semantics/f16-numpy.tsv")) {
      table = new String(in.readAllBytes(), StandardCharsets.US_ASCII);
    }
    int n = 0;
    for (String line : table.split("\n")) {
      String[] f = line.split("\t");
      double d = Double.longBitsToDouble(Long.parseUnsignedLong(f[0], 16));
      assertEquals(Integer.parseInt(f[1], 16), NarrowFloat.F16.roundToBits(d), "f16(" + d + ")");
      n++;
    }
    assertEquals(2008, n);
  }

  @Test
  void roundsRandomDoublesToTheNearestEncoding() {
    Random r = new Random(5);
    for (NarrowFloat f : FORMATS) {
      for (int i = 0; i < 20_000; i++) {
        double x = r.nextGaussian() * Math.pow(2, r.nextInt(f == NarrowFloat.F16 ? 44 : 260) - (f == NarrowFloat.F16 ? 28 : 134));
        int b = f.roundToBits(x);
        double got = f.fromBits(b);
        if (Double.isInfinite(got)) continue;
        BigDecimal err = new BigDecimal(x).subtract(new BigDecimal(got)).abs();
        int up = (b & 0x7FFF) + 1;
        int down = (b & 0x7FFF) - 1;
        for (int nb : new int[] {up, down}) {
          if (nb < 0 || isNaNBits(f, nb)) continue;
          double other = f.fromBits(nb | (b & 0x8000));
          if (Double.isInfinite(other)) continue;
          BigDecimal otherErr = new BigDecimal(x).subtract(new BigDecimal(other)).abs();
          assertTrue(err.compareTo(otherErr) <= 0, f + " " + x + " -> " + got + " but " + other + " is nearer");
        }
      }
    }
  }

  @Test
  void overflowUnderflowAndSpecials() {
    NarrowFloat h = NarrowFloat.F16;
    assertEquals(0x7BFF, h.roundToBits(65519.99));
    assertEquals(0x7C00, h.roundToBits(65520.0));
    assertEquals(0xFC00, h.roundToBits(-1e10));
    assertEquals(0x0001, h.roundToBits(0x1p-24));
    assertEquals(0x0000, h.roundToBits(0x1p-25));
    assertEquals(0x0001, h.roundToBits(Math.nextUp(0x1p-25)));
    assertEquals(0x8000, h.roundToBits(-1e-30));
    assertEquals(0x7C00, h.roundToBits(Double.POSITIVE_INFINITY));
    assertEquals(0x7E00, h.roundToBits(Double.NaN));
    assertEquals(0xFE00, h.roundToBits(Double.longBitsToDouble(0xFFF8_0000_0000_0000L)));
    NarrowFloat b = NarrowFloat.BF16;
    assertEquals(0x3F80, b.roundToBits(1.0));
    assertEquals(0x7F80, b.roundToBits(Float.MAX_VALUE));
    assertEquals(0x7F7F, b.roundToBits(3.39e38));
    assertEquals(0x7F78, b.roundToBits(3.3e38));
    assertEquals(0x0001, b.roundToBits(0x1p-133));
    assertEquals(0x4049, b.roundToBits(3.14159));
  }

  @Test
  void roundingAFloatIsTheSameAsRoundingItsDouble() {
    Random r = new Random(11);
    for (int i = 0; i < 10_000; i++) {
      float x = Float.intBitsToFloat(r.nextInt());
      if (Float.isNaN(x)) continue;
      assertEquals(NarrowFloat.F16.round((double) x), NarrowFloat.F16.round(x));
      assertEquals(NarrowFloat.BF16.round((double) x), NarrowFloat.BF16.round(x));
    }
  }

  @Test
  void integersRoundOnceFromTheExactValue() {
    assertEquals(2048f, NarrowFloat.F16.fromLong(2049, false));
    assertEquals(2052f, NarrowFloat.F16.fromLong(2051, false));
    assertEquals(Float.POSITIVE_INFINITY, NarrowFloat.F16.fromLong(70000, false));
    assertEquals(-65504f, NarrowFloat.F16.fromLong(-65504, false));
    assertEquals(Float.POSITIVE_INFINITY, NarrowFloat.F16.fromLong(-1, true));
    assertEquals(0x1p64f, NarrowFloat.BF16.fromLong(-1, true));
    assertEquals(-0x1p63f, NarrowFloat.BF16.fromLong(Long.MIN_VALUE, false));
    long justAboveTie = (1L << 62) + (1L << 54) + 1;
    assertEquals(0x1p62f + 0x1p55f, NarrowFloat.BF16.fromLong(justAboveTie, false));
    assertEquals(0x1p62f, NarrowFloat.BF16.fromLong((1L << 62) + (1L << 54), false));
  }
}
