package rw.ir.diag;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import rw.ir.loc.CallSiteLoc;
import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.FusedLoc;
import rw.ir.loc.Location;
import rw.ir.loc.NameLoc;
import rw.ir.loc.UnknownLoc;

/**
 * Renders diagnostics as MLIR's source-manager handler prints them: {@code file:line:col: kind:
 * message}, then the source line and a caret line when the file is known; call-site locations add
 * "called from" notes; a note shows its source line only when its location differs from the
 * previous one. Without a file position the prefix is {@code <unknown>:0:}.
 */
public final class DiagnosticRenderer {
  private static final int CALL_STACK_LIMIT = 10;
  private static final int TAB_STOP = 8;

  private final Function<String, SourceFile> files;

  /** {@code files} maps a file name to its text, or to {@code null} when it is not available. */
  public DiagnosticRenderer(Function<String, SourceFile> files) {
    this.files = files;
  }

  /** The whole diagnostic with its call stack and notes; every line ends with a newline. */
  public String render(Diagnostic d) {
    StringBuilder sb = new StringBuilder();
    Location loc = d.location();
    appendAt(sb, loc, d.severity(), d.message(), true);
    CallSiteLoc call = callSite(loc);
    for (int depth = 0; call != null && depth < CALL_STACK_LIMIT; depth++) {
      loc = call.caller();
      appendAt(sb, loc, Severity.NOTE, "called from", true);
      call = callSite(loc);
    }
    for (Diagnostic note : d.notes()) {
      appendAt(sb, note.location(), note.severity(), note.message(), !loc.equals(note.location()));
      loc = note.location();
    }
    return sb.toString();
  }

  /** One message at {@code loc}, with its source line when the file is known. */
  public String renderAt(Location loc, Severity severity, String message) {
    StringBuilder sb = new StringBuilder();
    appendAt(sb, loc, severity, message, true);
    return sb.toString();
  }

  /**
   * One message at a position of {@code file}, underlining {@code rangeLength} characters from
   * the caret (0: the caret alone), as LLVM prints a ranged message.
   */
  public String renderAtPosition(SourceFile file, int line, int column, Severity severity,
      String message, int rangeLength) {
    StringBuilder sb = new StringBuilder();
    if (file == null || !file.isValidPosition(line, column)) {
      sb.append("<unknown>:0: ").append(severity.label()).append(": ").append(message).append('\n');
      return sb.toString();
    }
    appendWithSource(sb, file, line, column, severity, message, rangeLength);
    return sb.toString();
  }

  private void appendAt(StringBuilder sb, Location loc, Severity severity, String message,
      boolean showSource) {
    FileLineColLoc pos = loc.filePosition();
    if (pos == null) {
      sb.append("<unknown>:0: ").append(severity.label()).append(": ");
      if (!(loc instanceof UnknownLoc)) sb.append(locationText(loc)).append(": ");
      sb.append(message).append('\n');
      return;
    }
    SourceFile file = showSource ? files.apply(pos.file()) : null;
    if (file != null && file.isValidPosition(pos.line(), pos.column())) {
      appendWithSource(sb, file, pos.line(), pos.column(), severity, message, 0);
      return;
    }
    sb.append(pos.prefix()).append(": ").append(severity.label()).append(": ").append(message).append('\n');
  }

  private static void appendWithSource(StringBuilder sb, SourceFile file, int line, int column,
      Severity severity, String message, int rangeLength) {
    String fileName = file.name().equals("-") ? "<stdin>" : file.name();
    sb.append(fileName).append(':').append(line).append(':').append(column).append(": ");
    sb.append(severity.label()).append(": ").append(message).append('\n');
    String content = file.line(line);
    appendExpandingTabs(sb, content, content, true);
    if (!isAscii(content)) return;
    appendExpandingTabs(sb, caretLine(content, column - 1, rangeLength), content, false);
  }

  private static String caretLine(String content, int caretColumn, int rangeLength) {
    char[] caret = new char[content.length() + 1];
    Arrays.fill(caret, ' ');
    int rangeEnd = Math.min(caretColumn + rangeLength, content.length());
    for (int i = caretColumn; i < rangeEnd; i++) caret[i] = '~';
    caret[Math.min(caretColumn, content.length())] = '^';
    int end = caret.length;
    while (end > 0 && caret[end - 1] == ' ') end--;
    return new String(caret, 0, end);
  }

  /**
   * Appends {@code text} and a newline, widening the character under each tab of {@code source}
   * to the next tab stop (with spaces for the source line itself, repeated for the caret line).
   */
  private static void appendExpandingTabs(StringBuilder sb, String text, String source, boolean isSource) {
    int column = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean tab = i < source.length() && source.charAt(i) == '\t';
      if (!tab) {
        sb.append(c);
        column++;
        continue;
      }
      char fill = isSource ? ' ' : c;
      do {
        sb.append(fill);
        column++;
      } while (column % TAB_STOP != 0);
    }
    sb.append('\n');
  }

  private static boolean isAscii(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= 0x80) return false;
    }
    return true;
  }

  /** The call site that {@code loc} is, or holds (through names and fusions), or null. */
  private static CallSiteLoc callSite(Location loc) {
    if (loc instanceof NameLoc n) return callSite(n.child());
    if (loc instanceof CallSiteLoc c) return c;
    if (!(loc instanceof FusedLoc f)) return null;
    for (Location sub : f.locations()) {
      CallSiteLoc c = callSite(sub);
      if (c != null) return c;
    }
    return null;
  }

  /** MLIR's textual form of a location without a file position, e.g. {@code loc("name")}. */
  static String locationText(Location loc) {
    return "loc(" + innerText(loc) + ")";
  }

  private static String innerText(Location loc) {
    if (loc instanceof NameLoc n) {
      String name = quote(n.name());
      return n.child() instanceof UnknownLoc ? name : name + "(" + innerText(n.child()) + ")";
    }
    if (loc instanceof CallSiteLoc c) return "callsite(" + innerText(c.callee()) + " at " + innerText(c.caller()) + ")";
    if (loc instanceof FileLineColLoc p) return quote(p.file()) + ":" + p.line() + ":" + p.column();
    if (loc instanceof FusedLoc f) return fusedText(f);
    return "unknown";
  }

  private static String fusedText(FusedLoc f) {
    List<String> parts = new ArrayList<>();
    for (Location l : f.locations()) parts.add(innerText(l));
    String meta = f.metadata() == null ? "" : "<" + f.metadata() + ">";
    return "fused" + meta + "[" + String.join(", ", parts) + "]";
  }

  private static String quote(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\22") + "\"";
  }
}
