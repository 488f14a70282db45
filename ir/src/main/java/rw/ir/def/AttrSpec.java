package rw.ir.def;

import rw.ir.attr.Attribute;

/**
 * A named inherent attribute of an op: its constraint, whether it must be present, and its default
 * value. MLIR 22 keeps inherent attributes of ODS ops in the op's properties.
 */
public record AttrSpec(String name, AttrConstraint constraint, Presence presence, Attribute defaultValue) {
  /** ODS's attribute kinds. */
  public enum Presence {
    /** Must be present ({@code requires attribute 'x'}). */
    REQUIRED,
    /** May be absent ({@code OptionalAttr}, {@code UnitAttr}). */
    OPTIONAL,
    /** Absent means the default, which ops get when created ({@code DefaultValuedAttr}). */
    DEFAULT_VALUED,
    /** Absent means the default, but ops are not given it ({@code DefaultValuedOptionalAttr}). */
    DEFAULT_VALUED_OPTIONAL
  }

  public AttrSpec {
    if (name == null || name.isEmpty() || constraint == null || presence == null) {
      throw new IllegalArgumentException("incomplete attribute spec " + name);
    }
    boolean defaulted = presence == Presence.DEFAULT_VALUED || presence == Presence.DEFAULT_VALUED_OPTIONAL;
    if (defaulted != (defaultValue != null)) {
      throw new IllegalArgumentException("attribute " + name + ": a default value goes with the default-valued kinds");
    }
  }

  public static AttrSpec required(String name, AttrConstraint constraint) {
    return new AttrSpec(name, constraint, Presence.REQUIRED, null);
  }

  public static AttrSpec optional(String name, AttrConstraint constraint) {
    return new AttrSpec(name, constraint, Presence.OPTIONAL, null);
  }

  /** A unit attribute (present or not). */
  public static AttrSpec unit(String name) {
    return optional(name, AttrConstraints.UNIT);
  }

  public static AttrSpec defaultValued(String name, AttrConstraint constraint, Attribute defaultValue) {
    return new AttrSpec(name, constraint, Presence.DEFAULT_VALUED, defaultValue);
  }

  public static AttrSpec defaultValuedOptional(String name, AttrConstraint constraint, Attribute defaultValue) {
    return new AttrSpec(name, constraint, Presence.DEFAULT_VALUED_OPTIONAL, defaultValue);
  }

  public boolean isRequired() {
    return presence == Presence.REQUIRED;
  }

  /** Whether created ops get the default value when the attribute is not given. */
  public boolean populatesDefault() {
    return presence == Presence.DEFAULT_VALUED;
  }

  /** Whether {@code value} says nothing beyond absence (formats elide it). */
  public boolean isDefault(Attribute value) {
    return defaultValue != null && defaultValue.equals(value);
  }
}
