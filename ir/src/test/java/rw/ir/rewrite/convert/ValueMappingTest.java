package rw.ir.rewrite.convert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Value;
import rw.ir.loc.Location;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/** The one-value lookups agree with the general ones along chains of replacements and casts. */
class ValueMappingTest {
  private final Block block = new Block();
  private final ValueMapping mapping = new ValueMapping();

  private Value value(Type t) {
    return block.addArgument(t, Location.unknown());
  }

  private void agree(Value v, Type t) {
    List<Value> general = mapping.withTypes(v, List.of(t));
    Value single = mapping.withType(v, t);
    if (general == null) assertNull(single);
    else assertSame(general.get(0), single);
  }

  @Test
  void anUnmappedValueStandsForItself() {
    Value a = value(IndexType.INSTANCE);
    assertFalse(mapping.isMapped(a));
    assertSame(a, mapping.withType(a, IndexType.INSTANCE));
    assertNull(mapping.withType(a, IntegerType.I32));
    assertEquals(List.of(a), mapping.latest(a));
    agree(a, IndexType.INSTANCE);
    agree(a, IntegerType.I32);
  }

  @Test
  void chainsOfReplacementsAndCastsAgree() {
    Value cast = value(IndexType.INSTANCE);
    Value lo = value(IntegerType.I32);
    Value hi = value(IntegerType.I32);
    Value joined = value(IntegerType.I64);
    Value back = value(IntegerType.I32);
    mapping.map(cast, List.of(lo, hi));
    mapping.mapGroup(List.of(lo, hi), List.of(joined));
    mapping.mapGroup(List.of(joined), List.of(back));
    assertTrue(mapping.isMapped(cast));
    assertTrue(mapping.isReplaced(cast));
    assertTrue(mapping.isMapped(joined));
    assertFalse(mapping.isReplaced(joined));
    assertEquals(List.of(lo, hi), mapping.latest(cast));
    assertSame(joined, mapping.withType(cast, IntegerType.I64));
    assertSame(back, mapping.withType(cast, IntegerType.I32));
    assertEquals(List.of(lo, hi), mapping.withTypes(cast, List.of(IntegerType.I32, IntegerType.I32)));
    for (Type t : List.of(IntegerType.I32, IntegerType.I64, IndexType.INSTANCE, IntegerType.I1)) {
      for (Value v : List.of(cast, lo, hi, joined, back)) agree(v, t);
    }
  }

  @Test
  void aReplacedValueFollowsItsNewestReplacement() {
    Value a = value(IndexType.INSTANCE);
    Value b = value(IndexType.INSTANCE);
    Value c = value(IntegerType.I32);
    mapping.map(a, List.of(b));
    mapping.map(b, List.of(c));
    assertEquals(List.of(c), mapping.latest(a));
    assertSame(b, mapping.withType(a, IndexType.INSTANCE));
    assertSame(c, mapping.withType(a, IntegerType.I32));
    agree(a, IndexType.INSTANCE);
    agree(a, IntegerType.I32);
  }
}
