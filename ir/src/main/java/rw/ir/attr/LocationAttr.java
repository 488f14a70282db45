package rw.ir.attr;

import rw.ir.loc.Location;

/** A location used as an attribute value, e.g. {@code {l = loc("a.c":1:2)}} (MLIR's LocationAttr). */
public record LocationAttr(Location location) implements BuiltinAttr {
  public LocationAttr {
    if (location == null) throw new IllegalArgumentException("null location");
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
