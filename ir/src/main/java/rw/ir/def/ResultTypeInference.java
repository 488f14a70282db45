package rw.ir.def;

import java.util.List;
import java.util.Map;
import rw.ir.attr.Attribute;
import rw.ir.type.Type;

/**
 * Computes an op's result types from its operand types and inherent attributes (MLIR's
 * InferTypeOpInterface): assembly formats that write no result type use it.
 */
@FunctionalInterface
public interface ResultTypeInference {
  /** The result types, or {@code null} when they cannot be inferred. */
  List<Type> infer(List<Type> operandTypes, Map<String, Attribute> attributes);
}
