package rw.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Java generated from demo.rw, compared exactly with the checked-in files under
 * src/test/resources/golden as NAME.java.txt (run with {@code -Drw.golden.update=true} to rewrite them after an
 * intended change, then review the diff).
 */
class GoldenJavaTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");
  private static Map<String, String> files;

  @BeforeAll
  static void generate() {
    GeneratorFixture fixture = new GeneratorFixture().load("builtin.rw", "demo.rw");
    assertEquals(List.of(), fixture.errors());
    files = fixture.generate("demo.rw");
  }

  @Test
  void viewWithDefaultPropertyAndInheritedFormat() throws IOException {
    check("rw/demo/ops/AddOp.java");
  }

  @Test
  void viewWithSegmentsAndSuccessors() throws IOException {
    check("rw/demo/ops/BranchOp.java");
  }

  @Test
  void viewWithHandWrittenSyntaxAndParentCheck() throws IOException {
    check("rw/demo/ops/FuncOp.java");
  }

  @Test
  void constraintsEnumsAndDialectSpec() throws IOException {
    check("rw/demo/ops/DemoConstraints.java");
    check("rw/demo/ops/DemoOps.java");
    check("rw/dialect/Dialects.java");
  }

  @Test
  void oneFilePerOpAndNothingForAbstractOps() {
    assertEquals(List.of("rw/demo/ops/AddOp.java", "rw/demo/ops/BranchOp.java", "rw/demo/ops/DemoConstraints.java",
        "rw/demo/ops/DemoOps.java", "rw/demo/ops/FuncOp.java", "rw/demo/ops/ModuleOp.java", "rw/dialect/Dialects.java"),
        List.copyOf(files.keySet()));
  }

  @Test
  void generationIsDeterministic() {
    GeneratorFixture again = new GeneratorFixture().load("builtin.rw", "demo.rw");
    assertEquals(files, again.generate("demo.rw"));
  }

  private static void check(String path) throws IOException {
    String actual = files.get(path);
    assertTrue(actual != null, "not generated: " + path);
    Path golden = GOLDEN.resolve(Path.of(path).getFileName().toString() + ".txt");
    if (Boolean.getBoolean("rw.golden.update")) Files.writeString(golden, actual, StandardCharsets.UTF_8);
    assertEquals(Files.readString(golden, StandardCharsets.UTF_8), actual, "differs from " + golden);
  }
}
