package rw.exec.memory;

import java.util.Arrays;
import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;

/**
 * The live stack allocations in allocation order, and the stack bytes they are charged: each
 * counts its size rounded up to 16 bytes, at least 16, as a native stack aligns them.
 */
final class StackTracker {
  private int[] ids = new int[64];
  private long[] charges = new long[64];
  private int depth;
  private long bytes;

  /** The bytes an alloca of {@code size} is charged; traps when over {@code limit}. */
  long charge(long size, long limit) {
    long charged = granules(size);
    if (charged > limit - bytes) {
      throw new Trap(TrapKind.STACK_OVERFLOW, "stack overflow: an alloca of "
          + Long.toUnsignedString(size) + " bytes with " + bytes + " bytes of stack in use exceeds the"
          + " stack limit of " + limit + " bytes (allocas in a loop or deep recursion; see --max-stack)");
    }
    return charged;
  }

  static long granules(long size) {
    if (size < 0 || size > Long.MAX_VALUE - 15) return Long.MAX_VALUE;
    return Math.max(16, (size + 15) & ~15L);
  }

  void push(int id, long charged) {
    if (depth == ids.length) {
      ids = Arrays.copyOf(ids, depth * 2);
      charges = Arrays.copyOf(charges, depth * 2);
    }
    ids[depth] = id;
    charges[depth] = charged;
    depth++;
    bytes += charged;
  }

  /** Removes the most recent allocation and returns its id. */
  int pop() {
    depth--;
    bytes -= charges[depth];
    return ids[depth];
  }

  int depth() {
    return depth;
  }

  long bytes() {
    return bytes;
  }
}
