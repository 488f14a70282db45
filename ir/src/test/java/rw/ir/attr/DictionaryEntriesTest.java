package rw.ir.attr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.type.IntegerType;

/** A dictionary's entries behave as an immutable {@code List} of the JDK's, in name order. */
class DictionaryEntriesTest {
  private static final NamedAttribute A = new NamedAttribute("a", IntegerAttr.of(1, IntegerType.I32));
  private static final NamedAttribute B = new NamedAttribute("b", UnitAttr.INSTANCE);
  private static final NamedAttribute C = new NamedAttribute("c", new StringAttr("x", null));

  private final List<NamedAttribute> entries = DictionaryAttr.of(List.of(C, A, B)).entries();

  @Test
  void isTheSortedListEqualBothWays() {
    List<NamedAttribute> expected = List.of(A, B, C);
    assertEquals(expected, entries);
    assertEquals(entries, expected);
    assertEquals(expected.hashCode(), entries.hashCode());
    assertEquals(expected, new ArrayList<>(entries));
    assertEquals(List.of(B, C), entries.subList(1, 3));
    assertEquals(2, entries.indexOf(C));
    assertEquals(-1, entries.indexOf(new NamedAttribute("a", UnitAttr.INSTANCE)));
    assertEquals("[" + A + ", " + B + ", " + C + "]", entries.toString());
  }

  @Test
  void cannotBeChanged() {
    assertThrows(UnsupportedOperationException.class, () -> entries.add(A));
    assertThrows(UnsupportedOperationException.class, () -> entries.set(0, B));
    assertThrows(UnsupportedOperationException.class, () -> entries.remove(0));
    assertThrows(UnsupportedOperationException.class, () -> entries.remove(A));
    assertThrows(UnsupportedOperationException.class, () -> entries.clear());
    assertThrows(UnsupportedOperationException.class, () -> entries.iterator().remove());
    assertThrows(UnsupportedOperationException.class, () -> entries.subList(0, 1).clear());
  }
}
