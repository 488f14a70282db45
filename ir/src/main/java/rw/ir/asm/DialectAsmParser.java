package rw.ir.asm;

import java.util.List;
import rw.ir.attr.Attribute;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * What a dialect's type/attribute parser sees of the parser (MLIR's DialectAsmParser). Methods
 * named {@code parseX} report an error and return {@code false}/{@code null} when X is not next;
 * {@code parseOptionalX} consume X only when it is next and never report.
 */
public interface DialectAsmParser {
  Location currentLocation();

  /** Reports an error at the current token; returns {@code false} for convenient chaining. */
  boolean emitError(String message);

  boolean emitError(Location at, String message);

  String parseKeyword(String what);

  String parseOptionalKeyword();

  boolean parseKeyword(String keyword, String what);

  boolean parseOptionalKeyword(String keyword);

  boolean parseLess();

  boolean parseOptionalLess();

  boolean parseGreater();

  boolean parseOptionalGreater();

  boolean parseLParen();

  boolean parseOptionalLParen();

  boolean parseRParen();

  boolean parseOptionalRParen();

  boolean parseLSquare();

  boolean parseOptionalLSquare();

  boolean parseRSquare();

  boolean parseOptionalRSquare();

  boolean parseComma();

  boolean parseOptionalComma();

  boolean parseColon();

  boolean parseOptionalColon();

  boolean parseEqual();

  boolean parseOptionalEqual();

  boolean parseOptionalStar();

  /**
   * {@code ...} when next (LLVM's variadic function types). Parsers that implement
   * {@link OpAsmParser} already provide it.
   */
  default boolean parseOptionalEllipsis() {
    throw new UnsupportedOperationException("parseOptionalEllipsis not implemented by " + getClass());
  }

  /** {@code |} when next (the separator of SPIR-V bit-enum cases, {@code Inline|Pure}). */
  default boolean parseOptionalVerticalBar() {
    throw new UnsupportedOperationException("parseOptionalVerticalBar not implemented by " + getClass());
  }

  boolean parseOptionalQuestion();

  /** An integer literal (optionally negative); {@code null} after an error. */
  Long parseInteger(String what);

  /** An integer literal when next, else {@code null} without error. */
  Long parseOptionalInteger();

  /** A string literal's bytes (one char per byte); {@code null} after an error. */
  String parseString(String what);

  String parseOptionalString();

  Type parseType();

  /** A type when one is next, else {@code null} without error. */
  Type parseOptionalType();

  Attribute parseAttribute();

  /** A symbol name {@code @foo}, without the {@code @}; {@code null} after an error. */
  String parseSymbolName();

  /** A symbol name when one is next, else {@code null} without error. */
  String parseOptionalSymbolName();

  /** Dimensions {@code 4x?x} up to the element type; with {@code allowDynamic}, {@code ?} is DYNAMIC. */
  List<Long> parseDimensionList(boolean allowDynamic);

  /** Whether the next token is {@code >} (for optional trailing parts). */
  boolean atGreater();
}
