package rw.ir.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.IRMapping;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.build.InsertionPoint;
import rw.ir.build.OpBuilder;
import rw.ir.type.IntegerType;

class PatternRewriterTest {
  private static final IntegerType I32 = IntegerType.I32;
  private final TestIr ir = new TestIr();
  private final List<String> events = new ArrayList<>();
  private final RewriteListener listener = new RewriteListener() {
    @Override
    public void notifyOperationInserted(Operation op, InsertionPoint previous) {
      events.add((previous == null ? "insert " : "move ") + op.name());
    }

    @Override
    public void notifyBlockInserted(Block block, Region previous) {
      events.add("block");
    }

    @Override
    public void notifyOperationModified(Operation op) {
      events.add("modify " + op.name());
    }

    @Override
    public void notifyOperationReplaced(Operation op, List<? extends Value> replacement) {
      events.add("replace " + op.name());
    }

    @Override
    public void notifyOperationErased(Operation op) {
      events.add("erase " + op.name());
    }

    @Override
    public void notifyBlockErased(Block block) {
      events.add("erase block");
    }
  };
  private final PatternRewriter r = new PatternRewriter(ir.ctx, listener);

  @Test
  void replaceOpWithNewOpNotifiesInOrder() {
    Operation f = ir.func(ir.module(), I32);
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    Operation old = ir.op(at, "test.old", List.of(b.argument(0)), I32);
    ir.op(at, "test.ret", List.of(old.result()));
    r.setInsertionPointBefore(old);
    long before = r.mutationCount();
    OperationState s = r.state("test.new", old.location()).addOperand(b.argument(0)).addType(I32);
    Operation created = r.replaceOpWithNewOp(old, s);
    assertEquals(List.of("insert test.new", "replace test.old", "modify test.ret", "erase test.old"), events);
    assertSame(created.result(), b.last().operand(0));
    assertTrue(r.mutationCount() > before);
  }

  @Test
  void eraseOpRefusesUsedResults() {
    Operation f = ir.func(ir.module());
    OpBuilder at = ir.at(TestIr.body(f));
    Operation def = ir.op(at, "test.def", List.of(), I32);
    ir.op(at, "test.use", List.of(def.result()));
    assertThrows(IllegalStateException.class, () -> r.eraseOp(def));
    assertSame(TestIr.body(f), def.block());
  }

  @Test
  void eraseNestedTree() {
    Operation module = ir.module();
    Operation f = ir.func(module);
    OpBuilder at = ir.at(TestIr.body(f));
    Value v = ir.op(at, "test.def", List.of(), I32).result();
    ir.op(at, "test.use", List.of(v));
    r.eraseOp(f);
    assertEquals(List.of("erase test.use", "erase test.def", "erase block", "erase test.func"), events);
    assertTrue(TestIr.body(module).isEmpty());
  }

  @Test
  void splitAndMergeBlocks() {
    Operation f = ir.func(ir.module(), I32);
    Region region = f.region(0);
    Block entry = TestIr.body(f);
    OpBuilder at = ir.at(entry);
    ir.op(at, "test.a", List.of());
    Operation second = ir.op(at, "test.b", List.of(entry.argument(0)));
    Block tail = r.splitBlock(entry, second);
    assertEquals(List.of(entry, tail), region.blocks());
    assertEquals(List.of("block", "move test.b"), events);
    Block withArg = r.createBlock(region, List.of(I32), List.of(ir.loc()));
    ir.op(ir.at(withArg), "test.c", List.of(withArg.argument(0)));
    r.mergeBlocks(withArg, tail, List.of(entry.argument(0)));
    assertEquals(List.of(entry, tail), region.blocks());
    assertEquals(List.of("test.b", "test.c"), GreedyRewriteDriverTest.names(tail));
    assertSame(entry.argument(0), tail.last().operand(0));
    Block empty = r.splitBlock(tail, null);
    assertTrue(empty.isEmpty());
    r.eraseBlock(empty);
    assertEquals(List.of(entry, tail), region.blocks());
  }

  @Test
  void inlineAndCloneRegions() {
    Operation module = ir.module();
    Operation f = ir.func(module, I32);
    Operation g = ir.func(module);
    ir.op(ir.at(TestIr.body(f)), "test.in_f", List.of(TestIr.body(f).argument(0)));
    r.cloneRegionBefore(f.region(0), g.region(0), TestIr.body(g), new IRMapping());
    assertEquals(2, g.region(0).numBlocks());
    assertEquals(List.of("block", "insert test.in_f"), events);
    assertEquals("test.in_f", g.region(0).block(0).first().name());
    events.clear();
    r.inlineRegionBefore(f.region(0), g.region(0), null);
    assertTrue(f.region(0).isEmpty());
    assertEquals(3, g.region(0).numBlocks());
    assertEquals(List.of("block"), events);
  }

  /** Erasing the op the point is anchored at moves the point to the op after it. */
  @Test
  void erasingTheAnchorKeepsThePointValid() {
    Operation f = ir.func(ir.module());
    Block b = TestIr.body(f);
    OpBuilder at = ir.at(b);
    Operation first = ir.op(at, "test.first", List.of());
    Operation anchor = ir.op(at, "test.anchor", List.of());
    Operation next = ir.op(at, "test.next", List.of());
    r.setInsertionPointBefore(anchor);
    r.eraseOp(anchor);
    assertSame(next, r.insertionAnchor());
    r.create("test.made", first.location(), List.of(), List.of());
    assertSame(next.prevInBlock().nextInBlock(), next);
    assertEquals("test.made", next.prevInBlock().name());
    assertSame(first, next.prevInBlock().prevInBlock());
  }
}
