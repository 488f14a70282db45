package rw.ir.diag;

import java.util.regex.Pattern;

/**
 * One {@code expected-<kind>} designator of a checked file: the severity and line a diagnostic
 * must have, and the text its message must contain (or, for {@code -re} designators, the pattern
 * it must match). {@code column} is where the designator starts, for reporting it.
 */
final class ExpectedDiagnostic {
  final Severity severity;
  final SourceFile file;
  final int designatorLine;
  final int column;
  final String text;
  final Pattern pattern;
  int line;
  boolean atUnknownLocation;
  boolean matched;

  ExpectedDiagnostic(Severity severity, SourceFile file, int designatorLine, int column, String text, Pattern pattern) {
    this.severity = severity;
    this.file = file;
    this.designatorLine = designatorLine;
    this.column = column;
    this.text = text;
    this.pattern = pattern;
    this.line = designatorLine;
  }

  boolean matches(String message) {
    if (pattern != null) return pattern.matcher(message).find();
    return message.contains(text);
  }
}
