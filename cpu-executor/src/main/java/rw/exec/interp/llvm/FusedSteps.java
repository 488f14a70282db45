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

  /** {@code add(x, mul(y, z))} on i64, or on i32 (truncated once) when not {@code i64}. */
  static Step mulAdd(boolean i64, int d, int x, int y, int z) {
    return new Fused(i64 ? 5 : 4, d, x, y, z);
  }

  /** {@code fadd(x, fmul(y, z))}, or {@code fadd(fmul(y, z), x)} when {@code productFirst}. */
  static Step fmulAdd(boolean f64, boolean productFirst, int d, int x, int y, int z) {
    return new Fused((f64 ? 2 : 0) + (productFirst ? 1 : 0), d, x, y, z);
  }

  /**
   * A step reading {@code x}, {@code y}, {@code z}, writing {@code d}; which of the six fused
   * forms it computes is a final field switched on (a predicted branch; measured no slower on
   * bench/kernels.sh than the class per form it replaces).
   */
  private static final class Fused extends Step {
    /** 0..3 fmul-fadd (2 on f64, plus 1 when the product comes first); 4, 5 i32, i64 mul-add. */
    private final int code;
    private final int d;
    private final int x;
    private final int y;
    private final int z;

    Fused(int code, int d, int x, int y, int z) {
      this.code = code;
      this.d = d;
      this.x = x;
      this.y = y;
      this.z = z;
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = switch (code) {
        case 0 -> ofFloat(addF32(toFloat(s[x]), mulF32(toFloat(s[y]), toFloat(s[z]))));
        case 1 -> ofFloat(addF32(mulF32(toFloat(s[y]), toFloat(s[z])), toFloat(s[x])));
        case 2 -> ofDouble(addF64(toDouble(s[x]), mulF64(toDouble(s[y]), toDouble(s[z]))));
        case 3 -> ofDouble(addF64(mulF64(toDouble(s[y]), toDouble(s[z])), toDouble(s[x])));
        case 4 -> (int) (s[x] + s[y] * s[z]);
        default -> s[x] + s[y] * s[z];
      };
    }
  }
}
