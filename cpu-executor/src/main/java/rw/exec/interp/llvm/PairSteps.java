package rw.exec.interp.llvm;

import rw.exec.interp.Frame;
import rw.exec.interp.Step;

/**
 * Steps of two fused i32/i64 binary ops ({@link Fusions}): {@code s[d] = outer(s[x], inner(s[a],
 * s[b]))}, or with the inner result as the outer op's first operand. The ops are chosen by code
 * with a switch; the result of the inner op stays in a register. Semantics as the single steps
 * ({@code IntSemantics}): wrapping, shift amounts masked as x86 does.
 */
final class PairSteps {
  static final int ADD = 0;
  static final int SUB = 1;
  static final int MUL = 2;
  static final int AND = 3;
  static final int OR = 4;
  static final int XOR = 5;
  static final int SHL = 6;
  static final int LSHR = 7;
  static final int ASHR = 8;

  private PairSteps() {}

  /** The code of a binary op of {@link Fusions#BINARY}. */
  static int code(String opName) {
    int c = Fusions.BINARY.indexOf(opName);
    if (c < 0) throw new IllegalStateException("not a fusible binary op: " + opName);
    return c;
  }

  static long apply32(int op, long a, long b) {
    switch (op) {
      case ADD: return (int) (a + b);
      case SUB: return (int) (a - b);
      case MUL: return (int) a * (int) b;
      case AND: return a & b;
      case OR: return a | b;
      case XOR: return a ^ b;
      case SHL: return (int) a << (int) b;
      case LSHR: return (int) a >>> (int) b;
      default: return (int) a >> (int) b;
    }
  }

  static long apply64(int op, long a, long b) {
    switch (op) {
      case ADD: return a + b;
      case SUB: return a - b;
      case MUL: return a * b;
      case AND: return a & b;
      case OR: return a | b;
      case XOR: return a ^ b;
      case SHL: return a << b;
      case LSHR: return a >>> b;
      default: return a >> b;
    }
  }

  /** {@code outer} applied to {@code s[x]} and {@code inner(s[a], s[b])}; the inner result first when {@code innerFirst}. */
  static Step of(boolean i64, int outer, int inner, boolean innerFirst, int d, int x, int a, int b) {
    if (i64) {
      return new Pair(outer, inner, innerFirst, d, x, a, b) {
        @Override
        public void execute(Frame f) {
          long[] s = f.s;
          long in = apply64(this.inner, s[this.a], s[this.b]);
          s[this.d] = this.innerFirst ? apply64(this.outer, in, s[this.x]) : apply64(this.outer, s[this.x], in);
        }
      };
    }
    return new Pair(outer, inner, innerFirst, d, x, a, b) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        long in = apply32(this.inner, s[this.a], s[this.b]);
        s[this.d] = this.innerFirst ? apply32(this.outer, in, s[this.x]) : apply32(this.outer, s[this.x], in);
      }
    };
  }

  private abstract static class Pair extends Step {
    final int outer;
    final int inner;
    final boolean innerFirst;
    final int d;
    final int x;
    final int a;
    final int b;

    Pair(int outer, int inner, boolean innerFirst, int d, int x, int a, int b) {
      this.outer = outer;
      this.inner = inner;
      this.innerFirst = innerFirst;
      this.d = d;
      this.x = x;
      this.a = a;
      this.b = b;
    }
  }
}
