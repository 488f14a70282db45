package rw.ir.attr;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Locale;
import rw.ir.type.FloatType;

/**
 * How MLIR spells a floating-point value: scientific notation with six digits after the point
 * when that reads back to the same bits, else the shortest exact decimal form LLVM's APFloat
 * prints, else the bits in hexadecimal (always for NaN and infinities).
 */
public final class FloatSpelling {
  private static final BigInteger TEN = BigInteger.TEN;

  private FloatSpelling() {}

  /** The spelling of {@code value} held in a float of {@code kind}. */
  public static String of(double value, FloatType.Kind kind) {
    if (kind == FloatType.Kind.F32 || kind == FloatType.Kind.F64) {
      String fast = FloatDigits.of(value, kind);
      if (fast != null) return fast;
    }
    return of(FloatBits.of(value, kind));
  }

  public static String of(FloatBits bits) {
    if (!bits.isNaN() && !bits.isInfinite()) {
      String sci = decimal(bits, 6, 0, false);
      if (bits.isZero() || readsBackAs(sci, bits)) return sci;
      String shortest = decimal(bits, 0, 3, true);
      if (shortest.indexOf('.') >= 0) return shortest;
    }
    return "0x" + bits.raw().toString(16).toUpperCase(Locale.ROOT);
  }

  /**
   * APFloat's decimal conversion of a finite value with the given precision (0: enough digits to
   * round-trip), maximum zero padding (0: always scientific) and zero truncation.
   */
  static String decimal(FloatBits bits, int formatPrecision, int maxPadding, boolean truncateZero) {
    StringBuilder sb = new StringBuilder(24);
    if (bits.negative()) sb.append('-');
    if (bits.isZero()) return zero(sb, formatPrecision, maxPadding, truncateZero);
    int precisionBits = bits.kind().precision();
    if (formatPrecision == 0) formatPrecision = 2 + precisionBits * 59 / 196;
    BigInteger sig = bits.significand();
    int exp = bits.exponent() - (precisionBits - 1);
    int trailing = sig.getLowestSetBit();
    exp += trailing;
    sig = sig.shiftRight(trailing);
    if (exp > 0) {
      sig = sig.shiftLeft(exp);
      exp = 0;
    } else if (exp < 0) {
      sig = sig.multiply(BigInteger.valueOf(5).pow(-exp));
    }
    int[] expRef = {exp};
    sig = dropTens(sig, expRef, formatPrecision);
    StringBuilder digits = reversedDigits(sig.toString(), expRef);
    roundDigits(digits, expRef, formatPrecision);
    format(sb, digits, expRef[0], formatPrecision, maxPadding, truncateZero);
    return sb.toString();
  }

  static String zero(StringBuilder sb, int formatPrecision, int maxPadding, boolean truncateZero) {
    if (maxPadding != 0) return sb.append('0').toString();
    if (truncateZero) return sb.append("0.0E+0").toString();
    sb.append("0.0");
    for (int i = 1; i < formatPrecision; i++) sb.append('0');
    return sb.append("e+00").toString();
  }

  /** Removes decimal digits that cannot matter at this precision (APFloat truncates here). */
  private static BigInteger dropTens(BigInteger sig, int[] exp, int formatPrecision) {
    int bits = sig.bitLength();
    int bitsRequired = (formatPrecision * 196 + 58) / 59;
    if (bits <= bitsRequired) return sig;
    int tensRemovable = (bits - bitsRequired) * 59 / 196;
    if (tensRemovable == 0) return sig;
    exp[0] += tensRemovable;
    return sig.divide(TEN.pow(tensRemovable));
  }

  /** The decimal digits of {@code s}, least significant first, without trailing zeros (counted in exp). */
  static StringBuilder reversedDigits(String s, int[] exp) {
    int end = s.length();
    while (end > 1 && s.charAt(end - 1) == '0') {
      end--;
      exp[0]++;
    }
    StringBuilder digits = new StringBuilder(end);
    for (int i = end - 1; i >= 0; i--) digits.append(s.charAt(i));
    return digits;
  }

  /** Rounds half up to formatPrecision digits, dropping the trailing zeros it creates. */
  static void roundDigits(StringBuilder buf, int[] exp, int formatPrecision) {
    int n = buf.length();
    if (n <= formatPrecision) return;
    int first = n - formatPrecision;
    if (buf.charAt(first - 1) < '5') {
      while (first < n && buf.charAt(first) == '0') first++;
      exp[0] += first;
      buf.delete(0, first);
      return;
    }
    for (int i = first; i != n; i++) {
      if (buf.charAt(i) == '9') {
        first++;
      } else {
        buf.setCharAt(i, (char) (buf.charAt(i) + 1));
        break;
      }
    }
    exp[0] += first;
    if (first == n) {
      buf.setLength(0);
      buf.append('1');
      return;
    }
    buf.delete(0, first);
  }

  static void format(StringBuilder sb, StringBuilder buf, int exp, int formatPrecision,
      int maxPadding, boolean truncateZero) {
    int nDigits = buf.length();
    if (isScientific(nDigits, exp, formatPrecision, maxPadding)) {
      scientific(sb, buf, exp + nDigits - 1, formatPrecision, truncateZero);
      return;
    }
    if (exp >= 0) {
      for (int i = nDigits - 1; i >= 0; i--) sb.append(buf.charAt(i));
      for (int i = 0; i < exp; i++) sb.append('0');
      return;
    }
    int wholeDigits = exp + nDigits;
    int i = 0;
    if (wholeDigits > 0) {
      for (; i != wholeDigits; i++) sb.append(buf.charAt(nDigits - i - 1));
      sb.append('.');
    } else {
      sb.append("0.");
      for (int z = 0; z < -wholeDigits; z++) sb.append('0');
    }
    for (; i != nDigits; i++) sb.append(buf.charAt(nDigits - i - 1));
  }

  private static boolean isScientific(int nDigits, int exp, int formatPrecision, int maxPadding) {
    if (maxPadding == 0) return true;
    if (exp >= 0) return exp > maxPadding || nDigits + exp > formatPrecision;
    int msd = exp + nDigits - 1;
    return msd < 0 && -msd > maxPadding;
  }

  private static void scientific(StringBuilder sb, StringBuilder buf, int exp, int formatPrecision,
      boolean truncateZero) {
    int nDigits = buf.length();
    sb.append(buf.charAt(nDigits - 1)).append('.');
    if (nDigits == 1 && truncateZero) {
      sb.append('0');
    } else {
      for (int i = 1; i != nDigits; i++) sb.append(buf.charAt(nDigits - 1 - i));
    }
    if (!truncateZero) {
      for (int i = nDigits - 1; i < formatPrecision; i++) sb.append('0');
    }
    sb.append(truncateZero ? 'E' : 'e').append(exp >= 0 ? '+' : '-');
    int abs = Math.abs(exp);
    if (!truncateZero && abs < 10) sb.append('0');
    sb.append(abs);
  }

  /**
   * Whether parsing {@code text} in the format of {@code bits} (rounding to nearest even) gives
   * {@code bits}. For f32 and f64 the JDK's parsers round that way (and are much cheaper than the
   * exact comparison, which every other format takes).
   */
  static boolean readsBackAs(String text, FloatBits bits) {
    if (bits.kind() == FloatType.Kind.F32) {
      return Float.floatToRawIntBits(Float.parseFloat(text)) == bits.raw().intValue();
    }
    if (bits.kind() == FloatType.Kind.F64) {
      return Double.doubleToRawLongBits(Double.parseDouble(text)) == bits.raw().longValue();
    }
    return readsBackExactly(text, bits);
  }

  /** {@link #readsBackAs} by comparing {@code text} with the midpoints to the neighbouring values. */
  static boolean readsBackExactly(String text, FloatBits bits) {
    BigDecimal d = new BigDecimal(text).abs();
    BigInteger raw = bits.raw().clearBit(bits.kind().width() - 1);
    BigDecimal v = exact(bits);
    BigDecimal next = exact(FloatBits.ofRaw(bits.kind(), raw.add(BigInteger.ONE)));
    BigDecimal half = new BigDecimal("0.5");
    BigDecimal hi = v.add(next).multiply(half);
    BigDecimal lo = raw.signum() == 0 ? v
        : v.add(exact(FloatBits.ofRaw(bits.kind(), raw.subtract(BigInteger.ONE)))).multiply(half);
    int cmpLo = d.compareTo(lo);
    int cmpHi = d.compareTo(hi);
    if (cmpLo > 0 && cmpHi < 0) return true;
    boolean even = !raw.testBit(0);
    return even && (cmpLo == 0 || cmpHi == 0);
  }

  /** |value| exactly; the all-ones exponent decodes as the power of two past the largest finite. */
  private static BigDecimal exact(FloatBits b) {
    BigInteger sig = b.significand();
    if (b.kind() != FloatType.Kind.F80 && b.exponentField() == b.maxExponentField()) {
      sig = BigInteger.ONE.shiftLeft(b.kind().precision() - 1);
    }
    int e = b.exponent() - (b.kind().precision() - 1);
    if (e >= 0) return new BigDecimal(sig.shiftLeft(e));
    return new BigDecimal(sig.multiply(BigInteger.valueOf(5).pow(-e)), -e);
  }
}
