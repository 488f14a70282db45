package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code gpu-kernel-outlining} (generated from generated-passes/src/main/rw/conversion/gpu-kernel-outlining.rw)
 * against mlir-opt-22: stage 1 of the SPIR-V CPU runner pipeline for every corpus program (whose
 * kernels are already outlined), and real outlining of gpu.launch in passes/gpu-kernel-outlining.
 */
class KernelOutliningTest {
  private static final Path DIR = Paths.get("src/test/resources/passes/gpu-kernel-outlining");
  private static final String PIPELINE = "builtin.module(gpu-kernel-outlining)";

  /** programs/NAME.mlir through the pass prints stages/NAME.1-gpu-kernel-outlining.mlir, for all programs. */
  @TestFactory
  Stream<DynamicTest> corpusStageOne() {
    List<Path> stages = Corpus.files("stages", ".1-gpu-kernel-outlining.mlir");
    assertEquals(36, stages.size());
    return stages.stream().map(stage -> DynamicTest.dynamicTest(stage.getFileName().toString(), () -> {
      Path program = Corpus.ROOT.resolve("programs").resolve(Corpus.stem(stage, ".1-gpu-kernel-outlining.mlir") + ".mlir");
      PassFiles.assertStage(program, PIPELINE, stage);
    }));
  }

  /** The pass flag runs the same pass on the top-level module. */
  @Test
  void passFlagOutlinesAsThePipelineDoes() {
    Path input = DIR.resolve("two_launches.mlir");
    Rw r = Rw.run("opt", input.toString(), "--gpu-kernel-outlining");
    assertEquals(Corpus.read(DIR.resolve("two_launches.expected.mlir")), r.stdout());
  }

  /** Launches, kernel names, symbol copies, name uniquing and the data-layout-str option, as mlir-opt-22. */
  @TestFactory
  Stream<DynamicTest> outliningIsWhatMlirOptDoes() {
    return PassFiles.all(DIR);
  }

  /** The ops the pass builds carry mlir-opt-22's locations (NAME.debuginfo.txt: its output under --mlir-print-debuginfo). */
  @Test
  void locationsAreMlirOpts() {
    PassFiles.assertDebugInfo(DIR, "two_launches", "builtin.module(gpu-kernel-outlining)");
  }

  @Test
  void everyRecordedCaseIsChecked() {
    assertTrue(PassFiles.inputs(DIR).size() >= 5);
  }
}
