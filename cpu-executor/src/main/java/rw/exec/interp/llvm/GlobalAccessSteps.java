package rw.exec.interp.llvm;

import java.util.Arrays;
import rw.exec.interp.Frame;
import rw.exec.interp.Step;
import rw.exec.memory.Memory;
import rw.exec.memory.Pointers;
import rw.exec.semantics.ValueKind;
import rw.exec.trap.Trap;
import rw.ir.loc.Location;

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

  /**
   * Access of {@code size} (4 or 8) bytes through {@code base + offset + index * scale}; subclasses
   * say how the index is made. The size is a final field, so its test is a predicted branch.
   */
  private abstract static class Access extends Step {
    final int v;
    final long base;
    final long start;
    final long offset;
    final long scale;
    final int size;
    private final boolean write;
    private byte[] bytes = UNBOUND;

    Access(int v, long base, GepPlan g, boolean write, int size) {
      this.v = v;
      this.base = base;
      this.start = Pointers.offset(base);
      this.offset = g.offset();
      this.scale = g.scales()[0];
      this.write = write;
      this.size = size;
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

    /** The in-range offset of this access at {@code delta}, or -1. */
    final int at(byte[] b, long delta) {
      long at = start + delta;
      return at >= 0 && at <= b.length - size ? (int) at : -1;
    }

    /** The value at {@code delta}, sign-extended from 32 bits when the size is 4. */
    final long read(Frame f, long delta) {
      byte[] b = bytes(f);
      int at = at(b, delta);
      if (at >= 0) return size == 4 ? Memory.readI32(b, at) : Memory.readI64(b, at);
      long p = Pointers.offsetBy(base, delta);
      return size == 4 ? f.mem.loadI32(p) : f.mem.loadI64(p);
    }

    final void write(Frame f, long delta, long value) {
      byte[] b = bytes(f);
      int at = at(b, delta);
      if (at < 0) storeChecked(f, Pointers.offsetBy(base, delta), value);
      else if (size == 4) Memory.writeI32(b, at, (int) value);
      else Memory.writeI64(b, at, value);
    }

    private void storeChecked(Frame f, long p, long value) {
      if (size == 4) f.mem.storeI32(p, (int) value);
      else f.mem.storeI64(p, value);
    }
  }

  private abstract static class Indexed extends Access {
    final int i;

    Indexed(int v, long base, GepPlan g, boolean write, int size) {
      super(v, base, g, write, size);
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

    MulAddIndexed(int v, long base, GepPlan g, boolean write, int size, boolean i64, int[] index) {
      super(v, base, g, write, size);
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
    return new Load(d, base, g, k.byteSize());
  }

  /**
   * A load of a global at {@code s[i] * scale + offset}. Loads one after the other with the same
   * index and size (elementwise kernels read {@code a[i]}, {@code b[i]}, ...) merge into a {@link
   * LoadGroup}.
   */
  private static final class Load extends Indexed {
    Load(int d, long base, GepPlan g, int size) {
      super(d, base, g, false, size);
    }

    /** Loads at byte offset {@code scaled + offset} from the base, {@code scaled} being the index times scale. */
    void load(Frame f, long scaled) {
      f.s[v] = read(f, offset + scaled);
    }

    @Override
    public void execute(Frame f) {
      load(f, index(f.s) * scale);
    }

    boolean sameIndex(Load o) {
      return o.size == size && o.i == i && o.scale == scale;
    }

    @Override
    public Step mergeWith(Step next, Location here, Location there) {
      if (!(next instanceof Load o) || !sameIndex(o)) return null;
      return new LoadGroup(new Load[] {this, o}, new Location[] {here, there});
    }
  }
  /** Adjacent {@link Load}s with the same index, in one step; a trap gets the location of its own load. */
  private static final class LoadGroup extends Step {
    private final Load[] parts;
    private final Location[] locations;
    private final int i;
    private final long scale;

    LoadGroup(Load[] parts, Location[] locations) {
      this.parts = parts;
      this.locations = locations;
      this.i = parts[0].i;
      this.scale = parts[0].scale;
    }

    @Override
    public void execute(Frame f) {
      long scaled = f.s[i] * scale;
      Load[] p = parts;
      for (int k = 0; k < p.length; k++) {
        try {
          p[k].load(f, scaled);
        } catch (Trap t) {
          throw t.at(locations[k]);
        }
      }
    }

    @Override
    public Step mergeWith(Step next, Location here, Location there) {
      if (!(next instanceof Load o) || !parts[0].sameIndex(o)) return null;
      Load[] p = Arrays.copyOf(parts, parts.length + 1);
      Location[] l = Arrays.copyOf(locations, locations.length + 1);
      p[parts.length] = o;
      l[parts.length] = there;
      return new LoadGroup(p, l);
    }
  }

  static Step storeAt(ValueKind k, int v, long base, GepPlan g) {
    return new Indexed(v, base, g, true, k.byteSize()) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        write(f, delta(s), s[v]);
      }
    };
  }

  static Step loadAt2(ValueKind k, int d, long base, GepPlan g, boolean i64, int[] index) {
    return new MulAddIndexed(d, base, g, false, k.byteSize(), i64, index) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        s[v] = read(f, delta(s));
      }
    };
  }

  static Step storeAt2(ValueKind k, int v, long base, GepPlan g, boolean i64, int[] index) {
    return new MulAddIndexed(v, base, g, true, k.byteSize(), i64, index) {
      @Override
      public void execute(Frame f) {
        long[] s = f.s;
        write(f, delta(s), s[v]);
      }
    };
  }
}
