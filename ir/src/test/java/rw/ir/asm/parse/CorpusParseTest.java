package rw.ir.asm.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.loc.FileLineColLoc;

/**
 * The corpus recorded with MLIR 22 (tests/src/test/resources/corpus): every file in the generic
 * form parses without a diagnostic; in files without debug info each op is located at its name
 * (as MLIR locates it); and mutated inputs never make the parser throw.
 */
class CorpusParseTest {
  static final Path CORPUS = Path.of("../tests/src/test/resources/corpus");

  static List<Path> files(String... suffixes) throws IOException {
    Assertions.assertTrue(Files.isDirectory(CORPUS), "corpus not present");
    try (Stream<Path> s = Files.walk(CORPUS)) {
      return s.filter(p -> {
        String n = p.getFileName().toString();
        for (String suffix : suffixes) {
          if (n.endsWith(suffix)) return true;
        }
        return false;
      }).sorted().toList();
    }
  }

  @Test
  void genericAndDebugInfoFilesParse() throws IOException {
    List<String> failures = new ArrayList<>();
    List<Path> files = files(".generic.mlir", ".debuginfo.mlir");
    for (Path f : files) {
      Context ctx = new Context();
      Operation m = SourceParser.parse(ctx, new Source(f.getFileName().toString(), Files.readString(f)));
      if (m == null || ctx.diagnostics().errorCount() > 0) failures.add(f + ": " + ctx.diagnostics().collected());
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
    assertTrue(files.size() >= 30, "corpus has " + files.size() + " generic files");
  }

  @Test
  void opsAreLocatedAtTheirName() throws IOException {
    for (Path f : files(".generic.mlir")) {
      String text = Files.readString(f);
      String[] lines = text.split("\n", -1);
      String name = f.getFileName().toString();
      Operation m = SourceParser.parse(new Context(), new Source(name, text));
      m.region(0).entryBlock().forEach(top -> top.walk(op -> {
        FileLineColLoc loc = (FileLineColLoc) op.location();
        assertEquals(name, loc.file());
        char first = lines[loc.line() - 1].charAt(loc.column() - 1);
        assertEquals('"', first, () -> name + ": " + loc + " is not at an op name");
      }));
    }
  }

  @Test
  void mutatedInputsNeverThrow() throws IOException {
    Random random = new Random(42);
    String alphabet = "%^#!@\"(){}[]<>:,=-.0123456789xabcdefgilmnoprstuv_ \n\\/";
    for (Path f : files(".generic.mlir")) {
      String text = Files.readString(f);
      for (int round = 0; round < 8; round++) {
        StringBuilder sb = new StringBuilder(text);
        for (int edits = 1 + random.nextInt(3); edits > 0; edits--) {
          int at = random.nextInt(sb.length());
          if (random.nextBoolean()) sb.deleteCharAt(at);
          else sb.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
        }
        Context ctx = new Context();
        Operation m = SourceParser.parse(ctx, new Source("m.mlir", sb.toString(), 0));
        assertEquals(m == null, ctx.diagnostics().errorCount() > 0, () -> "result and errors disagree for\n" + sb);
      }
    }
  }

  @Test
  void textAsBytesGivesTheSameModule() throws IOException {
    Path f = files(".lowered.generic.mlir").get(0);
    byte[] bytes = Files.readAllBytes(f);
    Operation m = SourceParser.parse(new Context(), new Source("x.mlir", ""), bytes);
    Operation n = SourceParser.parse(new Context(), new Source("x.mlir", new String(bytes, StandardCharsets.UTF_8)));
    int[] counts = new int[2];
    m.walk(o -> counts[0]++);
    n.walk(o -> counts[1]++);
    assertEquals(counts[1], counts[0]);
  }
}
