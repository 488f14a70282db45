package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/**
 * The pipeline on a program of 24 gpu.modules (passes/many-modules/README.md): what runs on
 * several threads gives mlir-opt-22's output byte for byte, as it does on one thread.
 */
class ManyModulesTest {
  private static final Path DIR = Paths.get("src/test/resources/passes/many-modules");
  private static final String PROGRAM = DIR.resolve("gen-module-24.mlir").toString();

  @Test
  void loweringOnSeveralThreadsIsMlirOpts() {
    assertLowers(Rw.run("opt", PROGRAM, "--test-spirv-cpu-runner-pipeline"));
  }

  @Test
  void loweringOnOneThreadIsMlirOpts() {
    assertLowers(Rw.run("opt", PROGRAM, "--test-spirv-cpu-runner-pipeline", "--mlir-disable-threading"));
  }

  private static void assertLowers(Rw r) {
    assertEquals("", r.stderr());
    assertEquals(0, r.exit());
    assertEquals(Corpus.read(DIR.resolve("gen-module-24.lowered.mlir")), r.stdout());
  }
}
