package rw.dialect.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Context;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.asm.parse.SourceSplitter;

/**
 * Malformed custom forms: {@code src/test/resources/dialect/syntax/invalid.mlir} is split at
 * {@code // -----} and each chunk parsed in a fresh context (as mlir-opt does); the errors must be
 * those of {@code invalid.errors}, recorded with
 * {@code mlir22 opt invalid.mlir --allow-unregistered-dialect --split-input-file 2>&1 | grep ': error: '}.
 */
class InvalidSyntaxTest {
  @Test
  void reportsWhatMlirOptReports() throws IOException {
    String text = SyntaxRoundTripTest.read("invalid.mlir");
    List<String> actual = new ArrayList<>();
    for (Source chunk : SourceSplitter.split(new Source("invalid.mlir", text))) {
      Context ctx = DialectContexts.create();
      ctx.setAllowUnregistered(true);
      SourceParser.parse(ctx, chunk);
      actual.addAll(SyntaxRoundTripTest.rendered(ctx.diagnostics().collected()));
    }
    List<String> expected = SyntaxRoundTripTest.read("invalid.errors").lines().toList();
    assertEquals(String.join("\n", expected), String.join("\n", actual));
  }
}
