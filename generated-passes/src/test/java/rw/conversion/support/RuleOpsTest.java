package rw.conversion.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.loc.Location;
import rw.ir.rewrite.convert.TypeConverter;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/** The run-time support generated rules call to read operand groups and carry properties over. */
class RuleOpsTest {
  private final Context ctx = new Context();
  private final Block block = new Block();
  private final List<Value> args = new ArrayList<>();

  RuleOpsTest() {
    for (int i = 0; i < 5; i++) args.add(block.addArgument(IntegerType.I32, Location.unknown()));
  }

  private Operation op(int operands, DenseArrayAttr sizes) {
    OperationState s = new OperationState(ctx, "test.op", Location.unknown()).addOperands(args.subList(0, operands));
    if (sizes != null) s.addAttribute("operandSegmentSizes", sizes);
    return Operation.create(s);
  }

  private static DenseArrayAttr sizes(long... n) {
    List<Long> values = new ArrayList<>();
    for (long v : n) values.add(v);
    return new DenseArrayAttr(IntegerType.I32, values);
  }

  @Test
  void groupsAroundTheVariadicOne() {
    Operation op = op(5, null);
    assertSame(args.get(0), RuleOps.operand(op, 0, 3, 1));
    assertEquals(args.subList(1, 4), RuleOps.operandGroup(op, 1, 3, 1));
    assertSame(args.get(4), RuleOps.operand(op, 2, 3, 1));
    assertEquals(List.of(args.get(4)), RuleOps.operandGroup(op, 2, 3, 1));
    assertSame(args.get(1), RuleOps.operand(op(2, null), 1, 2, -1));
  }

  @Test
  void groupsFromSegmentSizes() {
    Operation op = op(5, sizes(1, 0, 4));
    assertSame(args.get(0), RuleOps.operand(op, 0, 3, 1));
    assertEquals(List.of(), RuleOps.operandGroup(op, 1, 3, 1));
    assertEquals(args.subList(1, 5), RuleOps.operandGroup(op, 2, 3, 1));
    assertSame(args.get(1), RuleOps.operand(op, 2, 3, 1));
    assertThrows(IndexOutOfBoundsException.class, () -> RuleOps.operand(op, 1, 3, 1));
    assertThrows(IndexOutOfBoundsException.class, () -> RuleOps.operandGroup(op(2, sizes(1, 0, 4)), 2, 3, 1));
  }

  @Test
  void valuesAndFlattenedOperands() {
    assertEquals(List.of(args.get(0), args.get(1)), RuleOps.values(args.get(0), args.get(1)));
    assertEquals(args.subList(0, 4), RuleOps.operands(args.get(0), args.subList(1, 3), List.of(), args.get(3)));
    assertEquals(List.of(IntegerType.I32, IntegerType.I32), RuleOps.types(args.subList(0, 2)));
  }

  @Test
  void tableRowsMoveTheirProperties() {
    OperationState s = new OperationState(ctx, "test.op", Location.unknown());
    s.setProperties(DictionaryAttr.of(List.of(new NamedAttribute("a", IntegerAttr.of(1, IntegerType.I32)))));
    Operation op = Operation.create(s);
    assertEquals(List.of(new NamedAttribute("b", IntegerAttr.of(1, IntegerType.I32))), RuleOps.movedProperties(op, new String[] {"a", "b", "c", "d"}));
    assertEquals(List.of(), RuleOps.movedProperties(op, new String[] {"c", "d"}));
  }

  @Test
  void resultTypesConvertOneToMany() {
    TypeConverter tc = new TypeConverter();
    tc.addConversion(t -> t.equals(IntegerType.I64) ? List.<Type>of(IntegerType.I32, IntegerType.I32) : null);
    tc.addConversion(t -> t.equals(IntegerType.I1) ? TypeConverter.FAILURE : null);
    tc.addConversion(t -> t.equals(IntegerType.I32) ? List.<Type>of(IntegerType.I32) : null);
    Operation one = Operation.create(new OperationState(ctx, "test.op", Location.unknown()).addType(IntegerType.I64));
    assertEquals(List.of(IntegerType.I32, IntegerType.I32), RuleOps.convertedResultTypes(tc, one));
    Operation two = Operation.create(new OperationState(ctx, "test.op", Location.unknown()).addType(IntegerType.I32).addType(IntegerType.I64));
    assertEquals(List.of(IntegerType.I32, IntegerType.I32, IntegerType.I32), RuleOps.convertedResultTypes(tc, two));
    Operation bad = Operation.create(new OperationState(ctx, "test.op", Location.unknown()).addType(IntegerType.I32).addType(IntegerType.I1));
    assertNull(RuleOps.convertedResultTypes(tc, bad));
    assertNull(RuleOps.convertedResultTypes(tc, Operation.create(new OperationState(ctx, "test.op", Location.unknown()).addType(IntegerType.I1))));
  }

  /** Two properties a rule wrote out of name order come out in order; so do other counts; a repeated name is still refused. */
  @Test
  void twoPropertiesComeInNameOrder() {
    NamedAttribute a = new NamedAttribute("a", IntegerAttr.of(1, IntegerType.I32));
    NamedAttribute b = new NamedAttribute("b", IntegerAttr.of(2, IntegerType.I32));
    NamedAttribute c = new NamedAttribute("c", IntegerAttr.of(3, IntegerType.I32));
    // The dictionary puts two entries a rule wrote the wrong way round in order (no array sort).
    assertEquals(List.of(a, b), DictionaryAttr.of(List.of(b, a)).entries());
    assertEquals(List.of(a, b), DictionaryAttr.of(List.of(a, b)).entries());
    assertEquals(List.of(a, b, c), DictionaryAttr.of(List.of(c, a, b)).entries());
    assertEquals(DictionaryAttr.of(List.of(a, b)), DictionaryAttr.of(List.of(b, a)));
    assertThrows(IllegalArgumentException.class, () -> DictionaryAttr.of(List.of(b, new NamedAttribute("b", IntegerAttr.of(3, IntegerType.I32)))));
  }
}
