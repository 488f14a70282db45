package rw.ir.def;

/** A named successor (or variadic group of successors) of a terminator ({@code AnySuccessor:$dest}). */
public record SuccessorSpec(String name, boolean variadic) {
  public SuccessorSpec {
    if (name == null || name.isEmpty()) throw new IllegalArgumentException("successor without a name");
  }

  public static SuccessorSpec single(String name) {
    return new SuccessorSpec(name, false);
  }

  public static SuccessorSpec variadic(String name) {
    return new SuccessorSpec(name, true);
  }
}
