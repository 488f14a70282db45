package rw.ir.diag;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the {@code expected-(error|warning|remark|note)[-re][@(+N|-N|above|below|unknown)] {{text}}}
 * designators of a file, as MLIR's diagnostic verifier does: a designator must end its line;
 * {@code @above} names the closest preceding line that has no designator, {@code @below} the next
 * one (the last line of the file when there is none).
 */
final class ExpectationScanner {
  private static final Pattern DESIGNATOR = Pattern.compile(
      "expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\\{\\{(.*)\\}\\}$");

  /** What a file expects: designators at file lines, designators at unknown locations. */
  record Result(List<ExpectedDiagnostic> atLines, List<ExpectedDiagnostic> atUnknown, boolean ok) {}

  private ExpectationScanner() {}

  /** Scans {@code file}; malformed {@code -re} designators are reported to {@code out}. */
  static Result scan(SourceFile file, DiagnosticRenderer renderer, Consumer<String> out) {
    List<ExpectedDiagnostic> atLines = new ArrayList<>();
    List<ExpectedDiagnostic> atUnknown = new ArrayList<>();
    List<ExpectedDiagnostic> pendingBelow = new ArrayList<>();
    boolean ok = true;
    String text = file.text();
    if (!text.contains("expected-")) return new Result(atLines, atUnknown, true);
    int lastPlainLine = 0;
    int lineCount = file.lineCount();
    int start = 0;
    for (int lineNo = 1; lineNo <= lineCount; lineNo++) {
      int end = text.indexOf('\n', start);
      if (end < 0) end = text.length();
      Matcher m = match(text, start, end);
      start = end + 1;
      if (m == null) {
        for (ExpectedDiagnostic e : pendingBelow) e.line = lineNo;
        pendingBelow.clear();
        lastPlainLine = lineNo;
        continue;
      }
      ExpectedDiagnostic e = designator(file, lineNo, m, renderer, out);
      if (e == null) {
        ok = false;
        continue;
      }
      String where = m.group(3) == null ? "" : m.group(4);
      if (where.equals("unknown")) {
        e.atUnknownLocation = true;
        atUnknown.add(e);
        continue;
      }
      e.line = targetLine(where, lineNo, Math.max(lastPlainLine, 1), lineCount);
      if (where.equals("below")) pendingBelow.add(e);
      atLines.add(e);
    }
    return new Result(atLines, atUnknown, ok);
  }

  private static Matcher match(String text, int start, int end) {
    int trimmed = end;
    while (trimmed > start && Character.isWhitespace(text.charAt(trimmed - 1))) trimmed--;
    String line = text.substring(start, trimmed);
    if (!line.contains("expected-")) return null;
    Matcher m = DESIGNATOR.matcher(line);
    return m.find() ? m : null;
  }

  private static ExpectedDiagnostic designator(SourceFile file, int lineNo, Matcher m,
      DiagnosticRenderer renderer, Consumer<String> out) {
    Severity severity = severity(m.group(1));
    String body = m.group(5);
    int column = m.start() + 1;
    Pattern pattern = null;
    if (m.group(2) != null) {
      ExpectationPattern.Result r = ExpectationPattern.compile(body);
      if (r.error() != null) {
        out.accept(renderer.renderAtPosition(file, lineNo, column, Severity.ERROR, r.error(), body.length()));
        return null;
      }
      pattern = r.pattern();
    }
    return new ExpectedDiagnostic(severity, file, lineNo, column, body, pattern);
  }

  private static int targetLine(String where, int lineNo, int abovePlainLine, int lineCount) {
    if (where.isEmpty()) return lineNo;
    if (where.equals("above")) return abovePlainLine;
    if (where.equals("below")) return lineCount;
    int offset = parseOffset(where.substring(1));
    return where.charAt(0) == '+' ? lineNo + offset : lineNo - offset;
  }

  private static int parseOffset(String digits) {
    try {
      return Integer.parseInt(digits);
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  private static Severity severity(String kind) {
    switch (kind) {
      case "error":
        return Severity.ERROR;
      case "warning":
        return Severity.WARNING;
      case "remark":
        return Severity.REMARK;
      default:
        return Severity.NOTE;
    }
  }
}
