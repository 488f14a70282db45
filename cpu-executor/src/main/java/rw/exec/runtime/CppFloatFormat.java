package rw.exec.runtime;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Floats as C++ {@code std::ostream << double} prints them with the default settings, which is
 * C's {@code printf("%g")}: 6 significant digits, rounded to nearest-even from the exact binary
 * value (glibc); fixed notation when the decimal exponent X of the rounded value satisfies
 * {@code -4 <= X < 6}, else {@code d.ddddde±XX} with at least two exponent digits; trailing zeros
 * and a trailing point removed; {@code inf}, {@code -inf}, {@code nan}, {@code -nan} (NaN with
 * the sign bit set), {@code -0}. A float argument prints as its (exact) double value.
 * {@link #formatFixed} is C's {@code %f}.
 */
public final class CppFloatFormat {
  private static final int PRECISION = 6;
  private static final MathContext SIX_DIGITS = new MathContext(PRECISION, RoundingMode.HALF_EVEN);
  /** 10^0 .. 10^22, all exact doubles. */
  private static final double[] POWERS_OF_TEN = new double[23];

  static {
    POWERS_OF_TEN[0] = 1;
    for (int i = 1; i < POWERS_OF_TEN.length; i++) POWERS_OF_TEN[i] = POWERS_OF_TEN[i - 1] * 10;
  }

  private CppFloatFormat() {}

  public static String format(double v) {
    StringBuilder sb = new StringBuilder(16);
    appendTo(sb, v);
    return sb.toString();
  }

  public static void appendTo(StringBuilder sb, double v) {
    boolean negative = Double.doubleToRawLongBits(v) < 0;
    if (negative) sb.append('-');
    double a = Math.abs(v);
    if (a != a) {
      sb.append("nan");
    } else if (a == Double.POSITIVE_INFINITY) {
      sb.append("inf");
    } else if (a < 1e6 && a == Math.rint(a)) {
      sb.append((long) a);
    } else if (!appendFast(sb, a)) {
      appendExact(sb, a);
    }
  }

  /** The reference path: round the exact decimal expansion of {@code a} (positive, finite). */
  static void appendExact(StringBuilder sb, double a) {
    BigDecimal rounded = new BigDecimal(a).round(SIX_DIGITS);
    String digits = stripZeros(rounded.unscaledValue().toString());
    appendDigits(sb, digits, rounded.precision() - rounded.scale() - 1);
  }

  /**
   * The fast path: scales {@code a} to six integer digits in double arithmetic (error far below
   * 1e-6) and rounds; gives up (returns false) when the scaled value is within 1e-6 of a
   * rounding boundary, where only the exact path can decide.
   */
  static boolean appendFast(StringBuilder sb, double a) {
    if (a < 1e-290 || a > 1e290) return false;
    int exponent = (int) Math.floor(Math.log10(a));
    double scaled = scaled(a, exponent);
    if (scaled < 100_000) {
      scaled = scaled(a, --exponent);
    } else if (scaled >= 1_000_000) {
      scaled = scaled(a, ++exponent);
    }
    if (scaled < 100_000 || scaled >= 1_000_000) return false;
    if (Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6) return false;
    long digits = (long) Math.floor(scaled + 0.5);
    if (digits == 1_000_000) {
      digits = 100_000;
      exponent++;
    }
    appendDigits(sb, stripZeros(Long.toString(digits)), exponent);
    return true;
  }

  /** {@code a * 10^(5 - exponent)}. */
  private static double scaled(double a, int exponent) {
    int k = PRECISION - 1 - exponent;
    return k >= 0 ? a * POWERS_OF_TEN[Math.min(k, 22)] * pow10(k - 22) : a / pow10(-k);
  }

  private static double pow10(int k) {
    if (k <= 0) return 1.0;
    return k <= 22 ? POWERS_OF_TEN[k] : Math.pow(10, k);
  }

  private static void appendDigits(StringBuilder sb, String digits, int exponent) {
    if (exponent < -4 || exponent >= PRECISION) {
      appendScientific(sb, digits, exponent);
    } else {
      appendFixed(sb, digits, exponent);
    }
  }

  /**
   * C's {@code printf("%.<decimals>f")} (and {@code %lf}, which is {@code %.6f}): fixed notation
   * rounded to nearest-even from the exact value, {@code inf}/{@code nan} with their sign.
   */
  public static String formatFixed(double v, int decimals) {
    StringBuilder sb = new StringBuilder(24);
    if (Double.doubleToRawLongBits(v) < 0) sb.append('-');
    double a = Math.abs(v);
    if (a != a) return sb.append("nan").toString();
    if (a == Double.POSITIVE_INFINITY) return sb.append("inf").toString();
    return sb.append(new BigDecimal(a).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString()).toString();
  }

  private static void appendFixed(StringBuilder sb, String digits, int exponent) {
    if (exponent < 0) {
      sb.append("0.");
      for (int i = -1; i > exponent; i--) sb.append('0');
      sb.append(digits);
      return;
    }
    int intDigits = exponent + 1;
    if (digits.length() <= intDigits) {
      sb.append(digits);
      for (int i = digits.length(); i < intDigits; i++) sb.append('0');
      return;
    }
    sb.append(digits, 0, intDigits).append('.').append(digits, intDigits, digits.length());
  }

  private static void appendScientific(StringBuilder sb, String digits, int exponent) {
    sb.append(digits.charAt(0));
    if (digits.length() > 1) sb.append('.').append(digits, 1, digits.length());
    sb.append(exponent < 0 ? "e-" : "e+");
    int e = Math.abs(exponent);
    if (e < 10) sb.append('0');
    sb.append(e);
  }

  private static String stripZeros(String digits) {
    int end = digits.length();
    while (end > 1 && digits.charAt(end - 1) == '0') end--;
    return digits.substring(0, end);
  }
}
