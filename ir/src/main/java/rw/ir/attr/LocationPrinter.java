package rw.ir.attr;

import rw.ir.loc.CallSiteLoc;
import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.FusedLoc;
import rw.ir.loc.Location;
import rw.ir.loc.NameLoc;
import rw.ir.loc.UnknownLoc;

/** Prints locations as MLIR does: {@code loc(...)}, or bare in the pretty debug-info form. */
final class LocationPrinter {
  private final Utf8Text out;
  private final TypeAttrPrinter.Aliases aliases;
  private final boolean pretty;

  LocationPrinter(Utf8Text out, TypeAttrPrinter.Aliases aliases, boolean pretty) {
    this.out = out;
    this.aliases = aliases;
    this.pretty = pretty;
  }

  /** {@code loc(...)}; with {@code allowAlias} the location itself may print as its alias. */
  void print(Location loc, boolean allowAlias) {
    if (pretty) {
      printInner(loc, true);
      return;
    }
    out.append("loc(");
    String alias = allowAlias ? aliases.aliasOf(loc) : null;
    if (alias != null) out.append(alias);
    else printInner(loc, true);
    out.append(')');
  }

  private void printInner(Location loc, boolean topLevel) {
    if (!topLevel) {
      String alias = aliases.aliasOf(loc);
      if (alias != null) {
        out.append(alias);
        return;
      }
    }
    if (loc instanceof UnknownLoc) {
      out.append(pretty ? "[unknown]" : "unknown");
    } else if (loc instanceof FileLineColLoc f) {
      printFileLineCol(f);
    } else if (loc instanceof NameLoc n) {
      Spelling.quoted(out, n.name());
      if (!(n.child() instanceof UnknownLoc)) {
        out.append('(');
        printInner(n.child(), false);
        out.append(')');
      }
    } else if (loc instanceof CallSiteLoc c) {
      printCallSite(c);
    } else if (loc instanceof FusedLoc f) {
      printFused(f);
    }
  }

  private void printFileLineCol(FileLineColLoc f) {
    if (pretty) out.append(f.file());
    else Spelling.quoted(out, f.file());
    out.append(':').append(f.line()).append(':').append(f.column());
    if (!f.isRange()) return;
    if (f.endLine() != f.line()) out.append(" to ").append(f.endLine()).append(':').append(f.endColumn());
    else if (f.endColumn() != f.column()) out.append(" to :").append(f.endColumn());
  }

  private void printCallSite(CallSiteLoc c) {
    if (!pretty) out.append("callsite(");
    printInner(c.callee(), false);
    if (!pretty) {
      out.append(" at ");
    } else if (c.callee() instanceof NameLoc && c.caller() instanceof FileLineColLoc) {
      out.append(" at ");
    } else {
      out.append("\n at ");
    }
    printInner(c.caller(), false);
    if (!pretty) out.append(')');
  }

  private void printFused(FusedLoc f) {
    if (!pretty) out.append("fused");
    if (f.metadata() != null) out.append('<').append(f.metadata()).append('>');
    out.append('[');
    for (int i = 0; i < f.locations().size(); i++) {
      if (i > 0) out.append(", ");
      printInner(f.locations().get(i), false);
    }
    out.append(']');
  }
}
