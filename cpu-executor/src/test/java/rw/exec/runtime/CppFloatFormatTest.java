package rw.exec.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class CppFloatFormatTest {
  private static String g(double v) {
    return CppFloatFormat.format(v);
  }

  @Test
  void integersUpToSixDigitsPrintPlain() {
    assertEquals("0", g(0));
    assertEquals("-0", g(-0.0));
    assertEquals("7", g(7));
    assertEquals("-42", g(-42));
    assertEquals("999999", g(999999));
    assertEquals("1e+06", g(1e6));
    assertEquals("100000", g(100000));
  }

  @Test
  void sixSignificantDigitsRoundedHalfEvenFromTheExactValue() {
    assertEquals("3.14159", g(Math.PI));
    assertEquals("1.23457e+06", g(1234567));
    assertEquals("123456", g(123456.5));
    assertEquals("123458", g(123457.5));
    assertEquals("1.23456e+06", g(1234565));
    assertEquals("1.23458e+06", g(1234575));
    assertEquals("1e+06", g(999999.5));
    assertEquals("0.123456", g(0.1234565));
    assertEquals("0.1", g(0.1f));
    assertEquals("7.7", g(7.7f));
  }

  @Test
  void switchesToScientificOutsideOneEMinus4To1E6() {
    assertEquals("0.0001", g(1e-4));
    assertEquals("1e-05", g(1e-5));
    assertEquals("9.9999e-05", g(0.000099999));
    assertEquals("0.0001", g(9.999995e-5));
    assertEquals("1e+100", g(1e100));
    assertEquals("-2.5e-300", g(-2.5e-300));
    assertEquals("4.94066e-324", g(Double.MIN_VALUE));
    assertEquals("1.79769e+308", g(Double.MAX_VALUE));
    assertEquals("1.4013e-45", g(Float.MIN_VALUE));
    assertEquals("3.40282e+38", g(Float.MAX_VALUE));
  }

  @Test
  void specialValues() {
    assertEquals("inf", g(Double.POSITIVE_INFINITY));
    assertEquals("-inf", g(Float.NEGATIVE_INFINITY));
    assertEquals("nan", g(Double.NaN));
    assertEquals("-nan", g(Double.longBitsToDouble(0xFFF8_0000_0000_0000L)));
    assertEquals("-nan", g(Float.intBitsToFloat(0xFFC0_0000)));
  }

  @Test
  void fixedFormatIsPercentF() {
    assertEquals("0.000000", CppFloatFormat.formatFixed(0, 6));
    assertEquals("-0.000000", CppFloatFormat.formatFixed(-0.0, 6));
    assertEquals("2.500000", CppFloatFormat.formatFixed(2.5, 6));
    assertEquals("0.000002", CppFloatFormat.formatFixed(0.0000015, 6));
    assertEquals("0.12", CppFloatFormat.formatFixed(0.125, 2));
    assertEquals("0.38", CppFloatFormat.formatFixed(0.375, 2));
    assertEquals("2", CppFloatFormat.formatFixed(2.5, 0));
    assertEquals("-inf", CppFloatFormat.formatFixed(Double.NEGATIVE_INFINITY, 6));
    assertEquals("nan", CppFloatFormat.formatFixed(Double.NaN, 6));
  }

  @Test
  void fastPathAgreesWithTheExactPath() {
    java.util.Random r = new java.util.Random(99);
    int fast = 0;
    for (int i = 0; i < 200_000; i++) {
      double a = i % 2 == 0
          ? Math.abs(Double.longBitsToDouble(r.nextLong()))
          : r.nextDouble() * Math.pow(10, r.nextInt(40) - 20);
      if (a != a || Double.isInfinite(a) || a == 0) continue;
      if (i % 5 == 0) a = (float) a;
      StringBuilder quick = new StringBuilder();
      if (!CppFloatFormat.appendFast(quick, a)) continue;
      fast++;
      StringBuilder exact = new StringBuilder();
      CppFloatFormat.appendExact(exact, a);
      assertEquals(exact.toString(), quick.toString(), "bits " + Long.toHexString(Double.doubleToRawLongBits(a)));
    }
    assertEquals(true, fast > 150_000, "fast path taken " + fast + " times");
  }

  @Test
  void fastPathLeavesTiesToTheExactPath() {
    StringBuilder sb = new StringBuilder();
    assertEquals(false, CppFloatFormat.appendFast(sb, 1234565));
    assertEquals(false, CppFloatFormat.appendFast(sb, 123456.5));
    assertEquals("", sb.toString());
    assertEquals(true, CppFloatFormat.appendFast(sb, 1234567.25));
    assertEquals("1.23457e+06", sb.toString());
  }

  /**
   * 756 doubles (chosen edge cases, floats widened to double, random values and random bit
   * patterns) printed by glibc's {@code printf("%g")} and {@code printf("%f")}: printf-g.tsv,
   * made by gen-printf-g.sh from printf-g.c.
   */
  @Test
  void agreesWithGlibcPrintf() throws IOException {
    String table = MemRefPrintGoldenTest.resource("printf-g.tsv");
    int rows = 0;
    for (String line : table.split("\n")) {
      String[] f = line.split("\t");
      double v = Double.longBitsToDouble(Long.parseUnsignedLong(f[0], 16));
      assertEquals(f[1], g(v), "%g of " + f[0]);
      assertEquals(f[2], CppFloatFormat.formatFixed(v, 6), "%f of " + f[0]);
      rows++;
    }
    assertEquals(756, rows);
  }
}
