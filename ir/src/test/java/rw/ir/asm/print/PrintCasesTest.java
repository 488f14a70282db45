package rw.ir.asm.print;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import rw.ir.Operation;

/**
 * The textual cases of src/test/resources/asm/print/cases: each {@code NAME.mlir} (unregistered
 * and builtin ops only) parsed and printed in every mode, against the outputs of mlir-opt-22
 * that {@code cases/record.sh} recorded next to it ({@code NAME.MODE.out}).
 */
class PrintCasesTest {
  private static final Path CASES = Path.of("src/test/resources/asm/print/cases");

  private static Map<String, PrintOptions> modes() {
    Map<String, PrintOptions> m = new LinkedHashMap<>();
    m.put("pretty", PrintOptions.DEFAULT);
    m.put("generic", PrintOptions.GENERIC);
    m.put("debuginfo", PrintOptions.DEFAULT.withDebugInfo(true));
    m.put("prettydebug", PrintOptions.DEFAULT.withPrettyDebugInfo(true));
    m.put("local", PrintOptions.DEFAULT.withLocalScope(true));
    m.put("elided", PrintOptions.DEFAULT.withElideElementsLargerThan(4));
    return m;
  }

  @Test
  void casesPrintAsMlirDoes() throws IOException {
    List<String> failures = new ArrayList<>();
    int checked = 0;
    for (Path src : sources()) {
      String name = src.getFileName().toString().replace(".mlir", "");
      Operation module = CorpusRoundTripTest.parse(src, Files.readString(src, StandardCharsets.UTF_8), failures);
      if (module == null) continue;
      for (Map.Entry<String, PrintOptions> mode : modes().entrySet()) {
        Path expected = CASES.resolve(name + "." + mode.getKey() + ".out");
        if (!Files.exists(expected)) continue;
        checked++;
        String actual = AsmPrinter.print(module, mode.getValue()) + "\n";
        String want = Files.readString(expected, StandardCharsets.ISO_8859_1);
        if (!actual.equals(want)) {
          failures.add(expected.getFileName() + ": " + CorpusRoundTripTest.firstDifference(want, actual));
        }
      }
    }
    assertTrue(checked > 0, "no cases found in " + CASES.toAbsolutePath());
    assertTrue(failures.isEmpty(), failures.size() + " of " + checked + " differ:\n" + String.join("\n", failures));
  }

  /** The recorded generic output parsed back prints as the recorded custom and generic outputs. */
  @Test
  void recordedGenericOutputPrintsInBothForms() throws IOException {
    List<String> failures = new ArrayList<>();
    for (Path src : sources()) {
      String name = src.getFileName().toString().replace(".mlir", "");
      Path generic = CASES.resolve(name + ".generic.out");
      Operation module = CorpusRoundTripTest.parse(generic, Files.readString(generic, StandardCharsets.UTF_8), failures);
      if (module == null) continue;
      for (String mode : List.of("pretty", "generic")) {
        Path expected = CASES.resolve(name + "." + mode + ".out");
        String actual = AsmPrinter.print(module, modes().get(mode)) + "\n";
        String want = Files.readString(expected, StandardCharsets.ISO_8859_1);
        if (!actual.equals(want)) {
          failures.add(expected.getFileName() + ": " + CorpusRoundTripTest.firstDifference(want, actual));
        }
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }

  private static List<Path> sources() throws IOException {
    try (Stream<Path> s = Files.list(CASES)) {
      return s.filter(p -> p.toString().endsWith(".mlir")).sorted().collect(Collectors.toList());
    }
  }
}
