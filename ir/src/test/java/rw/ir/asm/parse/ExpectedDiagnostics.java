package rw.ir.asm.parse;

import java.util.ArrayList;
import java.util.List;
import rw.ir.diag.Diagnostic;
import rw.ir.loc.FileLineColLoc;

/**
 * A small checker of MLIR's {@code // expected-error@+N {{message}}} annotations (also
 * {@code note} and {@code warning}, {@code @-N}, and no offset for the same line): every
 * annotation must be met by a diagnostic of that severity on that line whose message contains
 * the text, and every diagnostic must be expected. (The real one is rw.ir.diag's verifier.)
 */
final class ExpectedDiagnostics {
  record Expectation(int line, String severity, String text) {}

  private ExpectedDiagnostics() {}

  static List<Expectation> scan(String text) {
    List<Expectation> out = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String l = lines[i];
      int at = l.indexOf("// expected-");
      if (at < 0) continue;
      int sevStart = at + "// expected-".length();
      int sevEnd = sevStart;
      while (sevEnd < l.length() && Character.isLetter(l.charAt(sevEnd))) sevEnd++;
      int line = i + 1;
      int rest = sevEnd;
      if (rest < l.length() && l.charAt(rest) == '@') {
        int j = rest + 1;
        while (j < l.length() && l.charAt(j) != ' ') j++;
        line += Integer.parseInt(l.substring(rest + 1, j).replace("+", ""));
        rest = j;
      }
      int open = l.indexOf("{{", rest);
      int close = l.lastIndexOf("}}");
      out.add(new Expectation(line, l.substring(sevStart, sevEnd), l.substring(open + 2, close)));
    }
    return out;
  }

  /** The problems found: unmet expectations and unexpected diagnostics. */
  static List<String> check(String text, List<Diagnostic> diagnostics) {
    List<Expectation> expected = new ArrayList<>(scan(text));
    List<String> problems = new ArrayList<>();
    for (Diagnostic d : flatten(diagnostics)) {
      FileLineColLoc pos = d.location().filePosition();
      int line = pos == null ? -1 : pos.line();
      Expectation match = null;
      for (Expectation e : expected) {
        if (e.line() == line && e.severity().equals(d.severity().label()) && d.message().contains(e.text())) {
          match = e;
          break;
        }
      }
      if (match == null) problems.add("unexpected: " + d.render());
      else expected.remove(match);
    }
    for (Expectation e : expected) problems.add("not produced: line " + e.line() + " " + e.severity() + " {{" + e.text() + "}}");
    return problems;
  }

  private static List<Diagnostic> flatten(List<Diagnostic> diagnostics) {
    List<Diagnostic> out = new ArrayList<>();
    for (Diagnostic d : diagnostics) {
      out.add(d);
      out.addAll(d.notes());
    }
    return out;
  }
}
