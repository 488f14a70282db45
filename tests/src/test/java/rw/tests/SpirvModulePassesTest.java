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
 * {@code spirv-lower-abi-attrs} and {@code spirv-update-vce} (generated from
 * generated-passes/src/main/rw/conversion/spirv-abi.rw), nested on spirv.module as the SPIR-V CPU
 * runner pipeline runs them, against mlir-opt-22: corpus stages 2 to 3 and 3 to 4 for every
 * program, and the cases and errors in passes/spirv-module-passes.
 */
class SpirvModulePassesTest {
  private static final Path DIR = Paths.get("src/test/resources/passes/spirv-module-passes");

  @TestFactory
  Stream<DynamicTest> corpusStageThreeLowersAbiAttributes() {
    return stages("2-convert-gpu-to-spirv", "3-spirv-lower-abi-attrs", "builtin.module(spirv.module(spirv-lower-abi-attrs))");
  }

  @TestFactory
  Stream<DynamicTest> corpusStageFourUpdatesVce() {
    return stages("3-spirv-lower-abi-attrs", "4-spirv-update-vce", "builtin.module(spirv.module(spirv-update-vce))");
  }

  /** Scalar arguments, SPIR-V 1.4 interfaces, execution modes, and the passes' errors, as mlir-opt-22. */
  @TestFactory
  Stream<DynamicTest> casesAndErrorsAreWhatMlirOptGives() {
    return PassFiles.all(DIR);
  }

  /**
   * Without Shader or Kernel capability the entry point gets no execution model: mlir-opt-22's
   * remark, at the function, and exit code 1. (Its "see current operation" note prints the op in
   * custom form for a remark, where rw's IR core always prints the generic form; only the remark
   * is compared.)
   */
  @Test
  void noExecutionModelIsTheRemarkMlirOptGives() {
    Path input = DIR.resolve("no_execution_model.partial.mlir");
    Rw r = Rw.run("opt", input.toString(), "--pass-pipeline=builtin.module(spirv.module(spirv-lower-abi-attrs))");
    List<String> expected = Corpus.read(DIR.resolve("no_execution_model.partial.stderr")).lines().limit(3).toList();
    assertEquals(expected, r.stderr().replace(DIR + "/", "").lines().limit(3).toList());
    assertEquals(1, r.exit());
  }

  /** The ops the pass builds carry mlir-opt-22's locations (NAME.debuginfo.txt: its output under --mlir-print-debuginfo). */
  @Test
  void locationsAreMlirOpts() {
    PassFiles.assertDebugInfo(DIR, "scalar_and_interface", "builtin.module(spirv.module(spirv-lower-abi-attrs,spirv-update-vce))");
  }

  @Test
  void everyRecordedCaseIsChecked() {
    assertTrue(PassFiles.inputs(DIR).size() >= 7);
  }

  private static Stream<DynamicTest> stages(String from, String to, String pipeline) {
    List<Path> targets = Corpus.files("stages", "." + to + ".mlir");
    assertEquals(36, targets.size());
    return targets.stream().map(target -> DynamicTest.dynamicTest(target.getFileName().toString(), () -> {
      Path source = target.resolveSibling(Corpus.stem(target, "." + to + ".mlir") + "." + from + ".mlir");
      PassFiles.assertStage(source, pipeline, target);
    }));
  }
}
