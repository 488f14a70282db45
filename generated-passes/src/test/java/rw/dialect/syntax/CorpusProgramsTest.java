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
 * The corpus programs as users write them ({@code tests/src/test/resources/corpus/programs/NAME.mlir}:
 * func.func, gpu.module/gpu.func, gpu.launch_func, scf, arith.constant, arith.select) read with
 * the hand-written forms and test specs for the declarative ops. The custom form must be
 * {@code src/test/resources/dialect/corpus-pretty/NAME.pretty.expected}, recorded with
 * {@code mlir22 opt NAME.mlir} (mlir-opt-22), and the generic form the corpus' own
 * {@code NAME.generic.mlir}.
 */
class CorpusProgramsTest {
  private static final Path PROGRAMS = Path.of("../tests/src/test/resources/corpus/programs");
  private static final Path PRETTY = Path.of("src/test/resources/dialect/corpus-pretty");

  static Stream<String> programs() throws IOException {
    try (Stream<Path> files = Files.list(PRETTY)) {
      List<String> names = files.map(p -> p.getFileName().toString())
          .map(n -> n.substring(0, n.length() - ".pretty.expected".length())).sorted().toList();
      return names.stream();
    }
  }

  @ParameterizedTest
  @MethodSource("programs")
  void programsPrintTheCustomFormOfMlir(String name) throws IOException {
    String text = Files.readString(PROGRAMS.resolve(name + ".mlir"));
    String expected = Files.readString(PRETTY.resolve(name + ".pretty.expected"));
    assertEquals(expected, SyntaxRoundTripTest.print(name + ".mlir", text, PrintOptions.DEFAULT));
  }

  @ParameterizedTest
  @MethodSource("programs")
  void programsPrintTheRecordedGenericForm(String name) throws IOException {
    String text = Files.readString(PROGRAMS.resolve(name + ".mlir"));
    String expected = Files.readString(PROGRAMS.resolve(name + ".generic.mlir"));
    assertEquals(expected, SyntaxRoundTripTest.print(name + ".mlir", text, PrintOptions.GENERIC));
  }

  @ParameterizedTest
  @MethodSource("programs")
  void customFormsReadBack(String name) throws IOException {
    String expected = Files.readString(PRETTY.resolve(name + ".pretty.expected"));
    assertEquals(expected, SyntaxRoundTripTest.print(name + ".pretty.expected", expected, PrintOptions.DEFAULT));
  }
}
