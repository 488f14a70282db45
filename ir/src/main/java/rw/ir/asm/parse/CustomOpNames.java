package rw.ir.asm.parse;

import rw.ir.Context;
import rw.ir.OpDef;
import rw.ir.OpName;
import rw.ir.OperationState;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.SyntaxRegistry;
import rw.ir.asm.lex.TokenValues;

/**
 * The custom-form op names met so far, by their spelling in the text: what the name resolves to
 * (with the default dialect when it needs one) and the op's syntax. Most files spell a few dozen
 * names hundreds of thousands of times; this spares each op a string, the context's name lookups
 * and the syntax lookup. Only names that resolve to an op with a custom form are kept, so every
 * failure takes the full path (and its diagnostics) each time.
 */
final class CustomOpNames {
  /** One spelling: the resolution that does not depend on the default dialect, or the last one that did. */
  static final class Resolved {
    final String original;
    /** The default dialect {@link #full} was made with, or null when the name needs none. */
    String dialect;
    String full;
    OpName name;
    OpSyntax syntax;
    /** A state to reuse for the next op of this spelling (null while it is in use). */
    OperationState spare;

    Resolved(String original) {
      this.original = original;
    }
  }

  private final Context ctx;
  private final SyntaxRegistry registry;
  private final NameTable<Resolved> spellings = new NameTable<>();

  CustomOpNames(Context ctx) {
    this.ctx = ctx;
    this.registry = SyntaxRegistry.of(ctx);
  }

  /**
   * The resolution of the name spelled {@code [start, end)} with {@code defaultDialect}: the entry
   * with {@link Resolved#syntax} set when the op has a custom form, else with it {@code null} (then
   * only {@link Resolved#original} and {@link Resolved#full} are meaningful).
   */
  Resolved resolve(byte[] buf, int start, int end, String defaultDialect) {
    Resolved r = spellings.get(buf, start, end);
    if (r != null && r.syntax != null && (r.dialect == null || r.dialect.equals(defaultDialect))) return r;
    if (r == null) r = new Resolved(TokenValues.spelling(buf, start, end));
    boolean needsDialect = ctx.lookupOp(r.original) == null && r.original.indexOf('.') < 0;
    String full = needsDialect ? defaultDialect + "." + r.original : r.original;
    OpDef def = ctx.lookupOp(full);
    OpName name = def != null ? ctx.opName(full) : null;
    OpSyntax syntax = name == null ? null : registry.opSyntax(name);
    r.dialect = needsDialect ? defaultDialect : null;
    r.full = full;
    r.name = name;
    r.syntax = syntax;
    if (syntax != null) spellings.put(r.original, r);
    return r;
  }
}
