package rw.exec.semantics;

/**
 * The 16-bit float formats: IEEE binary16 ({@code f16}) and bfloat16 ({@code bf16}). Values are
 * held as {@code float} (see {@link ValueRepr}); this class converts between that form and the
 * 16-bit encoding, and rounds wider values into the format. All rounding is IEEE
 * round-to-nearest-even and done once from the exact source value (no double rounding).
 * Overflow gives infinity; NaNs stay NaN with their sign and the top bits of their payload.
 */
public enum NarrowFloat {
  F16(5, 10),
  BF16(8, 7);

  private final int fracBits;
  private final int bias;
  private final int maxBiased;
  private final int signBit;
  private final int infBits;
  private final int quietBit;
  private final int emin;

  NarrowFloat(int expBits, int fracBits) {
    this.fracBits = fracBits;
    this.bias = (1 << (expBits - 1)) - 1;
    this.maxBiased = (1 << expBits) - 1;
    this.signBit = 1 << (expBits + fracBits);
    this.infBits = maxBiased << fracBits;
    this.quietBit = 1 << (fracBits - 1);
    this.emin = 1 - bias;
  }

  /** The value of the 16-bit encoding {@code bits} (low 16 bits used), exactly, as a float. */
  public float fromBits(int bits) {
    boolean neg = (bits & signBit) != 0;
    int biased = (bits >>> fracBits) & maxBiased;
    int frac = bits & (quietBit * 2 - 1);
    if (biased == maxBiased) {
      int f32 = (neg ? 0x8000_0000 : 0) | 0x7F80_0000 | (frac << (23 - fracBits));
      return Float.intBitsToFloat(f32);
    }
    int m = biased == 0 ? frac : frac | (1 << fracBits);
    int e = (biased == 0 ? emin : biased - bias) - fracBits;
    float v = Math.scalb((float) m, e);
    return neg ? -v : v;
  }

  /**
   * The 16-bit encoding of {@code x}, which must be representable in this format (a value
   * produced by {@link #round}); NaN payload bits are kept, so {@code toBits(fromBits(b)) == b}.
   */
  public int toBits(float x) {
    if (!Float.isNaN(x)) return roundToBits(x);
    int f32 = Float.floatToRawIntBits(x);
    int frac = (f32 & 0x007F_FFFF) >>> (23 - fracBits);
    if (frac == 0) frac = quietBit;
    return (f32 < 0 ? signBit : 0) | infBits | frac;
  }

  /** {@code x} rounded to this format, as a float. */
  public float round(float x) {
    return fromBits(roundToBits(x));
  }

  /** {@code x} rounded to this format (once, from the double), as a float. */
  public float round(double x) {
    return fromBits(roundToBits(x));
  }

  /** The encoding of {@code x} rounded to this format; NaN becomes a quiet NaN. */
  public int roundToBits(double x) {
    long b = Double.doubleToRawLongBits(x);
    boolean neg = b < 0;
    int e = (int) (b >>> 52) & 0x7FF;
    long f = b & 0x000F_FFFF_FFFF_FFFFL;
    if (e == 0x7FF) return nonFinite(neg, f);
    if (e == 0) return roundMagnitude(neg, f, -1074);
    return roundMagnitude(neg, f | (1L << 52), e - 1075);
  }

  /**
   * The integer {@code v} rounded to this format: signed, or when {@code unsigned} the 64-bit
   * pattern read as an unsigned number.
   */
  public float fromLong(long v, boolean unsigned) {
    boolean neg = !unsigned && v < 0;
    return fromBits(roundMagnitude(neg, neg ? -v : v, 0));
  }

  private int nonFinite(boolean neg, long frac) {
    int sign = neg ? signBit : 0;
    if (frac == 0) return sign | infBits;
    return sign | infBits | quietBit | (int) (frac >>> (52 - fracBits));
  }

  /** Rounds {@code (-1)^neg * mag * 2^exp}, {@code mag} read as unsigned, to an encoding. */
  private int roundMagnitude(boolean neg, long mag, int exp) {
    int sign = neg ? signBit : 0;
    if (mag == 0) return sign;
    int lead = exp + 63 - Long.numberOfLeadingZeros(mag);
    int quantum = Math.max(lead, emin) - fracBits;
    int shift = quantum - exp;
    long m = shift <= 0 ? mag << -shift : shiftRoundingEven(mag, shift);
    if (m == 1L << (fracBits + 1)) {
      m >>>= 1;
      quantum++;
    }
    int biased = m >= 1L << fracBits ? quantum + fracBits + bias : 0;
    if (biased >= maxBiased) return sign | infBits;
    return sign | (biased << fracBits) | (int) (m & ((1L << fracBits) - 1));
  }

  /** {@code mag >>> shift} (mag unsigned, shift >= 1) rounded to nearest, ties to even. */
  static long shiftRoundingEven(long mag, int shift) {
    if (shift > 64) return 0;
    if (shift == 64) return Long.compareUnsigned(mag, 1L << 63) > 0 ? 1 : 0;
    long q = mag >>> shift;
    long rem = mag & ((1L << shift) - 1);
    long half = 1L << (shift - 1);
    if (Long.compareUnsigned(rem, half) > 0 || (rem == half && (q & 1) == 1)) q++;
    return q;
  }
}
