package rw.ir.type;

/** {@code complex<f32>}. */
public record ComplexType(Type elementType) implements BuiltinType {
  public ComplexType {
    if (elementType == null) throw new IllegalArgumentException("null element type");
  }
}
