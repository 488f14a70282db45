package rw.exec.trap;

import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.Location;

/**
 * The executed program faulted: the third error channel, next to {@code Diagnostic} (bad input)
 * and {@link IllegalStateException} (a bug of rw). Immutable and without a Java stack trace
 * (which would describe the interpreter, not the program). A trap is usually raised without a
 * location by the memory model or the semantics; the interpreter then attaches the location of
 * the operation that was executing with {@link #at(Location)}.
 */
public final class Trap extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final TrapKind kind;
  private final String detail;
  private final transient Location location;

  public Trap(TrapKind kind, String detail) {
    this(kind, detail, Location.unknown());
  }

  public Trap(TrapKind kind, String detail, Location location) {
    super(detail, null, false, false);
    if (kind == null || detail == null || location == null) {
      throw new IllegalArgumentException("null component");
    }
    this.kind = kind;
    this.detail = detail;
    this.location = location;
  }

  public TrapKind kind() {
    return kind;
  }

  /** The message without location, e.g. {@code integer division by zero}. */
  public String detail() {
    return detail;
  }

  /** Where the trap happened; {@link rw.ir.loc.UnknownLoc} until the interpreter attaches one. */
  public Location location() {
    return location;
  }

  /** True when a location with a file position is attached. */
  public boolean hasPosition() {
    return location.filePosition() != null;
  }

  /**
   * This trap located at {@code loc}. A trap that already has a file position keeps it (the
   * innermost operation wins when the trap passes up through calls).
   */
  public Trap at(Location loc) {
    if (hasPosition() || loc == null || loc.filePosition() == null) return this;
    return new Trap(kind, detail, loc);
  }

  /**
   * MLIR's diagnostic form: {@code file:line:col: error: trap: <detail>}, or {@code <unknown>:0:
   * error: trap: <detail>} without a file position.
   */
  public String render() {
    FileLineColLoc pos = location.filePosition();
    String prefix = pos != null ? pos.prefix() : "<unknown>:0";
    return prefix + ": error: trap: " + detail;
  }

  @Override
  public String getMessage() {
    return render();
  }

  @Override
  public String toString() {
    return "Trap[" + kind + "] " + render();
  }
}
