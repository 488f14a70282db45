package rw.ir.def;

/** How many values an operand or result group holds: exactly one, zero or one, or any number. */
public enum Arity {
  SINGLE,
  OPTIONAL,
  VARIADIC;

  /** Whether the group's size may differ from one. */
  public boolean isVariable() {
    return this != SINGLE;
  }
}
