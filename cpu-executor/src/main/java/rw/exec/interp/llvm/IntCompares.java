package rw.exec.interp.llvm;

import rw.exec.interp.BlockCode;
import rw.exec.interp.Edge;
import rw.exec.interp.Frame;
import rw.exec.interp.Step;
import rw.exec.interp.Terminator;
import rw.exec.semantics.ICmpPredicate;

/**
 * {@code llvm.icmp} as steps, and fused with the {@code llvm.cond_br} that consumes it as
 * terminators, one class per predicate. Slots hold integers sign-extended to 64 bits (pointers
 * as they are), so one 64-bit comparison serves every width: sign extension keeps both the
 * signed and the unsigned order of two values of the same width (see {@code CompareSemantics}).
 */
final class IntCompares {
  private IntCompares() {}

  static Step step(ICmpPredicate p, int d, int a, int b) {
    switch (p) {
      case EQ: return new Binary(d, a, b) { @Override public void execute(Frame f) { long[] s = f.s; s[d] = s[a] == s[b] ? -1L : 0L; } };
      case NE: return new Binary(d, a, b) { @Override public void execute(Frame f) { long[] s = f.s; s[d] = s[a] != s[b] ? -1L : 0L; } };
      case SLT: return new Binary(d, a, b) { @Override public void execute(Frame f) { long[] s = f.s; s[d] = s[a] < s[b] ? -1L : 0L; } };
      case SLE: return new Binary(d, a, b) { @Override public void execute(Frame f) { long[] s = f.s; s[d] = s[a] <= s[b] ? -1L : 0L; } };
      case SGT: return new Binary(d, a, b) { @Override public void execute(Frame f) { long[] s = f.s; s[d] = s[a] > s[b] ? -1L : 0L; } };
      case SGE: return new Binary(d, a, b) { @Override public void execute(Frame f) { long[] s = f.s; s[d] = s[a] >= s[b] ? -1L : 0L; } };
      case ULT: return new Binary(d, a, b) { @Override public void execute(Frame f) { long[] s = f.s; s[d] = Long.compareUnsigned(s[a], s[b]) < 0 ? -1L : 0L; } };
      case ULE: return new Binary(d, a, b) { @Override public void execute(Frame f) { long[] s = f.s; s[d] = Long.compareUnsigned(s[a], s[b]) <= 0 ? -1L : 0L; } };
      case UGT: return new Binary(d, a, b) { @Override public void execute(Frame f) { long[] s = f.s; s[d] = Long.compareUnsigned(s[a], s[b]) > 0 ? -1L : 0L; } };
      case UGE: return new Binary(d, a, b) { @Override public void execute(Frame f) { long[] s = f.s; s[d] = Long.compareUnsigned(s[a], s[b]) >= 0 ? -1L : 0L; } };
      default: throw new IllegalStateException(p.name());
    }
  }

  /** A conditional branch on {@code s[a] p s[b]}. */
  private abstract static class Branch extends Terminator {
    final int a;
    final int b;
    final Edge t;
    final Edge e;

    Branch(int a, int b, Edge t, Edge e) {
      this.a = a;
      this.b = b;
      this.t = t;
      this.e = e;
    }

    @Override
    public boolean isConditional() {
      return true;
    }
  }

  static Terminator branch(ICmpPredicate p, int a, int b, Edge t, Edge e) {
    switch (p) {
      case EQ: return new Branch(a, b, t, e) { @Override public BlockCode next(Frame f) { long[] s = f.s; return (s[a] == s[b] ? t : e).take(f); } };
      case NE: return new Branch(a, b, t, e) { @Override public BlockCode next(Frame f) { long[] s = f.s; return (s[a] != s[b] ? t : e).take(f); } };
      case SLT: return new Branch(a, b, t, e) { @Override public BlockCode next(Frame f) { long[] s = f.s; return (s[a] < s[b] ? t : e).take(f); } };
      case SLE: return new Branch(a, b, t, e) { @Override public BlockCode next(Frame f) { long[] s = f.s; return (s[a] <= s[b] ? t : e).take(f); } };
      case SGT: return new Branch(a, b, t, e) { @Override public BlockCode next(Frame f) { long[] s = f.s; return (s[a] > s[b] ? t : e).take(f); } };
      case SGE: return new Branch(a, b, t, e) { @Override public BlockCode next(Frame f) { long[] s = f.s; return (s[a] >= s[b] ? t : e).take(f); } };
      case ULT: return new Branch(a, b, t, e) { @Override public BlockCode next(Frame f) { long[] s = f.s; return (Long.compareUnsigned(s[a], s[b]) < 0 ? t : e).take(f); } };
      case ULE: return new Branch(a, b, t, e) { @Override public BlockCode next(Frame f) { long[] s = f.s; return (Long.compareUnsigned(s[a], s[b]) <= 0 ? t : e).take(f); } };
      case UGT: return new Branch(a, b, t, e) { @Override public BlockCode next(Frame f) { long[] s = f.s; return (Long.compareUnsigned(s[a], s[b]) > 0 ? t : e).take(f); } };
      case UGE: return new Branch(a, b, t, e) { @Override public BlockCode next(Frame f) { long[] s = f.s; return (Long.compareUnsigned(s[a], s[b]) >= 0 ? t : e).take(f); } };
      default: throw new IllegalStateException(p.name());
    }
  }
}
