package rw.ir.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import rw.ir.Context;
import rw.ir.Operation;

/** IR dumps and the timing report have MLIR's layout. */
class InstrumentationTest {
  private static final Pattern COLUMNS = Pattern.compile("(?m)^  [ 0-9.]{8} \\([ 0-9.]{5}%\\)  ");
  private static final Pattern TOTAL = Pattern.compile("Time: [0-9]+\\.[0-9]{4} seconds");

  private final Context ctx = TestIr.context();
  private final StringBuilder out = new StringBuilder();

  private PassManager manager(String pipeline, PassRegistry registry) throws PassPipelineException {
    PassManager pm = new PassManager("builtin.module");
    pm.setPipeline(new PassPipelineParser(registry).parse(pipeline));
    return pm;
  }

  private Operation twoFunctions() {
    return TestIr.module(ctx, TestIr.func(ctx, "f", 1), TestIr.func(ctx, "g", 4));
  }

  /** Prints "<op name> @<symbol>" for nested ops and adds the newline of a top-level op. */
  private static String fakePrint(Operation op) {
    String text = op.name() + " @" + TestIr.label(op);
    return op.block() == null ? text + "\n" : text;
  }

  private IrPrinting printing(boolean before, boolean after, boolean failureOnly, boolean moduleScope) {
    IrPrinting.Config c = new IrPrinting.Config(before, after, failureOnly, moduleScope, Set.of(), Set.of());
    return new IrPrinting(c, InstrumentationTest::fakePrint, out::append);
  }

  @Test
  void dumpsAfterEachPassButNotAfterAdaptors() throws Exception {
    PassManager pm = manager("builtin.module(func.func(cse),symbol-dce)", PipelineTestPasses.registry());
    pm.addInstrumentation(printing(false, true, false, false));
    assertTrue(pm.run(twoFunctions()));
    assertEquals("// -----// IR Dump After CSE (cse) //----- //\nfunc.func @f\n\n"
        + "// -----// IR Dump After CSE (cse) //----- //\nfunc.func @g\n\n"
        + "// -----// IR Dump After SymbolDCE (symbol-dce) //----- //\nbuiltin.module @builtin.module\n\n\n", out.toString());
  }

  @Test
  void dumpsBeforeWithModuleScope() throws Exception {
    PassManager pm = manager("builtin.module(func.func(cse))", PipelineTestPasses.registry());
    pm.addInstrumentation(printing(true, false, false, true));
    Operation module = twoFunctions();
    assertTrue(pm.run(module));
    String dump = "builtin.module @builtin.module\n\n\n";
    assertEquals("// -----// IR Dump Before CSE (cse) ('func.func' operation: @f) //----- //\n" + dump
        + "// -----// IR Dump Before CSE (cse) ('func.func' operation: @g) //----- //\n" + dump, out.toString());
  }

  @Test
  void failedPassIsDumpedWithFailed() throws Exception {
    PassRegistry registry = new PassRegistry();
    registry.register(PipelineTestPasses.info("boom", "Boom", OpPassManager.ANY, List.of(), (p, op) -> p.fail()));
    PassManager pm = manager("builtin.module(func.func(boom))", registry);
    pm.addInstrumentation(printing(false, false, true, false));
    assertFalse(pm.run(twoFunctions()));
    assertEquals("// -----// IR Dump After Boom Failed (boom) //----- //\nfunc.func @f\n\n", out.toString());
  }

  @Test
  void timingReportHasMlirLayout() throws Exception {
    long[] now = {0};
    Timer root = Timer.root(() -> now[0] += 1_000_000).start();
    root.nest("parser", "Parser").start().stop();
    PassManager pm = manager("builtin.module(func.func(cse,canonicalize),symbol-dce)", PipelineTestPasses.registry());
    pm.addInstrumentation(new PassTiming(root));
    assertTrue(pm.run(twoFunctions()));
    root.nest("output", "Output").start().stop();
    root.stop();
    String report = TimingReport.render(root);
    String masked = TOTAL.matcher(COLUMNS.matcher(report).replaceAll("  <time> (<pct>)  ")).replaceAll("Time: <total> seconds");
    assertEquals(recordedWithoutAnalyses(), masked);
  }

  @Test
  void timingColumnsAndRest() {
    long[] now = {0};
    Timer root = Timer.root(() -> now[0]).start();
    Timer a = root.nest("a", "A").start();
    now[0] = 250_000_000L;
    a.stop();
    now[0] = 1_000_000_000L;
    root.stop();
    String report = TimingReport.render(root);
    assertTrue(report.contains("  Total Execution Time: 1.0000 seconds\n\n"), report);
    assertTrue(report.endsWith("    0.2500 ( 25.0%)  A\n    0.7500 ( 75.0%)  Rest\n    1.0000 (100.0%)  Total\n"), report);
  }

  private static String recordedWithoutAnalyses() throws IOException {
    try (InputStream in = InstrumentationTest.class.getResourceAsStream("/pass/timing.expected")) {
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      return text.replaceAll("(?m)^.*\\(A\\) .*\n", "");
    }
  }
}
