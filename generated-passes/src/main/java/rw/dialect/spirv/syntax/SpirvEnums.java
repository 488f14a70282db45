package rw.dialect.spirv.syntax;

import rw.dialect.spirv.SpirvEnumAttr;
import rw.dialect.spirv.SpirvEnumKind;
import rw.ir.asm.OpAsmParser;
import rw.ir.attr.Attribute;
import rw.ir.attr.StringAttr;
import rw.ir.loc.Location;
import rw.ir.type.NoneType;

/**
 * SPIR-V enum values as op syntax writes them: quoted ({@code "Function"}, {@code "Inline|Pure"};
 * MLIR's parseEnumStrAttr) or bare ({@code Logical}; parseEnumKeywordAttr).
 */
final class SpirvEnums {
  private SpirvEnums() {}

  /** {@code "Case"} or {@code "A|B"}: the enum attribute, {@code null} after an error. */
  static SpirvEnumAttr parseString(OpAsmParser parser, SpirvEnumKind kind) {
    Location at = parser.currentLocation();
    Attribute a = parser.parseAttribute(NoneType.INSTANCE);
    if (a == null) return null;
    if (!(a instanceof StringAttr s)) {
      parser.emitError(at, "expected " + kind.mnemonic() + " attribute specified as string");
      return null;
    }
    SpirvEnumAttr value = symbolize(kind, s.value());
    if (value == null) parser.emitError(at, "invalid " + kind.mnemonic() + " attribute specification: " + a);
    return value;
  }

  /** A bare keyword naming one case; {@code null} after an error. */
  static SpirvEnumAttr parseKeyword(OpAsmParser parser, SpirvEnumKind kind) {
    Location at = parser.currentLocation();
    String keyword = parser.parseKeyword("");
    if (keyword == null) return null;
    SpirvEnumAttr value = symbolize(kind, keyword);
    if (value == null) parser.emitError(at, "invalid " + kind.mnemonic() + " attribute specification: " + keyword);
    return value;
  }

  /** The value spelled {@code text} ({@code A|B} for bit enums), or {@code null}. */
  static SpirvEnumAttr symbolize(SpirvEnumKind kind, String text) {
    if (!kind.isBitEnum()) return kind.isCase(text) ? new SpirvEnumAttr(kind, text) : null;
    StringBuilder cases = new StringBuilder();
    for (String c : text.split("\\|", -1)) {
      String name = c.trim();
      if (!kind.isCase(name)) return null;
      if (cases.length() > 0) cases.append('|');
      cases.append(name);
    }
    return new SpirvEnumAttr(kind, cases.toString());
  }

  /** The spelling of an enum value ({@code StorageBuffer}, {@code Inline|Pure}, {@code None}). */
  static String spelling(Attribute a) {
    return a instanceof SpirvEnumAttr e ? e.value() : String.valueOf(a);
  }
}
