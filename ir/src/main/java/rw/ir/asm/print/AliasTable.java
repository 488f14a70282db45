package rw.ir.asm.print;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import rw.ir.attr.Attribute;
import rw.ir.attr.LocationAttr;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * The aliases MLIR makes for the attributes, types and locations of one print ({@code #map},
 * {@code #set}, {@code !tuple}, {@code #loc}), in MLIR's order: by nesting depth, types before
 * attributes, by name, then by first visit; the n-th alias of a name gets suffix n (none for 0).
 */
final class AliasTable implements TypeAttrPrinter.Aliases {
  /** One aliased value. */
  static final class Entry {
    final Object value;
    final String base;
    final boolean isType;
    final int order;
    int depth = 1;
    boolean deferrable;
    List<Entry> children = List.of();
    String name;

    Entry(Object value, String base, boolean isType, boolean deferrable, int order) {
      this.value = value;
      this.base = base;
      this.isType = isType;
      this.deferrable = deferrable;
      this.order = order;
    }
  }

  private final Map<Object, Entry> entries = new HashMap<>();
  private final List<Entry> inOrder = new ArrayList<>();

  Entry get(Object value) {
    return entries.get(value);
  }

  Entry add(Object value, String base, boolean isType, boolean deferrable) {
    Entry e = new Entry(value, base, isType, deferrable, inOrder.size());
    entries.put(value, e);
    inOrder.add(e);
    return e;
  }

  boolean isEmpty() {
    return inOrder.isEmpty();
  }

  /** Sorts the aliases and gives them their names; call once all were visited. */
  void assignNames() {
    inOrder.sort(Comparator.<Entry>comparingInt(e -> e.depth)
        .thenComparing(e -> !e.isType)
        .thenComparing(e -> e.base)
        .thenComparingInt(e -> e.order));
    Map<String, Integer> counts = new HashMap<>();
    for (Entry e : inOrder) {
      int n = counts.merge(e.base, 1, Integer::sum) - 1;
      e.name = (e.isType ? "!" : "#") + e.base + (n == 0 ? "" : Integer.toString(n));
    }
  }

  /** The aliases printed before the op ({@code deferred == false}) or after it, in order. */
  List<Entry> definitions(boolean deferred) {
    List<Entry> list = new ArrayList<>();
    for (Entry e : inOrder) {
      if (e.deferrable == deferred) list.add(e);
    }
    return list;
  }

  @Override
  public String aliasOf(Type type) {
    Entry e = entries.get(type);
    return e == null ? null : e.name;
  }

  @Override
  public String aliasOf(Attribute attribute) {
    Entry e = entries.get(attribute instanceof LocationAttr la ? la.location() : attribute);
    return e == null ? null : e.name;
  }

  @Override
  public String aliasOf(Location location) {
    Entry e = entries.get(location);
    return e == null ? null : e.name;
  }
}
