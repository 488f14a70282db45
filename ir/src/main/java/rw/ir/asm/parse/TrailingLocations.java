package rw.ir.asm.parse;

import java.util.IdentityHashMap;
import java.util.Map;
import rw.ir.Block;
import rw.ir.BlockArgument;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.asm.lex.TokenKind;
import rw.ir.asm.lex.TokenValues;
import rw.ir.attr.Attribute;
import rw.ir.attr.LocationAttr;
import rw.ir.loc.Location;
import rw.ir.loc.NameLoc;
import rw.ir.loc.UnknownLoc;

/**
 * {@code loc(…)} after operations and block arguments. A location alias that is not defined yet
 * ({@code loc(#loc3)}, defined at the end of the file as MLIR prints it) gets a placeholder that
 * {@link #resolve} replaces once the whole file is read.
 */
final class TrailingLocations {
  private record Deferred(int offset, String alias) {}

  private final Parser p;
  /** Placeholder locations (compared by identity) and the alias each stands for. */
  private final Map<Location, Deferred> deferred = new IdentityHashMap<>();

  TrailingLocations(Parser p) {
    this.p = p;
  }

  boolean parseTrailing(Operation op) {
    if (!p.is(TokenKind.KW_LOC)) return true;
    Location loc = parseSpecifier();
    if (loc == null) return false;
    op.setLocation(loc);
    return true;
  }

  boolean parseTrailing(BlockArgument arg) {
    if (!p.is(TokenKind.KW_LOC)) return true;
    Location loc = parseSpecifier();
    if (loc == null) return false;
    arg.setLocation(loc);
    return true;
  }

  /** {@code loc(instance)} or {@code loc(#alias)}, at the {@code loc} keyword; null after an error. */
  Location parseSpecifier() {
    p.consume();
    if (!p.parseToken(TokenKind.L_PAREN, "expected '(' in location")) return null;
    Location loc;
    if (p.is(TokenKind.HASH_IDENTIFIER) && !hasDot(p.start(), p.end())) loc = parseAlias();
    else loc = p.locs.parseLocationInstance();
    if (loc == null || !p.parseToken(TokenKind.R_PAREN, "expected ')' in location")) return null;
    return loc;
  }

  private boolean hasDot(int start, int end) {
    for (int i = start; i < end; i++) {
      if (p.buf[i] == '.') return true;
    }
    return false;
  }

  private Location parseAlias() {
    int at = p.start();
    String name = TokenValues.spelling(p.buf, at + 1, p.end());
    p.consume();
    Attribute a = p.symbols.attributeAliases.get(name);
    if (a == null) {
      Location placeholder = new NameLoc(name, UnknownLoc.INSTANCE);
      deferred.put(placeholder, new Deferred(at, name));
      return placeholder;
    }
    if (a instanceof LocationAttr la) return la.location();
    p.emitError(at, "expected location, but found '" + a + "'");
    return null;
  }

  /** Takes over the placeholders {@code other} made (in a region it parsed for this parser's file). */
  void absorb(TrailingLocations other) {
    deferred.putAll(other.deferred);
  }

  /** Replaces the placeholders under {@code top} now that every alias is defined; false after an error. */
  boolean resolve(Operation top) {
    if (deferred.isEmpty()) return true;
    return resolveOp(top);
  }

  /** Post-order, as MLIR's walk: nested ops first, then the op and its blocks' arguments. */
  private boolean resolveOp(Operation op) {
    for (int r = 0; r < op.numRegions(); r++) {
      Region region = op.region(r);
      for (Block b : region.blocks()) {
        for (Operation o = b.first(); o != null; o = o.nextInBlock()) {
          if (!resolveOp(o)) return false;
        }
      }
    }
    Location l = resolved(op.location());
    if (l == null) return false;
    op.setLocation(l);
    for (int r = 0; r < op.numRegions(); r++) {
      for (Block b : op.region(r).blocks()) {
        for (BlockArgument a : b.arguments()) {
          Location al = resolved(a.location());
          if (al == null) return false;
          a.setLocation(al);
        }
      }
    }
    return true;
  }

  private Location resolved(Location l) {
    Deferred d = deferred.get(l);
    if (d == null) return l;
    Attribute a = p.symbols.attributeAliases.get(d.alias());
    if (a == null) {
      p.emitError(d.offset(), "operation location alias was never defined");
      return null;
    }
    if (a instanceof LocationAttr la) return la.location();
    p.emitError(d.offset(), "expected location, but found '" + a + "'");
    return null;
  }
}
