package rw.ir.def;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
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
import rw.ir.asm.print.AsmPrinter;
import rw.ir.asm.print.PrintOptions;

/**
 * The test op specs over the whole corpus recorded with mlir-opt-22: each {@code *.generic.mlir}
 * is parsed and printed in a mixed form (the test ops in their custom form, every other op
 * generic); every custom-form line must be a line of MLIR's own pretty print of that file, and
 * the mixed text must parse back to the generic file byte for byte. Two differences come from
 * the ops printed generic here: inside {@code func.func} MLIR drops the {@code func.} prefix
 * (its default dialect), and names suggested by custom ops not defined here ({@code %cst0_i32}
 * of spirv.Constant) shift the numbering; such lines are compared with SSA names blanked.
 * Operand-less {@code scf.yield}s, which MLIR's scf printers leave out, are not compared.
 */
class CorpusFormsTest {
  private static final Path CORPUS = Path.of("../tests/src/test/resources/corpus");

  @Test
  void customLinesAreMlirsAndParseBack() throws IOException {
    Assertions.assertTrue(Files.isDirectory(CORPUS), "corpus not found");
    Set<String> ops = new HashSet<>();
    for (DialectSpec d : TestDialects.all()) d.ops().forEach(s -> ops.add(s.name()));
    List<String> failures = new ArrayList<>();
    int lines = 0;
    for (Path generic : files()) {
      String text = Files.readString(generic, StandardCharsets.ISO_8859_1);
      Operation module = parse(generic.getFileName().toString(), text, failures);
      if (module == null) continue;
      String mixed = AsmPrinter.print(module, PrintOptions.DEFAULT) + "\n";
      Path pretty = prettyTwin(generic);
      if (pretty != null) lines += checkLines(generic, mixed, Files.readString(pretty, StandardCharsets.ISO_8859_1), ops, failures);
      Operation again = parse(generic.getFileName() + " (mixed)", mixed, failures);
      if (again == null) continue;
      String back = AsmPrinter.print(again, PrintOptions.GENERIC) + "\n";
      if (!back.equals(text)) failures.add(generic.getFileName() + " generic: " + RoundTripTest.firstDifference(text, back));
    }
    assertTrue(lines > 1000, "only " + lines + " custom-form lines checked");
    assertTrue(failures.isEmpty(), failures.size() + " failures:\n" + String.join("\n", failures));
  }

  /** Checks the custom-form lines of {@code mixed}; returns how many there were. */
  private static int checkLines(Path file, String mixed, String pretty, Set<String> ops, List<String> failures) {
    Set<String> mlir = Stream.of(pretty.split("\n")).map(String::strip).collect(Collectors.toSet());
    Set<String> blanked = mlir.stream().map(CorpusFormsTest::blankNames).collect(Collectors.toSet());
    int n = 0;
    for (String line : mixed.split("\n")) {
      String text = line.strip();
      String op = opName(text);
      if (op == null || !ops.contains(op) || text.equals("scf.yield")) continue;
      n++;
      if (mlir.contains(text) || mlir.contains(withoutFuncPrefix(text))) continue;
      if (blanked.contains(blankNames(withoutFuncPrefix(text)))) continue;
      failures.add(file.getFileName() + ": not MLIR's: " + text);
    }
    return n;
  }

  private static String withoutFuncPrefix(String line) {
    return line.replaceFirst("^((%[^ ]+ = )?)func\\.", "$1");
  }

  private static String blankNames(String line) {
    return line.replaceAll("%[A-Za-z0-9_$.#-]+", "%");
  }

  /** The op name of a custom-form line ({@code %0 = arith.addi …}), or {@code null}. */
  static String opName(String line) {
    String rest = line;
    int eq = line.indexOf(" = ");
    if (line.startsWith("%") && eq > 0) rest = line.substring(eq + 3);
    int end = 0;
    while (end < rest.length() && (Character.isLetterOrDigit(rest.charAt(end)) || rest.charAt(end) == '.'
        || rest.charAt(end) == '_')) {
      end++;
    }
    return end == 0 ? null : rest.substring(0, end);
  }

  private static Operation parse(String name, String text, List<String> failures) {
    Context ctx = TestDialects.context();
    Operation module = SourceParser.parse(ctx, new Source(name, text));
    if (module == null) failures.add(name + ": " + ctx.diagnostics().collected());
    return module;
  }

  private static Path prettyTwin(Path generic) {
    String n = generic.getFileName().toString();
    String twin = n.endsWith(".lowered.generic.mlir") ? n.replace(".lowered.generic.mlir", ".lowered.mlir")
        : generic.getParent().getFileName().toString().equals("syntax") ? n.replace(".generic.mlir", ".pretty.mlir") : null;
    return twin == null || !Files.exists(generic.resolveSibling(twin)) ? null : generic.resolveSibling(twin);
  }

  private static List<Path> files() throws IOException {
    try (Stream<Path> s = Files.walk(CORPUS)) {
      return s.filter(p -> p.getFileName().toString().endsWith(".generic.mlir")).sorted().collect(Collectors.toList());
    }
  }
}
