package rw.ir.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rw.ir.verify.TestIr.addBlock;
import static rw.ir.verify.TestIr.body;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.type.IntegerType;

/** Operand dominance, with the expected texts taken from mlir-opt-22 on the same IR. */
class VerifierDominanceTest {
  private final TestIr ir = new TestIr();
  private final Operation module = ir.module();

  /** func.func @f at line 1 with an entry block; returns the entry block. */
  private Block func() {
    return body(ir.func(body(module), "f", 1));
  }

  @Test
  void useBeforeDefInTheSameBlock() {
    Block b = func();
    Operation use = ir.op(b, "foo.use", 2, 8, 1);
    Operation def = ir.op(b, "foo.def", 3, 8, 1);
    use.insertOperands(0, List.of(def.result()));
    ir.op(b, "func.return", 4, 3, 0);
    assertEquals("t.mlir:2:8: error: operand #0 does not dominate this use\n"
        + "t.mlir:3:8: note: operand defined here (op in the same block)", ir.verify(module));
  }

  @Test
  void singleBlockRegionOfUnregisteredOpHasNoDominance() {
    Block b = func();
    Block inner = body(ir.withRegions(b, "foo.op", 2, 3, 1));
    Operation use = ir.op(inner, "foo.use", 3, 10, 1);
    Operation def = ir.op(inner, "foo.def", 4, 10, 1);
    use.insertOperands(0, List.of(def.result()));
    ir.op(b, "func.return", 6, 3, 0);
    assertEquals("", ir.verify(module));
  }

  @Test
  void multiBlockRegionsAlwaysHaveDominance() {
    Block b = func();
    Operation holder = ir.withRegions(b, "foo.op", 16, 3, 1);
    Block first = body(holder);
    Block second = addBlock(holder.region(0));
    Operation use = ir.op(first, "foo.use", 17, 10, 1);
    ir.branch(first, "foo.br", 18, 5, second);
    Operation def = ir.op(second, "foo.def", 20, 10, 1);
    ir.branch(second, "foo.br", 21, 5, second);
    use.insertOperands(0, List.of(def.result()));
    ir.op(b, "func.return", 23, 3, 0);
    assertEquals("t.mlir:17:10: error: operand #0 does not dominate this use\n"
        + "t.mlir:20:10: note: operand defined here (op in the same region)", ir.verify(module));
  }

  @Test
  void useOfAValueOfAChildRegion() {
    Block b = func();
    Operation use = ir.op(b, "foo.use", 27, 8, 1);
    Operation def = ir.op(body(ir.withRegions(b, "foo.op", 28, 3, 1)), "foo.def", 29, 10, 1);
    use.insertOperands(0, List.of(def.result()));
    ir.op(b, "func.return", 31, 3, 0);
    assertEquals("t.mlir:27:8: error: operand #0 does not dominate this use\n"
        + "t.mlir:29:10: note: operand defined here (op in a child region)", ir.verify(module));
  }

  @Test
  void useInANestedRegionBeforeTheDefinition() {
    Block b = func();
    Operation use = ir.op(body(ir.withRegions(b, "foo.op", 35, 3, 1)), "foo.use", 36, 10, 1);
    Operation def = ir.op(b, "foo.def", 38, 8, 1);
    use.insertOperands(0, List.of(def.result()));
    ir.op(b, "func.return", 39, 3, 0);
    assertEquals("t.mlir:36:10: error: operand #0 does not dominate this use\n"
        + "t.mlir:38:8: note: operand defined here (op in a parent region)", ir.verify(module));
  }

  @Test
  void resultUsedInsideItsOwnOp() {
    Block b = func();
    Operation op = ir.withRegions(b, "foo.op", 2, 8, 1, 1);
    ir.op(body(op), "foo.use", 3, 5, 0, op.result());
    ir.op(b, "func.return", 5, 3, 0);
    assertEquals("t.mlir:3:5: error: operand #0 does not dominate this use\n"
        + "t.mlir:2:8: note: operand defined here (op in a parent region)", ir.verify(module));
  }

  @Test
  void argumentOfAnUnreachableBlock() {
    Region region = ir.func(body(module), "k", 42).region(0);
    Block entry = region.entryBlock();
    Block bb1 = addBlock(region);
    Block bb2 = addBlock(region);
    ir.branch(entry, "cf.br", 43, 3, bb2);
    var x = bb1.addArgument(IntegerType.I32, TestIr.loc(44, 6));
    ir.branch(bb1, "cf.br", 45, 3, bb2);
    ir.op(bb2, "foo.use", 47, 8, 1, x);
    ir.op(bb2, "func.return", 48, 3, 0);
    assertEquals("t.mlir:47:8: error: operand #0 does not dominate this use\n"
        + "t.mlir:42:1: note: operand defined as a block argument (block #1 in the same region)",
        ir.verify(module));
  }

  @Test
  void definitionInAnUnreachableBlock() {
    Region region = ir.func(body(module), "l", 51).region(0);
    Block entry = region.entryBlock();
    Block bb1 = addBlock(region);
    Block bb2 = addBlock(region);
    ir.branch(entry, "cf.br", 52, 3, bb2);
    Operation x = ir.op(bb1, "foo.def", 54, 8, 1);
    ir.branch(bb1, "cf.br", 55, 3, bb2);
    ir.op(bb2, "foo.use", 57, 8, 1, x.result());
    ir.op(bb2, "func.return", 58, 3, 0);
    assertEquals("t.mlir:57:8: error: operand #0 does not dominate this use\n"
        + "t.mlir:54:8: note: operand defined here (op in the same region)", ir.verify(module));
  }

  @Test
  void usesInsideUnreachableBlocksAreNotChecked() {
    Region region = ir.func(body(module), "u", 1).region(0);
    Block entry = region.entryBlock();
    Block dead = addBlock(region);
    ir.op(entry, "func.return", 2, 3, 0);
    Operation use = ir.op(dead, "foo.use", 4, 8, 1);
    Operation def = ir.op(dead, "foo.def", 5, 8, 1);
    use.insertOperands(0, List.of(def.result()));
    ir.op(dead, "func.return", 6, 3, 0);
    assertEquals("", ir.verify(module));
  }

  @Test
  void diamondAndEnclosingValues() {
    Region region = ir.func(body(module), "d", 1).region(0);
    Block entry = region.entryBlock();
    var arg = entry.addArgument(IntegerType.I1, TestIr.loc(1, 10));
    Block left = addBlock(region);
    Block right = addBlock(region);
    Block join = addBlock(region);
    Operation c = ir.op(entry, "foo.def", 2, 3, 1);
    ir.branch(entry, "cf.cond_br", 3, 3, left, right).insertOperands(0, List.of(arg));
    Operation l = ir.op(left, "foo.def", 5, 3, 1);
    ir.branch(left, "cf.br", 6, 3, join);
    ir.branch(right, "cf.br", 8, 3, join);
    Block nested = body(ir.withRegions(join, "foo.op", 10, 3, 1));
    ir.op(nested, "foo.use", 11, 5, 0, c.result(), arg);
    ir.op(join, "func.return", 12, 3, 0);
    assertEquals("", ir.verify(module));
    join.insertBefore(join.last(), ir.op(null, "foo.use", 12, 3, 0, l.result()));
    assertEquals("t.mlir:12:3: error: operand #0 does not dominate this use\n"
        + "t.mlir:5:3: note: operand defined here (op in the same region)", ir.verify(module));
  }

  @Test
  void moduleBodyIsAGraphRegion() {
    Operation use = ir.op(body(module), "foo.use", 1, 6, 1);
    Operation def = ir.op(body(module), "foo.def", 2, 6, 1);
    use.insertOperands(0, List.of(def.result()));
    assertEquals("", ir.verify(module));
  }

  @Test
  void registeredGraphRegion() {
    Block b = func();
    Operation graph = ir.withRegions(b, "test.graph", 2, 3, 1);
    Operation use = ir.op(body(graph), "foo.use", 3, 5, 1);
    Operation def = ir.op(body(graph), "foo.def", 4, 5, 1);
    use.insertOperands(0, List.of(def.result()));
    ir.op(b, "func.return", 5, 3, 0);
    assertEquals("", ir.verify(module));
    addBlock(graph.region(0));
    assertEquals("t.mlir:2:3: error: 'test.graph' op expects graph region #0 to have 0 or 1 blocks",
        ir.verify(module));
  }
}
