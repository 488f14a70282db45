package rw.ir.attr;

/** {@code affine_set<(d0) : (d0 >= 0)>}, kept as the text of the set (without the wrapper). */
public record IntegerSetAttr(String set) implements BuiltinAttr {
  public IntegerSetAttr {
    if (set == null) throw new IllegalArgumentException("null set");
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
