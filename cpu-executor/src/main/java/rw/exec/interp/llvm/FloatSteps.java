package rw.exec.interp.llvm;

import rw.exec.interp.Frame;
import rw.exec.interp.SlotRepr;
import rw.exec.semantics.FloatSemantics;

/**
 * The f32 and f64 steps of {@code fadd fsub fmul fdiv} (hot in kernels): one class per width, the
 * operation a decode-time constant switched on. The switch is a branch on a final field, which
 * the JIT predicts; a functional-interface field here would be one call site shared by the four
 * operations, megamorphic and not inlined, inside the interpreter's inner loop.
 */
final class FloatSteps {
  private FloatSteps() {}

  /** The four operations, in the order of the switches below. */
  enum Op {
    ADD,
    SUB,
    MUL,
    DIV
  }

  static Binary.Factory f32(Op op) {
    return (d, a, b) -> new F32(op, d, a, b);
  }

  static Binary.Factory f64(Op op) {
    return (d, a, b) -> new F64(op, d, a, b);
  }

  private static final class F32 extends Binary {
    private final int op;

    F32(Op op, int d, int a, int b) {
      super(d, a, b);
      this.op = op.ordinal();
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      float x = SlotRepr.toFloat(s[a]);
      float y = SlotRepr.toFloat(s[b]);
      float r = switch (op) {
        case 0 -> FloatSemantics.addF32(x, y);
        case 1 -> FloatSemantics.subF32(x, y);
        case 2 -> FloatSemantics.mulF32(x, y);
        default -> FloatSemantics.divF32(x, y);
      };
      s[d] = SlotRepr.ofFloat(r);
    }
  }

  private static final class F64 extends Binary {
    private final int op;

    F64(Op op, int d, int a, int b) {
      super(d, a, b);
      this.op = op.ordinal();
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      double x = SlotRepr.toDouble(s[a]);
      double y = SlotRepr.toDouble(s[b]);
      double r = switch (op) {
        case 0 -> FloatSemantics.addF64(x, y);
        case 1 -> FloatSemantics.subF64(x, y);
        case 2 -> FloatSemantics.mulF64(x, y);
        default -> FloatSemantics.divF64(x, y);
      };
      s[d] = SlotRepr.ofDouble(r);
    }
  }
}
