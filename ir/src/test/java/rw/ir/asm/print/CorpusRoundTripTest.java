package rw.ir.asm.print;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.parse.SourceParser;

/**
 * Round trips over the corpus recorded with mlir-opt-22 (tests/src/test/resources/corpus):
 * every {@code *.generic.mlir} parsed and printed generic must come back byte for byte, and so
 * must every {@code *.debuginfo.mlir} printed generic with debug info; a generic file whose ops
 * MLIR prints generically anyway (unregistered or builtin ops) must print in the custom form as
 * its {@code .pretty.mlir}. (The ir module has no dialects, so sources in custom form are not
 * parsed here.)
 */
class CorpusRoundTripTest {
  static final Path CORPUS = Path.of("../tests/src/test/resources/corpus");

  /** Dialects with custom forms in MLIR that rw's core does not have registered. */
  private static final Set<String> CUSTOM_FORM_DIALECTS = Set.of("func", "arith", "scf", "cf", "gpu", "memref",
      "llvm", "spirv", "math", "vector", "tensor", "affine", "index", "ub", "test");

  @Test
  void genericFilesPrintBackIdentically() throws IOException {
    List<String> failures = new ArrayList<>();
    List<Path> files = corpusFiles(".generic.mlir");
    for (Path f : files) {
      String expected = Files.readString(f, StandardCharsets.ISO_8859_1);
      check(f, expected, PrintOptions.GENERIC, expected, failures);
    }
    assertTrue(failures.isEmpty(), failures.size() + " of " + files.size() + " differ:\n" + String.join("\n", failures));
  }

  @Test
  void prettyFilesOfGenericOnlyOpsPrintIdentically() throws IOException {
    List<String> failures = new ArrayList<>();
    int checked = 0;
    for (Path generic : corpusFiles(".generic.mlir")) {
      Path pretty = sibling(generic, ".generic.mlir", ".pretty.mlir");
      if (!Files.exists(pretty)) continue;
      Operation module = parse(generic, Files.readString(generic, StandardCharsets.ISO_8859_1), failures);
      if (module == null || !allGenericInMlir(module)) continue;
      checked++;
      compare(pretty, module, PrintOptions.DEFAULT, Files.readString(pretty, StandardCharsets.ISO_8859_1), failures);
    }
    assertTrue(failures.isEmpty(), failures.size() + " of " + checked + " differ:\n" + String.join("\n", failures));
  }

  @Test
  void debugInfoFilesPrintBackIdentically() throws IOException {
    List<String> failures = new ArrayList<>();
    List<Path> files = corpusFiles(".debuginfo.mlir");
    for (Path f : files) {
      String text = Files.readString(f, StandardCharsets.ISO_8859_1);
      check(f, text, PrintOptions.GENERIC.withDebugInfo(true), text, failures);
    }
    assertTrue(failures.isEmpty(), failures.size() + " of " + files.size() + " differ:\n" + String.join("\n", failures));
  }

  private static void check(Path file, String text, PrintOptions options, String expected, List<String> failures) {
    Operation module = parse(file, text, failures);
    if (module != null) compare(file, module, options, expected, failures);
  }

  private static void compare(Path file, Operation module, PrintOptions options, String expected, List<String> failures) {
    String actual = AsmPrinter.print(module, options) + "\n";
    if (!actual.equals(expected)) failures.add(file.getFileName() + ": " + firstDifference(expected, actual));
  }

  /** Parses with the file's own name (as the recordings do), reporting parser errors as failures. */
  static Operation parse(Path file, String text, List<String> failures) {
    Context ctx = new Context();
    Operation module = SourceParser.parse(ctx, new Source(file.getFileName().toString(), text));
    if (module == null) failures.add(file.getFileName() + ": PARSER: " + ctx.diagnostics().collected());
    return module;
  }

  private static boolean allGenericInMlir(Operation module) {
    boolean[] ok = {true};
    module.walk(op -> {
      String dialect = op.opName().dialect();
      if (CUSTOM_FORM_DIALECTS.contains(dialect)) ok[0] = false;
    });
    return ok[0];
  }

  static String firstDifference(String expected, String actual) {
    String[] e = expected.split("\n", -1);
    String[] a = actual.split("\n", -1);
    for (int i = 0; i < Math.max(e.length, a.length); i++) {
      String el = i < e.length ? e[i] : "<end>";
      String al = i < a.length ? a[i] : "<end>";
      if (!el.equals(al)) return "line " + (i + 1) + "\n  expected: " + el + "\n  actual:   " + al;
    }
    return "?";
  }

  static List<Path> corpusFiles(String suffix) throws IOException {
    Assertions.assertTrue(Files.isDirectory(CORPUS), "corpus not found at " + CORPUS.toAbsolutePath());
    try (Stream<Path> s = Files.walk(CORPUS)) {
      return s.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().collect(Collectors.toList());
    }
  }

  private static Path sibling(Path file, String suffix, String newSuffix) {
    String n = file.getFileName().toString();
    return file.resolveSibling(n.substring(0, n.length() - suffix.length()) + newSuffix);
  }
}
