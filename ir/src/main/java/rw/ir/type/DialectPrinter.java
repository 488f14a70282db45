package rw.ir.type;

import rw.ir.attr.Attribute;

/** What a dialect type or attribute sees of the printer while printing its body. */
public interface DialectPrinter {
  DialectPrinter append(String text);

  DialectPrinter append(long number);

  DialectPrinter printType(Type type);

  DialectPrinter printAttribute(Attribute attribute);

  /** Prints {@code text} as a quoted MLIR string literal with MLIR's escapes. */
  DialectPrinter printString(String text);
}
