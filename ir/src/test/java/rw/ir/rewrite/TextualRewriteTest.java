package rw.ir.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.rewrite.convert.ReconcileUnrealizedCasts;

/** Rewrites on textual inputs, compared with expected textual outputs. */
class TextualRewriteTest {
  @Test
  void greedyFoldsAddZero() {
    TestIr ir = new TestIr();
    Operation module = TextFixture.parse(ir.ctx, "greedy-add-zero.mlir");
    assertTrue(GreedyRewriteDriver.apply(module, PatternSet.of(GreedyRewriteDriverTest.ADD_ZERO)));
    assertEquals(TextFixture.expected(new TestIr().ctx, "greedy-add-zero.expected.mlir"), TextFixture.print(module));
  }

  /** The expected file was recorded with mlir-opt-22 --reconcile-unrealized-casts --mlir-print-op-generic. */
  @Test
  void reconcileMatchesMlirOpt() {
    Context ctx = new Context();
    Operation module = TextFixture.parse(ctx, "reconcile-unrealized-casts.generic.mlir");
    ReconcileUnrealizedCasts.run(module);
    String recorded = TextFixture.resource("reconcile-unrealized-casts.expected.generic.mlir");
    assertEquals(recorded.stripTrailing(), TextFixture.print(module).stripTrailing(), "mlir-opt ends its output with an empty line");
  }
}
