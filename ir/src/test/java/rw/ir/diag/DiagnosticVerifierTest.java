package rw.ir.diag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.loc.FileLineColLoc;

/** Severities other than error, notes at the same line, and the only-expected level. */
class DiagnosticVerifierTest {
  private static final String TEXT = String.join("\n",
      "op.a  // expected-warning {{careful}}",
      "op.b  // expected-remark {{fyi}} ",
      "op.c",
      "// expected-note@above {{context}}",
      "// expected-error@-2 {{broken}}",
      "");

  private final SourceFile file = new SourceFile("t.mlir", TEXT);
  private final DiagnosticRenderer renderer = new DiagnosticRenderer(n -> file);
  private final StringBuilder out = new StringBuilder();

  private DiagnosticVerifier verifier(DiagnosticVerifier.Level level) {
    return new DiagnosticVerifier(file, n -> file, renderer, out::append, level);
  }

  private static Diagnostic diag(Severity s, int line, String message, Diagnostic... notes) {
    return new Diagnostic(s, new FileLineColLoc("t.mlir", line, 1), message, List.of(notes));
  }

  @Test
  void everySeverityMatchesItsDesignator() {
    DiagnosticVerifier v = verifier(DiagnosticVerifier.Level.ALL);
    v.handle(diag(Severity.WARNING, 1, "be careful"));
    v.handle(diag(Severity.REMARK, 2, "fyi: nothing"));
    v.handle(diag(Severity.ERROR, 3, "broken op", diag(Severity.NOTE, 3, "some context")));
    assertTrue(v.verify());
    assertEquals("", out.toString());
  }

  @Test
  void onlyExpectedIgnoresUnexpectedDiagnostics() {
    DiagnosticVerifier v = verifier(DiagnosticVerifier.Level.ONLY_EXPECTED);
    v.handle(diag(Severity.ERROR, 1, "surprise"));
    v.handle(diag(Severity.WARNING, 1, "be careful"));
    v.handle(diag(Severity.REMARK, 2, "fyi"));
    v.handle(diag(Severity.ERROR, 3, "broken", diag(Severity.NOTE, 3, "context")));
    assertTrue(v.verify());
    assertEquals("", out.toString());
  }

  @Test
  void unexpectedNoteIsReportedAtItsLocation() {
    DiagnosticVerifier v = verifier(DiagnosticVerifier.Level.ALL);
    v.handle(diag(Severity.WARNING, 1, "be careful", diag(Severity.NOTE, 2, "stray")));
    assertFalse(v.verify());
    assertTrue(out.toString().startsWith("t.mlir:2:1: error: unexpected note: stray\nop.b  // expected-remark {{fyi}} \n^\n"), out.toString());
  }

  @Test
  void closeAfterVerifyReportsNothingMore() {
    DiagnosticVerifier v = verifier(DiagnosticVerifier.Level.ALL);
    assertFalse(v.verify());
    int length = out.length();
    assertFalse(v.close());
    assertEquals(length, out.length());
  }
}
