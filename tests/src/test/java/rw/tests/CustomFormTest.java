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
 * The custom forms of the dialects generated from .rw, against mlir-opt-22 on the corpus: every
 * program (written in custom form) prints as MLIR's generic form, every lowered program
 * (llvm dialect, custom form) is a fixed point, and so is every pretty syntax file.
 */
class CustomFormTest {
  private static List<Path> programs() {
    return Corpus.files("programs", ".lowered.mlir").stream()
        .map(p -> p.resolveSibling(Corpus.stem(p, ".lowered.mlir") + ".mlir")).toList();
  }

  @TestFactory
  Stream<DynamicTest> programsPrintAsMlirGenericForm() {
    return programs().stream().map(p -> DynamicTest.dynamicTest(p.toString(), () -> {
      Rw r = Rw.run("opt", p.toString(), "--mlir-print-op-generic");
      assertEquals("", r.stderr());
      assertEquals(0, r.exit());
      assertEquals(Corpus.read(p.resolveSibling(Corpus.stem(p, ".mlir") + ".generic.mlir")), r.stdout());
    }));
  }

  @TestFactory
  Stream<DynamicTest> loweredProgramsAreAFixedPoint() {
    return Corpus.files("programs", ".lowered.mlir").stream().map(p -> DynamicTest.dynamicTest(p.toString(), () -> {
      Rw r = Rw.run("opt", p.toString());
      assertEquals("", r.stderr());
      assertEquals(0, r.exit());
      assertEquals(Corpus.read(p), r.stdout());
    }));
  }

  @TestFactory
  Stream<DynamicTest> prettySyntaxFilesAreAFixedPoint() {
    return Corpus.files("syntax", ".pretty.mlir").stream().map(p -> DynamicTest.dynamicTest(p.toString(), () -> {
      Rw r = Rw.run("opt", p.toString());
      assertEquals("", r.stderr());
      assertEquals(0, r.exit());
      assertEquals(Corpus.read(p), r.stdout());
    }));
  }

  @Test
  void everyProgramIsChecked() {
    assertTrue(programs().size() >= 25, "at least 25 programs: " + programs().size());
  }
}
