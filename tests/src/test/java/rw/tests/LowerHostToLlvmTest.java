package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * {@code rw opt --lower-host-to-llvm} against mlir-opt-22 (issue 3): the files in
 * passes/lower-host-to-llvm were recorded with mlir-opt-22 (each input says how). The pass is
 * generated from generated-passes/src/main/rw/conversion/lower-host-to-llvm.rw.
 */
class LowerHostToLlvmTest {
  private static final Path DIR = Paths.get("src/test/resources/passes/lower-host-to-llvm");
  private static final String PASS = "lower-host-to-llvm";

  /** Every {@code NAME.mlir} with a {@code NAME.expected.mlir} prints exactly that. */
  @TestFactory
  Stream<DynamicTest> outputIsWhatMlirOptPrints() {
    return files(".mlir").stream()
        .filter(p -> !p.toString().endsWith(".expected.mlir"))
        .filter(p -> Files.exists(expectedOf(p)))
        .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
          Rw r = Rw.run("opt", p.toString(), "--" + PASS);
          assertEquals("", r.stderr());
          assertEquals(Corpus.read(expectedOf(p)), r.stdout());
          assertEquals(0, r.exit());
        }));
  }

  @Test
  void everyRecordedOutputIsChecked() {
    assertTrue(files(".expected.mlir").size() >= 2);
  }

  private static List<Path> files(String suffix) {
    try (Stream<Path> s = Files.list(DIR)) {
      return s.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Path expectedOf(Path input) {
    return input.resolveSibling(Corpus.stem(input, ".mlir") + ".expected.mlir");
  }

  /**
   * The pattern's error and its note, then (the gpu.module is gone) the verifier's "kernel
   * container 'foo' is undefined" and its note: all of mlir-opt-22's stderr, and its exit code 1.
   */
  @Test
  void missingSpirvModuleIsReportedAsMlirOptReportsIt() {
    Path input = DIR.resolve("missing-spirv-module.mlir");
    Rw r = Rw.run("opt", input.toString(), "--" + PASS);
    String expected = Corpus.read(DIR.resolve("missing-spirv-module.stderr"));
    assertEquals(expected, r.stderr().replace(DIR + "/", ""));
    assertEquals(1, r.exit());
  }

  /**
   * A failed type conversion inside a pattern fails the pattern (as MLIR's patterns do) instead
   * of crashing; the errors are mlir-opt-22's (the notes print intermediate IR, which differs).
   */
  @Test
  void failedTypeConversionFailsThePatternNotTheTool() {
    Path input = DIR.resolve("unconvertible-host-types.mlir");
    Rw r = Rw.run("opt", input.toString(), "--" + PASS);
    List<String> errors = r.stderr().lines().filter(l -> l.contains(": error: ")).toList();
    String at = input + ":42:5: error: 'gpu.launch_func' op ";
    assertEquals(List.of(at + "SPIR-V kernel module '__spv__kernels' is not found",
        at + "kernel container 'kernels' is undefined"), errors);
    assertEquals(1, r.exit());
  }
}
