package rw.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code rw gen} on a small dialect: Java files below {@code -o DIR}; nothing written on errors. */
class GenCommandTest {
  private static final String BUILTIN = "src/test/resources/check/dialects/builtin.rw";
  private static final String TINY = "src/test/resources/gen/tiny.rw";

  @TempDir Path out;

  @Test
  void writesTheJavaOfADialect() throws IOException {
    RwRun run = RwRun.of("gen", "-I", BUILTIN, TINY, "-o", out.toString());
    assertEquals("", run.stderr());
    assertEquals(0, run.exit());
    List<Path> tiny = javaFiles(out.resolve("rw/dialect/tiny"));
    assertFalse(tiny.isEmpty(), "no Java file for dialect tiny");
    String all = String.join("\n", tiny.stream().map(GenCommandTest::read).toList());
    assertTrue(all.contains("package rw.dialect.tiny"), all);
    assertTrue(all.contains("tiny.rw"), "generated files name their .rw source");
    assertTrue(all.contains("tiny.add"), all);
    assertFalse(Files.exists(out.resolve("rw/dialect/builtin")), "-I files are not generated");
    assertEquals(List.of(), javaFiles(out).stream().filter(p -> p.getFileName().toString().endsWith(".tmp")).toList());
  }

  @Test
  void leavesUnchangedFilesAlone() throws IOException {
    assertEquals(0, RwRun.of("gen", "-I", BUILTIN, TINY, "-o", out.toString()).exit());
    Path one = javaFiles(out.resolve("rw/dialect/tiny")).get(0);
    FileTime old = FileTime.fromMillis(1_000_000L);
    Files.setLastModifiedTime(one, old);
    assertEquals(0, RwRun.of("gen", "-I", BUILTIN, TINY, "-o", out.toString()).exit());
    assertEquals(old, Files.getLastModifiedTime(one));
  }

  @Test
  void writesNothingWhenAFileHasAnError() throws IOException {
    RwRun run = RwRun.of("gen", "-I", BUILTIN, TINY, "src/test/resources/gen/broken.rw", "-o", out.resolve("java").toString());
    assertEquals(1, run.exit());
    assertTrue(run.stderr().startsWith("src/test/resources/gen/broken.rw:6:20: error: "), run.stderr());
    assertFalse(Files.exists(out.resolve("java")));
  }

  @Test
  void generatorErrorsArePrintedAtTheirLine() {
    assertEquals("dir/arith.rw:12:1: error: cannot express this", GenRun.located("dir/arith.rw", "arith.rw",
        "arith.rw:12: cannot express this"));
    assertEquals("dir/arith.rw: error: no line", GenRun.located("dir/arith.rw", "arith.rw", "no line"));
  }

  @Test
  void needsAnOutputDirectory() {
    assertEquals(2, RwRun.of("gen", TINY).exit());
  }

  private static List<Path> javaFiles(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) return List.of();
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(Files::isRegularFile).sorted().toList();
    }
  }

  private static String read(Path p) {
    try {
      return Files.readString(p);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
