package rw.exec.memory;

import rw.exec.trap.Trap;
import rw.exec.trap.TrapKind;

/**
 * Hands out allocation ids. Fresh ids are used first, so an id is not reused while the released
 * ids number fewer than {@code quarantine}; after that (and when fresh ids run out) the id
 * released longest ago is reused. A dangling pointer is therefore detected precisely until at
 * least {@code quarantine} other allocations have been released after its own, which keeps the
 * id tables bounded for programs that allocate in loops (allocas in a kernel's inner loop).
 */
final class IdPool {
  private final int quarantine;
  private int nextFresh = 1;
  private int[] ring = new int[64];
  private int head;
  private int count;

  IdPool(int quarantine) {
    if (quarantine < 0) throw new IllegalArgumentException("negative quarantine");
    this.quarantine = quarantine;
  }

  int take() {
    boolean freshLeft = nextFresh <= Pointers.MAX_ID;
    if (freshLeft && count < quarantine) return nextFresh++;
    if (count == 0) {
      if (freshLeft) return nextFresh++;
      throw new Trap(TrapKind.MEMORY_LIMIT,
          "more than " + Pointers.MAX_ID + " allocations are live at the same time");
    }
    int id = ring[head];
    head = (head + 1) % ring.length;
    count--;
    return id;
  }

  void release(int id) {
    if (count == ring.length) grow();
    ring[(head + count) % ring.length] = id;
    count++;
  }

  /** Ids released and not yet reused. */
  int releasedCount() {
    return count;
  }

  /** One more than the largest id ever handed out. */
  int idBound() {
    return nextFresh;
  }

  private void grow() {
    int[] bigger = new int[ring.length * 2];
    for (int i = 0; i < count; i++) bigger[i] = ring[(head + i) % ring.length];
    ring = bigger;
    head = 0;
  }
}
