package rw.dialect.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import rw.ir.asm.print.PrintOptions;

/**
 * The lowered corpus programs ({@code tests/src/test/resources/corpus/programs/NAME.lowered.mlir},
 * recorded with {@code mlir22 lower NAME.mlir}) read with the hand-written LLVM forms (and test
 * specs for the declarative ops): printed back they must be unchanged, and their generic form
 * must be {@code NAME.lowered.generic.mlir} except that reparsed {@code llvm.func} and
 * {@code llvm.mlir.global} ops carry {@code unnamed_addr = 0 : i64} (corpus fact 14).
 */
class LoweredCorpusTest {
  private static final Path PROGRAMS = Path.of("../tests/src/test/resources/corpus/programs");

  static Stream<String> programs() throws IOException {
    try (Stream<Path> files = Files.list(PROGRAMS)) {
      List<String> names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".lowered.mlir"))
          .map(n -> n.substring(0, n.length() - ".lowered.mlir".length())).sorted().toList();
      return names.stream();
    }
  }

  @ParameterizedTest
  @MethodSource("programs")
  void loweredProgramsPrintBackUnchanged(String name) throws IOException {
    String text = Files.readString(PROGRAMS.resolve(name + ".lowered.mlir"));
    assertEquals(text, SyntaxRoundTripTest.print(name + ".lowered.mlir", text, PrintOptions.DEFAULT));
  }

  @ParameterizedTest
  @MethodSource("programs")
  void loweredProgramsPrintTheRecordedGenericForm(String name) throws IOException {
    String text = Files.readString(PROGRAMS.resolve(name + ".lowered.mlir"));
    String expected = Files.readString(PROGRAMS.resolve(name + ".lowered.generic.mlir"));
    String actual = SyntaxRoundTripTest.print(name + ".lowered.mlir", text, PrintOptions.GENERIC);
    assertEquals(expected, actual.replace(", unnamed_addr = 0 : i64", ""));
  }
}
