package rw.exec.interp.llvm;

import java.util.Locale;
import rw.exec.interp.DecodeError;
import rw.exec.interp.Frame;
import rw.exec.interp.HandlerTable;
import rw.exec.interp.OpDecoder;
import rw.exec.interp.SlotRepr;
import rw.exec.interp.Step;
import rw.exec.interp.Types;
import rw.exec.semantics.FloatSemantics;
import rw.exec.semantics.MathSemantics;
import rw.exec.semantics.NarrowFloat;
import rw.exec.semantics.ValueKind;

/**
 * The one-operand float intrinsics ({@code llvm.intr.sqrt fabs exp exp2 log log2 log10 sin cos
 * tan tanh floor ceil trunc round roundeven rint nearbyint}), the three-operand {@code fma} and
 * {@code fmuladd} (computed as fma, with one rounding, as x86-64 hosts with FMA units compute it),
 * and {@code powi}.
 */
final class FloatUnaryHandlers {
  private FloatUnaryHandlers() {}

  static void register(HandlerTable t) {
    for (MathSemantics.Unary fn : MathSemantics.Unary.values()) {
      String name = "llvm.intr." + fn.name().toLowerCase(Locale.ROOT);
      t.register(name, d -> FloatArithHandlers.unary(d, fn::f32, fn::f64));
    }
    t.register("llvm.intr.fabs", d -> FloatArithHandlers.unary(d, FloatSemantics::fabsF32, FloatSemantics::fabsF64));
    t.register("llvm.intr.floor", d -> FloatArithHandlers.unary(d, FloatSemantics::floorF32, FloatSemantics::floorF64));
    t.register("llvm.intr.ceil", d -> FloatArithHandlers.unary(d, FloatSemantics::ceilF32, FloatSemantics::ceilF64));
    t.register("llvm.intr.trunc", d -> FloatArithHandlers.unary(d, FloatSemantics::truncF32, FloatSemantics::truncF64));
    t.register("llvm.intr.round", d -> FloatArithHandlers.unary(d, FloatSemantics::roundF32, FloatSemantics::roundF64));
    t.register("llvm.intr.roundeven", d -> FloatArithHandlers.unary(d, FloatSemantics::roundevenF32, FloatSemantics::roundevenF64));
    t.register("llvm.intr.rint", d -> FloatArithHandlers.unary(d, FloatSemantics::roundevenF32, FloatSemantics::roundevenF64));
    t.register("llvm.intr.nearbyint", d -> FloatArithHandlers.unary(d, FloatSemantics::roundevenF32, FloatSemantics::roundevenF64));
    t.register("llvm.intr.fma", FloatUnaryHandlers::fma);
    t.register("llvm.intr.fmuladd", FloatUnaryHandlers::fma);
    t.register("llvm.intr.powi", FloatUnaryHandlers::powi);
  }

  private static void fma(OpDecoder d) {
    ValueKind k = FloatArithHandlers.kind(d);
    d.emit(new FmaOrPowi(false, k, d.result(), d.operand(0), d.operand(1), d.operand(2)));
  }

  /** {@code powi(x, n)}: x to the integer power n, computed as pow. */
  private static void powi(OpDecoder d) {
    ValueKind k = FloatArithHandlers.kind(d);
    if (!d.operandKind(1).isInteger()) throw new DecodeError("powi exponent must be an integer");
    d.emit(new FmaOrPowi(true, k, d.result(), d.operand(0), d.operand(1), -1));
  }

  /**
   * {@code fma(a, b, c)}, or {@code powi(a, b)} when {@code powi}: in double on f64, else in float
   * rounded once more to f16/bf16 when the kind is narrower.
   */
  private static final class FmaOrPowi extends Step {
    private final boolean powi;
    private final boolean f64;
    private final NarrowFloat narrow;
    private final int r;
    private final int a;
    private final int b;
    private final int c;

    FmaOrPowi(boolean powi, ValueKind k, int r, int a, int b, int c) {
      this.powi = powi;
      this.f64 = k == ValueKind.F64;
      this.narrow = f64 || k == ValueKind.F32 ? null : NarrowFloat.valueOf(k.name());
      this.r = r;
      this.a = a;
      this.b = b;
      this.c = c;
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      if (f64) {
        double x = SlotRepr.toDouble(s[a]);
        s[r] = SlotRepr.ofDouble(powi ? MathSemantics.powF64(x, s[b])
            : FloatSemantics.fmaF64(x, SlotRepr.toDouble(s[b]), SlotRepr.toDouble(s[c])));
        return;
      }
      float x = SlotRepr.toFloat(s[a]);
      float v = powi ? MathSemantics.powF32(x, s[b]) : FloatSemantics.fmaF32(x, SlotRepr.toFloat(s[b]), SlotRepr.toFloat(s[c]));
      s[r] = SlotRepr.ofFloat(narrow == null ? v : narrow.round(v));
    }
  }
}
