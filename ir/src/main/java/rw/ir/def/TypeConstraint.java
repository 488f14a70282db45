package rw.ir.def;

import java.util.function.Predicate;
import rw.ir.type.Type;

/**
 * A constraint on the type of an operand or result (MLIR's {@code TypeConstraint}): a predicate
 * and the description MLIR's verifier quotes ({@code operand #0 must be signless-integer-like, but
 * got 'f32'}). A buildable constraint names the one type it accepts, so an assembly format may
 * leave that type out; a constraint of one dialect type class may be printed stripped of its
 * prefix by {@code type($x)}. Immutable; combine with {@link #or} and {@link #anyOf}.
 */
public final class TypeConstraint {
  /** MLIR's {@code AnyType}. */
  public static final TypeConstraint ANY = of("any type", t -> true);

  private final String description;
  private final Predicate<Type> predicate;
  private final Type buildable;
  private final StrippedForm stripped;

  private TypeConstraint(String description, Predicate<Type> predicate, Type buildable, StrippedForm stripped) {
    if (description == null || predicate == null) throw new IllegalArgumentException("null component");
    this.description = description;
    this.predicate = predicate;
    this.buildable = buildable;
    this.stripped = stripped;
  }

  /** A constraint accepting the types {@code predicate} accepts. */
  public static TypeConstraint of(String description, Predicate<Type> predicate) {
    return new TypeConstraint(description, predicate, null, null);
  }

  /** A constraint accepting exactly {@code type}, which formats may therefore leave out. */
  public static TypeConstraint exactly(Type type, String description) {
    return new TypeConstraint(description, type::equals, type, null);
  }

  /** A constraint accepting what any of {@code choices} accepts. */
  public static TypeConstraint anyOf(String description, TypeConstraint... choices) {
    TypeConstraint[] all = choices.clone();
    return of(description, t -> {
      for (TypeConstraint c : all) {
        if (c.accepts(t)) return true;
      }
      return false;
    });
  }

  /** This constraint or {@code other}, described by {@code description}. */
  public TypeConstraint or(TypeConstraint other, String description) {
    return anyOf(description, this, other);
  }

  /** The same constraint, buildable as {@code type} (the type formats infer when not written). */
  public TypeConstraint buildableAs(Type type) {
    return new TypeConstraint(description, predicate, type, stripped);
  }

  /** The same constraint, for one dialect type class that {@code type($x)} prints without its prefix. */
  public TypeConstraint strippedAs(String dialect, String mnemonic) {
    return new TypeConstraint(description, predicate, buildable, new StrippedForm(dialect, mnemonic));
  }

  /** The same predicate with another description. */
  public TypeConstraint describedAs(String newDescription) {
    return new TypeConstraint(newDescription, predicate, buildable, stripped);
  }

  public boolean accepts(Type type) {
    return predicate.test(type);
  }

  /** The text MLIR's diagnostics use for the constraint ({@code "signless-integer-like"}). */
  public String description() {
    return description;
  }

  /** The one type this constraint builds, or {@code null}. */
  public Type buildableType() {
    return buildable;
  }

  /** The dialect class printed stripped by {@code type($x)}, or {@code null}. */
  public StrippedForm strippedForm() {
    return stripped;
  }

  @Override
  public String toString() {
    return description;
  }
}
