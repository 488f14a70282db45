package rw.ir.def;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import rw.ir.Operation;
import rw.ir.type.ShapedType;
import rw.ir.type.Type;

/**
 * A trait relating the types of an op's operands, results and attributes (MLIR's
 * {@code SameOperandsAndResultType}, {@code AllTypesMatch}, {@code TypesMatchWith}, …), checked by
 * the verifier after the declared constraints, and used by assembly formats to infer the types
 * they do not write.
 */
public sealed interface TypeRelation {
  /** Checks the relation on {@code op}, reporting MLIR's message when it does not hold. */
  boolean verify(Operation op, OpSpec spec);

  /** All operands and results have the same type (up to compatible shapes). */
  record SameOperandsAndResultType() implements TypeRelation {
    @Override
    public boolean verify(Operation op, OpSpec spec) {
      if (op.numOperands() < 1) return fail(op, "expected 1 or more operands, but found " + op.numOperands());
      if (op.numResults() < 1) return fail(op, "expected 1 or more results, but found 0");
      Type first = op.result(0).type();
      Type firstElement = elementOf(first);
      int n = op.numOperands();
      for (int i = 0; i < n + op.numResults(); i++) {
        Type t = i < n ? op.operand(i).type() : op.result(i - n).type();
        if (!elementOf(t).equals(firstElement) || !compatibleShapes(t, first)) {
          return fail(op, "requires the same type for all operands and results");
        }
      }
      return true;
    }
  }

  /** All operands have the same type. */
  record SameTypeOperands() implements TypeRelation {
    @Override
    public boolean verify(Operation op, OpSpec spec) {
      for (int i = 1; i < op.numOperands(); i++) {
        if (!op.operand(i).type().equals(op.operand(0).type())) {
          return fail(op, "requires all operands to have the same type");
        }
      }
      return true;
    }
  }

  /** All operands and results have compatible shapes (scalars have none). */
  record SameOperandsAndResultShape() implements TypeRelation {
    @Override
    public boolean verify(Operation op, OpSpec spec) {
      List<Type> types = allTypes(op);
      for (Type t : types) {
        if (!compatibleShapes(t, types.get(0))) return fail(op, "requires the same shape for all operands and results");
      }
      return true;
    }
  }

  /** The named operands, results and attributes (their types) all have the same type. */
  record AllTypesMatch(List<String> names) implements TypeRelation {
    public AllTypesMatch {
      names = List.copyOf(names);
    }

    @Override
    public boolean verify(Operation op, OpSpec spec) {
      Type first = spec.typeOf(op, names.get(0));
      for (String n : names) {
        Type t = spec.typeOf(op, n);
        if (t == null || !t.equals(first)) {
          return fail(op, "failed to verify that all of {" + String.join(", ", names) + "} have same type");
        }
      }
      return true;
    }
  }

  /** The type of {@code rhs} is {@code transform} of the type of {@code lhs}; {@code summary} says so. */
  record TypesMatchWith(String summary, String lhs, String rhs, UnaryOperator<Type> transform) implements TypeRelation {
    @Override
    public boolean verify(Operation op, OpSpec spec) {
      Type from = spec.typeOf(op, lhs);
      Type to = spec.typeOf(op, rhs);
      if (from != null && to != null && to.equals(transform.apply(from))) return true;
      return fail(op, "failed to verify that " + summary);
    }
  }

  /** Any property of the op (MLIR's {@code PredOpTrait}): {@code failed to verify that {summary}}. */
  record Holds(String summary, Predicate<Operation> predicate) implements TypeRelation {
    @Override
    public boolean verify(Operation op, OpSpec spec) {
      return predicate.test(op) || fail(op, "failed to verify that " + summary);
    }
  }

  private static boolean fail(Operation op, String message) {
    op.emitOpError(message);
    return false;
  }

  private static List<Type> allTypes(Operation op) {
    List<Type> types = new ArrayList<>(op.operandTypes());
    types.addAll(op.resultTypes());
    return types;
  }

  private static Type elementOf(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  /** MLIR's verifyCompatibleShape: both unshaped, or unranked, or same rank with equal or dynamic sizes. */
  static boolean compatibleShapes(Type a, Type b) {
    if (!(a instanceof ShapedType sa) || !(b instanceof ShapedType sb)) {
      return !(a instanceof ShapedType) && !(b instanceof ShapedType);
    }
    if (!sa.hasRank() || !sb.hasRank()) return true;
    if (sa.rank() != sb.rank()) return false;
    for (int i = 0; i < sa.rank(); i++) {
      long x = sa.shape().get(i);
      long y = sb.shape().get(i);
      if (x != y && x != ShapedType.DYNAMIC && y != ShapedType.DYNAMIC) return false;
    }
    return true;
  }
}
