package rw.ir.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.asm.parse.SourceSplitter;
import rw.ir.asm.print.AsmPrinter;
import rw.ir.diag.DiagnosticRenderer;
import rw.ir.diag.DiagnosticVerifier;
import rw.ir.diag.SourceFile;

/**
 * The inputs of {@code src/test/resources/verify/*.mlir}, as {@code rw opt --split-input-file
 * --verify-diagnostics} would run them: each chunk parsed and verified, the diagnostics checked
 * against the file's {@code expected-*} annotations. The annotations were recorded with
 * {@code mlir-opt-22 --allow-unregistered-dialect --split-input-file --verify-diagnostics}. The
 * ops they use are registered as {@link TestIr}'s stand-ins, so the inputs are in generic form.
 */
class VerifierTextTest {
  private static final List<String> FILES = List.of("dominance", "structure", "symbols", "builtin");

  @TestFactory
  Stream<DynamicTest> annotatedInputs() {
    return FILES.stream().map(name -> DynamicTest.dynamicTest(name + ".mlir", () -> check(name + ".mlir")));
  }

  private static void check(String name) throws IOException {
    SourceFile file = new SourceFile(name, resource("/verify/" + name));
    DiagnosticRenderer renderer = new DiagnosticRenderer(n -> file);
    StringBuilder out = new StringBuilder();
    DiagnosticVerifier expected = new DiagnosticVerifier(file, n -> file, renderer, out::append,
        DiagnosticVerifier.Level.ALL);
    for (Source chunk : SourceSplitter.split(new Source(name, file.text()))) {
      TestIr ir = new TestIr();
      AsmPrinter.installAsDiagnosticPrinter(ir.ctx);
      ir.ctx.diagnostics().pushHandler(expected);
      Operation top = SourceParser.parse(ir.ctx, chunk);
      if (top != null) Verifier.verify(top);
      ir.ctx.diagnostics().popHandler(expected);
    }
    expected.verify();
    assertEquals("", out.toString());
  }

  private static String resource(String path) throws IOException {
    try (InputStream in = VerifierTextTest.class.getResourceAsStream(path)) {
      if (in == null) throw new IOException("missing resource " + path);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
