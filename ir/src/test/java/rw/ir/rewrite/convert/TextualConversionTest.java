package rw.ir.rewrite.convert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import rw.ir.Operation;
import rw.ir.rewrite.TestIr;
import rw.ir.rewrite.TextFixture;

/** Dialect conversion on textual inputs, compared with expected textual outputs. */
class TextualConversionTest {
  @Test
  void narrowingWithMaterializationsAndOneToMany() {
    TestIr ir = new TestIr();
    Narrowing n = new Narrowing();
    Operation module = TextFixture.parse(ir.ctx, "convert-narrowing.mlir");
    assertTrue(ConversionDriver.applyPartialConversion(module, n.target, n.patterns));
    assertEquals(TextFixture.expected(new TestIr().ctx, "convert-narrowing.expected.mlir"), TextFixture.print(module));
  }

  @Test
  void branchesConvertTheBlocksTheyJumpTo() {
    TestIr ir = new TestIr();
    Narrowing n = new Narrowing();
    Operation module = TextFixture.parse(ir.ctx, "convert-successors.mlir");
    assertTrue(ConversionDriver.applyPartialConversion(module, n.target, n.patterns));
    assertEquals(TextFixture.expected(new TestIr().ctx, "convert-successors.expected.mlir"), TextFixture.print(module));
  }

  @Test
  void foldsBeforePatternsSeeingTheInput() {
    TestIr ir = new TestIr();
    Folding f = new Folding(ir.ctx);
    Operation module = TextFixture.parse(ir.ctx, "convert-folding.mlir");
    assertTrue(ConversionDriver.applyPartialConversion(module, f.target, f.patterns));
    assertEquals(TextFixture.expected(new TestIr().ctx, "convert-folding.expected.mlir"), TextFixture.print(module));
  }
}
