package rw.ir.attr;

import java.util.AbstractCollection;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.RandomAccess;
import java.util.function.UnaryOperator;

/**
 * The entries of a {@link DictionaryAttr}: an immutable list over an array the dictionary owns.
 * A final class, so that the dictionary's own loops read the array directly: C1, which compiles
 * rw, dispatches every call through the {@code List} interface by an itable stub, and lookups in
 * small dictionaries are among the most frequent calls of a pipeline run. Not an
 * {@code AbstractList}, whose modification counter would add a field to each of the millions of
 * dictionaries a large pipeline run makes.
 */
final class DictionaryEntries extends AbstractCollection<NamedAttribute> implements List<NamedAttribute>, RandomAccess {
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

  @Override
  public Iterator<NamedAttribute> iterator() {
    return listIterator(0);
  }

  @Override
  public ListIterator<NamedAttribute> listIterator() {
    return listIterator(0);
  }

  @Override
  public ListIterator<NamedAttribute> listIterator(int index) {
    return view().listIterator(index);
  }

  @Override
  public List<NamedAttribute> subList(int fromIndex, int toIndex) {
    return view().subList(fromIndex, toIndex);
  }

  /** The entries as an unmodifiable list of the JDK's, for iterators and sublists. */
  private List<NamedAttribute> view() {
    return Collections.unmodifiableList(Arrays.asList(items));
  }

  @Override
  public int indexOf(Object o) {
    for (int i = 0; i < items.length; i++) {
      if (items[i].equals(o)) return i;
    }
    return -1;
  }

  @Override
  public int lastIndexOf(Object o) {
    for (int i = items.length - 1; i >= 0; i--) {
      if (items[i].equals(o)) return i;
    }
    return -1;
  }

  @Override
  public boolean contains(Object o) {
    return indexOf(o) >= 0;
  }

  @Override
  public Object[] toArray() {
    return Arrays.copyOf(items, items.length, Object[].class);
  }

  @Override
  public boolean equals(Object o) {
    if (o == this) return true;
    if (!(o instanceof List<?> other) || other.size() != items.length) return false;
    for (int i = 0; i < items.length; i++) {
      if (!items[i].equals(other.get(i))) return false;
    }
    return true;
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(items);
  }

  @Override
  public NamedAttribute set(int index, NamedAttribute element) {
    throw new UnsupportedOperationException("a dictionary's entries are immutable");
  }

  @Override
  public void add(int index, NamedAttribute element) {
    throw new UnsupportedOperationException("a dictionary's entries are immutable");
  }

  @Override
  public NamedAttribute remove(int index) {
    throw new UnsupportedOperationException("a dictionary's entries are immutable");
  }

  @Override
  public boolean addAll(int index, Collection<? extends NamedAttribute> c) {
    throw new UnsupportedOperationException("a dictionary's entries are immutable");
  }

  @Override
  public void replaceAll(UnaryOperator<NamedAttribute> operator) {
    throw new UnsupportedOperationException("a dictionary's entries are immutable");
  }

  @Override
  public void sort(java.util.Comparator<? super NamedAttribute> c) {
    throw new UnsupportedOperationException("a dictionary's entries are immutable");
  }
}
