package rw.ir.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rw.ir.verify.TestIr.addBlock;
import static rw.ir.verify.TestIr.body;

import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Operation;

/**
 * MLIR checks that only the last op of a block has successors when it enters the block, before
 * any op in it: a misplaced branch is reported before the errors of the ops ahead of it in its
 * block and of the ops nested in them, and before those of the blocks nested in it, although the
 * verifier checks each op as it comes.
 */
class VerifierBranchOrderTest {
  private static final String MISPLACED = "error: operation with block successors must terminate its parent block";

  private final TestIr ir = new TestIr();
  private final Operation module = ir.module();
  private Block entry;
  private Block exit;

  /** func.func @f at line 1: the entry block, and a second block that returns. */
  private void func() {
    Operation f = ir.func(body(module), "f", 1);
    entry = body(f);
    exit = addBlock(f.region(0));
    ir.op(exit, "func.return", 99, 3, 0);
  }

  @Test
  void aBranchAfterAnInvalidOp() {
    func();
    ir.op(entry, "func.return", 2, 3, 0);
    ir.op(entry, "foo.op", 3, 3, 0);
    ir.branch(entry, "foo.br", 4, 3, exit);
    ir.branch(entry, "cf.br", 5, 3, exit);
    assertEquals("t.mlir:4:3: " + MISPLACED, ir.verify(module));
  }

  @Test
  void aBranchAfterAnOpWithAnInvalidOpInside() {
    func();
    Block inner = body(ir.withRegions(entry, "foo.region", 2, 3, 1));
    ir.op(inner, "func.return", 3, 5, 0);
    ir.op(inner, "foo.op", 4, 5, 0);
    ir.op(entry, "foo.op", 5, 3, 0);
    ir.branch(entry, "foo.br", 6, 3, exit);
    ir.branch(entry, "cf.br", 7, 3, exit);
    assertEquals("t.mlir:6:3: " + MISPLACED, ir.verify(module));
  }

  /** The branch hides the error of an isolated op nested ahead of it, which MLIR never reaches. */
  @Test
  void aBranchAfterAnOpHoldingAnInvalidIsolatedOp() {
    func();
    Block inner = body(ir.withRegions(entry, "foo.region", 2, 3, 1));
    Operation g = ir.func(inner, "g", 3);
    ir.op(body(g), "func.return", 4, 5, 0);
    ir.op(body(g), "foo.op", 4, 9, 0);
    ir.op(entry, "foo.op", 5, 3, 0);
    ir.branch(entry, "foo.br", 6, 3, exit);
    ir.branch(entry, "cf.br", 7, 3, exit);
    assertEquals("t.mlir:6:3: " + MISPLACED, ir.verify(module));
    entry.last().prevInBlock().erase();
    assertEquals("t.mlir:4:5: error: 'func.return' op must be the last operation in the parent block", ir.verify(module));
  }

  @Test
  void anOuterBranchBeforeAnInnerOne() {
    func();
    Operation holder = ir.withRegions(entry, "foo.region", 2, 3, 1);
    Block innerExit = addBlock(holder.region(0));
    ir.branch(body(holder), "foo.br", 3, 5, innerExit);
    ir.op(body(holder), "foo.op", 4, 5, 0);
    ir.op(innerExit, "foo.op", 5, 5, 0);
    ir.op(entry, "foo.op", 6, 3, 0);
    ir.branch(entry, "foo.br", 7, 3, exit);
    ir.branch(entry, "cf.br", 8, 3, exit);
    assertEquals("t.mlir:7:3: " + MISPLACED, ir.verify(module));
    entry.last().prevInBlock().erase();
    assertEquals("t.mlir:3:5: " + MISPLACED, ir.verify(module));
  }

  @Test
  void theFirstOfTwoBranches() {
    func();
    ir.op(entry, "foo.op", 2, 3, 0);
    ir.branch(entry, "foo.br", 3, 3, exit);
    ir.branch(entry, "foo.br", 4, 3, exit);
    ir.branch(entry, "cf.br", 5, 3, exit);
    assertEquals("t.mlir:3:3: " + MISPLACED, ir.verify(module));
  }
}
