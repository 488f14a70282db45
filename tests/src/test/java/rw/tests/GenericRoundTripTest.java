package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every generic-form file of the corpus, as printed by mlir-opt-22, parses, verifies and prints
 * back byte for byte through {@code rw opt --mlir-print-op-generic}: inputs and the lowered
 * outputs of the SPIR-V CPU runner pipeline (programs/), and the syntax files covering every
 * builtin and dialect type and attribute (syntax/), also with debug info.
 */
class GenericRoundTripTest {

  private static List<Path> genericFiles() {
    List<Path> all = new ArrayList<>();
    all.addAll(Corpus.files("programs", ".generic.mlir"));
    all.addAll(Corpus.files("syntax", ".generic.mlir"));
    return all;
  }

  @TestFactory
  Stream<DynamicTest> genericFormIsAFixedPoint() {
    return genericFiles().stream().map(p -> DynamicTest.dynamicTest(p.toString(), () -> {
      Rw r = Rw.run("opt", p.toString(), "--mlir-print-op-generic");
      assertEquals("", r.stderr());
      assertEquals(0, r.exit());
      assertEquals(Corpus.read(p), r.stdout());
    }));
  }

  @TestFactory
  Stream<DynamicTest> debugInfoIsAFixedPoint() {
    return Corpus.files("syntax", ".debuginfo.mlir").stream().map(p -> DynamicTest.dynamicTest(p.toString(), () -> {
      Rw r = Rw.run("opt", p.toString(), "--mlir-print-op-generic", "--mlir-print-debuginfo");
      assertEquals("", r.stderr());
      assertEquals(0, r.exit());
      assertEquals(Corpus.read(p), r.stdout());
    }));
  }

  @Test
  void corpusIsLargeEnough() {
    assertTrue(genericFiles().size() >= 30, "at least 30 generic files: " + genericFiles().size());
  }
}
