package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Pass 5 of MLIR's SPIR-V CPU runner pipeline on the whole corpus: {@code rw opt STAGE4
 * --pass-pipeline='builtin.module(lower-host-to-llvm)'} prints stage 5 (recorded with mlir-opt-22)
 * byte for byte, for every program.
 */
class LowerHostStagesTest {
  private static final String BEFORE = ".4-spirv-update-vce.mlir";
  private static final String AFTER = ".5-lower-host-to-llvm.mlir";
  private static final String PIPELINE = "--pass-pipeline=builtin.module(lower-host-to-llvm)";

  @TestFactory
  Stream<DynamicTest> stage4BecomesStage5() {
    return Corpus.files("stages", BEFORE).stream().map(p -> DynamicTest.dynamicTest(Corpus.stem(p, BEFORE), () -> {
      Rw r = Rw.run("opt", p.toString(), PIPELINE);
      assertEquals("", r.stderr());
      assertEquals(Corpus.read(p.resolveSibling(Corpus.stem(p, BEFORE) + AFTER)), r.stdout());
      assertEquals(0, r.exit());
    }));
  }

  /** All 36 programs are checked: each has both stages. */
  @Test
  void everyCorpusProgramHasBothStages() {
    List<Path> inputs = Corpus.files("stages", BEFORE);
    assertEquals(36, inputs.size());
    for (Path p : inputs) assertTrue(Files.exists(p.resolveSibling(Corpus.stem(p, BEFORE) + AFTER)), p.toString());
  }

  /**
   * corpus/pipeline-errors/host_scf_for: the pass succeeds and, as in MLIR, leaves the host's
   * scf.for (partial conversion); mlir-runner then rejects the module (host_scf_for.run.stderr).
   * host-scf-for.mlir is that program after the first four passes, recorded with mlir-opt-22.
   */
  @Test
  void hostScfForStaysForTheRunnerToReject() {
    Path dir = Paths.get("src/test/resources/passes/lower-host-to-llvm");
    Rw r = Rw.run("opt", dir.resolve("host-scf-for.mlir").toString(), PIPELINE);
    assertEquals("", r.stderr());
    assertEquals(Corpus.read(dir.resolve("host-scf-for.expected.mlir")), r.stdout());
    assertEquals(0, r.exit());
    assertTrue(r.stdout().contains("scf.for"));
    String runner = Corpus.read(Corpus.ROOT.resolve("pipeline-errors/host_scf_for.run.stderr"));
    assertTrue(runner.contains("custom op 'scf.for'"), runner);
  }
}
