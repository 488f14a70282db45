package rw.ir.type;

import java.util.List;
import rw.ir.attr.TypeAttrPrinter;

/** {@code (inputs) -> results}. */
public record FunctionType(List<Type> inputs, List<Type> results) implements BuiltinType {
  public FunctionType {
    inputs = List.copyOf(inputs);
    results = List.copyOf(results);
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
