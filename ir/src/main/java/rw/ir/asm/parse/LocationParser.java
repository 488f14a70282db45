package rw.ir.asm.parse;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import rw.ir.asm.lex.TokenKind;
import rw.ir.asm.lex.TokenValues;
import rw.ir.attr.Attribute;
import rw.ir.attr.LocationAttr;
import rw.ir.loc.CallSiteLoc;
import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.FusedLoc;
import rw.ir.loc.Location;
import rw.ir.loc.NameLoc;
import rw.ir.loc.UnknownLoc;

/** Parses the inside of {@code loc(…)}: MLIR's location instances. */
final class LocationParser {
  private final Parser p;
  /** File and location names by the string token that spells them, shared across the parse. */
  private final NameTable<String> names = new NameTable<>();

  LocationParser(Parser p) {
    this.p = p;
  }

  Location parseLocationInstance() {
    if (p.is(TokenKind.HASH_IDENTIFIER)) {
      Attribute a = p.dialectSymbols.parseExtendedAttr(null);
      if (a == null) return null;
      if (a instanceof LocationAttr la) return la.location();
      p.emitError("expected location attribute, but got" + a);
      return null;
    }
    if (p.is(TokenKind.STRING)) return parseNameOrFileLineCol();
    if (!p.is(TokenKind.BARE_IDENTIFIER)) return wrongToken("expected location instance");
    if (p.spellingIs("callsite")) return parseCallSite();
    if (p.spellingIs("fused")) return parseFused();
    if (p.spellingIs("unknown")) {
      p.consume();
      return UnknownLoc.INSTANCE;
    }
    return wrongToken("expected location instance");
  }

  private Location wrongToken(String message) {
    p.emitWrongTokenError(message);
    return null;
  }

  private Location parseCallSite() {
    p.consume();
    if (!p.parseToken(TokenKind.L_PAREN, "expected '(' in callsite location")) return null;
    Location callee = parseLocationInstance();
    if (callee == null) return null;
    if (!p.is(TokenKind.BARE_IDENTIFIER) || !p.spellingIs("at")) return wrongToken("expected 'at' in callsite location");
    p.consume();
    Location caller = parseLocationInstance();
    if (caller == null || !p.parseToken(TokenKind.R_PAREN, "expected ')' in callsite location")) return null;
    return new CallSiteLoc(callee, caller);
  }

  private Location parseFused() {
    p.consume();
    String metadata = null;
    if (p.consumeIf(TokenKind.LESS)) {
      Attribute m = p.attrs.parseAttribute(null);
      if (m == null) return null;
      if (!p.parseToken(TokenKind.GREATER, "expected '>' after fused location metadata")) return null;
      metadata = m.toString();
    }
    List<Location> locations = new ArrayList<>();
    Parser.Step elt = () -> {
      Location l = parseLocationInstance();
      if (l == null) return false;
      locations.add(l);
      return true;
    };
    if (!p.parseCommaSeparatedList(Parser.Delimiter.SQUARE, elt, " in fused location")) return null;
    return fused(locations, metadata);
  }

  /** MLIR's FusedLoc::get: drops unknowns, flattens fused parts with the same metadata, dedups. */
  static Location fused(List<Location> locations, String metadata) {
    Set<Location> parts = new LinkedHashSet<>();
    for (Location l : locations) {
      if (l instanceof FusedLoc f && Objects.equals(f.metadata(), metadata)) {
        parts.addAll(f.locations());
      } else if (!(l instanceof UnknownLoc)) {
        parts.add(l);
      }
    }
    if (parts.isEmpty()) {
      return metadata == null ? UnknownLoc.INSTANCE : new FusedLoc(List.of(UnknownLoc.INSTANCE), metadata);
    }
    if (parts.size() == 1 && metadata == null) return parts.iterator().next();
    return new FusedLoc(new ArrayList<>(parts), metadata);
  }

  private Location parseNameOrFileLineCol() {
    String str = names.get(p.buf, p.start(), p.end());
    if (str == null) {
      str = p.stringValue();
      names.put(TokenValues.spelling(p.buf, p.start(), p.end()), str);
    }
    p.consume();
    if (p.consumeIf(TokenKind.COLON)) return parseFileLineCol(str);
    if (!p.consumeIf(TokenKind.L_PAREN)) return new NameLoc(str, UnknownLoc.INSTANCE);
    Location child = parseLocationInstance();
    if (child == null) return null;
    if (!p.parseToken(TokenKind.R_PAREN, "expected ')' after child location of NameLoc")) return null;
    return new NameLoc(str, child);
  }

  private Location parseFileLineCol(String file) {
    long line = unsignedToken();
    if (line < 0) return wrongToken("expected integer line number in FileLineColRange");
    p.consume();
    if (!p.consumeIf(TokenKind.COLON)) return new FileLineColLoc(file, (int) line, 0);
    if (!p.is(TokenKind.INTEGER)) return wrongToken("expected integer column number in FileLineColRange");
    long col = unsignedToken();
    if (col < 0) return error("expected integer column number in FileLineColRange");
    p.consume();
    if (!p.is(TokenKind.KW_TO)) return new FileLineColLoc(file, (int) line, (int) col);
    p.consume();
    long endLine = line;
    if (p.is(TokenKind.INTEGER)) {
      endLine = unsignedToken();
      if (endLine < 0) return wrongToken("expected integer line number in FileLineColRange");
      p.consume();
    }
    if (!p.consumeIf(TokenKind.COLON)) return wrongToken("expected either integer or `:` post `to` in FileLineColRange");
    if (!p.is(TokenKind.INTEGER)) return wrongToken("expected integer column number in FileLineColRange");
    long endCol = unsignedToken();
    if (endCol < 0) return error("expected integer column number in FileLineColRange");
    p.consume();
    return new FileLineColLoc(file, (int) line, (int) col, (int) endLine, (int) endCol);
  }

  private Location error(String message) {
    p.emitError(message);
    return null;
  }

  /** The current integer token as an unsigned 32-bit value, or -1. */
  private long unsignedToken() {
    if (!p.is(TokenKind.INTEGER)) return -1;
    return TokenValues.boundedValue(p.buf, p.start(), p.end(), 0xFFFF_FFFFL);
  }
}
