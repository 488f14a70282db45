package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The invalid inputs of the corpus (corpus/invalid, 22 files, each case annotated with MLIR's
 * {@code // expected-error} comments and recorded with mlir-opt-22): rw reports exactly the
 * diagnostics MLIR reports, checked both ways — {@code --verify-diagnostics} succeeds, and the
 * plain stderr equals mlir-opt-22's byte for byte (the {@code .stderr} files).
 */
class InvalidInputTest {
  private static Stream<Path> checked() {
    return Corpus.files("invalid", ".mlir").stream();
  }

  @TestFactory
  Stream<DynamicTest> expectedDiagnosticsAreProduced() {
    return checked().map(p -> DynamicTest.dynamicTest(p.toString(), () -> {
      Rw r = Rw.run("opt", p.toString(), "--split-input-file", "--verify-diagnostics");
      assertEquals("", r.stderr());
      assertEquals(0, r.exit());
    }));
  }

  @TestFactory
  Stream<DynamicTest> stderrMatchesMlirOpt() {
    return checked().map(p -> DynamicTest.dynamicTest(p.toString(), () -> {
      Rw r = Rw.run("opt", p.toString(), "--split-input-file");
      String expected = Corpus.read(p.resolveSibling(Corpus.stem(p, ".mlir") + ".stderr"));
      assertEquals(expected, r.stderr().replace(p.getParent().toString() + "/", ""));
      assertEquals(1, r.exit());
    }));
  }

  @Test
  void everyInvalidFileIsChecked() {
    assertTrue(checked().count() >= 22);
  }
}
