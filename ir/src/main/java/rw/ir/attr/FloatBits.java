package rw.ir.attr;

import java.math.BigInteger;
import rw.ir.type.FloatType;

/**
 * The bit pattern of a floating-point value in one of the builtin formats, decomposed into sign,
 * biased exponent field and trailing significand field. {@link FloatAttr} holds values as
 * {@code double}s; this converts them exactly (every value of the narrower formats is a double)
 * and back, NaN payloads included.
 */
public record FloatBits(FloatType.Kind kind, boolean negative, int exponentField, BigInteger mantissa) {

  /** Exponent bits of {@code kind}. */
  public static int exponentBits(FloatType.Kind kind) {
    return kind == FloatType.Kind.F80 ? 15 : kind.width() - kind.precision();
  }

  /** Bits of the stored significand field (without the implicit bit; f80 stores its integer bit). */
  public static int mantissaBits(FloatType.Kind kind) {
    return kind == FloatType.Kind.F80 ? 64 : kind.precision() - 1;
  }

  static int bias(FloatType.Kind kind) {
    return (1 << (exponentBits(kind) - 1)) - 1;
  }

  /** The all-ones exponent field (infinities and NaNs). */
  public int maxExponentField() {
    return (1 << exponentBits(kind)) - 1;
  }

  public boolean isNaN() {
    return exponentField == maxExponentField() && !stripIntegerBit().equals(BigInteger.ZERO);
  }

  public boolean isInfinite() {
    return exponentField == maxExponentField() && stripIntegerBit().equals(BigInteger.ZERO);
  }

  public boolean isZero() {
    return exponentField == 0 && mantissa.signum() == 0;
  }

  private BigInteger stripIntegerBit() {
    return kind == FloatType.Kind.F80 ? mantissa.clearBit(63) : mantissa;
  }

  /** The raw bits as an unsigned integer. */
  public BigInteger raw() {
    BigInteger r = BigInteger.valueOf(exponentField).shiftLeft(mantissaBits(kind)).or(mantissa);
    return negative ? r.setBit(kind.width() - 1) : r;
  }

  /** Decomposes raw bits of {@code kind}. */
  public static FloatBits ofRaw(FloatType.Kind kind, BigInteger raw) {
    int mb = mantissaBits(kind);
    BigInteger mant = raw.and(BigInteger.ONE.shiftLeft(mb).subtract(BigInteger.ONE));
    int field = raw.shiftRight(mb).intValue() & ((1 << exponentBits(kind)) - 1);
    return new FloatBits(kind, raw.testBit(kind.width() - 1), field, mant);
  }

  public static FloatBits ofRaw(FloatType.Kind kind, long raw) {
    return ofRaw(kind, new BigInteger(Long.toUnsignedString(raw)));
  }

  /** The bits of {@code value} in {@code kind}; the value must be representable (NaN payloads are shifted). */
  public static FloatBits of(double value, FloatType.Kind kind) {
    long raw = Double.doubleToRawLongBits(value);
    if (kind == FloatType.Kind.F64) return ofRaw(kind, raw);
    boolean neg = raw < 0;
    int field = (int) ((raw >>> 52) & 0x7FF);
    long frac = raw & ((1L << 52) - 1);
    if (field == 0x7FF) return special(kind, neg, frac);
    if (field == 0 && frac == 0) return new FloatBits(kind, neg, 0, integerBitFor(kind, BigInteger.ZERO, false));
    long m = field == 0 ? frac : frac | (1L << 52);
    int q = field == 0 ? -1074 : field - 1075;
    return normalise(kind, neg, m, q);
  }

  private static FloatBits special(FloatType.Kind kind, boolean neg, long frac) {
    int mb = mantissaBits(kind) - (kind == FloatType.Kind.F80 ? 1 : 0);
    BigInteger payload = BigInteger.valueOf(frac);
    payload = mb >= 52 ? payload.shiftLeft(mb - 52) : payload.shiftRight(52 - mb);
    if (frac != 0 && payload.signum() == 0) payload = BigInteger.ONE.shiftLeft(mb - 1);
    int maxField = (1 << exponentBits(kind)) - 1;
    return new FloatBits(kind, neg, maxField, integerBitFor(kind, payload, true));
  }

  private static BigInteger integerBitFor(FloatType.Kind kind, BigInteger frac, boolean set) {
    return kind == FloatType.Kind.F80 && set ? frac.setBit(63) : frac;
  }

  /** value = m * 2^q, m > 0. */
  private static FloatBits normalise(FloatType.Kind kind, boolean neg, long m, int q) {
    int p = kind.precision();
    int top = 63 - Long.numberOfLeadingZeros(m);
    int e = top + q;
    int emin = 1 - bias(kind);
    BigInteger sig = BigInteger.valueOf(m);
    if (e >= emin) {
      int shift = (p - 1) - top;
      sig = shift >= 0 ? sig.shiftLeft(shift) : sig.shiftRight(-shift);
      BigInteger field = kind == FloatType.Kind.F80 ? sig : sig.clearBit(p - 1);
      return new FloatBits(kind, neg, e + bias(kind), field);
    }
    int shift = q - emin + (p - 1);
    sig = shift >= 0 ? sig.shiftLeft(shift) : sig.shiftRight(-shift);
    return new FloatBits(kind, neg, 0, sig);
  }

  /** The value as a double (exact for all formats up to f64; NaN payloads are shifted). */
  public double toDouble() {
    if (kind == FloatType.Kind.F64) return Double.longBitsToDouble(raw().longValue());
    int mb = mantissaBits(kind) - (kind == FloatType.Kind.F80 ? 1 : 0);
    if (exponentField == maxExponentField()) {
      BigInteger frac = stripIntegerBit();
      long payload = (mb >= 52 ? frac.shiftRight(mb - 52) : frac.shiftLeft(52 - mb)).longValue();
      if (frac.signum() != 0 && payload == 0) payload = 1L << 51;
      long bits = (negative ? 1L << 63 : 0) | (0x7FFL << 52) | payload;
      return Double.longBitsToDouble(bits);
    }
    double magnitude = new java.math.BigDecimal(significand()).doubleValue();
    double v = Math.scalb(magnitude, exponent() - (kind.precision() - 1));
    return negative ? -v : v;
  }

  /** The significand with its integer bit, as an integer (APFloat's view). */
  public BigInteger significand() {
    if (kind == FloatType.Kind.F80 || exponentField == 0) return mantissa;
    return mantissa.setBit(kind.precision() - 1);
  }

  /** The unbiased exponent of the significand's leading bit position (emin for denormals). */
  public int exponent() {
    return exponentField == 0 ? 1 - bias(kind) : exponentField - bias(kind);
  }
}
