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

  static Step mulAdd(boolean i64, int d, int x, int y, int z) {
    if (i64) {
      return new Ternary(d, x, y, z) {
        @Override
        public void execute(Frame f) {
          long[] s = f.s;
          s[this.d] = s[this.x] + s[this.y] * s[this.z];
        }
      };
    }
    return new Ternary(d, x, y, z) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        s[this.d] = (int) (s[this.x] + s[this.y] * s[this.z]);
      }
    };
  }

  /** {@code fadd(x, fmul(y, z))}, or {@code fadd(fmul(y, z), x)} when {@code productFirst}. */
  static Step fmulAdd(boolean f64, boolean productFirst, int d, int x, int y, int z) {
    if (f64) return productFirst ? new ProductFirstF64(d, x, y, z) : new AddendFirstF64(d, x, y, z);
    return productFirst ? new ProductFirstF32(d, x, y, z) : new AddendFirstF32(d, x, y, z);
  }

  private static final class AddendFirstF32 extends Ternary {
    AddendFirstF32(int d, int x, int y, int z) {
      super(d, x, y, z);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      float p = FloatSemantics.mulF32(SlotRepr.toFloat(s[y]), SlotRepr.toFloat(s[z]));
      s[d] = SlotRepr.ofFloat(FloatSemantics.addF32(SlotRepr.toFloat(s[x]), p));
    }
  }

  private static final class ProductFirstF32 extends Ternary {
    ProductFirstF32(int d, int x, int y, int z) {
      super(d, x, y, z);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      float p = FloatSemantics.mulF32(SlotRepr.toFloat(s[y]), SlotRepr.toFloat(s[z]));
      s[d] = SlotRepr.ofFloat(FloatSemantics.addF32(p, SlotRepr.toFloat(s[x])));
    }
  }

  private static final class AddendFirstF64 extends Ternary {
    AddendFirstF64(int d, int x, int y, int z) {
      super(d, x, y, z);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      double p = FloatSemantics.mulF64(SlotRepr.toDouble(s[y]), SlotRepr.toDouble(s[z]));
      s[d] = SlotRepr.ofDouble(FloatSemantics.addF64(SlotRepr.toDouble(s[x]), p));
    }
  }

  private static final class ProductFirstF64 extends Ternary {
    ProductFirstF64(int d, int x, int y, int z) {
      super(d, x, y, z);
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      double p = FloatSemantics.mulF64(SlotRepr.toDouble(s[y]), SlotRepr.toDouble(s[z]));
      s[d] = SlotRepr.ofDouble(FloatSemantics.addF64(p, SlotRepr.toDouble(s[x])));
    }
  }
}
