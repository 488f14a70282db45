package rw.exec.semantics;

import static rw.exec.semantics.FloatSemantics.DEFAULT_NAN_F32;
import static rw.exec.semantics.FloatSemantics.DEFAULT_NAN_F64;
import static rw.exec.semantics.FloatSemantics.quiet;

/**
 * LLVM's math intrinsics ({@code llvm.intr.sqrt exp exp2 log log2 log10 sin cos tan tanh pow}),
 * which mlir-runner resolves to the C library. f64 uses {@link StrictMath} (fdlibm: the same
 * result on every JVM, within one ulp of glibc and almost always equal to it); f32 computes in
 * double and rounds once to float, as glibc's float functions do; f16/bf16 round the f32 result
 * with {@link NarrowFloat} (LLVM promotes them to float calls). {@code sqrt} is exact.
 *
 * <p>NaN results: a NaN input comes back quiet; an invalid input ({@code sqrt(-1)}, {@code
 * log(-1)}) gives x86's default NaN ({@code -nan}). {@code pow} follows C, not Java: {@code
 * pow(1, y)} and {@code pow(-1, ±inf)} are 1 even for NaN {@code y}.
 */
public final class MathSemantics {
  private static final double LN2 = 0.6931471805599453;

  private MathSemantics() {}

  public static float sqrtF32(float a) {
    return unary((float) Math.sqrt(a), a);
  }

  public static double sqrtF64(double a) {
    return unary(Math.sqrt(a), a);
  }

  public static float expF32(float a) {
    return unary((float) StrictMath.exp(a), a);
  }

  public static double expF64(double a) {
    return unary(StrictMath.exp(a), a);
  }

  public static float exp2F32(float a) {
    return unary((float) StrictMath.pow(2.0, a), a);
  }

  public static double exp2F64(double a) {
    return unary(StrictMath.pow(2.0, a), a);
  }

  public static float logF32(float a) {
    return unary((float) StrictMath.log(a), a);
  }

  public static double logF64(double a) {
    return unary(StrictMath.log(a), a);
  }

  public static float log10F32(float a) {
    return unary((float) StrictMath.log10(a), a);
  }

  public static double log10F64(double a) {
    return unary(StrictMath.log10(a), a);
  }

  public static float log2F32(float a) {
    return unary((float) log2(a), a);
  }

  public static double log2F64(double a) {
    return unary(log2(a), a);
  }

  public static float sinF32(float a) {
    return unary((float) StrictMath.sin(a), a);
  }

  public static double sinF64(double a) {
    return unary(StrictMath.sin(a), a);
  }

  public static float cosF32(float a) {
    return unary((float) StrictMath.cos(a), a);
  }

  public static double cosF64(double a) {
    return unary(StrictMath.cos(a), a);
  }

  public static float tanF32(float a) {
    return unary((float) StrictMath.tan(a), a);
  }

  public static double tanF64(double a) {
    return unary(StrictMath.tan(a), a);
  }

  public static float tanhF32(float a) {
    return unary((float) StrictMath.tanh(a), a);
  }

  public static double tanhF64(double a) {
    return unary(StrictMath.tanh(a), a);
  }

  public static float powF32(float a, float b) {
    return (float) powF64(a, b);
  }

  public static double powF64(double a, double b) {
    if (a == 1.0 || (a == -1.0 && Double.isInfinite(b))) return 1.0;
    double r = StrictMath.pow(a, b);
    return FloatSemantics.nanAware(r, a, b);
  }

  /** Base-2 logarithm; exact for powers of two. */
  static double log2(double a) {
    if (!(a > 0) || Double.isInfinite(a)) return StrictMath.log(a);
    int e = Math.getExponent(a);
    if (e < Double.MIN_EXPONENT) {
      a *= 0x1p54;
      e = Math.getExponent(a) - 54;
    }
    double m = Math.scalb(a, -Math.getExponent(a));
    return m == 1.0 ? e : e + StrictMath.log(m) / LN2;
  }

  private static float unary(float r, float a) {
    if (r == r) return r;
    return a != a ? quiet(a) : DEFAULT_NAN_F32;
  }

  private static double unary(double r, double a) {
    if (r == r) return r;
    return a != a ? quiet(a) : DEFAULT_NAN_F64;
  }
}
