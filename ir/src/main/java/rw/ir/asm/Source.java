package rw.ir.asm;

/**
 * Text to parse, with the name diagnostics use for it and its position in that file: the number
 * of lines that precede it, and the number of columns that precede it on its first line. Both are
 * non-zero for the chunks of {@code --split-input-file} (a chunk starts right after a
 * {@code // -----} marker), so that reported lines and columns are those of the whole file.
 */
public record Source(String fileName, String text, int lineOffset, int columnOffset) {
  public Source {
    if (fileName == null || text == null) throw new IllegalArgumentException("null component");
    if (lineOffset < 0 || columnOffset < 0) throw new IllegalArgumentException("negative offset");
  }

  public Source(String fileName, String text, int lineOffset) {
    this(fileName, text, lineOffset, 0);
  }

  public Source(String fileName, String text) {
    this(fileName, text, 0, 0);
  }
}
