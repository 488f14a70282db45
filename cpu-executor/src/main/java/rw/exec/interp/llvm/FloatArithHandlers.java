package rw.exec.interp.llvm;

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
 * Float arithmetic on f16, bf16, f32 and f64 ({@link FloatSemantics}, {@link MathSemantics}):
 * {@code fadd fsub fmul fdiv frem fneg} and the float intrinsics MLIR's lowerings emit ({@code
 * llvm.intr.sqrt fabs exp ... pow fma minnum maximum copysign}). f16/bf16 compute in f32 and round
 * once, as LLVM does on x86-64. Fast-math flags are ignored (rw computes the IEEE result).
 */
public final class FloatArithHandlers {
  private FloatArithHandlers() {}

  @FunctionalInterface
  interface F32Op {
    float apply(float a, float b);
  }

  @FunctionalInterface
  interface F64Op {
    double apply(double a, double b);
  }

  @FunctionalInterface
  interface F32Fn {
    float apply(float a);
  }

  @FunctionalInterface
  interface F64Fn {
    double apply(double a);
  }

  public static void register(HandlerTable t) {
    t.register("llvm.fadd", FloatArithHandlers::fadd);
    t.register("llvm.fsub", d -> fast(d, FloatSteps.Op.SUB, FloatSemantics::subF32));
    t.register("llvm.fmul", FloatArithHandlers::fmul);
    t.register("llvm.fdiv", d -> fast(d, FloatSteps.Op.DIV, FloatSemantics::divF32));
    t.register("llvm.frem", d -> binary(d, FloatSemantics::remF32, FloatSemantics::remF64));
    t.register("llvm.intr.minnum", d -> binary(d, FloatSemantics::minnumF32, FloatSemantics::minnumF64));
    t.register("llvm.intr.maxnum", d -> binary(d, FloatSemantics::maxnumF32, FloatSemantics::maxnumF64));
    t.register("llvm.intr.minimum", d -> binary(d, FloatSemantics::minimumF32, FloatSemantics::minimumF64));
    t.register("llvm.intr.maximum", d -> binary(d, FloatSemantics::maximumF32, FloatSemantics::maximumF64));
    t.register("llvm.intr.copysign", d -> binary(d, FloatSemantics::copysignF32, FloatSemantics::copysignF64));
    t.register("llvm.intr.pow", d -> binary(d, MathSemantics::powF32, MathSemantics::powF64));
    t.register("llvm.fneg", d -> unary(d, FloatSemantics::negF32, FloatSemantics::negF64));
    FloatUnaryHandlers.register(t);
    t.markFoldable("llvm.fadd", "llvm.fsub", "llvm.fmul", "llvm.fdiv", "llvm.frem", "llvm.fneg");
  }

  /** The float kind of the op's result, checked against its first operand. */
  static ValueKind kind(OpDecoder d) {
    ValueKind k = Types.floatKind(d.resultType());
    if (Types.floatKind(d.operandType(0)) != k) throw new DecodeError("operand and result types differ");
    return k;
  }

  private static void fadd(OpDecoder d) {
    int k = d.fuses() ? Fusions.fusedFmulOperand(d.op()) : -1;
    if (k < 0) {
      fast(d, FloatSteps.Op.ADD, FloatSemantics::addF32);
      return;
    }
    OpDecoder mul = d.forOp(d.op().operand(k).definingOp());
    boolean f64 = kind(d) == ValueKind.F64;
    d.emit(FusedSteps.fmulAdd(f64, k == 0, d.result(), d.operand(1 - k), mul.operand(0), mul.operand(1)));
  }

  private static void fmul(OpDecoder d) {
    if (d.fuses() && Fusions.isAbsorbed(d.op())) return;
    fast(d, FloatSteps.Op.MUL, FloatSemantics::mulF32);
  }

  private static void fast(OpDecoder d, FloatSteps.Op op, F32Op narrow) {
    ValueKind k = kind(d);
    if (k == ValueKind.F32) d.emit(FloatSteps.f32(op).make(d.result(), d.operand(0), d.operand(1)));
    else if (k == ValueKind.F64) d.emit(FloatSteps.f64(op).make(d.result(), d.operand(0), d.operand(1)));
    else d.emit(narrowBinary(narrow, NarrowFloat.valueOf(k.name()), d));
  }

  static void binary(OpDecoder d, F32Op single, F64Op dbl) {
    ValueKind k = kind(d);
    if (k == ValueKind.F64) d.emit(f64Binary(dbl, d));
    else if (k == ValueKind.F32) d.emit(f32Binary(single, d));
    else d.emit(narrowBinary(single, NarrowFloat.valueOf(k.name()), d));
  }

  static void unary(OpDecoder d, F32Fn single, F64Fn dbl) {
    ValueKind k = kind(d);
    if (k == ValueKind.F64) {
      d.emit(new Unary(d.result(), d.operand(0)) {
        @Override
        public void execute(Frame f) {
          long[] s = f.s;
          s[this.d] = SlotRepr.ofDouble(dbl.apply(SlotRepr.toDouble(s[a])));
        }
      });
      return;
    }
    NarrowFloat narrow = k == ValueKind.F32 ? null : NarrowFloat.valueOf(k.name());
    d.emit(new Unary(d.result(), d.operand(0)) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        float r = single.apply(SlotRepr.toFloat(s[a]));
        s[this.d] = SlotRepr.ofFloat(narrow == null ? r : narrow.round(r));
      }
    });
  }

  private static Step f64Binary(F64Op op, OpDecoder d) {
    return new Binary(d.result(), d.operand(0), d.operand(1)) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        s[this.d] = SlotRepr.ofDouble(op.apply(SlotRepr.toDouble(s[a]), SlotRepr.toDouble(s[b])));
      }
    };
  }

  private static Step f32Binary(F32Op op, OpDecoder d) {
    return new Binary(d.result(), d.operand(0), d.operand(1)) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        s[this.d] = SlotRepr.ofFloat(op.apply(SlotRepr.toFloat(s[a]), SlotRepr.toFloat(s[b])));
      }
    };
  }

  private static Step narrowBinary(F32Op op, NarrowFloat format, OpDecoder d) {
    return new Binary(d.result(), d.operand(0), d.operand(1)) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        s[this.d] = SlotRepr.ofFloat(format.round(op.apply(SlotRepr.toFloat(s[a]), SlotRepr.toFloat(s[b]))));
      }
    };
  }
}
