package rw.exec.interp.llvm;

import static rw.exec.interp.SlotRepr.ofDouble;
import static rw.exec.interp.SlotRepr.ofFloat;
import static rw.exec.interp.SlotRepr.toDouble;
import static rw.exec.interp.SlotRepr.toFloat;
import static rw.exec.semantics.FloatSemantics.addF32;
import static rw.exec.semantics.FloatSemantics.addF64;
import static rw.exec.semantics.FloatSemantics.divF32;
import static rw.exec.semantics.FloatSemantics.divF64;
import static rw.exec.semantics.FloatSemantics.mulF32;
import static rw.exec.semantics.FloatSemantics.mulF64;
import static rw.exec.semantics.FloatSemantics.subF32;
import static rw.exec.semantics.FloatSemantics.subF64;

import rw.exec.interp.Frame;

/**
 * The f32 and f64 steps of {@code fadd fsub fmul fdiv} (hot in kernels): one class, the operation
 * and width a decode-time constant switched on. The switch is a branch on a final field, which
 * the JIT predicts; a functional-interface field here would be one call site shared by all the
 * operations, megamorphic and not inlined, inside the interpreter's inner loop.
 */
final class FloatSteps {
  private FloatSteps() {}

  /** The four operations, in the order of the switch below. */
  enum Op {
    ADD,
    SUB,
    MUL,
    DIV
  }

  static Binary.Factory f32(Op op) {
    return (d, a, b) -> new Arith(op.ordinal(), d, a, b);
  }

  static Binary.Factory f64(Op op) {
    return (d, a, b) -> new Arith(4 + op.ordinal(), d, a, b);
  }

  private static final class Arith extends Binary {
    /** The operation's ordinal, plus 4 on f64. */
    private final int code;

    Arith(int code, int d, int a, int b) {
      super(d, a, b);
      this.code = code;
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      long x = s[a];
      long y = s[b];
      s[d] = switch (code) {
        case 0 -> ofFloat(addF32(toFloat(x), toFloat(y)));
        case 1 -> ofFloat(subF32(toFloat(x), toFloat(y)));
        case 2 -> ofFloat(mulF32(toFloat(x), toFloat(y)));
        case 3 -> ofFloat(divF32(toFloat(x), toFloat(y)));
        case 4 -> ofDouble(addF64(toDouble(x), toDouble(y)));
        case 5 -> ofDouble(subF64(toDouble(x), toDouble(y)));
        case 6 -> ofDouble(mulF64(toDouble(x), toDouble(y)));
        default -> ofDouble(divF64(toDouble(x), toDouble(y)));
      };
    }
  }
}
