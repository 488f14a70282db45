package rw.exec.interp.llvm;

import static rw.exec.interp.SlotRepr.ofDouble;
import static rw.exec.interp.SlotRepr.ofFloat;
import static rw.exec.interp.SlotRepr.toDouble;
import static rw.exec.interp.SlotRepr.toFloat;
import static rw.exec.semantics.FloatSemantics.addF32;
import static rw.exec.semantics.FloatSemantics.addF64;
import static rw.exec.semantics.FloatSemantics.mulF32;
import static rw.exec.semantics.FloatSemantics.mulF64;

import rw.exec.interp.Frame;
import rw.exec.interp.Step;

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
    return new FmulAdd((f64 ? 2 : 0) + (productFirst ? 1 : 0), d, x, y, z);
  }

  /*
   * The width and order below are final fields the JIT sees as constant per step, so testing
   * them is a predicted branch; measured no slower on bench/kernels.sh than a class per variant.
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

  private static final class FmulAdd extends Ternary {
    /** 2 on f64, plus 1 when the product is the fadd's first operand. */
    private final int code;

    FmulAdd(int code, int d, int x, int y, int z) {
      super(d, x, y, z);
      this.code = code;
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = switch (code) {
        case 0 -> ofFloat(addF32(toFloat(s[x]), mulF32(toFloat(s[y]), toFloat(s[z]))));
        case 1 -> ofFloat(addF32(mulF32(toFloat(s[y]), toFloat(s[z])), toFloat(s[x])));
        case 2 -> ofDouble(addF64(toDouble(s[x]), mulF64(toDouble(s[y]), toDouble(s[z]))));
        default -> ofDouble(addF64(mulF64(toDouble(s[y]), toDouble(s[z])), toDouble(s[x])));
      };
    }
  }
}
