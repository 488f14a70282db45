package rw.ir.def;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.asm.parse.SourceSplitter;
import rw.ir.asm.print.AsmPrinter;
import rw.ir.diag.DiagnosticRenderer;
import rw.ir.diag.DiagnosticVerifier;
import rw.ir.diag.SourceFile;
import rw.ir.verify.Verifier;

/**
 * The invariant checks {@link OpSpec#toOpDef()} derives (attributes, operand and result
 * constraints, segments, type relations) report what MLIR 22 reports: def/invalid.mlir is run as
 * {@code --split-input-file --verify-diagnostics}, its annotations confirmed with mlir-opt-22.
 */
class VerifierMessagesTest {
  @Test
  void invalidOpsReportMlirsMessages() throws IOException {
    check("invalid.mlir");
  }

  /** Custom forms that break their formats get the parser errors MLIR's generated parsers give. */
  @Test
  void malformedCustomFormsReportMlirsMessages() throws IOException {
    check("parse_errors.mlir");
  }

  private static void check(String name) throws IOException {
    SourceFile file = new SourceFile(name, RoundTripTest.resource(name));
    DiagnosticRenderer renderer = new DiagnosticRenderer(n -> file);
    StringBuilder out = new StringBuilder();
    DiagnosticVerifier expected = new DiagnosticVerifier(file, n -> file, renderer, out::append,
        DiagnosticVerifier.Level.ALL);
    for (Source chunk : SourceSplitter.split(new Source(name, file.text()))) {
      Context ctx = TestDialects.context();
      AsmPrinter.installAsDiagnosticPrinter(ctx);
      ctx.diagnostics().pushHandler(expected);
      Operation top = SourceParser.parse(ctx, chunk);
      if (top != null) Verifier.verify(top);
      ctx.diagnostics().popHandler(expected);
    }
    expected.verify();
    assertEquals("", out.toString());
  }
}
