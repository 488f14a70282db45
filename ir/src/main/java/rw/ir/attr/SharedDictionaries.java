package rw.ir.attr;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Shares the small dictionaries of plain values (numbers, types, dense arrays, strings, units)
 * that a thread builds again and again: the properties of constant, load, getelementptr and
 * most other ops. A lowered module holds hundreds of thousands of them with a few thousand
 * distinct ones, and sharing them saves the collector copying a dictionary, a list and an entry
 * per property for each op. Attributes are immutable values, so a shared dictionary is
 * indistinguishable from a fresh one. Each thread keeps its own table (no lock, no contention),
 * bounded: it starts over when full.
 */
final class SharedDictionaries {
  private static final int CAPACITY = 1 << 14;
  private static final int MAX_ENTRIES = 4;
  private static final ThreadLocal<Map<DictionaryAttr, DictionaryAttr>> TABLE =
      ThreadLocal.withInitial(() -> new HashMap<>(CAPACITY * 2));

  private SharedDictionaries() {}

  /** Whether a dictionary of {@code entries} is small, of values cheap to hash, and so worth sharing. */
  static boolean shares(List<NamedAttribute> entries) {
    if (entries.size() > MAX_ENTRIES) return false;
    for (int i = 0; i < entries.size(); i++) {
      Attribute v = entries.get(i).value();
      boolean plain = v instanceof IntegerAttr || v instanceof FloatAttr || v instanceof TypeAttr
          || v instanceof DenseArrayAttr || v instanceof StringAttr || v instanceof UnitAttr;
      if (!plain) return false;
    }
    return true;
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
