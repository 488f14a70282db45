package rw.dsl.validation;

import java.util.HashSet;
import java.util.Set;
import org.eclipse.emf.ecore.EObject;
import rw.dsl.model.AlternativesPattern;
import rw.dsl.model.AttrDef;
import rw.dsl.model.BinderPattern;
import rw.dsl.model.ConstraintDef;
import rw.dsl.model.TermPattern;
import rw.dsl.model.TermRefPattern;
import rw.dsl.model.WildcardPattern;
import rw.dsl.semantics.StaticType;
import rw.dsl.semantics.StaticType.Kind;

/**
 * Which attribute kinds (builtin or dialect attribute definitions) a constraint admits, and whether
 * an expression of a given static type can produce one of them.
 */
final class AttributeValues {
  private AttributeValues() {}

  /** Names of the admitted attribute definitions, or null for "any attribute". */
  static Set<String> admitted(TermPattern constraint) {
    Set<String> out = new HashSet<>();
    return collect(constraint, out, 0) ? out : null;
  }

  private static boolean collect(TermPattern p, Set<String> out, int depth) {
    if (p == null || depth > 10 || p instanceof WildcardPattern) {
      return false;
    }
    if (p instanceof BinderPattern b) {
      return collect(b.getConstraint(), out, depth + 1);
    }
    if (p instanceof AlternativesPattern a) {
      for (TermPattern alt : a.getAlternatives()) {
        if (!collect(alt, out, depth + 1)) {
          return false;
        }
      }
      return true;
    }
    if (p instanceof TermRefPattern r) {
      EObject ref = r.getRef();
      if (ref instanceof ConstraintDef c && !c.eIsProxy()) {
        return c.getCondition() == null ? collect(c.getPattern(), out, depth + 1) : false;
      }
      if (ref instanceof AttrDef a && !a.eIsProxy()) {
        out.add(qualified(a));
        return true;
      }
    }
    return false;
  }

  private static String qualified(AttrDef a) {
    String dialect = a.eContainer() instanceof rw.dsl.model.Dialect d ? d.getName() : "";
    return dialect + "." + a.getName();
  }

  /** Null when the value fits; otherwise what it is, for the message. */
  static String misfit(Set<String> admitted, StaticType value) {
    if (admitted == null || value.isAny()) {
      return null;
    }
    Set<String> produced = produced(value);
    if (produced == null) {
      return null;
    }
    for (String p : produced) {
      if (admitted.contains(p)) {
        return null;
      }
    }
    return value.describe();
  }

  /** Attribute kinds an expression of this type can stand for (null: cannot tell). */
  private static Set<String> produced(StaticType t) {
    return switch (t.kind()) {
      case STRING -> Set.of("builtin.string");
      case INT -> Set.of("builtin.integer", "builtin.float");
      case FLOAT -> Set.of("builtin.float");
      case BOOL -> Set.of("builtin.bool", "builtin.integer");
      case UNIT -> Set.of("builtin.unit");
      case SYMBOL, OP -> Set.of("builtin.symbol_ref");
      case TYPE -> Set.of("builtin.type");
      case LIST -> Set.of("builtin.array", "builtin.dense_array", "builtin.dense_elements");
      case VALUE, REGION, SUCCESSOR, SYMBOL_TABLE -> Set.of();
      case ATTR -> t.def() instanceof AttrDef a ? Set.of(qualified(a)) : null;
      default -> null;
    };
  }

  static boolean isValueLike(StaticType t) {
    return t.is(Kind.VALUE) || t.isListOf(Kind.VALUE);
  }
}
