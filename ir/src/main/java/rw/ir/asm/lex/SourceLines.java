package rw.ir.asm.lex;

import java.util.Arrays;

/**
 * Maps byte offsets to 1-based lines and columns (columns count bytes, as MLIR's do). Queries
 * that move forward through the text (the parser's, almost always) scan only the bytes between
 * two queries; a query further back builds a table of line starts once. An instance is one
 * thread's cursor: parsers on several threads each have their own over the same text.
 */
public final class SourceLines {
  private final byte[] buf;
  private final int length;
  /** The last forward position reached, its 0-based line and the offset its line starts at. */
  private int scanned;
  private int scannedLine;
  private int scannedLineStart;
  private int[] lineStarts;
  private int numLines;

  public SourceLines(byte[] buf, int length) {
    this.buf = buf;
    this.length = length;
  }

  /** The 1-based line of {@code offset}. */
  public int line(int offset) {
    if (advance(offset)) return scannedLine + 1;
    return lineIndex(offset) + 1;
  }

  /** The 1-based column of {@code offset}. */
  public int column(int offset) {
    if (advance(offset)) return offset - scannedLineStart + 1;
    return offset - lineStarts[lineIndex(offset)] + 1;
  }

  /** The offset where the 1-based {@code line} starts. */
  public int lineStart(int line) {
    build();
    return lineStarts[Math.max(0, Math.min(line, numLines) - 1)];
  }

  /**
   * Moves the forward scan to {@code offset}, on 0-based line {@code line}, which starts at
   * {@code lineStart}: what a scan that counted the lines on its way (a skipped region's) found.
   */
  public void moveTo(int offset, int line, int lineStart) {
    scanned = offset;
    scannedLine = line;
    scannedLineStart = lineStart;
  }

  /** Moves the forward scan to {@code offset}; false when {@code offset} is on an earlier line. */
  private boolean advance(int offset) {
    if (offset < scannedLineStart) return false;
    int end = Math.min(offset, length);
    for (int i = scanned; i < end; i++) {
      if (buf[i] == '\n') {
        scannedLine++;
        scannedLineStart = i + 1;
      }
    }
    if (end > scanned) scanned = end;
    return true;
  }

  private int lineIndex(int offset) {
    build();
    int i = Arrays.binarySearch(lineStarts, 0, numLines, offset);
    return i >= 0 ? i : -i - 2;
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
