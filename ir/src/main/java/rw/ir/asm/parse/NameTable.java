package rw.ir.asm.parse;

import java.nio.charset.StandardCharsets;

/**
 * A hash map from names to values that can be queried with a byte range of the source text
 * without making a String (names are byte strings: one char per byte). Open addressing with
 * linear probing; removal shifts later entries back, so probe chains stay short. A cache of
 * spellings keeps each key as its bytes too: a lookup by byte range then compares bytes with
 * bytes (many keys are long spellings of types and dictionaries, which {@code String.charAt}
 * compares slowly). Tables of short names put and removed all the time (SSA value names) do
 * not, so that a put makes no copy of the name.
 */
final class NameTable<V> {
  private String[] keys = new String[64];
  /** The bytes of each key, or null for the whole table when the keys are compared as strings. */
  private byte[][] keyBytes;
  private Object[] values = new Object[64];
  private int[] hashes = new int[64];
  private int size;

  /** A table whose byte-range lookups compare bytes (a cache of long spellings). */
  NameTable() {
    this(true);
  }

  /** @param byteKeys whether to keep each key's bytes, for faster lookups by byte range */
  NameTable(boolean byteKeys) {
    if (byteKeys) keyBytes = new byte[64][];
  }

  @SuppressWarnings("unchecked")
  V get(byte[] buf, int start, int end) {
    int h = hash(buf, start, end);
    int mask = keys.length - 1;
    for (int i = h & mask; ; i = (i + 1) & mask) {
      String k = keys[i];
      if (k == null) return null;
      if (hashes[i] != h) continue;
      if (keyBytes != null ? equals(keyBytes[i], buf, start, end) : equals(k, buf, start, end)) return (V) values[i];
    }
  }

  @SuppressWarnings("unchecked")
  V get(String name) {
    int h = hash(name);
    int mask = keys.length - 1;
    for (int i = h & mask; ; i = (i + 1) & mask) {
      String k = keys[i];
      if (k == null) return null;
      if (hashes[i] == h && k.equals(name)) return (V) values[i];
    }
  }

  /** Maps {@code name} to {@code value}, replacing an existing mapping. */
  void put(String name, V value) {
    if ((size + 1) * 2 > keys.length) grow();
    int h = hash(name);
    int mask = keys.length - 1;
    for (int i = h & mask; ; i = (i + 1) & mask) {
      String k = keys[i];
      if (k == null) {
        keys[i] = name;
        if (keyBytes != null) keyBytes[i] = bytesOf(name);
        values[i] = value;
        hashes[i] = h;
        size++;
        return;
      }
      if (hashes[i] == h && k.equals(name)) {
        values[i] = value;
        return;
      }
    }
  }

  private void grow() {
    String[] oldKeys = keys;
    byte[][] oldKeyBytes = keyBytes;
    Object[] oldValues = values;
    int[] oldHashes = hashes;
    int n = oldKeys.length * 2;
    keys = new String[n];
    if (oldKeyBytes != null) keyBytes = new byte[n][];
    values = new Object[n];
    hashes = new int[n];
    int mask = n - 1;
    for (int j = 0; j < oldKeys.length; j++) {
      if (oldKeys[j] == null) continue;
      int i = oldHashes[j] & mask;
      while (keys[i] != null) i = (i + 1) & mask;
      keys[i] = oldKeys[j];
      if (oldKeyBytes != null) keyBytes[i] = oldKeyBytes[j];
      values[i] = oldValues[j];
      hashes[i] = oldHashes[j];
    }
  }

  /** Removes the mapping of {@code name}, if any; returns the value it had (or null). */
  @SuppressWarnings("unchecked")
  V remove(String name) {
    int h = hash(name);
    int mask = keys.length - 1;
    int i = h & mask;
    while (true) {
      String k = keys[i];
      if (k == null) return null;
      if (hashes[i] == h && k.equals(name)) break;
      i = (i + 1) & mask;
    }
    V removed = (V) values[i];
    int hole = i;
    for (int j = (hole + 1) & mask; keys[j] != null; j = (j + 1) & mask) {
      int home = hashes[j] & mask;
      boolean movable = hole <= j ? (home <= hole || home > j) : (home <= hole && home > j);
      if (!movable) continue;
      keys[hole] = keys[j];
      if (keyBytes != null) keyBytes[hole] = keyBytes[j];
      values[hole] = values[j];
      hashes[hole] = hashes[j];
      hole = j;
    }
    keys[hole] = null;
    if (keyBytes != null) keyBytes[hole] = null;
    values[hole] = null;
    size--;
    return removed;
  }

  /** {@link String#hashCode} of the byte string {@code [start, end)}, spread. */
  static int hash(byte[] buf, int start, int end) {
    int h = 0;
    for (int i = start; i < end; i++) h = 31 * h + (buf[i] & 0xFF);
    return h ^ (h >>> 16);
  }

  /** The same hash as {@link #hash(byte[], int, int)} of the name's bytes: the string's (cached) hash code, spread. */
  static int hash(String s) {
    int h = s.hashCode();
    return h ^ (h >>> 16);
  }

  /** The bytes of a byte string (its ISO-8859-1 encoding), or null when a char is above 255 (no byte range spells it). */
  private static byte[] bytesOf(String name) {
    for (int i = 0; i < name.length(); i++) {
      if (name.charAt(i) > 0xFF) return null;
    }
    return name.getBytes(StandardCharsets.ISO_8859_1);
  }

  private static boolean equals(String k, byte[] buf, int start, int end) {
    // Names are byte strings (one char per byte, below 256), so their hash codes are those of the bytes.
    if (k.length() != end - start) return false;
    for (int i = 0; i < k.length(); i++) {
      if (k.charAt(i) != (buf[start + i] & 0xFF)) return false;
    }
    return true;
  }

  private static boolean equals(byte[] k, byte[] buf, int start, int end) {
    if (k == null) return false;
    int n = k.length;
    if (n != end - start) return false;
    for (int i = 0; i < n; i++) {
      if (k[i] != buf[start + i]) return false;
    }
    return true;
  }
}
