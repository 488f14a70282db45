package rw.ir.diag;

import java.util.Arrays;

/**
 * The text of one input file, indexed by line, for showing the source line of a diagnostic.
 * Lines are separated by {@code \n}; a trailing {@code \r} is not part of a line's content.
 */
public final class SourceFile {
  private final String name;
  private final String text;
  private int[] lineStarts;

  public SourceFile(String name, String text) {
    if (name == null || text == null) throw new IllegalArgumentException("null component");
    this.name = name;
    this.text = text;
  }

  public String name() {
    return name;
  }

  public String text() {
    return text;
  }

  /** The number of lines; a text ending in a newline has an empty last line, as LLVM counts. */
  public int lineCount() {
    return starts().length;
  }

  /** The content of line {@code line} (from 1), without its line terminator; null when absent. */
  public String line(int line) {
    int[] s = starts();
    if (line < 1 || line > s.length) return null;
    int begin = s[line - 1];
    int end = begin;
    while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') end++;
    return text.substring(begin, end);
  }

  /**
   * Whether {@code line:column} names a byte of the text (or the end of its line), as LLVM's
   * SourceMgr requires before it shows a source line: the line exists and no line terminator
   * lies between its start and the column. Columns count UTF-8 bytes, as MLIR's do.
   */
  public boolean isValidPosition(int line, int column) {
    if (line < 1 || column < 1 || line > lineCount()) return false;
    int bytes = column - 1;
    for (int i = starts()[line - 1]; bytes > 0; i++) {
      if (i >= text.length()) return false;
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') return false;
      bytes -= utf8Length(c);
    }
    return true;
  }

  private static int utf8Length(char c) {
    if (c < 0x80) return 1;
    if (c < 0x800) return 2;
    return Character.isSurrogate(c) ? 2 : 3;
  }

  private int[] starts() {
    if (lineStarts != null) return lineStarts;
    int[] s = new int[16];
    int n = 0;
    s[n++] = 0;
    for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
      if (n == s.length) s = Arrays.copyOf(s, n * 2);
      s[n++] = i + 1;
    }
    lineStarts = Arrays.copyOf(s, n);
    return lineStarts;
  }
}
