package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The whole pipeline against mlir-opt-22 on the conformance corpus: {@code rw opt
 * --test-spirv-cpu-runner-pipeline NAME.mlir} prints {@code NAME.lowered.mlir} (recorded with
 * {@code mlir22 lower}) byte for byte, and {@code rw run NAME.mlir} lowers the source itself and
 * prints what mlir-runner-22 printed ({@code NAME.run.out}), through MLIR's pipeline and rw's own.
 */
class PipelineConformanceTest {
  private static List<Path> programs() {
    return Corpus.files("programs", ".lowered.mlir").stream()
        .map(p -> p.resolveSibling(Corpus.stem(p, ".lowered.mlir") + ".mlir")).toList();
  }

  private static Path sibling(Path program, String suffix) {
    return program.resolveSibling(Corpus.stem(program, ".mlir") + suffix);
  }

  private static String normalized(String stdout) {
    return stdout.replaceAll("base@ = 0x[0-9a-f]+", "base@ = 0xADDR");
  }

  @TestFactory
  Stream<DynamicTest> loweringMatchesMlirOpt() {
    return programs().stream().map(p -> DynamicTest.dynamicTest(p.toString(), () -> {
      Rw r = Rw.run("opt", p.toString(), "--test-spirv-cpu-runner-pipeline");
      assertEquals("", r.stderr());
      assertEquals(0, r.exit());
      assertEquals(Corpus.read(sibling(p, ".lowered.mlir")), r.stdout());
    }));
  }

  @TestFactory
  Stream<DynamicTest> runThroughMlirsPipelinePrintsWhatMlirRunnerPrinted() {
    return programs().stream().map(p -> DynamicTest.dynamicTest(p.toString(), () -> {
      Rw r = Rw.run("run", "--pipeline=test-spirv-cpu-runner-pipeline", p.toString());
      assertEquals("", r.stderr());
      assertEquals(0, r.exit());
      assertEquals(Corpus.read(sibling(p, ".run.out")), normalized(r.stdout()));
    }));
  }

  @TestFactory
  Stream<DynamicTest> runThroughRwsPipelinePrintsWhatMlirRunnerPrinted() {
    return programs().stream().map(p -> DynamicTest.dynamicTest(p.toString(), () -> {
      Rw r = Rw.run("run", p.toString());
      assertEquals("", r.stderr());
      assertEquals(0, r.exit());
      assertEquals(Corpus.read(sibling(p, ".run.out")), normalized(r.stdout()));
    }));
  }

  @Test
  void theCorpusHasAtLeast25Programs() {
    assertTrue(programs().size() >= 25, "programs: " + programs().size());
  }
}
