package rw.ir.loc;

/**
 * {@code loc("file":line:col)}, or a range {@code loc("file":line:col to endLine:endCol)} when
 * {@code endLine > 0}. Lines and columns count from 1.
 */
public record FileLineColLoc(String file, int line, int column, int endLine, int endColumn)
    implements Location {

  public FileLineColLoc {
    if (file == null) throw new IllegalArgumentException("file is null");
  }

  public FileLineColLoc(String file, int line, int column) {
    this(file, line, column, 0, 0);
  }

  public boolean isRange() {
    return endLine > 0;
  }

  @Override
  public FileLineColLoc filePosition() {
    return this;
  }

  /** {@code file:line:col}, the prefix of a diagnostic. */
  public String prefix() {
    return file + ":" + line + ":" + column;
  }

  @Override
  public String toString() {
    return prefix();
  }
}
