package rw.ir.def;

/**
 * A named operand or result group of an op: its type constraint and arity ({@code $lhs},
 * {@code Variadic<Index>:$indices}, {@code Optional<LLVM_Type>:$arg}).
 */
public record ValueSpec(String name, TypeConstraint constraint, Arity arity) {
  public ValueSpec {
    if (name == null || name.isEmpty() || constraint == null || arity == null) {
      throw new IllegalArgumentException("incomplete value spec " + name);
    }
  }

  public static ValueSpec single(String name, TypeConstraint constraint) {
    return new ValueSpec(name, constraint, Arity.SINGLE);
  }

  public static ValueSpec optional(String name, TypeConstraint constraint) {
    return new ValueSpec(name, constraint, Arity.OPTIONAL);
  }

  public static ValueSpec variadic(String name, TypeConstraint constraint) {
    return new ValueSpec(name, constraint, Arity.VARIADIC);
  }

  /** The constraint as MLIR's verifier describes it ({@code variadic of index}). */
  public String description() {
    return arity == Arity.VARIADIC ? "variadic of " + constraint.description() : constraint.description();
  }
}
