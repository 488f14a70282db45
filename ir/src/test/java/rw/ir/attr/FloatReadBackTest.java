package rw.ir.attr;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import rw.ir.type.FloatType;

/**
 * The f32 and f64 fast path of {@link FloatSpelling#readsBackAs} (the JDK's parsers) against the
 * exact comparison with the midpoints: spellings, their neighbours' spellings, and the midpoints
 * themselves (where rounding to even decides), over normal, subnormal and extreme values.
 */
class FloatReadBackTest {
  private static final int SAMPLES = 6_000;

  private static void check(List<String> failures, String text, FloatBits bits) {
    boolean fast = FloatSpelling.readsBackAs(text, bits);
    boolean exact = FloatSpelling.readsBackExactly(text, bits);
    if (fast != exact) failures.add(bits + " " + text + ": fast " + fast + ", exact " + exact);
  }

  private static String midpoint(BigDecimal a, BigDecimal b) {
    return a.add(b).divide(BigDecimal.valueOf(2)).toString();
  }

  @Test
  void f32MatchesTheExactComparison() {
    Random random = new Random(11);
    List<Integer> raws = new ArrayList<>(List.of(1, 2, 3, 0x007FFFFF, 0x00800000, 0x00800001, 0x3F800000, 0x3EC18937,
        0x4B7FFFFF, 0x4B800000, 0x4C000001, 0x7F7FFFFE, 0x7F7FFFFF));
    for (int i = 0; i < SAMPLES; i++) raws.add(random.nextInt() & 0x7F7FFFFF);
    List<String> failures = new ArrayList<>();
    for (int raw : raws) {
      if (raw == 0 || (raw & 0x7F800000) == 0x7F800000) continue;
      for (int sign : new int[] {0, 0x80000000}) {
        int r = raw | sign;
        FloatBits bits = FloatBits.of(Float.intBitsToFloat(r), FloatType.Kind.F32);
        check(failures, FloatSpelling.decimal(bits, 6, 0, false), bits);
        check(failures, FloatSpelling.decimal(bits, 0, 3, true), bits);
        float next = Float.intBitsToFloat(r + 1);
        if (!Float.isInfinite(next)) check(failures, FloatSpelling.decimal(FloatBits.of(next, FloatType.Kind.F32), 6, 0, false), bits);
        BigDecimal here = new BigDecimal(Float.intBitsToFloat(r));
        BigDecimal above = Float.isInfinite(next) ? new BigDecimal(Math.scalb(sign == 0 ? 1.0 : -1.0, 128)) : new BigDecimal(next);
        check(failures, midpoint(here, above), bits);
        check(failures, midpoint(here, new BigDecimal(Float.intBitsToFloat(r - 1))), bits);
      }
    }
    assertEquals(List.of(), failures.subList(0, Math.min(10, failures.size())), failures.size() + " differ");
  }

  @Test
  void f64MatchesTheExactComparison() {
    Random random = new Random(13);
    List<Long> raws = new ArrayList<>(List.of(1L, 2L, 0x000FFFFFFFFFFFFFL, 0x0010000000000000L, 0x3FF0000000000000L,
        0x3FB999999999999AL, 0x433FFFFFFFFFFFFFL, 0x4340000000000000L, 0x7FEFFFFFFFFFFFFEL, 0x7FEFFFFFFFFFFFFFL));
    for (int i = 0; i < SAMPLES; i++) raws.add(random.nextLong() & 0x7FEFFFFFFFFFFFFFL);
    List<String> failures = new ArrayList<>();
    for (long raw : raws) {
      if (raw == 0) continue;
      for (long sign : new long[] {0, Long.MIN_VALUE}) {
        long r = raw | sign;
        double v = Double.longBitsToDouble(r);
        FloatBits bits = FloatBits.of(v, FloatType.Kind.F64);
        check(failures, FloatSpelling.decimal(bits, 6, 0, false), bits);
        check(failures, FloatSpelling.decimal(bits, 0, 3, true), bits);
        double next = Double.longBitsToDouble(r + 1);
        BigDecimal here = new BigDecimal(v);
        BigDecimal above = Double.isInfinite(next)
            ? new BigDecimal(java.math.BigInteger.ONE.shiftLeft(1024)).multiply(BigDecimal.valueOf(sign == 0 ? 1 : -1))
            : new BigDecimal(next);
        check(failures, midpoint(here, above), bits);
        check(failures, midpoint(here, new BigDecimal(Double.longBitsToDouble(r - 1))), bits);
      }
    }
    assertEquals(List.of(), failures.subList(0, Math.min(10, failures.size())), failures.size() + " differ");
  }
}
