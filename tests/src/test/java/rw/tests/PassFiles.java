package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * Pass tests recorded with mlir-opt-22 in one directory: each {@code NAME.mlir} names its pipeline
 * on its second line ({@code // pipeline: builtin.module(...)}) and comes with
 * {@code NAME.expected.mlir} (what mlir-opt-22 printed) or {@code NAME.stderr} (its diagnostics,
 * with the file name as the path, and exit code 1). {@code NAME.partial.mlir} files are left to
 * their test class, which compares part of the output.
 */
final class PassFiles {
  private PassFiles() {}

  static Stream<DynamicTest> all(Path dir) {
    return inputs(dir).stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(dir, p)));
  }

  static List<Path> inputs(Path dir) {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.toString().endsWith(".mlir") && !p.toString().endsWith(".expected.mlir") && !p.toString().endsWith(".partial.mlir"))
          .sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void check(Path dir, Path input) {
    String pipeline = Corpus.read(input).lines().skip(1).findFirst().orElseThrow().replace("// pipeline: ", "");
    Rw r = Rw.run("opt", input.toString(), "--pass-pipeline=" + pipeline);
    String stem = Corpus.stem(input, ".mlir");
    Path expected = dir.resolve(stem + ".expected.mlir");
    if (Files.exists(expected)) {
      assertEquals("", r.stderr());
      assertEquals(Corpus.read(expected), r.stdout());
      assertEquals(0, r.exit());
      return;
    }
    assertEquals(Corpus.read(dir.resolve(stem + ".stderr")), r.stderr().replace(dir + "/", ""));
    assertEquals(1, r.exit());
  }

  /** {@code rw opt FROM --pass-pipeline=PIPELINE} prints {@code TO} exactly, without diagnostics. */
  static void assertStage(Path from, String pipeline, Path to) {
    Rw r = Rw.run("opt", from.toString(), "--pass-pipeline=" + pipeline);
    assertEquals("", r.stderr(), from.toString());
    assertEquals(Corpus.read(to), r.stdout(), from.toString());
    assertEquals(0, r.exit());
  }

  /**
   * {@code rw opt DIR/NAME.mlir --pass-pipeline=PIPELINE --mlir-print-debuginfo} prints
   * {@code DIR/NAME.debuginfo.txt} (mlir-opt-22's output, locations included), file names relative to DIR.
   */
  static void assertDebugInfo(Path dir, String name, String pipeline) {
    Rw r = Rw.run("opt", dir.resolve(name + ".mlir").toString(), "--pass-pipeline=" + pipeline, "--mlir-print-debuginfo");
    assertEquals(Corpus.read(dir.resolve(name + ".debuginfo.txt")), r.stdout().replace(dir + "/", ""));
  }
}
