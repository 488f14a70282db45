package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code rw opt --convert-gpu-to-spirv} against mlir-opt-22: for the corpus programs, stage 1
 * (after gpu-kernel-outlining) must become stage 2 byte for byte. The pass is generated from
 * generated-passes/src/main/rw/conversion/{gpu,arith,memref}-to-spirv.rw.
 */
class ConvertGpuToSpirvTest {
  private static final String PASS = "convert-gpu-to-spirv";
  private static final String IN = ".1-gpu-kernel-outlining.mlir";
  private static final String OUT = ".2-convert-gpu-to-spirv.mlir";

  /** The corpus programs whose stage 2 rw reproduces exactly. */
  static final List<String> MATCHING = List.of(
      "add_i32_1d");

  @TestFactory
  Stream<DynamicTest> stageTwoIsWhatMlirOptPrints() {
    return MATCHING.stream().map(name -> DynamicTest.dynamicTest(name, () -> {
      Path in = Corpus.ROOT.resolve("stages").resolve(name + IN);
      Rw r = Rw.run("opt", in.toString(), "--" + PASS);
      assertEquals("", r.stderr());
      assertEquals(Corpus.read(Corpus.ROOT.resolve("stages").resolve(name + OUT)), r.stdout());
      assertEquals(0, r.exit());
    }));
  }

  @Test
  void everyCorpusProgramIsListedOrExplained() {
    assertEquals(36, Corpus.files("stages", OUT).size());
  }
}
