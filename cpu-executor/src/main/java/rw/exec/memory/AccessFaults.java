package rw.exec.memory;

import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;

/** Explains a failed access as a {@link Trap}: only called once an access has failed. */
final class AccessFaults {
  private AccessFaults() {}

  /**
   * The trap for an {@code access} ("load", "store", "memcpy source"...) of {@code size} bytes
   * at {@code ptr}, where {@code target} is the allocation the pointer names (null if none).
   */
  static Trap explain(String access, long ptr, long size, Allocation target, boolean write) {
    String what = access + " of " + bytes(size);
    if (Pointers.id(ptr) == 0) return nullAccess(what, ptr);
    if (target == null) {
      return new Trap(TrapKind.INVALID_POINTER,
          what + " through invalid pointer " + Pointers.hex(ptr) + ": it points into no allocation");
    }
    if (target.isReleased()) return useAfterRelease(what, target, write);
    if (write && target.isReadOnly()) {
      return new Trap(TrapKind.WRITE_TO_READ_ONLY, what + " into read-only " + target.describe());
    }
    return outOfBounds(what, Pointers.signedOffset(ptr), size, target);
  }

  private static Trap nullAccess(String what, long ptr) {
    String where = ptr == 0 ? "a null pointer" : "null pointer + " + ptr;
    return new Trap(TrapKind.NULL_DEREFERENCE, what + " through " + where);
  }

  private static Trap useAfterRelease(String what, Allocation target, boolean write) {
    String when = target.kind() == AllocationKind.STACK
        ? " after its function returned"
        : " after it was freed";
    return new Trap(TrapKind.USE_AFTER_FREE, what + (write ? " into " : " from ") + target.describe() + when);
  }

  private static Trap outOfBounds(String what, long offset, long size, Allocation target) {
    boolean partly = offset >= 0 && offset < target.size();
    String relation = partly ? " reaches past the end of " : " is out of bounds of ";
    return new Trap(TrapKind.OUT_OF_BOUNDS,
        what + " at offset " + offset + relation + target.describe());
  }

  static String bytes(long n) {
    return n == 1 ? "1 byte" : Long.toUnsignedString(n) + " bytes";
  }
}
