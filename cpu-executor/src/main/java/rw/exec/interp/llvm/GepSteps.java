package rw.exec.interp.llvm;

import rw.exec.interp.Frame;
import rw.exec.interp.Step;
import rw.exec.memory.Pointers;

/** {@code llvm.getelementptr} steps by number of dynamic indices (0, 1, 2, any). */
final class GepSteps {
  private GepSteps() {}

  static Step of(int d, GepPlan g) {
    switch (g.dynamicCount()) {
      case 0: return new Const(d, g.base(), g.offset());
      case 1: return new One(d, g.base(), g.offset(), g.indexSlots()[0], g.scales()[0]);
      case 2: return new Two(d, g);
      default: return new Many(d, g);
    }
  }

  static final class Const extends Step {
    private final int d;
    private final int base;
    private final long offset;

    Const(int d, int base, long offset) {
      this.d = d;
      this.base = base;
      this.offset = offset;
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = Pointers.offsetBy(s[base], offset);
    }
  }

  static final class One extends Step {
    private final int d;
    private final int base;
    private final long offset;
    private final int i;
    private final long scale;

    One(int d, int base, long offset, int i, long scale) {
      this.d = d;
      this.base = base;
      this.offset = offset;
      this.i = i;
      this.scale = scale;
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = Pointers.offsetBy(s[base], offset + s[i] * scale);
    }
  }

  static final class Two extends Step {
    private final int d;
    private final int base;
    private final long offset;
    private final int i;
    private final long si;
    private final int j;
    private final long sj;

    Two(int d, GepPlan g) {
      this.d = d;
      this.base = g.base();
      this.offset = g.offset();
      this.i = g.indexSlots()[0];
      this.si = g.scales()[0];
      this.j = g.indexSlots()[1];
      this.sj = g.scales()[1];
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      s[d] = Pointers.offsetBy(s[base], offset + s[i] * si + s[j] * sj);
    }
  }

  static final class Many extends Step {
    private final int d;
    private final int base;
    private final long offset;
    private final int[] slots;
    private final long[] scales;

    Many(int d, GepPlan g) {
      this.d = d;
      this.base = g.base();
      this.offset = g.offset();
      this.slots = g.indexSlots();
      this.scales = g.scales();
    }

    @Override
    public void execute(Frame f) {
      long[] s = f.s;
      long delta = offset;
      for (int k = 0; k < slots.length; k++) delta += s[slots[k]] * scales[k];
      s[d] = Pointers.offsetBy(s[base], delta);
    }
  }
}
