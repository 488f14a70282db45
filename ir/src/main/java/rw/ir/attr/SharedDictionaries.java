package rw.ir.attr;

import java.util.HashMap;
import java.util.Map;
import rw.ir.type.DialectType;

/**
 * Shares the small dictionaries of plain values (numbers, types compared by value, dense arrays,
 * strings, units) that a thread builds again and again: the properties of constant, load,
 * getelementptr and most other ops. A lowered module holds hundreds of thousands of them with a few thousand
 * distinct ones, and sharing them saves the collector copying a dictionary, a list and an entry
 * per property for each op. Attributes are immutable values, so a shared dictionary is
 * indistinguishable from a fresh one; only values whose equality says everything about them are
 * shared (not a type that a context names, such as an identified struct, which compares by name
 * alone and so could come from another context). Each thread keeps its own table (no lock, no
 * contention), bounded: it starts over when full.
 */
final class SharedDictionaries {
  private static final int CAPACITY = 1 << 14;
  private static final int MAX_ENTRIES = 4;
  private static final ThreadLocal<Map<DictionaryAttr, DictionaryAttr>> TABLE = ThreadLocal.withInitial(HashMap::new);

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

  /** {@code dict}, or the equal dictionary this thread made before. */
  static DictionaryAttr share(DictionaryAttr dict) {
    Map<DictionaryAttr, DictionaryAttr> table = TABLE.get();
    DictionaryAttr known = table.get(dict);
    if (known != null) return known;
    if (table.size() >= CAPACITY) table.clear();
    table.put(dict, dict);
    return dict;
  }
}
