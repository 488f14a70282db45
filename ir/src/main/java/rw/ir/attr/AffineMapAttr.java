package rw.ir.attr;

/** {@code affine_map<(d0) -> (d0)>}, kept as the text of the map (without the wrapper). */
public record AffineMapAttr(String map) implements BuiltinAttr {
  public AffineMapAttr {
    if (map == null) throw new IllegalArgumentException("null map");
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
