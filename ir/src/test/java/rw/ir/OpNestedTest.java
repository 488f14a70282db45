package rw.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.loc.Location;

/**
 * Regions and successors share one field of an op ({@link OpNested}); each combination must read
 * back as it was made, and dropping the successors keeps the regions. Driver marks are 8 bits.
 */
class OpNestedTest {
  private final Context ctx = new Context();
  private final Location loc = Location.unknown();
  private final Block a = new Block();
  private final Block b = new Block();

  private Operation op(List<Block> successors, int regions) {
    return Operation.create(ctx.opName("test.op"), loc, List.of(), List.of(), null, null, successors, regions);
  }

  @Test
  void neither() {
    Operation op = op(List.of(), 0);
    assertEquals(0, op.numRegions());
    assertEquals(0, op.numSuccessors());
    assertEquals(List.of(), op.regions());
    assertEquals(List.of(), op.successors());
  }

  @Test
  void regionsOnly() {
    Operation op = op(List.of(), 2);
    assertEquals(2, op.numRegions());
    assertEquals(0, op.numSuccessors());
    assertSame(op, op.region(1).parentOp());
  }

  @Test
  void successorsOnly() {
    Operation op = op(List.of(a, b), 0);
    assertEquals(0, op.numRegions());
    assertEquals(List.of(a, b), op.successors());
    op.setSuccessor(1, a);
    assertSame(a, op.successor(1));
    assertSame(op, op.blockOperand(0).owner());
  }

  @Test
  void bothAndDroppingTheSuccessorsKeepsTheRegions() {
    Operation op = op(List.of(a, b), 1);
    assertEquals(1, op.numRegions());
    assertEquals(List.of(a, b), op.successors());
    assertSame(op, op.region(0).parentOp());
    assertEquals(1, b.predecessorUses().size());
    op.dropAllReferences();
    assertEquals(0, op.numSuccessors());
    assertEquals(1, op.numRegions());
    assertSame(op, op.region(0).parentOp());
    assertTrue(b.predecessorUses().isEmpty());
  }

  @Test
  void marksKeepEightBits() {
    Operation op = op(List.of(), 0);
    Object owner = new Object();
    op.setMarks(owner, 0x81);
    assertEquals(0x81, op.marks(owner));
    assertEquals(0, op.marks(new Object()));
    assertThrows(IllegalArgumentException.class, () -> op.setMarks(owner, 0x100));
  }
}
