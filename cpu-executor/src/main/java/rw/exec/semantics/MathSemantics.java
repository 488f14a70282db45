package rw.exec.semantics;

import static rw.exec.semantics.FloatSemantics.DEFAULT_NAN_F32;
import static rw.exec.semantics.FloatSemantics.DEFAULT_NAN_F64;
import static rw.exec.semantics.FloatSemantics.quiet;

import java.util.function.DoubleUnaryOperator;

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

  /**
   * The one-operand functions, each computed in double: {@link #f64} returns its result, {@link
   * #f32} rounds it once to float. A NaN result is made quiet or the default NaN as said above.
   */
  public enum Unary {
    SQRT(Math::sqrt),
    EXP(StrictMath::exp),
    EXP2(a -> StrictMath.pow(2.0, a)),
    LOG(StrictMath::log),
    LOG2(MathSemantics::log2),
    LOG10(StrictMath::log10),
    SIN(StrictMath::sin),
    COS(StrictMath::cos),
    TAN(StrictMath::tan),
    TANH(StrictMath::tanh);

    private final DoubleUnaryOperator fn;

    Unary(DoubleUnaryOperator fn) {
      this.fn = fn;
    }

    public float f32(float a) {
      float r = (float) fn.applyAsDouble(a);
      if (r == r) return r;
      return a != a ? quiet(a) : DEFAULT_NAN_F32;
    }

    public double f64(double a) {
      double r = fn.applyAsDouble(a);
      if (r == r) return r;
      return a != a ? quiet(a) : DEFAULT_NAN_F64;
    }
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
}
