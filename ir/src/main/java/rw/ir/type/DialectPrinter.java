package rw.ir.type;

import rw.ir.attr.Attribute;
import rw.ir.attr.FloatSpelling;
import rw.ir.attr.Spelling;

/** What a dialect type or attribute sees of the printer while printing its body. */
public interface DialectPrinter {
  DialectPrinter append(String text);

  DialectPrinter append(long number);

  /** A type as MLIR prints it (through its alias, if it has one). */
  DialectPrinter printType(Type type);

  /** An attribute with its {@code : type} suffix where MLIR prints one. */
  DialectPrinter printAttribute(Attribute attribute);

  /** An attribute without its {@code : type} suffix (MLIR's printAttributeWithoutType). */
  default DialectPrinter printAttributeWithoutType(Attribute attribute) {
    return printAttribute(attribute);
  }

  /** Prints {@code text} as a quoted MLIR string literal with MLIR's escapes. */
  DialectPrinter printString(String text);

  /** A bare identifier as is, anything else as a quoted string (MLIR's printKeywordOrString). */
  default DialectPrinter printKeywordOrString(String keyword) {
    return append(Spelling.keywordOrString(new StringBuilder(), keyword).toString());
  }

  /** A float of {@code type} as MLIR spells it ({@code 1.000000e+00}, hex when needed). */
  default DialectPrinter printFloat(double value, FloatType type) {
    return append(FloatSpelling.of(value, type.kind()));
  }
}
