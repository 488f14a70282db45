package rw.ir.build;

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
import rw.ir.Region;
import rw.ir.loc.Location;
import rw.ir.type.IntegerType;

class OpBuilderTest {
  private final Context ctx = new Context();
  private final Location loc = Location.unknown();

  private List<String> names(Block b) {
    List<String> out = new ArrayList<>();
    for (Operation o : b) out.add(o.name());
    return out;
  }

  @Test
  void insertsAtEachKindOfPoint() {
    Block block = new Block();
    OpBuilder b = OpBuilder.atEnd(ctx, block);
    Operation a = b.create("test.a", loc, List.of(), List.of());
    Operation c = b.create("test.c", loc, List.of(), List.of());
    b.setInsertionPointBefore(c);
    b.create("test.b1", loc, List.of(), List.of());
    b.create("test.b2", loc, List.of(), List.of());
    b.setInsertionPointToStart(block);
    b.create("test.first", loc, List.of(), List.of());
    b.setInsertionPointAfter(c);
    b.create("test.last", loc, List.of(), List.of());
    b.setInsertionPointAfter(a);
    b.create("test.afterA", loc, List.of(), List.of());
    assertEquals(List.of("test.first", "test.a", "test.afterA", "test.b1", "test.b2", "test.c", "test.last"), names(block));
  }

  @Test
  void guardRestoresInsertionPoint() {
    Block one = new Block();
    Block two = new Block();
    OpBuilder b = OpBuilder.atEnd(ctx, one);
    try (InsertionGuard g = b.saveInsertionPoint()) {
      b.setInsertionPointToEnd(two);
      b.create("test.x", loc, List.of(), List.of());
    }
    b.create("test.y", loc, List.of(), List.of());
    assertEquals(List.of("test.y"), names(one));
    assertEquals(List.of("test.x"), names(two));
  }

  @Test
  void withoutInsertionPointOpsStayDetached() {
    OpBuilder b = new OpBuilder(ctx);
    Operation op = b.create(new OperationState(ctx, "test.x", loc));
    assertNull(op.block());
  }

  @Test
  void createBlockMovesInsertionPointAndNotifies() {
    Region region = new Region();
    Block entry = new Block();
    region.addBlock(entry);
    List<String> events = new ArrayList<>();
    BuilderListener listener = new BuilderListener() {
      @Override
      public void notifyOperationInserted(Operation op, InsertionPoint previous) {
        events.add("op " + op.name() + (previous == null ? "" : " moved"));
      }

      @Override
      public void notifyBlockInserted(Block block, Region previous) {
        events.add("block " + block.numArguments());
      }
    };
    OpBuilder b = new OpBuilder(ctx, listener);
    Block second = b.createBlock(region, List.of(IntegerType.I32), List.of(loc));
    b.create("test.in2", loc, List.of(), List.of());
    Block middle = b.createBlock(second, List.of(), List.of());
    assertEquals(List.of(entry, middle, second), region.blocks());
    assertSame(middle, b.insertionBlock());
    assertEquals(List.of("block 1", "op test.in2", "block 0"), events);
    assertThrows(IllegalArgumentException.class, () -> b.createBlock(region, List.of(IntegerType.I32), List.of()));
  }

  @Test
  void cloneNotifiesNestedBlocksAndOps() {
    OperationState s = new OperationState(ctx, "test.outer", loc);
    Block inner = new Block();
    s.addRegion().addBlock(inner);
    Operation outer = Operation.create(s);
    OpBuilder.atEnd(ctx, inner).create("test.inner", loc, List.of(), List.of());
    List<String> events = new ArrayList<>();
    Block target = new Block();
    OpBuilder b = new OpBuilder(ctx, new BuilderListener() {
      @Override
      public void notifyOperationInserted(Operation op, InsertionPoint previous) {
        events.add(op.name());
      }

      @Override
      public void notifyBlockInserted(Block block, Region previous) {
        events.add("block");
      }
    });
    b.setInsertionPointToEnd(target);
    b.clone(outer);
    assertEquals(List.of("test.outer", "block", "test.inner"), events);
    assertEquals(List.of("test.outer"), names(target));
  }

  /** The point lives in the builder's fields; insertionPoint() reports it, checked setters keep it valid. */
  @Test
  void insertionPointIsReportedAndChecked() {
    Block block = new Block();
    Block other = new Block();
    OpBuilder b = OpBuilder.atEnd(ctx, block);
    assertEquals(new InsertionPoint(block, null), b.insertionPoint());
    Operation a = b.create("test.a", loc, List.of(), List.of());
    b.setInsertionPointBefore(a);
    assertEquals(new InsertionPoint(block, a), b.insertionPoint());
    assertSame(a, b.insertionAnchor());
    assertThrows(IllegalArgumentException.class, () -> b.setInsertionPoint(other, a));
    assertThrows(IllegalArgumentException.class, () -> b.setInsertionPoint(null, null));
    assertThrows(IllegalArgumentException.class, () -> b.setInsertionPointAfter(Operation.create(new OperationState(ctx, "test.d", loc))));
    assertEquals(new InsertionPoint(block, a), b.insertionPoint());
    try (InsertionGuard g = b.saveInsertionPoint()) {
      assertEquals(new InsertionPoint(block, a), g.saved());
      b.setInsertionPoint(other, null);
      b.create("test.o", loc, List.of(), List.of());
      b.clearInsertionPoint();
      assertNull(b.insertionPoint());
      assertNull(b.insertionBlock());
    }
    b.create("test.before", loc, List.of(), List.of());
    assertEquals(List.of("test.before", "test.a"), names(block));
    assertEquals(List.of("test.o"), names(other));
    b.setInsertionPoint(null);
    assertNull(b.insertionPoint());
    assertNull(b.create("test.loose", loc, List.of(), List.of()).block());
  }
}
