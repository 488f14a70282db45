package rw.dsl.semantics;

import java.util.List;
import org.eclipse.emf.ecore.EObject;

/**
 * What an expression or variable denotes, as far as the checker knows statically: an op (of a
 * known definition or any), a value, a type, an attribute, a plain int/string/bool, a list, ...
 * {@code def} is the op, type, attribute, enum or constraint definition when known.
 */
public record StaticType(Kind kind, EObject def, List<StaticType> parts) {

  public enum Kind { OP, VALUE, TYPE, ATTR, INT, FLOAT, BOOL, STRING, SYMBOL, UNIT, REGION, SUCCESSOR, ENUM, LIST, TUPLE, SYMBOL_TABLE, ANY }

  public static final StaticType ANY = of(Kind.ANY);
  public static final StaticType VALUE = of(Kind.VALUE);
  public static final StaticType VALUES = list(VALUE);
  public static final StaticType INT = of(Kind.INT);
  public static final StaticType BOOL = of(Kind.BOOL);
  public static final StaticType STRING = of(Kind.STRING);
  public static final StaticType SYMBOL = of(Kind.SYMBOL);
  public static final StaticType UNIT = of(Kind.UNIT);
  public static final StaticType TYPE = of(Kind.TYPE);
  public static final StaticType TYPES = list(TYPE);
  public static final StaticType ATTR = of(Kind.ATTR);
  public static final StaticType REGION = of(Kind.REGION);

  public StaticType {
    parts = List.copyOf(parts);
  }

  public static StaticType of(Kind kind) {
    return new StaticType(kind, null, List.of());
  }

  public static StaticType of(Kind kind, EObject def) {
    return new StaticType(kind, def, List.of());
  }

  public static StaticType list(StaticType element) {
    return new StaticType(Kind.LIST, null, List.of(element));
  }

  public static StaticType tuple(List<StaticType> parts) {
    return new StaticType(Kind.TUPLE, null, parts);
  }

  public boolean is(Kind k) {
    return kind == k;
  }

  public boolean isAny() {
    return kind == Kind.ANY;
  }

  /** The element of a list (ANY for anything else). */
  public StaticType element() {
    return kind == Kind.LIST && !parts.isEmpty() ? parts.get(0) : ANY;
  }

  public boolean isListOf(Kind k) {
    return kind == Kind.LIST && element().kind == k;
  }

  /** Words for messages: "an op 'gpu.module'", "a list of values", "a type". */
  public String describe() {
    return switch (kind) {
      case OP -> def instanceof rw.dsl.model.OpDef d ? "an op '" + OpMembers.fullName(d) + "'" : "an op";
      case VALUE -> "a value";
      case TYPE -> "a type";
      case ATTR -> "an attribute";
      case INT -> "an integer";
      case FLOAT -> "a float";
      case BOOL -> "a boolean";
      case STRING -> "a string";
      case SYMBOL -> "a symbol";
      case UNIT -> "unit";
      case REGION -> "a region";
      case SUCCESSOR -> "a successor";
      case ENUM -> "an enum case";
      case LIST -> element().isAny() ? "a list" : "a list of " + plural(element());
      case TUPLE -> "a tuple";
      case SYMBOL_TABLE -> "a symbol table";
      case ANY -> "anything";
    };
  }

  private static String plural(StaticType t) {
    return switch (t.kind) {
      case VALUE -> "values";
      case TYPE -> "types";
      case OP -> "ops";
      case ATTR -> "attributes";
      case INT -> "integers";
      case STRING -> "strings";
      default -> t.describe();
    };
  }
}
