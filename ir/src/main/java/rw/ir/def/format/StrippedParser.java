package rw.ir.def.format;

import java.util.List;
import rw.ir.asm.DialectAsmParser;
import rw.ir.attr.Attribute;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * The parser as a dialect's type/attribute parser sees it when an op's format writes the type or
 * attribute stripped of its {@code #dialect.mnemonic} prefix ({@code overflow<nsw>} without
 * {@code #arith.}): the first keyword it asks for is the mnemonic, the rest comes from the text.
 */
final class StrippedParser implements DialectAsmParser {
  private final DialectAsmParser p;
  private String mnemonic;

  StrippedParser(DialectAsmParser p, String mnemonic) {
    this.p = p;
    this.mnemonic = mnemonic;
  }

  private String takeMnemonic() {
    String m = mnemonic;
    mnemonic = null;
    return m;
  }

  @Override
  public String parseKeyword(String what) {
    return mnemonic != null ? takeMnemonic() : p.parseKeyword(what);
  }

  @Override
  public String parseOptionalKeyword() {
    return mnemonic != null ? takeMnemonic() : p.parseOptionalKeyword();
  }

  @Override
  public boolean parseKeyword(String keyword, String what) {
    if (mnemonic != null && mnemonic.equals(keyword)) return takeMnemonic() != null;
    return p.parseKeyword(keyword, what);
  }

  @Override
  public boolean parseOptionalKeyword(String keyword) {
    if (mnemonic != null && mnemonic.equals(keyword)) return takeMnemonic() != null;
    return mnemonic == null && p.parseOptionalKeyword(keyword);
  }

  @Override public Location currentLocation() { return p.currentLocation(); }
  @Override public boolean emitError(String message) { return p.emitError(message); }
  @Override public boolean emitError(Location at, String message) { return p.emitError(at, message); }
  @Override public boolean parseLess() { return p.parseLess(); }
  @Override public boolean parseOptionalLess() { return p.parseOptionalLess(); }
  @Override public boolean parseGreater() { return p.parseGreater(); }
  @Override public boolean parseOptionalGreater() { return p.parseOptionalGreater(); }
  @Override public boolean parseLParen() { return p.parseLParen(); }
  @Override public boolean parseOptionalLParen() { return p.parseOptionalLParen(); }
  @Override public boolean parseRParen() { return p.parseRParen(); }
  @Override public boolean parseOptionalRParen() { return p.parseOptionalRParen(); }
  @Override public boolean parseLSquare() { return p.parseLSquare(); }
  @Override public boolean parseOptionalLSquare() { return p.parseOptionalLSquare(); }
  @Override public boolean parseRSquare() { return p.parseRSquare(); }
  @Override public boolean parseOptionalRSquare() { return p.parseOptionalRSquare(); }
  @Override public boolean parseComma() { return p.parseComma(); }
  @Override public boolean parseOptionalComma() { return p.parseOptionalComma(); }
  @Override public boolean parseColon() { return p.parseColon(); }
  @Override public boolean parseOptionalColon() { return p.parseOptionalColon(); }
  @Override public boolean parseEqual() { return p.parseEqual(); }
  @Override public boolean parseOptionalEqual() { return p.parseOptionalEqual(); }
  @Override public boolean parseOptionalStar() { return p.parseOptionalStar(); }
  @Override public boolean parseOptionalEllipsis() { return p.parseOptionalEllipsis(); }
  @Override public boolean parseOptionalVerticalBar() { return p.parseOptionalVerticalBar(); }
  @Override public boolean parseOptionalQuestion() { return p.parseOptionalQuestion(); }
  @Override public Long parseInteger(String what) { return p.parseInteger(what); }
  @Override public Long parseOptionalInteger() { return p.parseOptionalInteger(); }
  @Override public String parseString(String what) { return p.parseString(what); }
  @Override public String parseOptionalString() { return p.parseOptionalString(); }
  @Override public Type parseType() { return p.parseType(); }
  @Override public Type parseOptionalType() { return p.parseOptionalType(); }
  @Override public Attribute parseAttribute() { return p.parseAttribute(); }
  @Override public String parseSymbolName() { return p.parseSymbolName(); }
  @Override public String parseOptionalSymbolName() { return p.parseOptionalSymbolName(); }
  @Override public List<Long> parseDimensionList(boolean allowDynamic) { return p.parseDimensionList(allowDynamic); }
  @Override public boolean atGreater() { return p.atGreater(); }
}
