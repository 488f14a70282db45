package rw.ir.rewrite.convert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Operation;
import rw.ir.rewrite.TestIr;
import rw.ir.rewrite.TextFixture;

/** Dialect conversion on textual inputs, compared with expected textual outputs. */
class TextualConversionTest {
  /** Converts {@code name}.mlir with the narrowing patterns; the result is {@code name}.expected.mlir. */
  private static void assertNarrowed(String name) {
    TestIr ir = new TestIr();
    Narrowing n = new Narrowing();
    Operation module = TextFixture.parse(ir.ctx, name + ".mlir");
    assertTrue(ConversionDriver.applyPartialConversion(module, n.target, n.patterns));
    assertEquals(TextFixture.expected(new TestIr().ctx, name + ".expected.mlir"), TextFixture.print(module));
  }

  @Test
  void narrowingWithMaterializationsAndOneToMany() {
    assertNarrowed("convert-narrowing");
  }

  @Test
  void branchesConvertTheBlocksTheyJumpTo() {
    assertNarrowed("convert-successors");
  }

  @Test
  void foldsBeforePatternsSeeingTheInput() {
    TestIr ir = new TestIr();
    Folding f = new Folding(ir.ctx);
    Operation module = TextFixture.parse(ir.ctx, "convert-folding.mlir");
    assertTrue(ConversionDriver.applyPartialConversion(module, f.target, f.patterns));
    assertEquals(TextFixture.expected(new TestIr().ctx, "convert-folding.expected.mlir"), TextFixture.print(module));
  }

  @Test
  void nestedModulesConvertAsInOneSequentialRun() {
    assertNarrowed("convert-islands");
  }

  /**
   * Each converted module is verified quietly by the thread that converted it; what fails there
   * (here: ops the test dialect does not know) is reported by the verification after, once.
   */
  @Test
  void aModuleVerifiedQuietlyStillReportsItsErrorsAfter() {
    TestIr ir = new TestIr();
    Operation module = TextFixture.parse(ir.ctx, "convert-islands.mlir");
    assertEquals(List.of(), narrow(ir, module, true));
    Operation first = module.region(0).entryBlock().first();
    assertFalse(first.isContentsVerified());
    assertFalse(rw.ir.verify.Verifier.verify(module));
    assertEquals(3, ir.ctx.diagnostics().collected().size());
  }

  @Test
  void onlyTheFirstFailingModuleReports() {
    TestIr ir = new TestIr();
    Operation module = TextFixture.parse(ir.ctx, "convert-islands-errors.mlir");
    assertEquals(List.of("convert-islands-errors.mlir:5:12: error: failed to legalize operation 'src.unknown' that was explicitly marked illegal"),
        narrow(ir, module, false));
  }

  /** Converts {@code module} with the narrowing patterns, expecting {@code ok}; what was reported. */
  private static List<String> narrow(TestIr ir, Operation module, boolean ok) {
    Narrowing n = new Narrowing();
    assertEquals(ok, ConversionDriver.applyPartialConversion(module, n.target, n.patterns));
    return ir.ctx.diagnostics().collected().stream().map(d -> d.render()).toList();
  }
}
