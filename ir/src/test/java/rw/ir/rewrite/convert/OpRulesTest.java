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

  /**
   * The rules of two conversions, looked up in turn for ops of the same names (as conversions
   * running side by side do), each answer with their own target's marks: the note one leaves on
   * a name does not answer for the other.
   */
  @Test
  void rulesOfTwoConversionsKeepApartOnSharedNames() {
    ConversionTarget legal = new ConversionTarget().addLegalOp("src.x", "src.y");
    ConversionTarget illegal = new ConversionTarget().addIllegalOp("src.x", "src.y");
    PatternSet patterns = new PatternSet();
    OpRules a = new OpRules(legal, patterns, null);
    OpRules b1 = new OpRules(illegal, patterns, null);
    OpRules aLocal = a.local();
    OpRules bLocal = b1.local();
    OpRules bLocal2 = b1.local();
    Operation x = op("src.x");
    Operation y = op("src.y");
    for (int round = 0; round < 3; round++) {
      for (Operation o : List.of(x, y)) {
        assertEquals(legal.isLegal(o), aLocal.isLegal(o), o.name());
        assertEquals(illegal.isLegal(o), bLocal.isLegal(o), o.name());
        assertEquals(illegal.isIllegal(o), bLocal2.isIllegal(o), o.name());
        assertEquals(legal.isIllegal(o), a.isIllegal(o), o.name());
      }
    }
    assertNull(bLocal.isLegal(x));
    assertEquals(false, aLocal.isLegal(x) == null);
  }
}
