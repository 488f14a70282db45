package rw.exec.interp.llvm;

import rw.exec.interp.Frame;

/**
 * The common integer steps: one class for i32 and one for 64-bit values, the operation a
 * decode-time constant switched on (a branch on a final field, which the JIT predicts, where a
 * functional-interface field would be a megamorphic call in the interpreter's inner loop). Slots
 * hold i32 sign-extended, so {@code (int)} of a 64-bit result is the wrapped i32 result; and/or/xor
 * and the min/max intrinsics of sign-extended values are sign-extended at any width, so their
 * 64-bit step serves every width.
 */
final class IntSteps {
  private IntSteps() {}

  /** The operations; {@link I32} takes the first six, {@link I64} all but the shifts. */
  enum Op {
    ADD,
    SUB,
    MUL,
    SHL,
    ASHR,
    LSHR,
    AND,
    OR,
    XOR,
    SMIN,
    SMAX,
    UMIN,
    UMAX
  }

  static Binary.Factory i32(Op op) {
    if (op.ordinal() > Op.LSHR.ordinal()) throw new IllegalStateException("no i32 step for " + op);
    return (d, a, b) -> new I32(op, d, a, b);
  }

  static Binary.Factory i64(Op op) {
    if (op == Op.SHL || op == Op.ASHR || op == Op.LSHR) throw new IllegalStateException("no i64 step for " + op);
    return (d, a, b) -> new I64(op, d, a, b);
  }

  private static final class I32 extends Binary {
    private final int op;

    I32(Op op, int d, int a, int b) {
      super(d, a, b);
      this.op = op.ordinal();
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      int x = (int) s[a];
      int y = (int) s[b];
      s[d] = switch (op) {
        case 0 -> x + y;
        case 1 -> x - y;
        case 2 -> x * y;
        case 3 -> x << y;
        case 4 -> x >> y;
        default -> x >>> y;
      };
    }
  }

  private static final class I64 extends Binary {
    private final int op;

    I64(Op op, int d, int a, int b) {
      super(d, a, b);
      this.op = op.ordinal();
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      long x = s[a];
      long y = s[b];
      s[d] = switch (op) {
        case 0 -> x + y;
        case 1 -> x - y;
        case 2 -> x * y;
        case 6 -> x & y;
        case 7 -> x | y;
        case 8 -> x ^ y;
        case 9 -> Math.min(x, y);
        case 10 -> Math.max(x, y);
        case 11 -> Long.compareUnsigned(x, y) <= 0 ? x : y;
        default -> Long.compareUnsigned(x, y) >= 0 ? x : y;
      };
    }
  }
}
