package rw.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code rw check} on the cases of {@code src/test/resources/check/cases.txt}: good and bad
 * {@code .rw} files, loaded together; diagnostics as {@code file:line:col: severity: message}.
 */
class CheckCommandTest {
  private static final Path DIR = Path.of("src/test/resources/check");
  private static final boolean RECORD = Boolean.getBoolean("rw.record");

  private record Case(String name, List<String> args) {}

  @TestFactory
  Stream<DynamicTest> printsTheExpectedDiagnostics() throws IOException {
    return cases().stream().map(c -> DynamicTest.dynamicTest(c.name, () -> check(c)));
  }

  @Test
  void withoutFilesIsAUsageError() {
    RwRun run = RwRun.of("check");
    assertEquals(2, run.exit());
    assertEquals("", run.stdout());
  }

  private static void check(Case c) throws IOException {
    List<String> args = new ArrayList<>(List.of("check"));
    args.addAll(c.args);
    RwRun run = RwRun.of(args.toArray(String[]::new));
    Path stderr = DIR.resolve("expected/" + c.name + ".stderr");
    Path exit = DIR.resolve("expected/" + c.name + ".exit");
    if (RECORD) {
      Files.writeString(stderr, run.stderr(), StandardCharsets.UTF_8);
      Files.writeString(exit, run.exit() + "\n", StandardCharsets.UTF_8);
    }
    assertAll(
        () -> assertEquals("", run.stdout(), "stdout"),
        () -> assertEquals(Files.readString(stderr, StandardCharsets.UTF_8), run.stderr(), "stderr"),
        () -> assertEquals(Integer.parseInt(Files.readString(exit).trim()), run.exit(), "exit code"));
  }

  private static List<Case> cases() throws IOException {
    List<Case> cases = new ArrayList<>();
    for (String line : Files.readAllLines(DIR.resolve("cases.txt"))) {
      if (line.isBlank() || line.startsWith("#")) continue;
      int colon = line.indexOf(": ");
      cases.add(new Case(line.substring(0, colon), Arrays.asList(line.substring(colon + 2).strip().split("\\s+"))));
    }
    return cases;
  }
}
