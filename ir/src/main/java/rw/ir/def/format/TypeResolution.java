package rw.ir.def.format;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import rw.ir.def.AttrSpec;
import rw.ir.def.OpSpec;
import rw.ir.def.TypeRelation;
import rw.ir.def.ValueSpec;
import rw.ir.type.Type;

/**
 * Where the parser gets the type of each operand and result group a format does not write (MLIR's
 * format type resolution): from another operand, result or attribute through a type relation,
 * else from a buildable constraint.
 */
final class TypeResolution {
  /** How one group gets its types. */
  sealed interface Source {}

  /** Written in the text. */
  record Written() implements Source {}

  /** The types of operand group {@code operand}, result group {@code result} or attribute {@code attr}, transformed. */
  record FromValue(int operand, int result, AttrSpec attr, UnaryOperator<Type> transform) implements Source {}

  /** The buildable type of the group's constraint. */
  record Built(Type type) implements Source {}

  /** All result types, from the op's {@link rw.ir.def.ResultTypeInference}. */
  record Inferred() implements Source {}

  final Source[] operands;
  final Source[] results;

  /** Whether the result types come from the op's inference hook (after the operands are resolved). */
  boolean infersResults() {
    return results.length > 0 && results[0] instanceof Inferred;
  }

  private TypeResolution(Source[] operands, Source[] results) {
    this.operands = operands;
    this.results = results;
  }

  static TypeResolution of(OpSpec spec, FormatParser f) {
    Map<String, FromValue> resolvers = resolvers(spec, f);
    Source[] operands = new Source[spec.operands().size()];
    for (int i = 0; i < operands.length; i++) {
      ValueSpec v = spec.operands().get(i);
      operands[i] = source(f.allOperandTypes || f.seenOperandTypes.get(i), resolvers.get(v.name()), v,
          f.allOperands && v.arity().isVariable());
      if (operands[i] == null) throw f.error("type of operand #" + i + ", named '" + v.name()
          + "', is not buildable and a buildable type cannot be inferred");
    }
    Source[] results = new Source[spec.results().size()];
    boolean noneWritten = !f.allResultTypes && f.seenResultTypes.isEmpty();
    if (noneWritten && results.length > 0 && spec.resultInference() != null) {
      java.util.Arrays.fill(results, new Inferred());
      return new TypeResolution(operands, results);
    }
    for (int i = 0; i < results.length; i++) {
      ValueSpec v = spec.results().get(i);
      results[i] = source(f.allResultTypes || f.seenResultTypes.get(i), resolvers.get(v.name()), v, v.arity().isVariable());
      if (results[i] == null) throw f.error("type of result #" + i + ", named '" + v.name()
          + "', is not buildable and a buildable type cannot be inferred");
    }
    return new TypeResolution(operands, results);
  }

  private static Source source(boolean written, FromValue resolver, ValueSpec v, boolean noBuilder) {
    if (written) return new Written();
    if (resolver != null) return resolver;
    Type built = v.constraint().buildableType();
    return built == null || noBuilder ? null : new Built(built);
  }

  /** The resolvers the type relations give, in declaration order (later ones win), as MLIR. */
  private static Map<String, FromValue> resolvers(OpSpec spec, FormatParser f) {
    Map<String, FromValue> map = new HashMap<>();
    for (TypeRelation r : spec.relations()) {
      if (r instanceof TypeRelation.AllTypesMatch m) allMatch(spec, f, m.names(), map);
      else if (r instanceof TypeRelation.SameOperandsAndResultType) sameTypes(spec, f, map, true);
      else if (r instanceof TypeRelation.SameTypeOperands) sameTypes(spec, f, map, false);
      else if (r instanceof TypeRelation.TypesMatchWith t) {
        FromValue from = seen(spec, f, t.lhs(), t.transform());
        if (from != null) map.put(t.rhs(), from);
      }
    }
    return map;
  }

  private static void allMatch(OpSpec spec, FormatParser f, List<String> names, Map<String, FromValue> map) {
    for (String n : names) {
      FromValue from = seen(spec, f, n, UnaryOperator.identity());
      if (from == null) continue;
      for (String other : names) {
        if (!other.equals(n)) map.put(other, from);
      }
    }
  }

  private static void sameTypes(OpSpec spec, FormatParser f, Map<String, FromValue> map, boolean includeResults) {
    FromValue from = null;
    for (int i = 0; i < spec.operands().size() && from == null; i++) {
      if (f.allOperandTypes || f.seenOperandTypes.get(i)) from = new FromValue(i, -1, null, UnaryOperator.identity());
    }
    for (int i = 0; includeResults && i < spec.results().size() && from == null; i++) {
      if (f.allResultTypes || f.seenResultTypes.get(i)) from = new FromValue(-1, i, null, UnaryOperator.identity());
    }
    if (from == null) return;
    for (int i = 0; i < spec.operands().size(); i++) {
      if (!f.allOperandTypes && !f.seenOperandTypes.get(i)) map.put(spec.operands().get(i).name(), from);
    }
    for (int i = 0; includeResults && i < spec.results().size(); i++) {
      if (!f.allResultTypes && !f.seenResultTypes.get(i)) map.put(spec.results().get(i).name(), from);
    }
  }

  /** A resolver for {@code name} when its type is known from the text, else {@code null}. */
  private static FromValue seen(OpSpec spec, FormatParser f, String name, UnaryOperator<Type> transform) {
    int i = spec.operandIndex(name);
    if (i >= 0) return f.allOperandTypes || f.seenOperandTypes.get(i) ? new FromValue(i, -1, null, transform) : null;
    i = spec.resultIndex(name);
    if (i >= 0) return f.allResultTypes || f.seenResultTypes.get(i) ? new FromValue(-1, i, null, transform) : null;
    AttrSpec a = spec.attribute(name);
    return a != null && f.seenAttrs.contains(a) ? new FromValue(-1, -1, a, transform) : null;
  }
}
