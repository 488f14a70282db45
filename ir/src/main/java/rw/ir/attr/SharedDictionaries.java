package rw.ir.attr;

import rw.ir.type.DialectType;

/**
 * Shares the small dictionaries of plain values (numbers, types compared by value, dense arrays,
 * strings, units) that passes build again and again: the properties of constant, load,
 * getelementptr and most other ops. A lowered module holds hundreds of thousands of them with a few thousand
 * distinct ones, and sharing them saves the collector copying a dictionary, a list and an entry
 * per property for each op. Attributes are immutable values, so a shared dictionary is
 * indistinguishable from a fresh one; only values whose equality says everything about them are
 * shared (not a type that a context names, such as an identified struct, which compares by name
 * alone and so could come from another context).
 *
 * <p>The table is a direct-mapped cache shared by all threads, without a lock: a slot holds the
 * last dictionary whose hash led there, and a miss overwrites it. Racing threads may overwrite
 * each other's entries, which costs a share, never a wrong answer: a dictionary and everything it
 * holds are reached through final fields, so a thread that reads one from a slot sees it whole
 * (the Java memory model's guarantee for final fields). Neither a thread-local table nor a hash
 * map: on C1, which compiles rw, {@code ThreadLocal.get} calls into the VM and a map lookup costs
 * several calls more than one array read.
 */
final class SharedDictionaries {
  private static final int SLOTS = 1 << 14;
  private static final int MAX_ENTRIES = 4;
  private static final DictionaryAttr[] TABLE = new DictionaryAttr[SLOTS];

  private SharedDictionaries() {}

  /** Whether a dictionary of {@code entries} is small, of values cheap to hash, and so worth sharing. */
  static boolean shares(NamedAttribute[] entries) {
    if (entries.length > MAX_ENTRIES) return false;
    for (NamedAttribute e : entries) {
      if (!isPlain(e.value())) return false;
    }
    return true;
  }

  private static boolean isPlain(Attribute v) {
    if (v instanceof IntegerAttr i) return DialectType.comparesByValue(i.type());
    if (v instanceof FloatAttr f) return DialectType.comparesByValue(f.type());
    if (v instanceof DenseArrayAttr d) return DialectType.comparesByValue(d.elementType());
    if (v instanceof TypeAttr t) return DialectType.comparesByValue(t.type());
    if (v instanceof StringAttr s) return s.type() == null;
    return v instanceof UnitAttr;
  }

  /** {@code dict}, or an equal dictionary made before and still in its slot. */
  static DictionaryAttr share(DictionaryAttr dict) {
    int h = dict.hashCode();
    int slot = (h ^ (h >>> 14)) & (SLOTS - 1);
    DictionaryAttr known = TABLE[slot];
    if (known != null && known.equals(dict)) return known;
    TABLE[slot] = dict;
    return dict;
  }
}
