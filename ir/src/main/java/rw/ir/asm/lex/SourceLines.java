package rw.ir.asm.lex;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Maps byte offsets to 1-based lines and columns (columns count bytes, as MLIR's do). The
 * forward scan reads only the bytes between two queries and notes where each line it passes
 * starts, so that a query a little behind (the location of a block argument parsed earlier) is a
 * binary search in those notes. A query behind the start of the notes (set by {@link #moveTo})
 * builds a table of every line start, once. An instance is one thread's cursor: parsers on
 * several threads each have their own over the same text.
 */
public final class SourceLines {
  /** The most line starts the forward scan keeps notes of. */
  static final int WINDOW = 4096;
  /** The text read as little-endian longs (eight bytes a read, any offset). */
  private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private final byte[] buf;
  private final int length;
  /** The last forward position reached. */
  private int scanned;
  /** The starts of the lines the forward scan has been on since {@link #moveTo}, the first being line {@code baseLine}. */
  private int[] seen = new int[64];
  private int numSeen = 1;
  private int baseLine;
  /** Every line start of the text, built when a query goes behind the forward scan's notes. */
  private int[] lineStarts;
  private int numLines;
  /** The offset {@link #line} was asked last (-1 before), and where its line starts. */
  private int lastOffset = -1;
  private int lastLineStart;

  public SourceLines(byte[] buf, int length) {
    this.buf = buf;
    this.length = length;
  }

  /** The 1-based line of {@code offset} (noting where that line starts, for {@link #column}). */
  public int line(int offset) {
    advance(offset);
    lastOffset = offset;
    if (offset >= seen[0]) {
      int i = seenIndex(offset);
      lastLineStart = seen[i];
      return baseLine + i + 1;
    }
    int i = lineIndex(offset);
    lastLineStart = lineStarts[i];
    return i + 1;
  }

  /** The 1-based column of {@code offset} (at once when it is the offset {@link #line} was asked last). */
  public int column(int offset) {
    if (offset == lastOffset) return offset - lastLineStart + 1;
    advance(offset);
    if (offset >= seen[0]) return offset - seen[seenIndex(offset)] + 1;
    return offset - lineStarts[lineIndex(offset)] + 1;
  }

  /**
   * Moves the forward scan to {@code offset}, on 0-based line {@code line}, which starts at
   * {@code lineStart}: what a scan that counted the lines on its way (a skipped region's) found.
   */
  public void moveTo(int offset, int line, int lineStart) {
    lastOffset = -1;
    scanned = offset;
    baseLine = line;
    seen[0] = lineStart;
    numSeen = 1;
  }

  /**
   * Moves the forward scan on to {@code offset}, noting the line starts it passes. It reads eight
   * bytes at a time and looks at them one by one only when a word holds a line break (the scan
   * reads the whole text once; a byte at a time it was a few percent of a parse).
   */
  private void advance(int offset) {
    int end = Math.min(offset, length);
    byte[] b = buf;
    int i = scanned;
    for (; i + 8 <= end; i += 8) {
      if (hasLineBreak((long) WORDS.get(b, i))) noteLineBreaks(i, i + 8);
    }
    noteLineBreaks(i, end);
    if (end > scanned) scanned = end;
  }

  /** Whether a byte of {@code word} is {@code '\n'} (a zero byte of {@code word ^ 0x0A0A...}). */
  private static boolean hasLineBreak(long word) {
    long x = word ^ 0x0A0A0A0A0A0A0A0AL;
    return ((x - 0x0101010101010101L) & ~x & 0x8080808080808080L) != 0;
  }

  private void noteLineBreaks(int from, int to) {
    for (int i = from; i < to; i++) {
      if (buf[i] != '\n') continue;
      if (numSeen == seen.length) makeRoom();
      seen[numSeen++] = i + 1;
    }
  }

  /**
   * Room for more notes: up to {@link #WINDOW} of them the notes grow; past that the older half
   * is dropped (queries go back a few lines at most; one further back builds the whole table).
   */
  private void makeRoom() {
    if (seen.length < WINDOW) {
      seen = Arrays.copyOf(seen, seen.length * 2);
      return;
    }
    int keep = seen.length / 2;
    int dropped = numSeen - keep;
    System.arraycopy(seen, dropped, seen, 0, keep);
    baseLine += dropped;
    numSeen = keep;
  }

  /** The index in {@link #seen} of the line holding {@code offset}, which is not before {@code seen[0]}. */
  private int seenIndex(int offset) {
    int last = numSeen - 1;
    if (offset >= seen[last]) return last;
    int i = Arrays.binarySearch(seen, 0, numSeen, offset);
    return i >= 0 ? i : -i - 2;
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
