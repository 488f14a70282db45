package rw.exec.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import rw.exec.ProgramRun;

/**
 * The executor tests of {@code src/test/resources/exec}: LLVM-dialect programs covering each op
 * family, whose expected output ({@code NAME.out}) was recorded from mlir-runner-22 by {@code
 * record.sh}. Each must run without errors and print exactly that.
 */
class ExecTest {
  static Path dir() throws URISyntaxException {
    return Path.of(ExecTest.class.getResource("/exec/record.sh").toURI()).getParent();
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

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void printsWhatMlirRunnerPrints(String name) throws IOException, URISyntaxException {
    Path program = dir().resolve(name + ".mlir");
    ProgramRun run = ProgramRun.run(program, name + ".mlir", ProgramRun.Options.parse(TrapTest.args(program)));
    assertEquals("", run.errors(), "errors of " + name);
    assertEquals(Files.readString(dir().resolve(name + ".out")), run.stdout(), "output of " + name);
    assertEquals(0, run.exitStatus());
  }
}
