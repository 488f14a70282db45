package rw.ir.type;

/**
 * A type defined by a dialect, printed as {@code !dialect.body}. Implementations are immutable
 * records registered with the parser of their dialect.
 */
public non-sealed interface DialectType extends Type {
  /** The dialect namespace, e.g. {@code "llvm"}. */
  String dialect();

  /** Prints the part after {@code !dialect.}, e.g. {@code ptr<1>}. */
  void print(DialectPrinter printer);

  /**
   * Whether {@code equals} compares everything this type is, so that an equal type from another
   * context is the same type. False unless a type says so: a type that a context names (an
   * identified struct compares by its name alone) is not, nor is one that contains it.
   */
  default boolean comparesByValue() {
    return false;
  }

  /** {@link #comparesByValue} of any type: builtin scalars do; other builtin types are not asked. */
  static boolean comparesByValue(Type t) {
    if (t instanceof IntegerType || t instanceof FloatType || t instanceof IndexType) return true;
    return t instanceof DialectType d && d.comparesByValue();
  }
}
