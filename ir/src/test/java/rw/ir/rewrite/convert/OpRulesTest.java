package rw.ir.rewrite.convert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Operation;
import rw.ir.attr.UnitAttr;
import rw.ir.build.OpBuilder;
import rw.ir.rewrite.PatternSet;
import rw.ir.rewrite.TestIr;

/** The per-name rules answer as the target and the pattern set do, and a batch shares them per target and patterns. */
class OpRulesTest {
  private final TestIr ir = new TestIr();
  private final OpBuilder b = ir.at(TestIr.body(ir.module()));

  private Operation op(String name) {
    return ir.op(b, name, List.of());
  }

  @Test
  void rulesAgreeWithTheTarget() {
    ConversionTarget t = new ConversionTarget()
        .addLegalDialect("dst")
        .addIllegalDialect("src")
        .addLegalOp("src.keep")
        .addDynamicallyLegalOp("src.maybe", o -> o.attr("ok") != null)
        .markUnknownOpDynamicallyLegal(o -> o.attr("fine") != null)
        .markOpRecursivelyLegal(o -> o.attr("deep") != null, "dst.wrap");
    ConversionPattern p = ConversionPattern.of("src.x", 1, null, "P", (o, a, r) -> false);
    PatternSet patterns = new PatternSet().add(p);
    OpRules rules = new OpRules(t, patterns, null);
    Operation maybeOk = op("src.maybe");
    maybeOk.setAttr("ok", UnitAttr.INSTANCE);
    Operation fine = op("other.y");
    fine.setAttr("fine", UnitAttr.INSTANCE);
    Operation deep = op("dst.wrap");
    deep.setAttr("deep", UnitAttr.INSTANCE);
    List<Operation> ops = List.of(op("dst.a"), op("src.x"), op("src.keep"), op("src.maybe"), maybeOk, op("other.x"), fine,
        op("dst.wrap"), deep, op("src.x"));
    for (Operation o : ops) {
      assertEquals(t.isLegal(o), rules.isLegal(o), o.name());
      assertEquals(t.isIllegal(o), rules.isIllegal(o), o.name());
      assertEquals(patterns.patternsFor(o.name()), rules.patternsFor(o), o.name());
      assertNull(rules.folder(o));
    }
    assertEquals(List.of(p), rules.patternsFor(ops.get(1)));
  }

  @Test
  void aBatchSharesRulesPerTargetAndPatterns() {
    ConversionBatch batch = new ConversionBatch(ir.ctx);
    ConversionTarget t = new ConversionTarget();
    ConversionTarget other = new ConversionTarget();
    PatternSet patterns = new PatternSet();
    OpRules rules = batch.rules(t, patterns);
    assertSame(rules, batch.rules(t, patterns));
    assertNotSame(rules, batch.rules(other, patterns));
    assertNotSame(rules, batch.rules(t, new PatternSet()));
  }
}
