package rw.ir.diag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.Location;

/**
 * Replays the diagnostics mlir-opt-22 reported for each file of {@code diag/verify/} (read back
 * from its {@code NAME.diags}, see {@code record-verify.sh}) through rw's renderer and verifier,
 * and compares the output with MLIR's: without {@code --verify-diagnostics} ({@code NAME.diags})
 * and with it ({@code NAME.verify}).
 */
class DiagnosticVerifierRecordedTest {
  private static final List<String> CASES = List.of("designators", "regex", "notes", "unknown");
  private static final Pattern HEADER =
      Pattern.compile("^(?:<unknown>:0|([^:\\n]+):(\\d+):(\\d+)): (error|warning|note|remark): (.*)$");

  @TestFactory
  Stream<DynamicTest> withoutVerifyDiagnostics() {
    return CASES.stream().map(n -> DynamicTest.dynamicTest(n, () -> checkPlain(n)));
  }

  @TestFactory
  Stream<DynamicTest> withVerifyDiagnostics() {
    return CASES.stream().map(n -> DynamicTest.dynamicTest(n, () -> checkVerify(n)));
  }

  private static void checkPlain(String name) throws IOException {
    SourceFile file = new SourceFile(name + ".mlir", resource(name + ".mlir"));
    DiagnosticRenderer renderer = new DiagnosticRenderer(n -> n.equals(file.name()) ? file : null);
    StringBuilder out = new StringBuilder();
    DiagnosticVerifier verifier = new DiagnosticVerifier(file, n -> null, renderer, out::append, DiagnosticVerifier.Level.ALL);
    String expected = resource(name + ".diags");
    assertTrue(expected.startsWith(out.toString()), "scan output:\n" + out);
    for (Diagnostic d : diagnostics(expected.substring(out.length()))) out.append(renderer.render(d));
    verifier.close();
    assertEquals(expected, out.toString());
  }

  private static void checkVerify(String name) throws IOException {
    SourceFile file = new SourceFile(name + ".mlir", resource(name + ".mlir"));
    DiagnosticRenderer renderer = new DiagnosticRenderer(n -> n.equals(file.name()) ? file : null);
    List<Diagnostic> reported = diagnostics(skipScanErrors(resource(name + ".diags"), file, renderer));
    StringBuilder out = new StringBuilder();
    DiagnosticVerifier verifier = new DiagnosticVerifier(file, n -> null, renderer, out::append, DiagnosticVerifier.Level.ALL);
    for (Diagnostic d : reported) verifier.handle(d);
    boolean ok = verifier.verify();
    verifier.close();
    out.append("exit ").append(ok ? 0 : 1).append('\n');
    assertEquals(resource(name + ".verify"), out.toString());
  }

  private static String skipScanErrors(String text, SourceFile file, DiagnosticRenderer renderer) {
    StringBuilder scan = new StringBuilder();
    new DiagnosticVerifier(file, n -> null, renderer, scan::append, DiagnosticVerifier.Level.ALL);
    return text.substring(scan.length());
  }

  /** The diagnostics of rendered text, up to the verifier's "was not produced" reports. */
  static List<Diagnostic> diagnostics(String text) {
    List<Diagnostic> list = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    int i = 0;
    while (i < lines.length) {
      Matcher m = HEADER.matcher(lines[i]);
      if (!m.matches()) {
        i++;
        continue;
      }
      if (m.group(5).endsWith("was not produced")) break;
      StringBuilder message = new StringBuilder(m.group(5));
      Location loc = Location.unknown();
      if (m.group(1) != null) loc = new FileLineColLoc(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
      for (i++; i < lines.length && !HEADER.matcher(lines[i]).matches(); i++) {
        if (m.group(1) == null && i + 1 < lines.length) message.append('\n').append(lines[i]);
      }
      add(list, new Diagnostic(severity(m.group(4)), loc, message.toString(), List.of()));
    }
    return list;
  }

  private static void add(List<Diagnostic> list, Diagnostic d) {
    if (d.severity() != Severity.NOTE || list.isEmpty()) {
      list.add(d);
      return;
    }
    Diagnostic last = list.remove(list.size() - 1);
    List<Diagnostic> notes = new ArrayList<>(last.notes());
    notes.add(d);
    list.add(new Diagnostic(last.severity(), last.location(), last.message(), notes));
  }

  private static Severity severity(String label) {
    for (Severity s : Severity.values()) {
      if (s.label().equals(label)) return s;
    }
    throw new IllegalArgumentException(label);
  }

  static String resource(String name) throws IOException {
    try (InputStream in = DiagnosticVerifierRecordedTest.class.getResourceAsStream("/diag/verify/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
