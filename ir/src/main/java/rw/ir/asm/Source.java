package rw.ir.asm;

/**
 * Text to parse, with the name diagnostics use for it and the number of lines that precede it
 * in that file (non-zero for the chunks of {@code --split-input-file}), so that reported lines
 * are those of the whole file.
 */
public record Source(String fileName, String text, int lineOffset) {
  public Source {
    if (fileName == null || text == null) throw new IllegalArgumentException("null component");
    if (lineOffset < 0) throw new IllegalArgumentException("negative line offset");
  }

  public Source(String fileName, String text) {
    this(fileName, text, 0);
  }
}
