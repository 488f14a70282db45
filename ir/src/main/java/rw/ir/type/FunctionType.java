package rw.ir.type;

import java.util.List;
import rw.ir.attr.TypeAttrPrinter;

/** {@code (inputs) -> results}. */
public record FunctionType(List<Type> inputs, List<Type> results) implements BuiltinType {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower, and types are compared on every type lookup.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof FunctionType f && ListEquality.same(f.inputs, inputs) && ListEquality.same(f.results, results);
  }

  @Override
  public int hashCode() {
    return inputs.hashCode() * 31 + results.hashCode();
  }

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
