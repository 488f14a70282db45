package rw.ir.asm.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.diag.Diagnostic;

/**
 * The parse errors of asm/parse-errors/*.mlir, recorded from mlir-opt-22 by generate.py there:
 * each {@code // -----} chunk must fail with exactly MLIR's diagnostics (file, line, column,
 * message, notes), which also meet the chunk's {@code expected-error} annotations.
 */
class ParseErrorsTest {
  static Path dir() throws URISyntaxException {
    return Path.of(ParseErrorsTest.class.getResource("/asm/parse-errors").toURI());
  }

  static Stream<String> files() throws IOException, URISyntaxException {
    try (Stream<Path> s = Files.list(dir())) {
      return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".mlir")).sorted().toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("files")
  void diagnosticsAreMlirs(String name) throws IOException, URISyntaxException {
    String text = Files.readString(dir().resolve(name), StandardCharsets.UTF_8);
    List<String> expected = Files.readAllLines(dir().resolve(name.replace(".mlir", ".stderr")), StandardCharsets.UTF_8);
    List<Diagnostic> all = new ArrayList<>();
    List<String> actual = new ArrayList<>();
    for (Source chunk : SourceSplitter.split(new Source(name, text))) {
      Context ctx = new Context();
      Operation module = SourceParser.parse(ctx, chunk);
      List<Diagnostic> diags = ctx.diagnostics().collected();
      assertNull(module, "chunk at line " + (chunk.lineOffset() + 1) + " parsed without error");
      all.addAll(diags);
      for (Diagnostic d : diags) actual.addAll(List.of(d.render().split("\n")));
    }
    assertEquals(String.join("\n", expected), String.join("\n", actual));
    List<String> problems = ExpectedDiagnostics.check(text, all);
    assertTrue(problems.isEmpty(), String.join("\n", problems));
  }
}
