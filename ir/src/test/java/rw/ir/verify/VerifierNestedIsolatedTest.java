package rw.ir.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rw.ir.verify.TestIr.body;

import org.junit.jupiter.api.Test;
import rw.ir.Operation;

/**
 * The isolated ops directly in an op's regions are verified when the walk leaves that op, as in
 * MLIR: those in a nested op that is not isolated go with it, before the ones of the outer op
 * met earlier; an error there stops the walk of the outer op.
 */
class VerifierNestedIsolatedTest {
  private final TestIr ir = new TestIr();

  /** A function at {@code line} of one constant, with its terminator unless {@code broken}. */
  private Operation func(rw.ir.Block into, String name, int line, boolean broken) {
    Operation f = ir.func(into, name, line);
    ir.op(body(f), "arith.constant", line, 20, 1);
    if (!broken) ir.op(body(f), "func.return", line, 40, 0);
    return f;
  }

  @Test
  void theIsolatedOpsOfANestedOpAreVerifiedWhenItIsLeft() {
    Operation module = ir.module();
    func(body(module), "a", 2, true);
    Operation graph = ir.withRegions(body(module), "test.graph", 3, 1, 1);
    func(body(graph), "b", 4, true);
    func(body(module), "c", 5, true);
    assertEquals("t.mlir:4:20: error: block with no terminator, has \"arith.constant\"(...)", ir.verify(module));
  }

  @Test
  void everyIsolatedOpIsVerifiedAtItsLevel() {
    Operation module = ir.module();
    Operation a = func(body(module), "a", 2, false);
    Operation graph = ir.withRegions(body(module), "test.graph", 3, 1, 1);
    Operation inner = ir.withRegions(body(graph), "test.graph", 4, 1, 1);
    Operation b = func(body(inner), "b", 5, false);
    Operation c = func(body(graph), "c", 6, false);
    func(body(module), "d", 7, true);
    assertEquals("t.mlir:7:20: error: block with no terminator, has \"arith.constant\"(...)", ir.verify(module));
    assertTrue(a.isVerified() && b.isVerified() && c.isVerified(), "the valid functions passed");
  }
}
