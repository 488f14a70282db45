package rw.exec.semantics;

/**
 * LLVM's float arithmetic: {@code fadd fsub fmul fdiv frem fneg}, {@code minnum maxnum minimum
 * maximum}, {@code fabs copysign floor ceil trunc round roundeven fma}. {@code ...F32} methods
 * work on f32 and {@code ...F64} on f64; f16 and bf16 values are computed with the F32 method and
 * rounded with {@link NarrowFloat#round(float)}, which is exactly what LLVM's x86-64 backend does
 * (it promotes half and bfloat arithmetic to float) and, for the basic operations, correctly
 * rounded. Transcendental functions are in {@link MathSemantics}.
 *
 * <p>NaN results follow x86-64 (SSE), as measured with mlir-runner-22: an operation whose result
 * is NaN returns its first NaN operand, made quiet; an invalid operation without NaN operands
 * ({@code 0/0}, {@code inf-inf}, {@code 0*inf}, {@code frem x, 0}) returns the default NaN,
 * which has the sign bit set and prints as {@code -nan}. {@code fneg}, {@code fabs} and {@code
 * copysign} only touch the sign bit.
 */
public final class FloatSemantics {
  /** x86's default NaN for f32: quiet, sign bit set. */
  public static final float DEFAULT_NAN_F32 = Float.intBitsToFloat(0xFFC0_0000);
  /** x86's default NaN for f64: quiet, sign bit set. */
  public static final double DEFAULT_NAN_F64 = Double.longBitsToDouble(0xFFF8_0000_0000_0000L);

  private FloatSemantics() {}

  // ---- f32 -----------------------------------------------------------------------------------

  public static float addF32(float a, float b) {
    return nanAware(a + b, a, b);
  }

  public static float subF32(float a, float b) {
    return nanAware(a - b, a, b);
  }

  public static float mulF32(float a, float b) {
    return nanAware(a * b, a, b);
  }

  public static float divF32(float a, float b) {
    return nanAware(a / b, a, b);
  }

  /** {@code frem}: C's {@code fmod}, the remainder of the truncated quotient, exact. */
  public static float remF32(float a, float b) {
    return nanAware(a % b, a, b);
  }

  public static float negF32(float a) {
    return Float.intBitsToFloat(Float.floatToRawIntBits(a) ^ 0x8000_0000);
  }

  public static float fabsF32(float a) {
    return Float.intBitsToFloat(Float.floatToRawIntBits(a) & 0x7FFF_FFFF);
  }

  public static float copysignF32(float magnitude, float sign) {
    int m = Float.floatToRawIntBits(magnitude) & 0x7FFF_FFFF;
    return Float.intBitsToFloat(m | (Float.floatToRawIntBits(sign) & 0x8000_0000));
  }

  /** {@code llvm.intr.minnum}: a NaN operand is ignored; -0 is taken as less than +0. */
  public static float minnumF32(float a, float b) {
    if (a != a) return b != b ? quiet(a) : b;
    if (b != b) return a;
    return Math.min(a, b);
  }

  public static float maxnumF32(float a, float b) {
    if (a != a) return b != b ? quiet(a) : b;
    if (b != b) return a;
    return Math.max(a, b);
  }

  /** {@code llvm.intr.minimum}: NaN if either operand is NaN; -0 is less than +0. */
  public static float minimumF32(float a, float b) {
    return nanAware(Math.min(a, b), a, b);
  }

  public static float maximumF32(float a, float b) {
    return nanAware(Math.max(a, b), a, b);
  }

  public static float floorF32(float a) {
    return (float) Math.floor(a);
  }

  public static float ceilF32(float a) {
    return (float) Math.ceil(a);
  }

  public static float truncF32(float a) {
    return (float) truncF64(a);
  }

  /** {@code llvm.intr.round}: to nearest, halfway cases away from zero (C's {@code round}). */
  public static float roundF32(float a) {
    return (float) roundF64(a);
  }

  /** {@code llvm.intr.roundeven} (and {@code rint}): to nearest, halfway cases to even. */
  public static float roundevenF32(float a) {
    return (float) Math.rint(a);
  }

  /** {@code llvm.intr.fma}: {@code a*b+c} rounded once. */
  public static float fmaF32(float a, float b, float c) {
    float r = Math.fma(a, b, c);
    if (r == r) return r;
    if (a != a) return quiet(a);
    return nanAware(r, b, c);
  }

  // ---- f64 -----------------------------------------------------------------------------------

  public static double addF64(double a, double b) {
    return nanAware(a + b, a, b);
  }

  public static double subF64(double a, double b) {
    return nanAware(a - b, a, b);
  }

  public static double mulF64(double a, double b) {
    return nanAware(a * b, a, b);
  }

  public static double divF64(double a, double b) {
    return nanAware(a / b, a, b);
  }

  public static double remF64(double a, double b) {
    return nanAware(a % b, a, b);
  }

  public static double negF64(double a) {
    return Double.longBitsToDouble(Double.doubleToRawLongBits(a) ^ Long.MIN_VALUE);
  }

  public static double fabsF64(double a) {
    return Double.longBitsToDouble(Double.doubleToRawLongBits(a) & Long.MAX_VALUE);
  }

  public static double copysignF64(double magnitude, double sign) {
    long m = Double.doubleToRawLongBits(magnitude) & Long.MAX_VALUE;
    return Double.longBitsToDouble(m | (Double.doubleToRawLongBits(sign) & Long.MIN_VALUE));
  }

  public static double minnumF64(double a, double b) {
    if (a != a) return b != b ? quiet(a) : b;
    if (b != b) return a;
    return Math.min(a, b);
  }

  public static double maxnumF64(double a, double b) {
    if (a != a) return b != b ? quiet(a) : b;
    if (b != b) return a;
    return Math.max(a, b);
  }

  public static double minimumF64(double a, double b) {
    return nanAware(Math.min(a, b), a, b);
  }

  public static double maximumF64(double a, double b) {
    return nanAware(Math.max(a, b), a, b);
  }

  public static double floorF64(double a) {
    return Math.floor(a);
  }

  public static double ceilF64(double a) {
    return Math.ceil(a);
  }

  public static double truncF64(double a) {
    return a < 0 ? Math.ceil(a) : Math.floor(a);
  }

  public static double roundF64(double a) {
    double t = Math.floor(Math.abs(a));
    if (Math.abs(a) - t >= 0.5) t += 1;
    return Math.copySign(t, a);
  }

  public static double roundevenF64(double a) {
    return Math.rint(a);
  }

  public static double fmaF64(double a, double b, double c) {
    double r = Math.fma(a, b, c);
    if (r == r) return r;
    if (a != a) return quiet(a);
    return nanAware(r, b, c);
  }

  // ---- NaN rules -----------------------------------------------------------------------------

  /** {@code r}, or when it is NaN the NaN x86 would produce for operands {@code a, b}. */
  static float nanAware(float r, float a, float b) {
    if (r == r) return r;
    if (a != a) return quiet(a);
    if (b != b) return quiet(b);
    return DEFAULT_NAN_F32;
  }

  static double nanAware(double r, double a, double b) {
    if (r == r) return r;
    if (a != a) return quiet(a);
    if (b != b) return quiet(b);
    return DEFAULT_NAN_F64;
  }

  static float quiet(float nan) {
    return Float.intBitsToFloat(Float.floatToRawIntBits(nan) | 0x0040_0000);
  }

  static double quiet(double nan) {
    return Double.longBitsToDouble(Double.doubleToRawLongBits(nan) | 0x0008_0000_0000_0000L);
  }
}
