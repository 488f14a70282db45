package rw.ir.attr;

import java.util.Locale;
import rw.ir.type.FloatType;

/**
 * {@link FloatSpelling} of f32 and f64 values in {@code long} arithmetic: the same steps as the
 * BigInteger conversion (APFloat's), with the products that outgrow a long done in 128 bits.
 * Values whose steps do not fit (huge integers, tiny fractions) are left to the BigInteger path.
 */
final class FloatDigits {
  /** 5^0 .. 5^27, the powers of five that fit in a long. */
  private static final long[] POW5 = new long[28];
  /** 10^0 .. 10^18. */
  private static final long[] POW10 = new long[19];
  private static final double LOG2_5 = Math.log(5) / Math.log(2);

  static {
    POW5[0] = 1;
    for (int i = 1; i < POW5.length; i++) POW5[i] = POW5[i - 1] * 5;
    POW10[0] = 1;
    for (int i = 1; i < POW10.length; i++) POW10[i] = POW10[i - 1] * 10;
  }

  private FloatDigits() {}

  /** The spelling of {@code value} as a float of {@code kind} (f32 or f64), or {@code null} to take the general path. */
  static String of(double value, FloatType.Kind kind) {
    boolean f32 = kind == FloatType.Kind.F32;
    if (f32 && (double) (float) value != value) return null;
    long raw = f32 ? Float.floatToRawIntBits((float) value) & 0xFFFFFFFFL : Double.doubleToRawLongBits(value);
    int mantissaBits = f32 ? 23 : 52;
    int field = (int) (raw >>> mantissaBits) & (f32 ? 0xFF : 0x7FF);
    if (field == (f32 ? 0xFF : 0x7FF)) return null;
    boolean negative = f32 ? (raw & 0x80000000L) != 0 : raw < 0;
    long mantissa = raw & ((1L << mantissaBits) - 1);
    int bias = f32 ? 127 : 1023;
    long significand = field == 0 ? mantissa : mantissa | (1L << mantissaBits);
    int exponent = field == 0 ? 1 - bias : field - bias;
    int precisionBits = mantissaBits + 1;
    String sci = decimal(negative, significand, exponent, precisionBits, 6, 0, false);
    if (sci == null) return null;
    if (significand == 0 || readsBack(sci, f32, raw)) return sci;
    String shortest = decimal(negative, significand, exponent, precisionBits, 0, 3, true);
    if (shortest == null) return null;
    if (shortest.indexOf('.') >= 0) return shortest;
    return "0x" + (f32 ? Integer.toHexString((int) raw) : Long.toHexString(raw)).toUpperCase(Locale.ROOT);
  }

  private static boolean readsBack(String text, boolean f32, long raw) {
    if (f32) return (Float.floatToRawIntBits(Float.parseFloat(text)) & 0xFFFFFFFFL) == raw;
    return Double.doubleToRawLongBits(Double.parseDouble(text)) == raw;
  }

  /** {@link FloatSpelling#decimal} of the value {@code significand * 2^(exponent - precisionBits + 1)}, or {@code null}. */
  static String decimal(boolean negative, long significand, int exponent, int precisionBits, int formatPrecision,
      int maxPadding, boolean truncateZero) {
    StringBuilder sb = new StringBuilder(24);
    if (negative) sb.append('-');
    if (significand == 0) return FloatSpelling.zero(sb, formatPrecision, maxPadding, truncateZero);
    if (formatPrecision == 0) formatPrecision = 2 + precisionBits * 59 / 196;
    int exp = exponent - (precisionBits - 1);
    int trailing = Long.numberOfTrailingZeros(significand);
    exp += trailing;
    long sig = significand >>> trailing;
    int bitsRequired = (formatPrecision * 196 + 58) / 59;
    long kept;
    int[] expRef = new int[1];
    if (exp >= 0) {
      if (bitLength(sig) + exp > 63) return null;
      sig <<= exp;
      int t = tensRemovable(bitLength(sig), bitsRequired);
      expRef[0] = t;
      kept = sig / POW10[t];
    } else {
      int k = -exp;
      int bits = productBitLength(sig, k);
      if (bits < 0) return null;
      int t = tensRemovable(bits, bitsRequired);
      expRef[0] = exp + t;
      kept = t <= k ? shiftedProduct(sig, k - t, t) : smallQuotient(sig, k, t);
      if (kept < 0) return null;
    }
    StringBuilder digits = FloatSpelling.reversedDigits(Long.toString(kept), expRef);
    FloatSpelling.roundDigits(digits, expRef, formatPrecision);
    FloatSpelling.format(sb, digits, expRef[0], formatPrecision, maxPadding, truncateZero);
    return sb.toString();
  }

  private static int bitLength(long v) {
    return 64 - Long.numberOfLeadingZeros(v);
  }

  /** APFloat's count of decimal digits that cannot matter (FloatSpelling.dropTens). */
  private static int tensRemovable(int bits, int bitsRequired) {
    return bits <= bitsRequired ? 0 : (bits - bitsRequired) * 59 / 196;
  }

  /** The bit length of {@code sig * 5^k}, or -1 when it cannot be told for sure. */
  private static int productBitLength(long sig, int k) {
    if (k < POW5.length) {
      long hi = Math.multiplyHigh(sig, POW5[k]);
      return hi != 0 ? 128 - Long.numberOfLeadingZeros(hi) : bitLength(sig * POW5[k]);
    }
    double log2 = Math.log(sig) / Math.log(2) + k * LOG2_5;
    double floor = Math.floor(log2);
    if (log2 - floor < 1e-9 || floor + 1 - log2 < 1e-9) return -1;
    return (int) floor + 1;
  }

  /** floor(sig * 5^m / 2^t) (that is floor(sig * 5^(m+t) / 10^t)), or -1 when it does not fit. */
  private static long shiftedProduct(long sig, int m, int t) {
    if (m >= POW5.length || t > 127) return -1;
    long hi = Math.multiplyHigh(sig, POW5[m]);
    long lo = sig * POW5[m];
    if (t >= 64) return hi >>> (t - 64);
    long high = t == 0 ? hi : hi >>> t;
    long low = t == 0 ? lo : (lo >>> t) | (hi << (64 - t));
    return high != 0 || low < 0 ? -1 : low;
  }

  /** floor(sig * 5^k / 10^t) for {@code t > k}, or -1 when it does not fit. */
  private static long smallQuotient(long sig, int k, int t) {
    if (k >= POW5.length || t >= POW10.length || Math.multiplyHigh(sig, POW5[k]) != 0) return -1;
    long product = sig * POW5[k];
    return product < 0 ? -1 : product / POW10[t];
  }
}
