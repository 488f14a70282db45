package rw.ir.def;

import rw.ir.Operation;
import rw.ir.loc.Location;

/**
 * A typed view of an operation: a thin wrapper with named accessors, generated from an
 * {@link OpSpec} ({@code record AddIOp(Operation op) implements OpView}). Everything generic
 * works on the wrapped {@link Operation}; a view adds no state.
 */
public interface OpView {
  /** The wrapped operation. */
  Operation op();

  default Location location() {
    return op().location();
  }

  /** Whether {@code op} is an instance of the op named {@code name} (the check a view's match does). */
  static boolean isA(Operation op, String name) {
    return op != null && op.name().equals(name);
  }
}
