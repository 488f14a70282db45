package rw.exec.interp.llvm;

import rw.exec.interp.Frame;
import rw.exec.interp.SlotRepr;
import rw.exec.interp.Step;
import rw.exec.semantics.FloatSemantics;

/**
 * Steps of fused pairs ({@link Fusions}): {@code add(x, mul(y, z))} on i32 and i64 (wrapping
 * arithmetic is exact modulo 2^n, so one 64-bit expression truncated once gives the same
 * result), and {@code fadd} of an {@code fmul} on f32 and f64 with both roundings kept and the
 * operand order of the fadd (which decides which NaN is returned).
 */
final class FusedSteps {
  private FusedSteps() {}

  /** A step reading {@code x}, {@code y}, {@code z}, writing {@code d}. */
  private abstract static class Ternary extends Step {
    final int d;
    final int x;
    final int y;
    final int z;

    Ternary(int d, int x, int y, int z) {
      this.d = d;
      this.x = x;
      this.y = y;
      this.z = z;
    }
  }

  /** {@code add(x, mul(y, z))} on i64, or on i32 (truncated once) when not {@code i64}. */
  static Step mulAdd(boolean i64, int d, int x, int y, int z) {
    return new MulAdd(i64, d, x, y, z);
  }

  /** {@code fadd(x, fmul(y, z))}, or {@code fadd(fmul(y, z), x)} when {@code productFirst}. */
  static Step fmulAdd(boolean f64, boolean productFirst, int d, int x, int y, int z) {
    return f64 ? new FmulAddF64(productFirst, d, x, y, z) : new FmulAddF32(productFirst, d, x, y, z);
  }

  /*
   * The flags below are final fields the JIT sees as constant per step, so each is a predicted
   * branch; measured no slower on bench/kernels.sh than a class per variant.
   */
  private static final class MulAdd extends Ternary {
    private final boolean i64;

    MulAdd(boolean i64, int d, int x, int y, int z) {
      super(d, x, y, z);
      this.i64 = i64;
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      long r = s[x] + s[y] * s[z];
      s[d] = i64 ? r : (int) r;
    }
  }

  private static final class FmulAddF32 extends Ternary {
    private final boolean productFirst;

    FmulAddF32(boolean productFirst, int d, int x, int y, int z) {
      super(d, x, y, z);
      this.productFirst = productFirst;
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      float p = FloatSemantics.mulF32(SlotRepr.toFloat(s[y]), SlotRepr.toFloat(s[z]));
      float a = SlotRepr.toFloat(s[x]);
      s[d] = SlotRepr.ofFloat(productFirst ? FloatSemantics.addF32(p, a) : FloatSemantics.addF32(a, p));
    }
  }

  private static final class FmulAddF64 extends Ternary {
    private final boolean productFirst;

    FmulAddF64(boolean productFirst, int d, int x, int y, int z) {
      super(d, x, y, z);
      this.productFirst = productFirst;
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      double p = FloatSemantics.mulF64(SlotRepr.toDouble(s[y]), SlotRepr.toDouble(s[z]));
      double a = SlotRepr.toDouble(s[x]);
      s[d] = SlotRepr.ofDouble(productFirst ? FloatSemantics.addF64(p, a) : FloatSemantics.addF64(a, p));
    }
  }
}
