package rw.exec.interp;

import rw.exec.memory.Memory;
import rw.exec.semantics.ValueKind;

/** Loads and stores of one scalar of a given kind, in slot representation ({@link SlotRepr}). */
public final class ScalarAccess {
  private ScalarAccess() {}

  public static long load(Memory m, ValueKind kind, long p) {
    switch (kind) {
      case I1: return m.loadI1(p);
      case I8: return m.loadI8(p);
      case I16: return m.loadI16(p);
      case I32: case F32: return m.loadI32(p);
      case I64: case F64: case PTR: return m.loadI64(p);
      case F16: return SlotRepr.ofFloat(m.loadF16(p));
      case BF16: return SlotRepr.ofFloat(m.loadBF16(p));
      default: throw new IllegalStateException("load of " + kind);
    }
  }

  public static void store(Memory m, ValueKind kind, long p, long bits) {
    switch (kind) {
      case I1: m.storeI1(p, (int) bits); break;
      case I8: m.storeI8(p, (int) bits); break;
      case I16: m.storeI16(p, (int) bits); break;
      case I32: case F32: m.storeI32(p, (int) bits); break;
      case I64: case F64: case PTR: m.storeI64(p, bits); break;
      case F16: m.storeF16(p, SlotRepr.toFloat(bits)); break;
      case BF16: m.storeBF16(p, SlotRepr.toFloat(bits)); break;
      default: throw new IllegalStateException("store of " + kind);
    }
  }
}
