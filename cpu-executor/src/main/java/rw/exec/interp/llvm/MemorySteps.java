package rw.exec.interp.llvm;

import rw.exec.interp.Frame;
import rw.exec.interp.ScalarAccess;
import rw.exec.interp.Shape;
import rw.exec.interp.Step;
import rw.exec.memory.Pointers;
import rw.exec.semantics.ValueKind;

/**
 * Load and store steps. f32 and i32 move the same 4 bytes (slots hold float bits), f64, i64 and
 * ptr the same 8. The {@code ...At} steps have a getelementptr with one dynamic index fused in:
 * the address is {@code base + offset + s[i] * scale}; the {@code ...At2} steps also the add and
 * mul computing the index.
 */
final class MemorySteps {
  private MemorySteps() {}

  static Step load(ValueKind k, int d, int p) {
    switch (k) {
      case I32: case F32: return new Unary(d, p) { @Override public void execute(Frame f) { f.s[d] = f.mem.loadI32(f.s[a]); } };
      case I64: case F64: case PTR: return new Unary(d, p) { @Override public void execute(Frame f) { f.s[d] = f.mem.loadI64(f.s[a]); } };
      case I8: return new Unary(d, p) { @Override public void execute(Frame f) { f.s[d] = f.mem.loadI8(f.s[a]); } };
      default: return new Unary(d, p) { @Override public void execute(Frame f) { f.s[d] = ScalarAccess.load(f.mem, k, f.s[a]); } };
    }
  }

  static Step store(ValueKind k, int v, int p) {
    switch (k) {
      case I32: case F32: return new Unary(v, p) { @Override public void execute(Frame f) { f.mem.storeI32(f.s[a], (int) f.s[d]); } };
      case I64: case F64: case PTR: return new Unary(v, p) { @Override public void execute(Frame f) { f.mem.storeI64(f.s[a], f.s[d]); } };
      case I8: return new Unary(v, p) { @Override public void execute(Frame f) { f.mem.storeI8(f.s[a], (int) f.s[d]); } };
      default: return new Unary(v, p) { @Override public void execute(Frame f) { ScalarAccess.store(f.mem, k, f.s[a], f.s[d]); } };
    }
  }

  /** Whether {@link #loadAt} and {@link #storeAt} have a step for kind {@code k}. */
  static boolean hasFusedAccess(ValueKind k) {
    return k.byteSize() == 4 || k.byteSize() == 8;
  }

  static Step loadAt(ValueKind k, int d, GepPlan g) {
    if (k.byteSize() == 4) return new Indexed(d, g) { @Override public void execute(Frame f) { long[] s = f.s; s[v] = f.mem.loadI32(address(s)); } };
    return new Indexed(d, g) { @Override public void execute(Frame f) { long[] s = f.s; s[v] = f.mem.loadI64(address(s)); } };
  }

  static Step storeAt(ValueKind k, int v, GepPlan g) {
    if (k.byteSize() == 4) return new Indexed(v, g) { @Override public void execute(Frame f) { long[] s = f.s; f.mem.storeI32(address(s), (int) s[v]); } };
    return new Indexed(v, g) { @Override public void execute(Frame f) { long[] s = f.s; f.mem.storeI64(address(s), s[v]); } };
  }

  /** An access through {@code base + offset + s[i] * scale}; {@code v} is the loaded or stored value's slot. */
  private abstract static class Indexed extends Step {
    final int v;
    private final int base;
    private final long offset;
    private final int i;
    private final long scale;

    Indexed(int v, GepPlan g) {
      this.v = v;
      this.base = g.base();
      this.offset = g.offset();
      this.i = g.indexSlots()[0];
      this.scale = g.scales()[0];
    }

    final long address(long[] s) {
      return Pointers.offsetBy(s[base], offset + s[i] * scale);
    }
  }

  static Step loadAt2(ValueKind k, int d, GepPlan g, boolean i64, int[] index) {
    if (k.byteSize() == 4) return new Indexed2(d, g, i64, index) { @Override public void execute(Frame f) { long[] s = f.s; s[v] = f.mem.loadI32(address(s)); } };
    return new Indexed2(d, g, i64, index) { @Override public void execute(Frame f) { long[] s = f.s; s[v] = f.mem.loadI64(address(s)); } };
  }

  static Step storeAt2(ValueKind k, int v, GepPlan g, boolean i64, int[] index) {
    if (k.byteSize() == 4) return new Indexed2(v, g, i64, index) { @Override public void execute(Frame f) { long[] s = f.s; f.mem.storeI32(address(s), (int) s[v]); } };
    return new Indexed2(v, g, i64, index) { @Override public void execute(Frame f) { long[] s = f.s; f.mem.storeI64(address(s), s[v]); } };
  }

  /**
   * An access through {@code base + offset + (x + y * z) * scale}, the index computed in i32
   * (wrapping, then sign-extended) or i64 as the fused add and mul would.
   */
  private abstract static class Indexed2 extends Step {
    final int v;
    private final int base;
    private final long offset;
    private final long scale;
    private final boolean i64;
    private final int x;
    private final int y;
    private final int z;

    Indexed2(int v, GepPlan g, boolean i64, int[] index) {
      this.v = v;
      this.base = g.base();
      this.offset = g.offset();
      this.scale = g.scales()[0];
      this.i64 = i64;
      this.x = index[0];
      this.y = index[1];
      this.z = index[2];
    }

    final long address(long[] s) {
      long i = s[x] + s[y] * s[z];
      if (!i64) i = (int) i;
      return Pointers.offsetBy(s[base], offset + i * scale);
    }
  }

  static Step loadAggregate(Shape shape, int d, int p) {
    return new Step() {
      @Override
      public void execute(Frame f) {
        f.o[d] = shape.load(f.mem, f.s[p]);
      }
    };
  }

  static Step storeAggregate(Shape shape, int v, int p) {
    return new Step() {
      @Override
      public void execute(Frame f) {
        shape.store(f.mem, f.s[p], f.o[v]);
      }
    };
  }
}
