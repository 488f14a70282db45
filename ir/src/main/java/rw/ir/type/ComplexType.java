package rw.ir.type;

import rw.ir.attr.TypeAttrPrinter;

/** {@code complex<f32>}. */
public record ComplexType(Type elementType) implements BuiltinType {
  public ComplexType {
    if (elementType == null) throw new IllegalArgumentException("null element type");
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
