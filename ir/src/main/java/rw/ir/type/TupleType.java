package rw.ir.type;

import java.util.List;

/** {@code tuple<T, ...>}. */
public record TupleType(List<Type> types) implements BuiltinType {
  public TupleType {
    types = List.copyOf(types);
  }
}
