package rw.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.loc.Location;
import rw.ir.type.IntegerType;

/** Creating an op from its parts (the builders' path) gives what a state holding them gives. */
class OperationCreateTest {
  private final Context ctx = new Context();
  private final Location loc = Location.unknown();

  @Test
  void partsMakeTheOpAStateWould() {
    Block block = new Block();
    Block target = new Block();
    Value x = block.addArgument(IntegerType.I32, loc);
    DictionaryAttr attrs = DictionaryAttr.of(List.of(new NamedAttribute("tag", IntegerAttr.of(1, IntegerType.I64))));
    DictionaryAttr props = DictionaryAttr.of(List.of(new NamedAttribute("p", IntegerAttr.of(2, IntegerType.I32))));
    List<Value> operands = new ArrayList<>(List.of(x, x));
    Operation op = Operation.create(ctx.opName("test.op"), loc, operands, List.of(IntegerType.I32, IntegerType.I1), attrs, props,
        List.of(target), 2);
    operands.clear();
    OperationState s = new OperationState(ctx, "test.op", loc);
    s.addOperand(x).addOperand(x).addType(IntegerType.I32).addType(IntegerType.I1).setProperties(props).addSuccessor(target);
    s.attributes.addAll(attrs.entries());
    s.addRegion();
    s.addRegion();
    Operation fromState = Operation.create(s);
    for (Operation o : List.of(op, fromState)) {
      assertEquals(List.of(x, x), o.operands());
      assertEquals(List.of(IntegerType.I32, IntegerType.I1), o.resultTypes());
      assertEquals(attrs, o.attributes());
      assertSame(props, o.properties());
      assertEquals(List.of(target), o.successors());
      assertEquals(2, o.numRegions());
      assertSame(o, o.region(1).parentOp());
      assertTrue(o.region(0).isEmpty());
      assertSame(o, o.result(1).owner());
      assertEquals(1, o.result(1).index());
    }
    assertEquals(4, x.useCount());
    assertEquals(2, target.predecessorUses().size());
  }

  @Test
  void noAttributesMeansTheEmptyDictionary() {
    Operation op = Operation.create(ctx.opName("test.op"), loc, List.of(), List.of(), null, null, List.of(), 0);
    assertSame(DictionaryAttr.EMPTY, op.attributes());
    assertNull(op.properties());
    assertEquals(0, op.numResults());
    assertThrows(IllegalArgumentException.class,
        () -> Operation.create(ctx.opName("test.op"), null, List.of(), List.of(), null, null, List.of(), 0));
    List<Value> withNull = new ArrayList<>();
    withNull.add(null);
    assertThrows(IllegalArgumentException.class,
        () -> Operation.create(ctx.opName("test.op"), loc, withNull, List.of(), null, null, List.of(), 0));
  }
}
