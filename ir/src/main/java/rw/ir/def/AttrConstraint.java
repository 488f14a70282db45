package rw.ir.def;

import java.util.List;
import java.util.function.Predicate;
import rw.ir.attr.Attribute;
import rw.ir.type.Type;

/**
 * A constraint on an attribute (MLIR's {@code AttrConstraint}): the storage kind the op keeps it
 * as (checked when generic-form properties are converted: {@code Invalid attribute `x` in property
 * conversion}), the full predicate and its description for the verifier ({@code attribute 'x'
 * failed to satisfy constraint: 64-bit signless integer attribute}), and how an assembly format
 * writes the attribute ({@link Form}). Immutable.
 */
public final class AttrConstraint {
  /** How {@code $attr} appears in an assembly format. */
  public enum Form {
    /** The attribute as written anywhere, with its type ({@code 42 : i32}, {@code @sym}). */
    FULL,
    /** Without its type, which is implied ({@code I64Attr} prints {@code 42}). */
    WITHOUT_TYPE,
    /** A dialect attribute without its {@code #dialect.mnemonic} prefix ({@code <nsw>}). */
    STRIPPED,
    /** A dense array without its {@code array<i32:} wrapper ({@code [1, 2]}). */
    DENSE_ARRAY,
    /** An integer enum by its case keyword ({@code slt}), stored as its value. */
    ENUM,
    /** A string attribute written as a symbol name ({@code @name}). */
    SYMBOL_NAME,
    /** A unit attribute: present or not. */
    UNIT,
    /** By the constraint's own {@link AttrSyntax}. */
    CUSTOM
  }

  private final String description;
  private final Predicate<Attribute> storage;
  private final Predicate<Attribute> predicate;
  private final Form form;
  private final Type valueType;
  private final StrippedForm stripped;
  private final EnumCases cases;
  private final boolean confined;
  private final AttrSyntax syntax;

  private AttrConstraint(String description, Predicate<Attribute> storage, Predicate<Attribute> predicate,
      Form form, Type valueType, StrippedForm stripped, EnumCases cases, boolean confined, AttrSyntax syntax) {
    if (description == null || storage == null || predicate == null || form == null) {
      throw new IllegalArgumentException("null component");
    }
    this.description = description;
    this.storage = storage;
    this.predicate = predicate;
    this.form = form;
    this.valueType = valueType;
    this.stripped = stripped;
    this.cases = cases;
    this.confined = confined;
    this.syntax = syntax;
  }

  /** Attributes of a storage kind: what {@code storage} accepts is stored and valid. */
  public static AttrConstraint of(String description, Predicate<Attribute> storage) {
    return new AttrConstraint(description, storage, storage, Form.FULL, null, null, null, false, null);
  }

  /** An integer enum (MLIR's I32EnumAttr/I64EnumAttr): stored as its value, written as its keyword. */
  public static AttrConstraint intEnum(EnumCases cases) {
    Predicate<Attribute> valid = cases::isCase;
    return new AttrConstraint(cases.description(), valid, valid, Form.ENUM, cases.type(), null, cases, false, null);
  }

  /** Attributes that {@code storage} accepts but only valid when {@code predicate} holds too. */
  public AttrConstraint refined(String newDescription, Predicate<Attribute> extra) {
    return new AttrConstraint(newDescription, storage, predicate.and(extra), form, valueType, stripped, cases, confined, syntax);
  }

  /**
   * MLIR's {@code ConfinedAttr}: this constraint and {@code extra}, described by appending
   * {@code summary} ({@code "whose value is positive"}), joined by {@code and} when repeated.
   */
  public AttrConstraint confined(String summary, Predicate<Attribute> extra) {
    String joined = description + (confined ? " and " : " ") + summary;
    return new AttrConstraint(joined, storage, predicate.and(extra), form, valueType, stripped, cases, true, syntax);
  }

  /** Formats write the attribute without its type, which is {@code type}. */
  public AttrConstraint withValueType(Type type) {
    return new AttrConstraint(description, storage, predicate, Form.WITHOUT_TYPE, type, stripped, cases, confined, syntax);
  }

  /** Formats write this dialect attribute stripped of {@code #dialect.mnemonic}. */
  public AttrConstraint strippedAs(String dialect, String mnemonic) {
    return new AttrConstraint(description, storage, predicate, Form.STRIPPED, valueType,
        new StrippedForm(dialect, mnemonic), cases, confined, syntax);
  }

  /** Formats write the attribute with {@code custom}'s printer and parser. */
  public AttrConstraint withSyntax(AttrSyntax custom) {
    return new AttrConstraint(description, storage, predicate, Form.CUSTOM, valueType, stripped, cases, confined, custom);
  }

  /** The same constraint, written by formats in {@code newForm}. */
  AttrConstraint inForm(Form newForm) {
    return inForm(newForm, valueType);
  }

  /** The same constraint, written by formats in {@code newForm} with value (or element) type {@code type}. */
  AttrConstraint inForm(Form newForm, Type type) {
    return new AttrConstraint(description, storage, predicate, newForm, type, stripped, cases, confined, syntax);
  }

  /** Whether {@code a} may be stored as this attribute (property conversion). */
  public boolean isStorable(Attribute a) {
    return storage.test(a);
  }

  /** Whether {@code a} satisfies the constraint (verification). */
  public boolean accepts(Attribute a) {
    return predicate.test(a);
  }

  public String description() {
    return description;
  }

  public Form form() {
    return form;
  }

  /**
   * The type implied by {@link Form#WITHOUT_TYPE}, the element type of {@link Form#DENSE_ARRAY},
   * an enum's integer type, or {@code null}.
   */
  public Type valueType() {
    return valueType;
  }

  /** The dialect and mnemonic of {@link Form#STRIPPED}, or {@code null}. */
  public StrippedForm strippedForm() {
    return stripped;
  }

  /** The printer and parser of {@link Form#CUSTOM}, or {@code null}. */
  public AttrSyntax syntax() {
    return syntax;
  }

  /** The cases of an {@link Form#ENUM}, or {@code null}. */
  public EnumCases enumCases() {
    return cases;
  }

  @Override
  public String toString() {
    return description;
  }

  /** Convenience for constraints of several storage kinds. */
  public static AttrConstraint anyOf(String description, List<AttrConstraint> choices) {
    AttrConstraint[] all = choices.toArray(new AttrConstraint[0]);
    return of(description, a -> {
      for (AttrConstraint c : all) {
        if (c.accepts(a)) return true;
      }
      return false;
    });
  }
}
