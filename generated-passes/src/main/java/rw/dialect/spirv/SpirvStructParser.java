package rw.dialect.spirv;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import rw.dialect.AsmIntegers;
import rw.ir.asm.DialectAsmParser;
import rw.ir.attr.Attribute;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * Parses {@code !spirv.struct<…>} as MLIR 22 does. One instance per context: it keeps the bodies
 * of the identified structs seen so far and the identified structs being parsed (for recursive
 * references {@code !spirv.struct<name>}).
 */
final class SpirvStructParser {
  private final Map<String, SpirvStructType> identified = new HashMap<>();
  private final Deque<String> enclosing = new ArrayDeque<>();

  /** What follows {@code struct}; {@code nameLoc} is the position of the mnemonic. */
  Type parse(DialectAsmParser p, Location nameLoc) {
    if (!p.parseLess()) return null;
    String name = p.parseOptionalKeyword();
    if (name == null) return parseBody(p, nameLoc, null);
    boolean enclosed = enclosing.contains(name);
    if (p.parseOptionalGreater()) {
      if (enclosed) return SpirvStructType.reference(name);
      p.emitError(nameLoc, "recursive struct reference not nested in struct definition");
      return null;
    }
    if (!p.parseComma()) return null;
    if (enclosed) {
      p.emitError(nameLoc, "identifier already used for an enclosing struct");
      return null;
    }
    enclosing.push(name);
    try {
      return parseBody(p, nameLoc, name);
    } finally {
      enclosing.pop();
    }
  }

  private Type parseBody(DialectAsmParser p, Location nameLoc, String name) {
    if (!p.parseLParen()) return null;
    if (p.parseOptionalRParen() && p.parseOptionalGreater()) {
      return define(p, nameLoc, name, new Members());
    }
    Members m = new Members();
    do {
      Type t = p.parseType();
      if (t == null) return null;
      m.types.add(t);
      if (p.parseOptionalLSquare() && !parseDecorations(p, m)) return null;
    } while (p.parseOptionalComma());
    if (!m.offsets.isEmpty() && m.types.size() != m.offsets.size()) {
      p.emitError(nameLoc, "offset specification must be given for all members");
      return null;
    }
    if (!p.parseRParen() || !p.parseGreater()) return null;
    return define(p, nameLoc, name, m);
  }

  private Type define(DialectAsmParser p, Location nameLoc, String name, Members m) {
    if (name == null) return new SpirvStructType(null, SpirvStructType.Form.LITERAL, m.types, m.offsets, m.decorations);
    SpirvStructType type =
        new SpirvStructType(name, SpirvStructType.Form.IDENTIFIED, m.types, m.offsets, m.decorations);
    SpirvStructType existing = identified.putIfAbsent(name, type);
    if (existing == null || sameBody(existing, type)) return type;
    // MLIR fails here without a message; rw says why.
    p.emitError(nameLoc, "identified type already used with a different body");
    return null;
  }

  private static boolean sameBody(SpirvStructType a, SpirvStructType b) {
    return a.memberTypes().equals(b.memberTypes()) && a.offsets().equals(b.offsets())
        && a.decorations().equals(b.decorations());
  }

  /** After {@code [}: {@code offset? (, decoration (= value)?)* ]}. */
  private static boolean parseDecorations(DialectAsmParser p, Members m) {
    Location offsetLoc = p.currentLocation();
    Long raw = p.parseOptionalInteger();
    if (raw != null) {
      Long offset = AsmIntegers.unsigned32(p, offsetLoc, raw);
      if (offset == null) return false;
      if (m.offsets.size() != m.types.size() - 1) {
        return p.emitError(offsetLoc, "offset specification must be given for all members");
      }
      m.offsets.add(offset);
    }
    if (p.parseOptionalRSquare()) return true;
    if (raw != null && !p.parseComma()) return false;
    do {
      if (!parseDecoration(p, m)) return false;
    } while (p.parseOptionalComma());
    return p.parseRSquare();
  }

  private static boolean parseDecoration(DialectAsmParser p, Members m) {
    Location at = p.currentLocation();
    String decoration = p.parseOptionalKeyword();
    if (decoration == null) return p.emitError("expected valid keyword");
    if (!SpirvEnumKind.DECORATION.isCase(decoration)) {
      return p.emitError(at, "unknown attribute: '" + decoration + "'");
    }
    Attribute value = null;
    if (p.parseOptionalEqual()) {
      value = p.parseAttribute();
      if (value == null) return false;
    }
    m.decorations.add(new SpirvStructType.MemberDecoration(m.types.size() - 1, decoration, value));
    return true;
  }

  /** The members of a struct being parsed. */
  private static final class Members {
    final List<Type> types = new ArrayList<>();
    final List<Long> offsets = new ArrayList<>();
    final List<SpirvStructType.MemberDecoration> decorations = new ArrayList<>();
  }
}
