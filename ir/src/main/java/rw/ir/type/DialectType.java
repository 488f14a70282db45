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
}
