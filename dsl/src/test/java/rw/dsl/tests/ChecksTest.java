package rw.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.inject.Inject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every file of src/test/resources/checks is validated next to the example dialects; its
 * diagnostics must be exactly those its lines announce with `// expected-error {{text}}` or
 * `// expected-warning {{text}}` (text: a part of the message), as MLIR's -verify-diagnostics.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(RwInjectorProvider.class)
class ChecksTest {
  private static final Path CHECKS = Path.of("src/test/resources/checks");
  private static final Pattern EXPECTED = Pattern.compile("expected-(error|warning) \\{\\{(.*?)\\}\\}");

  @Inject private Workspace workspace;

  static Stream<String> files() throws IOException {
    try (Stream<Path> s = Files.list(CHECKS)) {
      return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".rw")).sorted().toList().stream();
    }
  }

  @ParameterizedTest
  @MethodSource("files")
  void diagnosticsAreTheExpectedOnes(String name) {
    String text = Workspace.read(CHECKS.resolve(name));
    workspace.withExamples("builtin.rw", "func.rw", "arith.rw", "memref.rw", "gpu.rw", "spirv.rw", "llvm.rw",
        "llvm-types.rw");
    workspace.add(name, text);
    List<String> actual = new ArrayList<>(workspace.issues(name));
    List<String> unmatched = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      Matcher m = EXPECTED.matcher(lines[i]);
      while (m.find()) {
        String prefix = name + ":" + (i + 1) + ": " + m.group(1) + ": ";
        String part = m.group(2);
        String hit = actual.stream().filter(a -> a.startsWith(prefix) && a.contains(part)).findFirst().orElse(null);
        if (hit == null) {
          unmatched.add(prefix + "{{" + part + "}} (not reported)");
        } else {
          actual.remove(hit);
        }
      }
    }
    unmatched.addAll(actual.stream().map(a -> a + " (unexpected)").toList());
    assertEquals("", String.join("\n", unmatched));
  }
}
