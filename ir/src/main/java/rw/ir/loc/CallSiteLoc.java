package rw.ir.loc;

/** {@code loc(callsite(callee at caller))}. */
public record CallSiteLoc(Location callee, Location caller) implements Location {

  public CallSiteLoc {
    if (callee == null || caller == null) throw new IllegalArgumentException("null component");
  }

  @Override
  public FileLineColLoc filePosition() {
    FileLineColLoc inner = callee.filePosition();
    return inner != null ? inner : caller.filePosition();
  }
}
