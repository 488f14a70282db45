package rw.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code rw run} in-process, on the files of {@code src/test/resources/run}. */
class RunCommandTest {
  private static String file(String name) throws Exception {
    return Path.of(RunCommandTest.class.getResource("/run/" + name).toURI()).toString();
  }

  private static String normalized(String out) {
    return out.replaceAll("base@ = 0x[0-9a-f]+", "base@ = 0xADDR");
  }

  @Test
  void runsALoweredProgramLikeMlirRunner() throws Exception {
    String expected = Files.readString(Path.of(file("add_i32_1d.run.out")));
    RwRun r = RwRun.of("run", "--no-lower", file("add_i32_1d.lowered.generic.mlir"));
    assertEquals("", r.stderr());
    assertEquals(expected, normalized(r.stdout()));
    assertEquals(0, r.exit());
    RwRun again = RwRun.of("run", "-e", "main", "--entry-point-result=void", "--shared-libs=a.so,b.so",
        file("add_i32_1d.lowered.generic.mlir"));
    assertEquals(expected, normalized(again.stdout()));
    assertEquals(0, again.exit());
  }

  @Test
  void anUnloweredProgramWithNoLowerIsAnError() throws Exception {
    RwRun r = RwRun.of("run", "--no-lower", file("add_i32_1d.generic.mlir"));
    assertEquals(1, r.exit());
    assertEquals("", r.stdout());
    assertTrue(r.stderr().contains(":2:3: error: 'gpu.module' is not in the LLVM dialect: the module cannot be executed"),
        r.stderr());
  }

  @Test
  void aTrapIsReportedAtTheFaultingOperation() throws Exception {
    RwRun r = RwRun.of("run", "--no-lower", file("div_by_zero.mlir"));
    assertEquals(1, r.exit());
    String[] lines = r.stderr().split("\n");
    assertTrue(lines[0].endsWith("div_by_zero.mlir:5:10: error: trap: integer division by zero (sdiv)"), lines[0]);
    assertTrue(lines[1].contains("\"llvm.sdiv\""), r.stderr());
  }

  @Test
  void theEntryPointResultIsPrinted() throws Exception {
    RwRun r = RwRun.of("run", "-e", "compute", "--entry-point-result=f32", file("entry_f32.mlir"));
    assertEquals("3.333333e-01\n", r.stdout());
    assertEquals(0, r.exit());
  }

  @Test
  void limitsAndUsageErrors() throws Exception {
    RwRun steps = RwRun.of("run", "--max-steps=10", file("add_i32_1d.lowered.generic.mlir"));
    assertEquals(1, steps.exit());
    assertTrue(steps.stderr().contains("error: trap: step limit exceeded"), steps.stderr());
    assertEquals(2, RwRun.of("run", "--entry-point-result=i16", file("entry_f32.mlir")).exit());
    assertEquals(2, RwRun.of("run", "--max-memory=lots", file("entry_f32.mlir")).exit());
    RwRun missing = RwRun.of("run", "no-such-file.mlir");
    assertEquals(1, missing.exit());
    assertEquals("cannot open input file 'no-such-file.mlir': No such file or directory\n", missing.stderr());
  }
}
