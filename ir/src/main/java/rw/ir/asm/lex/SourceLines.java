package rw.ir.asm.lex;

import java.util.Arrays;

/**
 * Maps byte offsets to 1-based lines and columns (columns count bytes, as MLIR's do). The table
 * of line starts is built on first use; lookups that move forward through the text are O(1).
 */
public final class SourceLines {
  private final byte[] buf;
  private final int length;
  private int[] lineStarts;
  private int numLines;
  private int cursor;

  public SourceLines(byte[] buf, int length) {
    this.buf = buf;
    this.length = length;
  }

  /** The 1-based line of {@code offset}. */
  public int line(int offset) {
    return lineIndex(offset) + 1;
  }

  /** The 1-based column of {@code offset}. */
  public int column(int offset) {
    return offset - lineStarts[lineIndex(offset)] + 1;
  }

  /** The offset where the 1-based {@code line} starts. */
  public int lineStart(int line) {
    build();
    return lineStarts[Math.min(line, numLines) - 1];
  }

  private int lineIndex(int offset) {
    build();
    int c = cursor;
    if (offset >= lineStarts[c]) {
      int limit = Math.min(numLines - 1, c + 8);
      while (c < limit && offset >= lineStarts[c + 1]) c++;
      if (c == numLines - 1 || offset < lineStarts[c + 1]) return cursor = c;
    }
    int i = Arrays.binarySearch(lineStarts, 0, numLines, offset);
    cursor = i >= 0 ? i : -i - 2;
    return cursor;
  }

  private void build() {
    if (lineStarts != null) return;
    int[] starts = new int[1024];
    int n = 0;
    starts[n++] = 0;
    for (int i = 0; i < length; i++) {
      if (buf[i] != '\n') continue;
      if (n == starts.length) starts = Arrays.copyOf(starts, n * 2);
      starts[n++] = i + 1;
    }
    lineStarts = starts;
    numLines = n;
  }
}
