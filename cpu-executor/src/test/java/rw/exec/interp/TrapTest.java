package rw.exec.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import rw.exec.ProgramRun;

/**
 * The textual trap and load-error tests of {@code src/test/resources/traps} (see its README):
 * each program fails with exactly the expected message at the expected location, and exit
 * status 1, never with a JVM error.
 */
class TrapTest {
  static Path dir() throws URISyntaxException {
    return Path.of(TrapTest.class.getResource("/traps/README.md").toURI()).getParent();
  }

  static List<String> cases() throws IOException, URISyntaxException {
    try (Stream<Path> files = Files.list(dir())) {
      return files.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".mlir"))
          .map(n -> n.substring(0, n.length() - ".mlir".length()))
          .sorted()
          .collect(Collectors.toList());
    }
  }

  /** The words of the program's {@code // ARGS:} lines. */
  static List<String> args(Path program) throws IOException {
    List<String> args = new ArrayList<>();
    for (String line : Files.readAllLines(program)) {
      if (line.startsWith("// ARGS:")) args.addAll(Arrays.asList(line.substring(8).trim().split("\\s+")));
    }
    return args;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void failsWithLocatedMessage(String name) throws IOException, URISyntaxException {
    Path program = dir().resolve(name + ".mlir");
    ProgramRun run = ProgramRun.run(program, name + ".mlir", ProgramRun.Options.parse(args(program)));
    Path out = dir().resolve(name + ".out");
    assertEquals(Files.readString(dir().resolve(name + ".err")), run.errors(), "errors of " + name);
    assertEquals(Files.exists(out) ? Files.readString(out) : "", run.stdout(), "output of " + name);
    assertEquals(1, run.exitStatus());
  }
}
