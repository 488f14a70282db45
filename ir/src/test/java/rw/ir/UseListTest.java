package rw.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.loc.Location;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/** Use lists stay exact through every mutator of the object model. */
class UseListTest {
  private final Context ctx = new Context();
  private final Block block = new Block();

  private Operation op(String name, List<Value> operands, Type... results) {
    OperationState s = new OperationState(ctx, name, Location.unknown());
    s.addOperands(operands);
    s.addTypes(List.of(results));
    Operation o = Operation.create(s);
    block.append(o);
    return o;
  }

  @Test
  void operandsLinkIntoUseLists() {
    Operation a = op("test.a", List.of(), IntegerType.I32);
    Operation b = op("test.b", List.of(a.result(), a.result()));
    assertEquals(2, a.result().useCount());
    assertEquals(List.of(b), a.result().users());
    assertSame(b, a.result().useList().get(0).owner());
  }

  @Test
  void setOperandMovesTheUse() {
    Operation a = op("test.a", List.of(), IntegerType.I32);
    Operation c = op("test.c", List.of(), IntegerType.I32);
    Operation b = op("test.b", List.of(a.result()));
    b.setOperand(0, c.result());
    assertFalse(a.result().hasUses());
    assertTrue(c.result().hasOneUse());
  }

  @Test
  void replaceAllUsesWithMovesEveryUse() {
    Operation a = op("test.a", List.of(), IntegerType.I32);
    Operation c = op("test.c", List.of(), IntegerType.I32);
    op("test.b", List.of(a.result(), a.result()));
    op("test.d", List.of(a.result()));
    a.result().replaceAllUsesWith(c.result());
    assertFalse(a.result().hasUses());
    assertEquals(3, c.result().useCount());
  }

  @Test
  void replaceUsesIfKeepsTheOthers() {
    Operation a = op("test.a", List.of(), IntegerType.I32);
    Operation c = op("test.c", List.of(), IntegerType.I32);
    Operation b = op("test.b", List.of(a.result(), a.result()));
    a.result().replaceUsesIf(c.result(), use -> use.index() == 1);
    assertSame(a.result(), b.operand(0));
    assertSame(c.result(), b.operand(1));
    assertTrue(a.result().hasOneUse());
  }

  @Test
  void eraseUnlinksOperandsAndRefusesUsedResults() {
    Operation a = op("test.a", List.of(), IntegerType.I32);
    Operation b = op("test.b", List.of(a.result()), IntegerType.I32);
    op("test.c", List.of(b.result()));
    assertThrows(IllegalStateException.class, b::erase);
    b.result().replaceAllUsesWith(a.result());
    b.erase();
    assertNull(b.block());
    assertTrue(a.result().hasOneUse());
    assertEquals(2, block.size());
  }

  @Test
  void insertAndEraseOperandsRenumber() {
    Operation a = op("test.a", List.of(), IntegerType.I32);
    Operation c = op("test.c", List.of(), IntegerType.I32);
    Operation b = op("test.b", List.of(a.result()));
    b.insertOperands(0, List.of(c.result()));
    assertEquals(List.of(c.result(), a.result()), b.operands());
    assertEquals(1, a.result().useList().get(0).index());
    b.eraseOperand(0);
    assertFalse(c.result().hasUses());
    assertEquals(0, a.result().useList().get(0).index());
  }

  @Test
  void successorsTrackPredecessors() {
    Region region = new Region();
    Block entry = new Block();
    Block target = new Block();
    region.addBlock(entry);
    region.addBlock(target);
    OperationState s = new OperationState(ctx, "test.br", Location.unknown());
    s.addSuccessor(target);
    s.addSuccessor(target);
    Operation br = Operation.create(s);
    entry.append(br);
    assertEquals(List.of(entry), target.predecessors());
    assertEquals(2, target.predecessorUses().size());
    Block other = new Block();
    region.addBlock(other);
    target.replaceAllUsesWith(other);
    assertFalse(target.hasPredecessors());
    assertEquals(List.of(other, other), br.successors());
  }

  @Test
  void blockArgumentErasureRenumbers() {
    Block b = new Block();
    b.addArgument(IntegerType.I32, Location.unknown());
    BlockArgument second = b.addArgument(IntegerType.I64, Location.unknown());
    b.eraseArgument(0);
    assertEquals(0, second.index());
    assertSame(second, b.argument(0));
  }

  @Test
  void cloneRemapsNestedUsesAndForwardReferences() {
    OperationState s = new OperationState(ctx, "test.region", Location.unknown());
    Region r = s.addRegion();
    Block first = new Block();
    Block second = new Block();
    r.addBlock(first);
    r.addBlock(second);
    Operation outer = Operation.create(s);
    block.append(outer);
    // A use in the first block of a value defined in the second one.
    Operation def = Operation.create(new OperationState(ctx, "test.def", Location.unknown()).addType(IntegerType.I32));
    Operation use = Operation.create(new OperationState(ctx, "test.use", Location.unknown()).addOperand(def.result()));
    first.append(use);
    second.append(def);
    Operation copy = outer.clone();
    Operation copiedUse = copy.region(0).block(0).first();
    Operation copiedDef = copy.region(0).block(1).first();
    assertSame(copiedDef.result(), copiedUse.operand(0));
    assertTrue(def.result().hasOneUse());
  }

  /** A builtin.module (isolated from above) holding a def and its use. */
  private Operation moduleWithUse() {
    OperationState s = new OperationState(ctx, BuiltinOps.MODULE, Location.unknown());
    Block body = new Block();
    s.addRegion().addBlock(body);
    Operation module = Operation.create(s);
    Operation def = Operation.create(new OperationState(ctx, "test.def", Location.unknown()).addType(IntegerType.I32));
    body.append(def);
    body.append(Operation.create(new OperationState(ctx, "test.use", Location.unknown()).addOperand(def.result())));
    block.append(module);
    return module;
  }

  @Test
  void erasingANonIsolatedOpUnlinksTheUsesInsideIt() {
    Operation v = op("test.def", List.of(), IntegerType.I32);
    OperationState s = new OperationState(ctx, "test.region", Location.unknown());
    Block inner = new Block();
    s.addRegion().addBlock(inner);
    Operation container = Operation.create(s);
    block.append(container);
    inner.append(Operation.create(new OperationState(ctx, "test.use", Location.unknown()).addOperand(v.result())));
    container.erase();
    assertFalse(v.result().hasUses());
  }

  @Test
  void erasingAnIsolatedOpLeavesItsInsideAsItIs() {
    Operation module = moduleWithUse();
    Operation def = module.region(0).entryBlock().first();
    module.erase();
    assertNull(module.block());
    assertTrue(def.result().hasOneUse());
  }

  @Test
  void isolatedOpsCloneOnSeveralThreadsAsOneByOne() {
    List<Operation> modules = List.of(moduleWithUse(), moduleWithUse(), moduleWithUse());
    List<Operation> copies = Operation.cloneIsolated(modules);
    assertEquals(3, copies.size());
    for (Operation copy : copies) {
      Block body = copy.region(0).entryBlock();
      assertSame(body.first().result(), body.last().operand(0));
      assertNull(copy.block());
    }
    Operation plain = op("test.region", List.of());
    assertThrows(IllegalArgumentException.class, () -> Operation.cloneIsolated(List.of(plain)));
  }

  @Test
  void orderInBlockFollowsMoves() {
    Operation a = op("test.a", List.of());
    Operation b = op("test.b", List.of());
    assertTrue(a.isBeforeInBlock(b));
    a.moveAfter(b);
    assertTrue(b.isBeforeInBlock(a));
  }
}
