package rw.ir.attr;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * {@code {a = 1, b}}: entries sorted by name (as MLIR keeps them), names unique. Immutable: the
 * {@code with}/{@code without} methods return new dictionaries.
 */
public record DictionaryAttr(List<NamedAttribute> entries) implements BuiltinAttr {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower. The entries are always DictionaryEntries, whose
  // array equals, hashCode and the lookups read directly (see there).
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof DictionaryAttr d && Arrays.equals(items(), d.items());
  }

  /** The hash of {@code List.hashCode} over the entries. */
  @Override
  public int hashCode() {
    return Arrays.hashCode(items());
  }

  public static final DictionaryAttr EMPTY = new DictionaryAttr(List.of());

  public DictionaryAttr {
    entries = entries instanceof DictionaryEntries own ? own : new DictionaryEntries(sortedUnique(entries));
  }

  /** The entries' array, read but never written. */
  NamedAttribute[] items() {
    return ((DictionaryEntries) entries).items;
  }

  /** A copy of {@code entries} sorted by name, names unique, without nulls. */
  private static NamedAttribute[] sortedUnique(List<NamedAttribute> entries) {
    // Copied by hand: toArray(T[]) makes its array by reflection, slow on C1.
    NamedAttribute[] sorted = new NamedAttribute[entries.size()];
    for (int i = 0; i < sorted.length; i++) {
      sorted[i] = Objects.requireNonNull(entries.get(i), "null entry");
    }
    if (strictlySorted(sorted)) return sorted;
    // Two entries the wrong way round (common in ops built by rules) are swapped without a sort.
    if (sorted.length == 2 && sorted[0].compareTo(sorted[1]) > 0) {
      NamedAttribute first = sorted[1];
      sorted[1] = sorted[0];
      sorted[0] = first;
      return sorted;
    }
    Arrays.sort(sorted);
    for (int i = 1; i < sorted.length; i++) {
      if (sorted[i].name().equals(sorted[i - 1].name())) {
        throw new IllegalArgumentException("duplicate key '" + sorted[i].name() + "'");
      }
    }
    return sorted;
  }

  /** Whether the names already ascend strictly (what the parser and printer mostly hand in). */
  private static boolean strictlySorted(NamedAttribute[] entries) {
    for (int i = 1; i < entries.length; i++) {
      if (entries[i - 1].compareTo(entries[i]) >= 0) return false;
    }
    return true;
  }

  /** The dictionary of {@code entries}; equal small dictionaries may be one object (see {@link SharedDictionaries}). */
  public static DictionaryAttr of(List<NamedAttribute> entries) {
    if (entries.isEmpty()) return EMPTY;
    return shared(new DictionaryAttr(entries));
  }

  /** {@code dict}, or an equal one made before when such dictionaries are shared. */
  private static DictionaryAttr shared(DictionaryAttr dict) {
    return SharedDictionaries.shares(dict.items()) ? SharedDictionaries.share(dict) : dict;
  }

  /**
   * The dictionary of {@code entries}, which are sorted by name with unique names and which the
   * caller hands over (it keeps no reference to the array); equal small dictionaries may be one
   * object. For builders that know the order of their names ahead: no copy, no sort.
   */
  public static DictionaryAttr ofSorted(NamedAttribute[] entries) {
    if (entries.length == 0) return EMPTY;
    for (NamedAttribute e : entries) Objects.requireNonNull(e, "null entry");
    if (!strictlySorted(entries)) throw new IllegalArgumentException("entries not sorted by unique names");
    return shared(new DictionaryAttr(new DictionaryEntries(entries)));
  }

  public boolean isEmpty() {
    return items().length == 0;
  }

  public int size() {
    return items().length;
  }

  /** The value named {@code name}, or {@code null}. */
  public Attribute get(String name) {
    NamedAttribute[] items = items();
    if (items.length <= 8) {
      // Names are nearly always the same String objects (literals of op specs and rules, the
      // parser's spellings of them): a scan for the object itself avoids a call of equals per
      // entry, which C1 does not inline.
      for (NamedAttribute e : items) {
        if (e.name() == name) return e.value();
      }
      for (NamedAttribute e : items) {
        if (e.name().equals(name)) return e.value();
      }
      return null;
    }
    int i = indexOf(name);
    return i >= 0 ? items[i].value() : null;
  }

  public boolean contains(String name) {
    return get(name) != null;
  }

  public DictionaryAttr with(String name, Attribute value) {
    List<NamedAttribute> next = new ArrayList<>(entries);
    int i = indexOf(name);
    if (i >= 0) next.set(i, new NamedAttribute(name, value));
    else next.add(-i - 1, new NamedAttribute(name, value));
    return new DictionaryAttr(next);
  }

  public DictionaryAttr without(String name) {
    int i = indexOf(name);
    if (i < 0) return this;
    List<NamedAttribute> next = new ArrayList<>(entries);
    next.remove(i);
    return of(next);
  }

  private int indexOf(String name) {
    NamedAttribute[] items = items();
    int lo = 0;
    int hi = items.length - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int c = items[mid].name().compareTo(name);
      if (c == 0) return mid;
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return -lo - 1;
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
