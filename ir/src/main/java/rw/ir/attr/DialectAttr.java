package rw.ir.attr;

import rw.ir.type.DialectPrinter;

/**
 * An attribute defined by a dialect, printed as {@code #dialect.body}. Implementations are
 * immutable records registered with the parser of their dialect.
 */
public non-sealed interface DialectAttr extends Attribute {
  /** The dialect namespace, e.g. {@code "spirv"}. */
  String dialect();

  /** Prints the part after {@code #dialect.}, e.g. {@code storage_class<StorageBuffer>}. */
  void print(DialectPrinter printer);
}
