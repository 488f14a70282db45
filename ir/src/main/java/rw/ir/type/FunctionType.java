package rw.ir.type;

import java.util.List;

/** {@code (inputs) -> results}. */
public record FunctionType(List<Type> inputs, List<Type> results) implements BuiltinType {
  public FunctionType {
    inputs = List.copyOf(inputs);
    results = List.copyOf(results);
  }
}
