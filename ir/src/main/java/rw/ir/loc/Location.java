package rw.ir.loc;

/**
 * Where an operation came from, as MLIR's {@code loc(...)} syntax describes it. Immutable;
 * compare with {@code equals}.
 */
public sealed interface Location
    permits UnknownLoc, FileLineColLoc, NameLoc, CallSiteLoc, FusedLoc {

  /** The innermost file position of this location, or {@code null} when it has none. */
  FileLineColLoc filePosition();

  static Location unknown() {
    return UnknownLoc.INSTANCE;
  }
}
