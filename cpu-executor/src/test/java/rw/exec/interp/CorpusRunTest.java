package rw.exec.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import rw.exec.ProgramRun;

/**
 * Every program of the conformance corpus, from the LLVM-dialect module that {@code mlir-opt-22
 * --test-spirv-cpu-runner-pipeline} made of it ({@code NAME.lowered.generic.mlir}), run from
 * {@code main}: the output must be exactly what mlir-runner-22 printed ({@code NAME.run.out}),
 * memref addresses normalised.
 */
class CorpusRunTest {
  static final Path PROGRAMS = Path.of("..", "tests", "src", "test", "resources", "corpus", "programs");

  static List<String> programs() throws IOException {
    try (Stream<Path> files = Files.list(PROGRAMS)) {
      return files.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".run.out"))
          .map(n -> n.substring(0, n.length() - ".run.out".length()))
          .sorted()
          .collect(Collectors.toList());
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("programs")
  void runsLikeMlirRunner(String name) throws IOException {
    runsLikeMlirRunner(name, ".lowered.generic.mlir");
  }

  /** The same programs from the custom (pretty) form that {@code mlir22 lower} prints. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("programs")
  void runsLikeMlirRunnerFromCustomForm(String name) throws IOException {
    runsLikeMlirRunner(name, ".lowered.mlir");
  }

  private static void runsLikeMlirRunner(String name, String suffix) throws IOException {
    Path program = PROGRAMS.resolve(name + suffix);
    String expected = Files.readString(PROGRAMS.resolve(name + ".run.out"));
    ProgramRun run = ProgramRun.run(program, name + suffix, ProgramRun.Options.defaults());
    Assertions.assertEquals("", run.errors(), "errors of " + name);
    assertEquals(0, run.exitStatus());
    assertEquals(expected, run.normalizedStdout(), "output of " + name);
  }

  @org.junit.jupiter.api.Test
  void corpusIsThere() throws IOException {
    Assertions.assertTrue(programs().size() >= 30, "corpus programs found: " + programs().size());
  }
}
