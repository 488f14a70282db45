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
 * The gpu dialect's verifier against mlir-opt-22 (passes/gpu-verify): each {@code NAME.mlir} is
 * annotated with the {@code // expected-error} comments mlir-opt-22 {@code --split-input-file
 * --verify-diagnostics} accepts, and {@code NAME.stderr} is mlir-opt-22's plain stderr (exit 1).
 */
class GpuVerifyTest {
  private static final Path DIR = Paths.get("src/test/resources/passes/gpu-verify");

  @TestFactory
  Stream<DynamicTest> expectedDiagnosticsAreProduced() {
    return inputs().stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
      Rw r = Rw.run("opt", p.toString(), "--split-input-file", "--verify-diagnostics");
      assertEquals("", r.stderr());
      assertEquals(0, r.exit());
    }));
  }

  @TestFactory
  Stream<DynamicTest> stderrMatchesMlirOpt() {
    return inputs().stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
      Rw r = Rw.run("opt", p.toString(), "--split-input-file");
      String expected = Corpus.read(DIR.resolve(Corpus.stem(p, ".mlir") + ".stderr"));
      assertEquals(expected, r.stderr().replace(DIR + "/", ""));
      assertEquals(1, r.exit());
    }));
  }

  @Test
  void theLaunchFuncChecksAreCovered() {
    assertTrue(inputs().stream().anyMatch(p -> p.getFileName().toString().equals("launch-func-kernel.mlir")));
  }

  private static List<Path> inputs() {
    try (Stream<Path> s = Files.list(DIR)) {
      return s.filter(p -> p.getFileName().toString().endsWith(".mlir")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
