package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code rw opt --convert-spirv-to-llvm} against mlir-opt-22 (issue 4): for every corpus program,
 * stage 5 of the SPIR-V CPU runner pipeline (after lower-host-to-llvm) becomes exactly the
 * recorded lowered output. The pass is generated from
 * generated-passes/src/main/rw/conversion/spirv-to-llvm.rw.
 */
class ConvertSpirvToLlvmTest {
  private static final String PIPELINE = "--pass-pipeline=builtin.module(convert-spirv-to-llvm)";
  private static final Path DIR = Paths.get("src/test/resources/passes/convert-spirv-to-llvm");

  @TestFactory
  Stream<DynamicTest> stageFiveBecomesTheLoweredProgram() {
    return lowered().stream().map(p -> DynamicTest.dynamicTest(Corpus.stem(p, ".lowered.mlir"), () -> {
      Path input = Corpus.ROOT.resolve("stages").resolve(Corpus.stem(p, ".lowered.mlir") + ".5-lower-host-to-llvm.mlir");
      Rw r = Rw.run("opt", input.toString(), PIPELINE);
      assertEquals("", r.stderr());
      assertEquals(Corpus.read(p), r.stdout());
      assertEquals(0, r.exit());
    }));
  }

  @Test
  void everyCorpusProgramIsChecked() {
    assertEquals(36, lowered().size());
  }

  /** The option of MLIR's pass is accepted with its values. */
  @Test
  void clientApiOptionIsAccepted() {
    Path input = Corpus.ROOT.resolve("stages/add_i32_1d.5-lower-host-to-llvm.mlir");
    Rw r = Rw.run("opt", input.toString(), "--pass-pipeline=builtin.module(convert-spirv-to-llvm{client-api=Unknown})");
    assertEquals("", r.stderr());
    assertEquals(Corpus.read(Corpus.ROOT.resolve("programs/add_i32_1d.lowered.mlir")), r.stdout());
  }

  /** An op without a pattern stays and, the spirv dialect being illegal, fails the pass as in MLIR. */
  @Test
  void unconvertedOpIsReportedAsMlirOptReportsIt() {
    Path input = DIR.resolve("unconverted-op.mlir");
    Rw r = Rw.run("opt", input.toString(), PIPELINE);
    assertEquals(Corpus.read(DIR.resolve("unconverted-op.stderr")), r.stderr().replace(DIR + "/", ""));
    assertEquals(1, r.exit());
  }

  private static List<Path> lowered() {
    return Corpus.files("programs", ".lowered.mlir");
  }
}
