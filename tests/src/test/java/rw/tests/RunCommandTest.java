package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code rw run --no-lower} end to end: every corpus program, from the custom form that
 * {@code mlir22 lower} printed ({@code NAME.lowered.mlir}), prints what mlir-runner-22 printed
 * ({@code NAME.run.out}, memref addresses normalised); and a trapping program stops with its
 * location and a non-zero exit.
 */
class RunCommandTest {
  private static final Path RUN = Paths.get("src/test/resources/run");

  private static List<Path> programs() {
    return Corpus.files("programs", ".run.out").stream()
        .map(p -> p.resolveSibling(Corpus.stem(p, ".run.out") + ".lowered.mlir")).toList();
  }

  private static String normalized(String stdout) {
    return stdout.replaceAll("base@ = 0x[0-9a-f]+", "base@ = 0xADDR");
  }

  @TestFactory
  Stream<DynamicTest> loweredProgramsPrintWhatMlirRunnerPrinted() {
    return programs().stream().map(p -> DynamicTest.dynamicTest(p.toString(), () -> {
      Rw r = Rw.run("run", "--no-lower", p.toString());
      assertEquals("", r.stderr());
      assertEquals(0, r.exit());
      assertEquals(Corpus.read(p.resolveSibling(Corpus.stem(p, ".lowered.mlir") + ".run.out")), normalized(r.stdout()));
    }));
  }

  @Test
  void everyProgramIsRun() {
    assertTrue(programs().size() >= 30, "at least 30 programs: " + programs().size());
  }

  @Test
  void outOfBoundsStoreIsATrapWithItsLocation() {
    Path p = RUN.resolve("oob_store.mlir");
    Rw r = Rw.run("run", "--no-lower", p.toString());
    assertNotEquals(0, r.exit());
    assertEquals("", r.stdout());
    String first = r.stderr().lines().findFirst().orElse("");
    assertEquals(p + ":10:5: error: trap: store of 4 bytes at offset 16 is out of bounds of heap allocation #1 of 16 bytes",
        first);
  }
}
