package rw.ir.attr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import rw.ir.type.FloatType;

/** The long-arithmetic spellings of f32 and f64 values against the BigInteger conversion, over every exponent. */
class FloatDigitsTest {
  private static final int SAMPLES = 40_000;

  /** Compares where the fast path answers; returns how many it answered. */
  private static int compare(double v, FloatType.Kind kind, List<String> failures) {
    String fast = FloatDigits.of(v, kind);
    if (fast == null) return 0;
    String general = FloatSpelling.of(FloatBits.of(v, kind));
    if (!fast.equals(general)) failures.add(kind + " " + v + ": fast " + fast + ", general " + general);
    return 1;
  }

  @Test
  void f32() {
    Random random = new Random(5);
    List<String> failures = new ArrayList<>();
    int answered = 0;
    int ordinary = 0;
    float[] special = {0f, -0f, 1f, -1f, 0.1f, 0.378f, 1.691f, 3.4028235e38f, 1.4e-45f, 1.17549435e-38f, 16777216f,
        16777217f, 1e10f, 123456.789f, 9.999999e-7f, 1e-7f, 0.5f, 2f, 100f, 1e6f, 1.0000001f};
    for (float f : special) answered += compare(f, FloatType.Kind.F32, failures);
    for (int i = 0; i < SAMPLES; i++) {
      float f = Float.intBitsToFloat(random.nextInt());
      answered += compare(f, FloatType.Kind.F32, failures);
      float g = (float) ((random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(13) - 6));
      ordinary += compare(g, FloatType.Kind.F32, failures);
    }
    assertEquals(List.of(), failures.subList(0, Math.min(10, failures.size())), failures.size() + " differ");
    assertTrue(answered > SAMPLES / 4, "the fast path answered " + answered);
    assertTrue(ordinary >= SAMPLES * 99 / 100, "values of ordinary size take the fast path: " + ordinary);
  }

  @Test
  void f64() {
    Random random = new Random(6);
    List<String> failures = new ArrayList<>();
    int answered = 0;
    int ordinary = 0;
    double[] special = {0, -0.0, 1, -1, 0.1, 0.378, Double.MAX_VALUE, Double.MIN_VALUE, Double.MIN_NORMAL,
        9007199254740992.0, 1e22, 1e23, 123456.789, 1e-300, 0.5, 2, 1e16, 5e-324, 1.0000000000000002};
    for (double d : special) answered += compare(d, FloatType.Kind.F64, failures);
    for (int i = 0; i < SAMPLES; i++) {
      double d = Double.longBitsToDouble(random.nextLong());
      answered += compare(d, FloatType.Kind.F64, failures);
      double g = (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(13) - 6);
      ordinary += compare(g, FloatType.Kind.F64, failures);
    }
    assertEquals(List.of(), failures.subList(0, Math.min(10, failures.size())), failures.size() + " differ");
    assertTrue(answered > SAMPLES / 50, "the fast path answered " + answered);
    assertTrue(ordinary >= SAMPLES * 99 / 100, "values of ordinary size take the fast path: " + ordinary);
  }
}
