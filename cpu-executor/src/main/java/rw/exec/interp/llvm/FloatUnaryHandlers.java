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
    int r = d.result();
    int a = d.operand(0);
    int b = d.operand(1);
    int c = d.operand(2);
    if (k == ValueKind.F64) {
      d.emit(new Step() {
        @Override
        public void execute(Frame f) {
          long[] s = f.s;
          s[r] = SlotRepr.ofDouble(FloatSemantics.fmaF64(SlotRepr.toDouble(s[a]), SlotRepr.toDouble(s[b]), SlotRepr.toDouble(s[c])));
        }
      });
      return;
    }
    NarrowFloat narrow = k == ValueKind.F32 ? null : NarrowFloat.valueOf(k.name());
    d.emit(new Step() {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        float v = FloatSemantics.fmaF32(SlotRepr.toFloat(s[a]), SlotRepr.toFloat(s[b]), SlotRepr.toFloat(s[c]));
        s[r] = SlotRepr.ofFloat(narrow == null ? v : narrow.round(v));
      }
    });
  }

  /** {@code powi(x, n)}: x to the integer power n, computed as pow. */
  private static void powi(OpDecoder d) {
    ValueKind k = FloatArithHandlers.kind(d);
    if (!d.operandKind(1).isInteger()) throw new DecodeError("powi exponent must be an integer");
    int r = d.result();
    int a = d.operand(0);
    int b = d.operand(1);
    if (k == ValueKind.F64) {
      d.emit(new Step() {
        @Override
        public void execute(Frame f) {
          long[] s = f.s;
          s[r] = SlotRepr.ofDouble(MathSemantics.powF64(SlotRepr.toDouble(s[a]), s[b]));
        }
      });
      return;
    }
    NarrowFloat narrow = k == ValueKind.F32 ? null : NarrowFloat.valueOf(k.name());
    d.emit(new Step() {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        float v = MathSemantics.powF32(SlotRepr.toFloat(s[a]), s[b]);
        s[r] = SlotRepr.ofFloat(narrow == null ? v : narrow.round(v));
      }
    });
  }
}
