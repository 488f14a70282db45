package rw.exec.interp.llvm;

import rw.exec.interp.Frame;
import rw.exec.interp.Step;
import rw.exec.memory.Memory;
import rw.exec.memory.Pointers;
import rw.exec.semantics.ValueKind;

/**
 * Fused getelementptr accesses (as in {@link MemorySteps}) whose base is the address of a global,
 * a constant: the step binds to the global's bytes on its first execution after the globals are
 * ready ({@link Memory#globalBytes}) and then reads or writes them at {@code offset + index *
 * scale} directly. Any offset outside the global, and any store into a read-only global, goes
 * through the checked path of {@link Memory}, which traps exactly as for any other access. This
 * is how the SPIR-V CPU runner pipeline reaches kernel buffers, so it is the kernels' hot path.
 */
final class GlobalAccessSteps {
  private static final byte[] UNBOUND = null;
  private static final byte[] CHECKED = new byte[0];

  private GlobalAccessSteps() {}

  /** Access through {@code base + offset + index * scale}; subclasses say how the index is made. */
  private abstract static class Access extends Step {
    final int v;
    final long base;
    private final long start;
    private final long offset;
    private final long scale;
    private final boolean write;
    private byte[] bytes = UNBOUND;

    Access(int v, long base, GepPlan g, boolean write) {
      this.v = v;
      this.base = base;
      this.start = Pointers.offset(base);
      this.offset = g.offset();
      this.scale = g.scales()[0];
      this.write = write;
    }

    abstract long index(long[] s);

    /** The byte offset into the global, before range checks. */
    final long delta(long[] s) {
      return offset + index(s) * scale;
    }

    final byte[] bytes(Frame f) {
      byte[] b = bytes;
      if (b != UNBOUND) return b;
      if (!f.machine.globalsReady()) return CHECKED;
      b = f.mem.globalBytes(base, write);
      bytes = b == null ? CHECKED : b;
      return bytes;
    }

    /** The in-range offset of an access of {@code n} bytes at {@code delta}, or -1. */
    final int at(byte[] b, long delta, int n) {
      long at = start + delta;
      return at >= 0 && at <= b.length - n ? (int) at : -1;
    }
  }

  private abstract static class Indexed extends Access {
    private final int i;

    Indexed(int v, long base, GepPlan g, boolean write) {
      super(v, base, g, write);
      this.i = g.indexSlots()[0];
    }

    @Override
    final long index(long[] s) {
      return s[i];
    }
  }

  private abstract static class MulAddIndexed extends Access {
    private final boolean i64;
    private final int x;
    private final int y;
    private final int z;

    MulAddIndexed(int v, long base, GepPlan g, boolean write, boolean i64, int[] index) {
      super(v, base, g, write);
      this.i64 = i64;
      this.x = index[0];
      this.y = index[1];
      this.z = index[2];
    }

    @Override
    final long index(long[] s) {
      long i = s[x] + s[y] * s[z];
      return i64 ? i : (int) i;
    }
  }

  static Step loadAt(ValueKind k, int d, long base, GepPlan g) {
    if (k.byteSize() == 4) {
      return new Indexed(d, base, g, false) {
        @Override
        public void execute(Frame f) {
          long[] s = f.s;
          long delta = delta(s);
          byte[] b = bytes(f);
          int at = at(b, delta, 4);
          s[v] = at >= 0 ? Memory.readI32(b, at) : f.mem.loadI32(Pointers.offsetBy(base, delta));
        }
      };
    }
    return new Indexed(d, base, g, false) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        long delta = delta(s);
        byte[] b = bytes(f);
        int at = at(b, delta, 8);
        s[v] = at >= 0 ? Memory.readI64(b, at) : f.mem.loadI64(Pointers.offsetBy(base, delta));
      }
    };
  }

  static Step storeAt(ValueKind k, int v, long base, GepPlan g) {
    if (k.byteSize() == 4) {
      return new Indexed(v, base, g, true) {
        @Override
        public void execute(Frame f) {
          long[] s = f.s;
          long delta = delta(s);
          byte[] b = bytes(f);
          int at = at(b, delta, 4);
          if (at >= 0) Memory.writeI32(b, at, (int) s[v]);
          else f.mem.storeI32(Pointers.offsetBy(base, delta), (int) s[v]);
        }
      };
    }
    return new Indexed(v, base, g, true) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        long delta = delta(s);
        byte[] b = bytes(f);
        int at = at(b, delta, 8);
        if (at >= 0) Memory.writeI64(b, at, s[v]);
        else f.mem.storeI64(Pointers.offsetBy(base, delta), s[v]);
      }
    };
  }

  static Step loadAt2(ValueKind k, int d, long base, GepPlan g, boolean i64, int[] index) {
    if (k.byteSize() == 4) {
      return new MulAddIndexed(d, base, g, false, i64, index) {
        @Override
        public void execute(Frame f) {
          long[] s = f.s;
          long delta = delta(s);
          byte[] b = bytes(f);
          int at = at(b, delta, 4);
          s[v] = at >= 0 ? Memory.readI32(b, at) : f.mem.loadI32(Pointers.offsetBy(base, delta));
        }
      };
    }
    return new MulAddIndexed(d, base, g, false, i64, index) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        long delta = delta(s);
        byte[] b = bytes(f);
        int at = at(b, delta, 8);
        s[v] = at >= 0 ? Memory.readI64(b, at) : f.mem.loadI64(Pointers.offsetBy(base, delta));
      }
    };
  }

  static Step storeAt2(ValueKind k, int v, long base, GepPlan g, boolean i64, int[] index) {
    if (k.byteSize() == 4) {
      return new MulAddIndexed(v, base, g, true, i64, index) {
        @Override
        public void execute(Frame f) {
          long[] s = f.s;
          long delta = delta(s);
          byte[] b = bytes(f);
          int at = at(b, delta, 4);
          if (at >= 0) Memory.writeI32(b, at, (int) s[v]);
          else f.mem.storeI32(Pointers.offsetBy(base, delta), (int) s[v]);
        }
      };
    }
    return new MulAddIndexed(v, base, g, true, i64, index) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        long delta = delta(s);
        byte[] b = bytes(f);
        int at = at(b, delta, 8);
        if (at >= 0) Memory.writeI64(b, at, s[v]);
        else f.mem.storeI64(Pointers.offsetBy(base, delta), s[v]);
      }
    };
  }
}
