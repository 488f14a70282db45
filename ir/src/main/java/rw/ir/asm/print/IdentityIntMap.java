package rw.ir.asm.print;

/**
 * An open-addressing map from objects (by identity) to ints, for the printer's block numbers:
 * no boxing, no entry objects.
 */
final class IdentityIntMap {
  static final int ABSENT = Integer.MIN_VALUE;

  private Object[] keys;
  private int[] values;
  private int size;
  private int mask;

  IdentityIntMap(int expected) {
    int cap = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
    keys = new Object[cap];
    values = new int[cap];
    mask = cap - 1;
  }

  private static int hash(Object k) {
    int h = System.identityHashCode(k);
    return (h ^ (h >>> 16)) * 0x9E3779B1;
  }

  /** The value of {@code key}, or {@link #ABSENT}. */
  int get(Object key) {
    int i = hash(key) & mask;
    while (true) {
      Object k = keys[i];
      if (k == key) return values[i];
      if (k == null) return ABSENT;
      i = (i + 1) & mask;
    }
  }

  boolean containsKey(Object key) {
    return get(key) != ABSENT;
  }

  void put(Object key, int value) {
    int i = hash(key) & mask;
    while (true) {
      Object k = keys[i];
      if (k == key) {
        values[i] = value;
        return;
      }
      if (k == null) break;
      i = (i + 1) & mask;
    }
    keys[i] = key;
    values[i] = value;
    if (++size * 2 > keys.length) grow();
  }

  private void grow() {
    Object[] oldKeys = keys;
    int[] oldValues = values;
    keys = new Object[oldKeys.length * 2];
    values = new int[oldKeys.length * 2];
    mask = keys.length - 1;
    size = 0;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] != null) put(oldKeys[i], oldValues[i]);
    }
  }
}
