package rw.ir.attr;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code {a = 1, b}}: entries sorted by name (as MLIR keeps them), names unique. Immutable: the
 * {@code with}/{@code without} methods return new dictionaries.
 */
public record DictionaryAttr(List<NamedAttribute> entries) implements BuiltinAttr {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower.
  // Both loop by index: List.equals and List.hashCode make an iterator per call, and shared
  // dictionaries compare and hash every small dictionary an op is built with.
  @Override
  public boolean equals(Object o) {
    if (o == this) return true;
    if (!(o instanceof DictionaryAttr d) || d.entries.size() != entries.size()) return false;
    for (int i = 0; i < entries.size(); i++) {
      if (!entries.get(i).equals(d.entries.get(i))) return false;
    }
    return true;
  }

  /** The hash of {@code List.hashCode} over the entries. */
  @Override
  public int hashCode() {
    int h = 1;
    for (int i = 0; i < entries.size(); i++) h = 31 * h + entries.get(i).hashCode();
    return h;
  }

  public static final DictionaryAttr EMPTY = new DictionaryAttr(List.of());

  public DictionaryAttr {
    entries = strictlySorted(entries) ? List.copyOf(entries) : sortedUnique(entries);
  }

  /** Whether the names already ascend strictly (what the parser and printer mostly hand in). */
  private static boolean strictlySorted(List<NamedAttribute> entries) {
    for (int i = 1; i < entries.size(); i++) {
      if (entries.get(i - 1).compareTo(entries.get(i)) >= 0) return false;
    }
    return true;
  }

  private static List<NamedAttribute> sortedUnique(List<NamedAttribute> entries) {
    // Two entries the wrong way round (common in ops built by rules) are swapped without an array.
    if (entries.size() == 2 && entries.get(0).compareTo(entries.get(1)) > 0) return List.of(entries.get(1), entries.get(0));
    NamedAttribute[] sorted = entries.toArray(new NamedAttribute[0]);
    Arrays.sort(sorted);
    for (int i = 1; i < sorted.length; i++) {
      if (sorted[i].name().equals(sorted[i - 1].name())) {
        throw new IllegalArgumentException("duplicate key '" + sorted[i].name() + "'");
      }
    }
    return List.of(sorted);
  }

  /** The dictionary of {@code entries}; equal small dictionaries may be one object (see {@link SharedDictionaries}). */
  public static DictionaryAttr of(List<NamedAttribute> entries) {
    if (entries.isEmpty()) return EMPTY;
    DictionaryAttr dict = new DictionaryAttr(entries);
    return SharedDictionaries.shares(dict.entries) ? SharedDictionaries.share(dict) : dict;
  }

  public boolean isEmpty() {
    return entries.isEmpty();
  }

  public int size() {
    return entries.size();
  }

  /** The value named {@code name}, or {@code null}. */
  public Attribute get(String name) {
    int n = entries.size();
    if (n <= 8) {
      for (int k = 0; k < n; k++) {
        NamedAttribute e = entries.get(k);
        if (e.name().equals(name)) return e.value();
      }
      return null;
    }
    int i = indexOf(name);
    return i >= 0 ? entries.get(i).value() : null;
  }

  public boolean contains(String name) {
    return indexOf(name) >= 0;
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
    int lo = 0;
    int hi = entries.size() - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int c = entries.get(mid).name().compareTo(name);
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
