package rw.ir.loc;

/** {@code loc(unknown)}. */
public record UnknownLoc() implements Location {
  public static final UnknownLoc INSTANCE = new UnknownLoc();

  @Override
  public FileLineColLoc filePosition() {
    return null;
  }

  @Override
  public String toString() {
    return "loc(unknown)";
  }
}
