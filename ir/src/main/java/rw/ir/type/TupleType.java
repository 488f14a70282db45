package rw.ir.type;

import java.util.List;
import rw.ir.attr.TypeAttrPrinter;

/** {@code tuple<T, ...>}. */
public record TupleType(List<Type> types) implements BuiltinType {
  public TupleType {
    types = List.copyOf(types);
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
