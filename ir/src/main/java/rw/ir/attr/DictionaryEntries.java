package rw.ir.attr;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * The entries of a {@link DictionaryAttr}: an immutable list over an array the dictionary owns.
 * A final class, so that the dictionary's own loops read the array directly: C1, which compiles
 * rw, dispatches every call through the {@code List} interface by an itable stub, and lookups in
 * small dictionaries are among the most frequent calls of a pipeline run.
 */
final class DictionaryEntries extends AbstractList<NamedAttribute> implements RandomAccess {
  static final DictionaryEntries EMPTY = new DictionaryEntries(new NamedAttribute[0]);

  /** Never written after construction; not shared with anyone who could. */
  final NamedAttribute[] items;

  /** Takes {@code items} as it is: the caller hands over an array no one else holds, without nulls. */
  DictionaryEntries(NamedAttribute[] items) {
    this.items = items;
  }

  @Override
  public NamedAttribute get(int index) {
    return items[index];
  }

  @Override
  public int size() {
    return items.length;
  }
}
