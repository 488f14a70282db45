package rw.dialect.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.asm.print.AsmPrinter;
import rw.ir.asm.print.PrintOptions;
import rw.ir.diag.Diagnostic;

/**
 * Round trips of the hand-written custom forms, on the files of
 * {@code src/test/resources/dialect/syntax/}: each {@code NAME.mlir} is parsed and printed in the
 * custom form, which must equal {@code NAME.pretty.expected}, recorded with
 * {@code mlir22 opt NAME.mlir --allow-unregistered-dialect} (mlir-opt-22), and in the generic
 * form, which must equal {@code NAME.generic.expected}, recorded with
 * {@code mlir22 opt NAME.mlir --allow-unregistered-dialect --mlir-print-op-generic}, and with
 * locations, which must equal {@code NAME.debuginfo.expected}, recorded with
 * {@code mlir22 opt NAME.mlir --allow-unregistered-dialect --mlir-print-debuginfo}. The expected
 * custom form must also read back to itself.
 */
class SyntaxRoundTripTest {
  @ParameterizedTest
  @ValueSource(strings = {"func", "scf", "gpu", "spirv", "llvm"})
  void printsTheCustomFormAsMlir(String name) throws IOException {
    assertEquals(read(name + ".pretty.expected"), print(name + ".mlir", read(name + ".mlir"), PrintOptions.DEFAULT));
  }

  @ParameterizedTest
  @ValueSource(strings = {"func", "scf", "gpu", "spirv", "llvm"})
  void printsTheGenericFormAsMlir(String name) throws IOException {
    assertEquals(read(name + ".generic.expected"), print(name + ".mlir", read(name + ".mlir"), PrintOptions.GENERIC));
  }

  @ParameterizedTest
  @ValueSource(strings = {"func", "scf", "gpu", "spirv", "llvm"})
  void printsLocationsAsMlir(String name) throws IOException {
    assertEquals(read(name + ".debuginfo.expected"),
        print(name + ".mlir", read(name + ".mlir"), PrintOptions.DEFAULT.withDebugInfo(true)));
  }

  @ParameterizedTest
  @ValueSource(strings = {"func", "scf", "gpu", "spirv", "llvm"})
  void readsItsOwnOutputBack(String name) throws IOException {
    String pretty = read(name + ".pretty.expected");
    assertEquals(pretty, print(name + ".pretty.expected", pretty, PrintOptions.DEFAULT));
  }

  static String print(String file, String text, PrintOptions options) {
    Context ctx = DialectContexts.create();
    ctx.setAllowUnregistered(true);
    Operation module = SourceParser.parse(ctx, new Source(file, text));
    assertEquals(List.of(), rendered(ctx.diagnostics().collected()), "diagnostics of " + file);
    assertNotNull(module, file);
    return AsmPrinter.print(module, options) + "\n";
  }

  static List<String> rendered(List<Diagnostic> diagnostics) {
    List<String> out = new ArrayList<>();
    for (Diagnostic d : diagnostics) out.add(d.render());
    return out;
  }

  static String read(String resource) throws IOException {
    try (InputStream in = SyntaxRoundTripTest.class.getResourceAsStream("/dialect/syntax/" + resource)) {
      assertNotNull(in, "missing test resource dialect/syntax/" + resource);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
