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
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs {@code rw opt} in-process on each case of {@code src/test/resources/cli/cases.txt} and
 * compares exit code, standard output and standard error with what mlir-opt-22 did (recorded
 * by {@code record.sh} next to it). mlir-opt's name in its own messages becomes {@code rw}; the
 * numbers of timing reports are masked.
 */
class OptRecordedTest {
  private static final Path DIR = Path.of("src/test/resources/cli");
  private static final Pattern TIMES = Pattern.compile("(?m)^  [ 0-9.]{8} \\([ 0-9.]{5}%\\)  ");
  private static final Pattern TOTAL = Pattern.compile("Time: [0-9]+\\.[0-9]{4} seconds");

  private record Case(String name, List<String> args, Path stdin) {}

  @TestFactory
  Stream<DynamicTest> matchesMlirOpt() throws IOException {
    return cases().stream().map(c -> DynamicTest.dynamicTest(c.name, () -> check(c)));
  }

  private static void check(Case c) throws IOException {
    List<String> args = new ArrayList<>(List.of("opt"));
    args.addAll(c.args);
    byte[] stdin = c.stdin == null ? new byte[0] : Files.readAllBytes(c.stdin);
    RwRun run = RwRun.of(stdin, args.toArray(String[]::new));
    String expectedErr = read(c.name + ".stderr").replace("mlir-opt-22: ", "rw: ");
    assertAll(
        () -> assertEquals(read(c.name + ".stdout"), run.stdout(), "stdout"),
        () -> assertEquals(masked(expectedErr), masked(run.stderr()), "stderr"),
        () -> assertEquals(Integer.parseInt(read(c.name + ".exit").trim()), run.exit(), "exit code"));
  }

  static String masked(String text) {
    String t = TIMES.matcher(text).replaceAll("  <time> (<pct>)  ");
    return TOTAL.matcher(t).replaceAll("Time: <total> seconds");
  }

  private static String read(String name) throws IOException {
    return Files.readString(DIR.resolve(name), StandardCharsets.UTF_8);
  }

  private static List<Case> cases() throws IOException {
    List<Case> cases = new ArrayList<>();
    for (String line : Files.readAllLines(DIR.resolve("cases.txt"))) {
      if (line.isBlank() || line.startsWith("#")) continue;
      int colon = line.indexOf(": ");
      String args = line.substring(colon + 2).strip();
      Path stdin = null;
      int redirect = args.indexOf("< ");
      if (redirect >= 0) {
        stdin = Path.of(args.substring(redirect + 2).strip());
        args = args.substring(0, redirect).strip();
      }
      List<String> argv = args.isEmpty() ? List.of() : Arrays.asList(args.split("\\s+"));
      cases.add(new Case(line.substring(0, colon), argv, stdin));
    }
    return cases;
  }
}
