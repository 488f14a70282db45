package rw.ir.rewrite.convert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Operation;
import rw.ir.attr.UnitAttr;
import rw.ir.build.OpBuilder;
import rw.ir.rewrite.TestIr;
import rw.ir.rewrite.convert.ConversionTarget.Action;

class ConversionTargetTest {
  private final TestIr ir = new TestIr();
  private final OpBuilder b = ir.at(TestIr.body(ir.module()));

  private Operation op(String name) {
    return ir.op(b, name, List.of());
  }

  @Test
  void opMarksWinOverDialectMarks() {
    ConversionTarget t = new ConversionTarget()
        .addLegalDialect("dst")
        .addIllegalDialect("src")
        .addLegalOp("src.keep")
        .addIllegalOp("dst.bad");
    assertNotNull(t.isLegal(op("dst.x")));
    assertNull(t.isLegal(op("src.x")));
    assertTrue(t.isIllegal(op("src.x")));
    assertNotNull(t.isLegal(op("src.keep")));
    assertTrue(t.isIllegal(op("dst.bad")));
    assertNull(t.isLegal(op("other.x")));
    assertFalse(t.isIllegal(op("other.x")), "unknown ops are neither legal nor illegal");
    assertEquals(Action.LEGAL, t.actionFor("dst.y"));
    assertNull(t.actionFor("other.y"));
  }

  @Test
  void dynamicLegalityDecidesPerOp() {
    ConversionTarget t = new ConversionTarget()
        .addDynamicallyLegalOp("test.maybe", o -> o.attr("ok") != null)
        .addDynamicallyLegalDialect(o -> o.numOperands() == 0, "dyn");
    Operation yes = op("test.maybe");
    yes.setAttr("ok", UnitAttr.INSTANCE);
    assertNotNull(t.isLegal(yes));
    assertNull(t.isLegal(op("test.maybe")));
    assertTrue(t.isIllegal(op("test.maybe")), "a failing dynamic check counts as explicitly illegal");
    assertNotNull(t.isLegal(op("dyn.a")));
    assertEquals(Action.DYNAMIC, t.actionFor("dyn.b"));
  }

  @Test
  void unknownOpsCanBeDynamicallyLegal() {
    ConversionTarget t = new ConversionTarget().addLegalOp("test.known")
        .markUnknownOpDynamicallyLegal(o -> o.name().startsWith("test.fine"));
    assertNotNull(t.isLegal(op("test.fine_op")));
    assertTrue(t.isIllegal(op("test.other")));
    assertEquals(Action.DYNAMIC, t.actionFor("whatever.op"));
  }

  @Test
  void recursiveLegalityOnlyForLegalOps() {
    ConversionTarget t = new ConversionTarget().addLegalOp("test.box")
        .markOpRecursivelyLegal("test.box", "test.notlegal")
        .markOpRecursivelyLegal(o -> o.attr("deep") != null, "test.cond");
    t.addLegalOp("test.cond");
    assertTrue(t.isLegal(op("test.box")).recursivelyLegal());
    assertNull(t.isLegal(op("test.notlegal")));
    assertFalse(t.isLegal(op("test.cond")).recursivelyLegal());
    Operation deep = op("test.cond");
    deep.setAttr("deep", UnitAttr.INSTANCE);
    assertTrue(t.isLegal(deep).recursivelyLegal());
  }
}
