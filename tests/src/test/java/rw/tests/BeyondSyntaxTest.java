package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * rw prints the programs of beyond/ as mlir-opt-22 does: {@code rw opt NAME.mlir} equals
 * {@code NAME.pretty.mlir} and {@code rw opt NAME.mlir --mlir-print-op-generic} equals
 * {@code NAME.generic.mlir} (both recorded by tests/record-beyond.sh with mlir-opt-22).
 */
class BeyondSyntaxTest {
  private static final Path DIR = Paths.get("src/test/resources/beyond");

  @TestFactory
  Stream<DynamicTest> prettyFormIsWhatMlirOptPrints() {
    return programs().stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(),
        () -> check(p, ".pretty.mlir")));
  }

  @TestFactory
  Stream<DynamicTest> genericFormIsWhatMlirOptPrints() {
    return programs().stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(),
        () -> check(p, ".generic.mlir", "--mlir-print-op-generic")));
  }

  @Test
  void everyProgramIsChecked() {
    assertEquals(37, programs().size());
  }

  private static void check(Path program, String suffix, String... flags) {
    String[] args = Stream.concat(Stream.of("opt", program.toString()), Stream.of(flags)).toArray(String[]::new);
    Rw r = Rw.run(args);
    assertEquals("", r.stderr());
    assertEquals(Corpus.read(DIR.resolve(Corpus.stem(program, ".mlir") + suffix)), r.stdout());
    assertEquals(0, r.exit());
  }

  /** The programs: {@code NAME.mlir} without a second dot (not twins or recorded outputs). */
  private static List<Path> programs() {
    try (Stream<Path> s = Files.list(DIR)) {
      return s.filter(p -> p.getFileName().toString().endsWith(".mlir"))
          .filter(p -> p.getFileName().toString().chars().filter(c -> c == '.').count() == 1)
          .sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
