package rw.dialect.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;
import rw.ir.asm.print.AsmPrinter;
import rw.ir.asm.print.PrintOptions;

/**
 * The intermediate IR of the SPIR-V CPU runner pipeline as mlir-opt-22 prints it (gpu.module
 * after outlining, spirv.module before and after ABI lowering, llvm after host lowering; see
 * {@code src/test/resources/dialect/stages/README.md}): read and printed back unchanged. A dump of
 * a nested op (spirv.module) is printed as the op alone. Trailing blank lines are not compared
 * (the dumps are cut from mlir-opt's stderr).
 */
class StagesTest {
  private static final Path STAGES = Path.of("src/test/resources/dialect/stages");

  static Stream<String> stages() throws IOException {
    try (Stream<Path> files = Files.list(STAGES)) {
      List<String> names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".mlir")).sorted().toList();
      return names.stream();
    }
  }

  @ParameterizedTest
  @MethodSource("stages")
  void stagesPrintBackUnchanged(String name) throws IOException {
    String text = Files.readString(STAGES.resolve(name));
    Context ctx = DialectContexts.create();
    Operation module = SourceParser.parse(ctx, new Source(name, text));
    assertEquals(List.of(), SyntaxRoundTripTest.rendered(ctx.diagnostics().collected()), "diagnostics of " + name);
    assertNotNull(module, name);
    Operation printed = text.startsWith("module") ? module : module.region(0).entryBlock().first();
    assertEquals(text.stripTrailing(), AsmPrinter.print(printed, PrintOptions.DEFAULT).stripTrailing());
  }
}
